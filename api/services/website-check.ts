/**
 * The website check (spec §7 GET getWebsiteCheck?encUrl, §4 its status, §9 one
 * per 10 seconds): the Worker itself fetches the customer's start page and
 * looks at what a visitor, a search engine and a German court look at. The
 * address comes sealed by the backend (`encUrl`, api/lib/seal.ts), so a caller
 * cannot make the Worker fetch an address of its choosing; every address on the
 * way, redirects included, is checked against domain/website-check.ts
 * `refusedTarget` before it is fetched.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../context";
import type { Env } from "../env";
import { throttleEvents, websiteChecks } from "../db/schema";
import { seal, unseal } from "../lib/seal";
import { takeEvent } from "../lib/throttle";
import { isProduction } from "#domain/env";
import {
  refusedTarget,
  WEBSITE_CHECK_INTERVAL_MS,
  WEBSITE_CHECK_MAX_REDIRECTS,
  WEBSITE_CHECK_SLOW_MS,
  type WebsiteCheckFinding,
  type WebsiteCheckResult,
} from "#domain/website-check";

const PURPOSE = "website-check";
/** The whole check, redirects and the page's body included: below the portal's 10 s for an /api answer. */
const DEFAULT_TIMEOUT_MS = 8_000;
/** Of a start page, at most this much is read. */
const MAX_PAGE_BYTES = 1024 * 1024;

interface SealedWebsite {
  /** company */
  c: string;
  /** website id */
  w: string;
  /** its address */
  u: string;
}

/** Spec §7 `encUrl`: a website's address sealed for the company it belongs to. */
export const sealWebsiteUrl = (env: Env, companyId: string, websiteId: string, url: string) =>
  seal(PURPOSE, { c: companyId, w: websiteId, u: url } satisfies SealedWebsite, env.API_TOKEN_SECRET);

/** The company, website and address an `encUrl` names, or null when the backend did not seal it. */
export async function unsealWebsiteUrl(env: Env, encUrl: string): Promise<SealedWebsite | null> {
  const v = (await unseal(PURPOSE, encUrl, env.API_TOKEN_SECRET)) as Partial<SealedWebsite> | null | undefined;
  return v && typeof v.c === "string" && typeof v.w === "string" && typeof v.u === "string" ? (v as SealedWebsite) : null;
}

/**
 * Takes the company's check for the next 10 seconds (spec §9): 0 when it may
 * check now, else the seconds still to wait. One statement decides, so two
 * checks at the same moment cannot both pass.
 */
export async function takeCheckSlot(db: Db, companyId: string): Promise<number> {
  const key = `website-check:${companyId}`;
  if (await takeEvent(db, key, 1, WEBSITE_CHECK_INTERVAL_MS)) return 0;
  const last = await db.select({ at: throttleEvents.at }).from(throttleEvents).where(eq(throttleEvents.key, key)).orderBy(desc(throttleEvents.at)).limit(1).get();
  return Math.max(1, Math.ceil(((last?.at ?? Date.now()) + WEBSITE_CHECK_INTERVAL_MS - Date.now()) / 1000));
}

/** Where a fetch of `url` goes: a host under `.example` to the local stand-in outside production (api/env.ts WEBSITE_CHECK_ORIGIN). */
function fetchAddress(env: Env, url: URL): string {
  const origin = env.WEBSITE_CHECK_ORIGIN;
  if (origin && !isProduction(env) && url.hostname.endsWith(".example")) {
    return `${origin.replace(/\/+$/, "")}/${url.protocol.slice(0, -1)}/${url.host}${url.pathname}${url.search}`;
  }
  return url.href;
}

type Fetched = { ok: true; url: URL; response: Response; ms: number } | { ok: false; url: URL; message: string };

