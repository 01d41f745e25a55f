// Per-page weight: HTML (raw, gzip), the JS and CSS it loads before its first paint (gzip),
// its /api calls (Server-Timing), whether a chart library is among that JS, and the chart
// chunk it imports lazily once hydrated (with the stylesheet that comes with it).
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";
import { request } from "./http.mjs";
import { VOICEBOT_CONTRACTS } from "../seed/voicebot.mjs";

/** gzip size as a CDN would send it (level 9). */
export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** Paths of the page registry that only redirect and have no page of their own. */
const REDIRECT_ONLY = {
  "/kunde": "only redirects to the product pages",
  "/kundenservice/deeplink": "only redirects (support-staff deeplink)",
  "/kunde/meineProdukte/google/hinweis-ausblenden": "a POST of the Google banner; a visit only redirects",
  "/hinweis/saison-ausblenden": "a POST of the seasonal banner; a visit only redirects",
  "/seitenaufruf": "the page-view beacon's POST; a visit only redirects",
  "/kunde/meineProdukte/produktanfrage": "a POST of the not-booked page; a visit only redirects",
  "/kunde/meineProdukte/eintrag/selbstauskunft/download": "a JSON download, no page",
  "/kunde/meineProdukte/eintrag/selbstauskunft/pdf": "a PDF download, no page",
  "/kunde/meineProdukte/eintrag/vorschlaege": "JSON for the page's script, no page",
  "/kunde/meineProdukte/eintrag/adressvorschlaege": "JSON for the page's script, no page",
  "/kunde/meineProdukte/eintrag/statistiken/daten": "JSON for the page's chart, no page",
  "/kunde/meineProdukte/eintrag/statistiken/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/kunde/meineProdukte/website/statistiken/csv": "a CSV download of one table (needs ?website= and ?tabelle=), no page",
  "/kunde/meineProdukte/seo/uebersicht/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/kunde/meineProdukte/suchmaschinenWerbung/statistiken/csv": "a CSV download of the periods, no page",
  "/kunde/meineProdukte/suchmaschinenWerbung/budget/csv": "a CSV download of a month's days (needs ?monat=), no page",
  "/kunde/meineProdukte/suchmaschinenWerbung/anzeigengruppen/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/kunde/meineProdukte/sekretariatsservice/uebersicht/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/kunde/meineProdukte/bewertungsmanagement/uebersicht/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/kunde/meineProdukte/wkdb/uebersicht/csv": "a CSV download of one table (needs ?tabelle=), no page",
  "/benutzer/profilbild": "the profile image (a JPEG), no page",
  "/benutzer/datenexport": "a JSON download, no page",
  "/login/facebook": "only redirects (to Facebook and back)",
  "/passwort/erneuern": "without a mailed link's token only redirects to its error page",
};

/** Krüger Haustechnik's voicebot page (spec §2 "Voicebot: {token}"): the registry's `:token` with its number. */
export const VOICEBOT_PATH = `/kunde/meineProdukte/${VOICEBOT_CONTRACTS[0].token}`;