const seconds = (ms: number) => `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(ms / 1000)} ${ms === 1000 ? "Sekunde" : "Sekunden"}`;
const timeoutOf = (env: Env) => Number(env.WEBSITE_CHECK_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

/** One GET of an address that passed `refusedTarget`, redirects not followed, within the check's one deadline. */
async function fetchOnce(env: Env, url: URL, signal: AbortSignal): Promise<Response> {
  return fetch(fetchAddress(env, url), {
    redirect: "manual",
    headers: { "User-Agent": "MeinBereich-Websitecheck/1.0", Accept: "text/html" },
    signal,
  });
}

const timedOut = (e: unknown) => e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
const tooSlow = (env: Env) => `Ihre Website hat nicht innerhalb von ${seconds(timeoutOf(env))} geantwortet.`;

/** The start page at `start`, following at most WEBSITE_CHECK_MAX_REDIRECTS redirects, each target checked before it is fetched. */
async function follow(env: Env, start: URL, signal: AbortSignal): Promise<Fetched> {
  let url = start;
  const began = Date.now();
  for (let hop = 0; ; hop++) {
    const refused = refusedTarget(url);
    if (refused) {
      return { ok: false, url, message: hop ? `Ihre Website leitet auf ${url.origin} weiter. ${refused}` : refused };
    }
    let response: Response;
    try {
      response = await fetchOnce(env, url, signal);
    } catch (e) {
      return { ok: false, url, message: timedOut(e) ? tooSlow(env) : "Ihre Website ist nicht erreichbar: Die Adresse konnte nicht aufgerufen werden." };
    }
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= WEBSITE_CHECK_MAX_REDIRECTS) return { ok: false, url, message: "Ihre Website leitet zu oft weiter (mehr als 5 Weiterleitungen)." };
      try {
        url = new URL(location, url);
      } catch {
        return { ok: false, url, message: "Ihre Website leitet auf eine ungültige Adresse weiter." };
      }
      continue;
    }
    return { ok: true, url, response, ms: Date.now() - began };
  }
}

/** At most MAX_PAGE_BYTES of a body, as text. */
async function pageText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= MAX_PAGE_BYTES) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c.subarray(0, Math.min(c.byteLength, size - offset)), offset);
    offset += c.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, MAX_PAGE_BYTES));
}

interface PageFacts {
  title: string;
  description: string | null;
  viewport: string | null;
  links: { href: string; text: string }[];
}

/** What the start page's HTML says (workerd's streaming HTMLRewriter, no DOM). */
async function readPage(html: string): Promise<PageFacts> {
  const facts: PageFacts = { title: "", description: null, viewport: null, links: [] };
  let link: { href: string; text: string } | null = null;
  let inTitle = false;
  const rewriter = new HTMLRewriter()
    // the first <title>, with or without a written <head>
    .on("title", {
      element: () => void (inTitle = !facts.title),
      text: (t) => {
        if (inTitle) facts.title += t.text;
        if (t.lastInTextNode) inTitle = false;
      },
    })
    .on("meta[name]", {
      element: (el) => {
        const name = el.getAttribute("name")?.toLowerCase();
        if (name === "description") facts.description = el.getAttribute("content") ?? "";
        if (name === "viewport") facts.viewport = el.getAttribute("content") ?? "";
      },
    })
    .on("a", {
      element: (el) => {
        link = { href: el.getAttribute("href") ?? "", text: "" };
        facts.links.push(link);
      },
      text: (t) => {
        if (link) link.text += t.text;
      },
    });
  await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).text();
  return facts;
}

/** The character references a title's text may hold (`&amp;`, `&#252;`, `&uuml;` …), the common ones. */
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", auml: "ä", ouml: "ö", uuml: "ü", Auml: "Ä", Ouml: "Ö", Uuml: "Ü", szlig: "ß", ndash: "–", mdash: "—" };
const codePoint = (n: number) => (Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null);
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === "#" ? codePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))) ?? m : (NAMED[e] ?? m),
  );
const clip = (s: string) => (s.length > 120 ? `${s.slice(0, 119)}…` : s);
/** the same website: the host without a leading "www." */
const siteHost = (u: URL) => u.hostname.toLowerCase().replace(/^www\./, "");

/** Whether http:// of the website's host redirects to its https:// (the first hop is enough). */
async function httpRedirects(env: Env, site: URL, signal: AbortSignal): Promise<boolean> {
  const http = new URL(`http://${site.host}/`);
  if (refusedTarget(http)) return false;
  try {
    const res = await fetchOnce(env, http, signal);
    await res.body?.cancel();
    const to = res.headers.get("Location");
    if (res.status < 300 || res.status >= 400 || !to) return false;
    const target = new URL(to, http);
    return target.protocol === "https:" && siteHost(target) === siteHost(site);
  } catch {
    return false;
  }
}