/** Extra rows: the same page as another persona, where the page differs noticeably. */
const VARIANTS = [
  { path: "/benutzer", persona: "privat", note: "home of a private user without a company" },
  { path: "/", persona: "support", note: "dashboard of support staff acting for 100101" },
  { path: "/benutzer/bewertungen", persona: "privat", note: "own ratings of a private user" },
  { path: "/benutzer?profilLoeschen", persona: "privat", note: "the profile deletion modal open" },
  // the longest tables the statistics allow: three years by week, 92 days by day (fixed past ranges stay valid)
  { path: "/kunde/meineProdukte/eintrag/statistiken?von=25.11.2023&bis=24.11.2026&intervall=woche", persona: "kunde", note: "three years by week" },
  { path: "/kunde/meineProdukte/eintrag/statistiken?von=25.08.2026&bis=24.11.2026&intervall=tag", persona: "kunde", note: "92 days by day" },
  // a website named in the address (its figures beside the list: one round), three years by week
  { path: "/kunde/meineProdukte/website/statistiken?von=25.11.2023&bis=24.11.2026&intervall=woche&website=WEB-100101-2", persona: "kunde", note: "the second website, three years by week" },
  // the search-engine ads of Krüger Haustechnik (the personas' own companies have none: the not-booked page)
  { path: "/kunde/meineProdukte/suchmaschinenWerbung/statistiken", persona: "haustechnik", note: "search-engine ads, 12 weeks by week" },
  { path: "/kunde/meineProdukte/suchmaschinenWerbung/anzeigengruppen?von=01.09.2026&bis=30.09.2026&intervall=woche&gruppe=ADP-40211-G2&kampagne=ADP-40211-G2-C1&kampagne=ADP-40211-G2-C2", persona: "haustechnik", note: "an ad group open, two campaigns compared" },
  { path: "/kunde/meineProdukte/suchmaschinenWerbung/budget", persona: "haustechnik", note: "the running month by day" },
  { path: "/kunde/meineProdukte/sekretariatsservice/uebersicht", persona: "haustechnik", note: "the secretarial service's calls, 12 weeks by week" },
  { path: "/kunde/meineProdukte/sekretariatsservice/anleitungen", persona: "haustechnik", note: "the forwarding guide with the service's number" },
  { path: "/kunde/meineProdukte/werbebanner/uebersicht", persona: "haustechnik", note: "the web banners of every format, with previews and history" },
  { path: "/kunde/meineProdukte/werbebanner/dateiupload", persona: "haustechnik", note: "the upload of material for new banners" },
  { path: "/kunde/meineProdukte/tvbanner", persona: "haustechnik", note: "the TV banners: three screens, four creatives with player, approval form and history" },
  // the rating overview over the longest range by week (spec §2 `{product}/uebersicht`)
  { path: "/kunde/meineProdukte/wkdb/uebersicht?von=25.11.2023&bis=24.11.2026&intervall=woche", persona: "kunde", note: "the ratings of three years by week" },
  // the voicebot's page: its path carries the provider's number (seed/voicebot.mjs)
  { path: VOICEBOT_PATH, persona: "haustechnik", note: "the voicebot's calls, 12 weeks by week" },
  // the marketing packages with a year of the archive open (twelve reports)
  { path: "/kunde/meineProdukte/wkdb/vermarktungspakete?jahr=2025", persona: "kunde", note: "the marketing packages, the archive's year 2025 open" },
  // the requests (seed/leads.mjs): the overview with its key figures as support staff (the bar makes it the largest), Krüger Haustechnik's applications
  { path: "/kunde/anfragen/uebersicht", persona: "support", note: "the requests' key figures and the newest ten, as support staff" },
  { path: "/kunde/anfragen/jobs", persona: "haustechnik", note: "job applications without the leads product, with their deletion days" },
  // managing ratings as support staff (the layout's largest data) on the second page, which holds the seeded notices
  { path: "/kunde/meineProdukte/bewertungsmanagement/bewertungen-verwalten?ab=10", persona: "support", note: "ten ratings with answers and notices, as support staff" },
  // the contract pages (decisions 068–071): Krüger Haustechnik's eight products (one ended) as support staff would see the most, and its confirmation page with every cancellable product
  { path: "/kunde/firmendaten/produkte", persona: "haustechnik", note: "eight products, one ended, with their terms and cancellation" },
  { path: "/kunde/firmendaten/produkte/kuendigen", persona: "haustechnik", note: "the confirmation page with six products to choose from" },
  { path: "/kunde/firmendaten/vertragsdaten", persona: "support", note: "the contract data as support staff" },
  // the contact persons as support staff (the bar and the account's details in the layout; decision 082 has the size with 20 persons)
  { path: "/kunde/firmendaten/ansprechpartner", persona: "support", note: "the contact persons of 100101, as support staff" },
  // the dashboard's key figures of Krüger Haustechnik's products (decision 088), and the month's news as support staff (decision 089)
  { path: "/", persona: "haustechnik", note: "the dashboard with seven tiles, four of them with a key figure" },
  { path: "/kunde/highlights", persona: "support", note: "the month's news of 100101, as support staff" },
];

/**
 * The page registry (domain/pages.ts) as plain data: the TypeScript module bundled
 * with esbuild and run here, without the portal's build.
 */
export function loadRegistry(file = "domain/pages.ts") {
  const { outputFiles } = buildSync({ entryPoints: [file], bundle: true, format: "cjs", platform: "neutral", write: false, logLevel: "silent" });
  const module = { exports: {} };
  runInNewContext(outputFiles[0].text, { module, exports: module.exports, encodeURIComponent });
  return module.exports;
}

/**
 * The pages to measure, from the page registry: every built page without `:`
 * params. Open and anonymous-only routes are measured anonymously, every
 * route with roles as kunde@ (who, as a customer with a company, may see all of them).
 */
export function pageList(registryFile = "domain/pages.ts") {
  const pages = [];
  for (const { path, access } of loadRegistry(registryFile).BUILT_PAGES) {
    if (path.includes(":")) continue;
    const anonymous = access.kind === "open" || access.kind === "anonymous";
    pages.push({ path, persona: anonymous ? "anonymous" : "kunde", skip: REDIRECT_ONLY[path] ?? null });
  }
  if (!pages.some((p) => p.path === "/login")) throw new Error(`no pages found in ${registryFile}`);
  for (const v of VARIANTS) pages.push({ ...v, skip: null });
  // every tab of the entry-data page (domain/entry-tabs.ts) but the first, which the table's own row measures
  const tabs = [...readFileSync("domain/entry-tabs.ts", "utf8").matchAll(/\bslug:\s*"([^"]+)"/g)].map((m) => m[1]).slice(1);
  for (const slug of tabs) pages.push({ path: `/kunde/meineProdukte/eintrag/eintragsdaten?abschnitt=${slug}`, persona: "kunde", skip: null });
  return pages;
}

/** Server-Timing `api;dur=X;desc="N /api calls in R rounds", app;dur=Y` → numbers (null when absent). */
export function parseServerTiming(header) {
  if (!header) return { apiCalls: null, apiRounds: null, apiMs: null, appMs: null };
  const api = header.match(/api;dur=([\d.]+);desc="(\d+) \/api calls(?: in (\d+) rounds)?"/);
  const app = header.match(/app;dur=([\d.]+)/);
  return {
    apiCalls: api ? Number(api[2]) : null,
    apiRounds: api?.[3] !== undefined ? Number(api[3]) : null,
    apiMs: api ? Number(api[1]) : null,
    appMs: app ? Number(app[1]) : null,
  };
}

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1] ?? null;

/** The JS and CSS an HTML page loads: script src, modulepreload, stylesheet, and imports of inline module scripts. */
export function assetsOf(html, pageUrl) {
  const js = new Set();
  const css = new Set();
  const abs = (href) => new URL(href.replaceAll("&amp;", "&"), pageUrl).href;
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) js.add(abs(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    // the preloads the page brings back one frame after its first paint (app/server/scripts-after-paint.server.ts) count too
    const rel = `${attr(tag, "rel") ?? ""} ${attr(tag, "data-after-paint") ?? ""}`.toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(abs(href));
    if (rel.includes("stylesheet")) css.add(abs(href));
  }
  // Remix' inline bootstrap `import "/assets/manifest-….js"; import * as route0 from "…"`
  for (const [, body] of html.matchAll(/<script\b[^>]*type="(?:module|text\/x-after-paint)"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const spec of staticImports(body)) js.add(abs(spec));
  }
  return { js: [...js], css: [...css] };
}

/** Static import / re-export specifiers of an ES module (not dynamic `import()`, which loads lazily). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g)) out.push(m[1]);
  return out;
}

/**
 * Dynamic `import("./x.js")` of an ES module, each with the stylesheets Vite loads
 * together with it: Vite writes `__vitePreload(() => import("./x.js"), __vite__mapDeps([i, …]))`,
 * the numbers indexing a list of paths (from the site's root) at the head of the chunk.
 */
export function dynamicImports(code) {
  const listed = code.match(/\bm\.f\s*=\s*(\[[^\]]*\])/)?.[1];
  let deps = [];
  try {
    deps = listed ? JSON.parse(listed) : [];
  } catch {
    deps = [];
  }
  const out = [];
  for (const m of code.matchAll(/\bimport\(\s*["']((?:\.{1,2})?\/[^"']+)["']\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g)) {
    const indexes = m[2] ? m[2].split(",").filter((x) => x.trim() !== "").map(Number) : [];
    out.push({ spec: m[1], css: indexes.map((i) => deps[i]).filter((d) => typeof d === "string" && d.endsWith(".css")) });
  }
  return out;
}

/** Fetches each asset once per run. */
export class AssetCache {
  #cache = new Map();
  constructor(origin) {
    this.origin = origin;
  }

  async get(url) {
    if (!this.#cache.has(url)) {
      this.#cache.set(
        url,
        (async () => {
          const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          const buf = Buffer.from(await res.arrayBuffer());
          if (!res.ok) throw new Error(`asset ${url}: HTTP ${res.status}`);
          return { url, path: new URL(url).pathname, raw: buf.length, gzip: gzipSize(buf), text: buf.toString("utf8") };
        })(),
      );
    }
    return this.#cache.get(url);
  }
}

/**
 * The JS a page loads: its script/modulepreload URLs, plus any chunk these import
 * statically that the HTML forgot to preload (the browser would load it late, in a waterfall).
 */
async function jsClosure(urls, assets) {
  const seen = new Map(); // url → { asset, preloaded }
  const queue = urls.map((u) => ({ url: u, preloaded: true }));
  while (queue.length) {
    const { url, preloaded } = queue.shift();
    if (seen.has(url)) continue;
    const asset = await assets.get(url);
    seen.set(url, { ...asset, preloaded });
    for (const spec of staticImports(asset.text)) {
      const next = new URL(spec, url).href;
      if (!seen.has(next)) queue.push({ url: next, preloaded: false });
    }
  }
  return [...seen.values()];
}

const CHART_LIB = /recharts/;

/**
 * The chart a page loads after its first paint: every chunk it imports dynamically
 * (and those chunks' own dynamic imports) whose code, with the chunks it imports
 * statically that the page has not loaded yet, holds the chart library; plus the
 * stylesheets Vite loads with it. Null when there is none.
 */