/** Runs the check of one website's address (spec §7 getWebsiteCheck). Never throws for what the website does. */
export async function checkWebsite(env: Env, address: string): Promise<WebsiteCheckResult> {
  const checkedAt = new Date().toISOString();
  const start = new URL(address);
  const signal = AbortSignal.timeout(timeoutOf(env));
  const [page, redirects] = await Promise.all([follow(env, start, signal), httpRedirects(env, start, signal)]);
  const base = { checkedAt, url: address };
  if (!page.ok) {
    return { ...base, status: "error", finalUrl: null, responseMs: null, message: page.message, findings: [{ key: "reachable", ok: false }] };
  }
  const { response, url, ms } = page;
  if (!response.ok) {
    await response.body?.cancel();
    return {
      ...base,
      status: "error",
      finalUrl: url.href,
      responseMs: ms,
      message: `Ihre Website antwortet mit dem Fehler ${response.status}.`,
      findings: [{ key: "reachable", ok: false, detail: `HTTP ${response.status}` }],
    };
  }
  let facts: PageFacts;
  try {
    facts = await readPage(await pageText(response));
  } catch (e) {
    // the page's body stalled or broke off after its headers
    return {
      ...base,
      status: "error",
      finalUrl: url.href,
      responseMs: ms,
      message: timedOut(e) ? tooSlow(env) : "Ihre Website hat die Startseite nicht vollständig geschickt.",
      findings: [{ key: "reachable", ok: false }],
    };
  }
  const matches = (re: RegExp) => facts.links.some((l) => re.test(l.href) || re.test(l.text));
  const title = decodeEntities(facts.title).replace(/\s+/g, " ").trim();
  const description = decodeEntities(facts.description ?? "").trim();
  const findings: WebsiteCheckFinding[] = [
    { key: "reachable", ok: true, detail: `HTTP ${response.status}` },
    { key: "https", ok: url.protocol === "https:" },
    { key: "httpRedirect", ok: redirects },
    { key: "speed", ok: ms < WEBSITE_CHECK_SLOW_MS, detail: seconds(ms) },
    { key: "title", ok: title !== "", ...(title ? { detail: clip(title) } : {}) },
    { key: "description", ok: description !== "", ...(description ? { detail: clip(description) } : {}) },
    { key: "viewport", ok: /width\s*=\s*device-width/i.test(facts.viewport ?? "") },
    { key: "impressum", ok: matches(/impressum|imprint/i) },
    { key: "privacy", ok: matches(/datenschutz|privacy|dsgvo/i) },
  ];
  const moved = siteHost(url) !== siteHost(start);
  return {
    ...base,
    status: moved ? "redirect" : "success",
    finalUrl: url.href,
    responseMs: ms,
    message: moved ? `Ihre Website leitet auf ${url.origin} weiter. Geprüft wurde die Seite dort.` : null,
    findings,
  };
}

/** Keeps a website's latest check (replacing the one before). */
export async function storeCheck(db: Db, companyId: string, websiteId: string, result: WebsiteCheckResult) {
  const row = { websiteId, companyId, checkedAt: Date.parse(result.checkedAt), status: result.status, result: JSON.stringify(result) };
  await db
    .insert(websiteChecks)
    .values(row)
    .onConflictDoUpdate({ target: websiteChecks.websiteId, set: { companyId, checkedAt: row.checkedAt, status: row.status, result: row.result } });
}

/** The latest check of each of a company's websites, by website id. */
export async function lastChecksOf(db: Db, companyId: string): Promise<Map<string, WebsiteCheckResult>> {
  const rows = await db.select({ websiteId: websiteChecks.websiteId, result: websiteChecks.result }).from(websiteChecks).where(eq(websiteChecks.companyId, companyId)).all();
  return new Map(rows.map((r) => [r.websiteId, JSON.parse(r.result) as WebsiteCheckResult]));
}