async function lazyChart(before, assets) {
  const loaded = new Set(before.map((f) => f.url));
  const followed = new Set();
  const js = new Map();
  const css = new Set();
  const queue = [...before];
  while (queue.length) {
    const file = queue.shift();
    for (const { spec, css: sheets } of dynamicImports(file.text)) {
      const target = new URL(spec, file.url).href;
      if (followed.has(target) || loaded.has(target)) continue;
      followed.add(target);
      const closure = (await jsClosure([target], assets)).filter((f) => !loaded.has(f.url));
      if (closure.some((f) => CHART_LIB.test(f.text))) {
        for (const f of closure) js.set(f.url, f);
        // the paths of Vite's list start at the site's root
        for (const sheet of sheets) css.add(new URL(sheet, new URL("/", file.url)).href);
      }
      queue.push(...closure);
    }
  }
  if (!js.size) return null;
  const cssFiles = await Promise.all([...css].map((u) => assets.get(u)));
  const files = [...js.values()];
  return {
    jsGzip: files.reduce((n, f) => n + f.gzip, 0),
    jsRaw: files.reduce((n, f) => n + f.raw, 0),
    cssGzip: cssFiles.reduce((n, f) => n + f.gzip, 0),
    files: [...files, ...cssFiles].map((f) => ({ path: f.path, gzip: f.gzip, raw: f.raw })).sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * Every chunk a page may load after its first paint: its dynamic imports and
 * theirs, with what each imports statically, minus what it loaded already.
 */
async function afterPaintClosure(before, assets) {
  const loaded = new Set(before.map((f) => f.url));
  const later = new Map();
  const queue = [...before];
  while (queue.length) {
    const file = queue.shift();
    for (const { spec } of dynamicImports(file.text)) {
      const target = new URL(spec, file.url).href;
      if (loaded.has(target) || later.has(target)) continue;
      for (const f of await jsClosure([target], assets)) {
        if (loaded.has(f.url) || later.has(f.url)) continue;
        later.set(f.url, f);
        queue.push(f);
      }
    }
  }
  return [...later.values()];
}

/** Measures one page as one visitor (jar null = anonymous). */
export async function measurePage(origin, page, jar, assets) {
  const res = await request(origin, page.path, { jar: jar ?? undefined });
  const body = Buffer.from(await res.arrayBuffer());
  const base = { path: page.path, persona: page.persona, note: page.note ?? null, status: res.status };
  if (res.status >= 300 && res.status < 400) {
    return { ...base, skipped: `redirects to ${res.headers.get("location")}` };
  }
  const html = body.toString("utf8");
  const timing = parseServerTiming(res.headers.get("server-timing"));
  const { js, css } = assetsOf(html, origin + page.path);
  const jsFiles = await jsClosure(js, assets);
  const cssFiles = await Promise.all(css.map((u) => assets.get(u)));
  const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
  return {
    ...base,
    skipped: null,
    htmlRaw: body.length,
    htmlGzip: gzipSize(body),
    jsRaw: sum(jsFiles, "raw"),
    jsGzip: sum(jsFiles, "gzip"),
    // and with everything it may import after its first paint (forms, dialogs, charts)
    allJsGzip: sum(jsFiles, "gzip") + sum(await afterPaintClosure(jsFiles, assets), "gzip"),
    jsCount: jsFiles.length,
    jsNotPreloaded: jsFiles.filter((f) => !f.preloaded).map((f) => f.path),
    cssGzip: sum(cssFiles, "gzip"),
    cssCount: cssFiles.length,
    ...timing,
    // a chart library among the JS before the first paint
    chartLibrary: jsFiles.some((f) => CHART_LIB.test(f.text)),
    chartChunks: jsFiles.filter((f) => CHART_LIB.test(f.text)).map((f) => f.path),
    // the chart loaded once the page is hydrated: not in jsGzip
    lazyChart: await lazyChart(jsFiles, assets),
    jsFiles: jsFiles.map((f) => ({ path: f.path, gzip: f.gzip, raw: f.raw, preloaded: f.preloaded })).sort((a, b) => b.gzip - a.gzip),
  };
}

/** Measures every page of the list as its persona (jars: persona → CookieJar). */
export async function measurePages(origin, pages, jars) {
  const assets = new AssetCache(origin);
  const results = [];
  for (const page of pages) {
    if (page.skip) {
      results.push({ path: page.path, persona: page.persona, note: null, status: null, skipped: page.skip });
      continue;
    }
    const jar = page.persona === "anonymous" ? null : jars[page.persona];
    if (page.persona !== "anonymous" && !jar) throw new Error(`no session for persona ${page.persona}`);
    results.push(await measurePage(origin, page, jar, assets));
  }
  return { pages: results, assets };
}
