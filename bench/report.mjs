// Budgets, comparison with the previous run, and the console / Markdown / JSON output.
import { PAGE_CPU_FLOOR } from "./cpu.mjs";
import { VOICEBOT_PATH } from "./pages.mjs";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const RESULTS_JSON = "bench/results.json";
export const RESULTS_MD = "bench/results.md";

const KB = 1024;
export const BUDGETS = {
  htmlGzip: 14 * KB, // one TCP round trip (initial congestion window)
  jsGzip: 110 * KB,
  /** every script a page may load, before and after its first paint, on a page without charts */
  allJsGzip: 160 * KB,
  lighthouseScore: 95,
  /** Lighthouse LCP on simulated slow 4G (mobile preset), ms */
  lcp: 1500,
  cls: 0,
  /** the dashboard's throughput at least half that of the bare Remix page /fehler, same visitor, same run */
  dashboardVsBare: 0.5,
};
/** Pages with charts: the only ones allowed a chart chunk, and that only after their first paint (lazily). */
export const CHART_PAGES = ["/kunde/meineProdukte/eintrag/statistiken", "/kunde/meineProdukte/eintrag/eintragsservice", "/kunde/meineProdukte/website/statistiken", "/kunde/meineProdukte/seo/uebersicht", "/kunde/meineProdukte/suchmaschinenWerbung/statistiken", "/kunde/meineProdukte/suchmaschinenWerbung/anzeigengruppen", "/kunde/meineProdukte/suchmaschinenWerbung/budget", "/kunde/meineProdukte/sekretariatsservice/uebersicht", "/kunde/meineProdukte/bewertungsmanagement/uebersicht", "/kunde/meineProdukte/wkdb/uebersicht", VOICEBOT_PATH];
const REGRESSION_THRESHOLD = 0.1;

// ---------------------------------------------------------------- formatting

export const kb = (n) => (n === null || n === undefined ? "–" : `${(n / KB).toFixed(1)} KB`);
const ms = (n) => (n === null || n === undefined ? "–" : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const num = (n, digits = 0) => (n === null || n === undefined ? "–" : n.toFixed(digits));
const pct = (r) => `${r >= 0 ? "+" : ""}${(r * 100).toFixed(1)} %`;
const pageLabel = (p) => (p.persona === "anonymous" ? p.path : `${p.path} [${p.persona}]`);

/** A plain-text table with aligned columns (numbers right-aligned). */
function textTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const right = headers.map((_, i) => rows.every((r) => /^[-+–\d.,\s%]*(KB|ms|×)?$/.test(String(r[i]))));
  const line = (cells) =>
    cells
      .map((c, i) => (right[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** A table cell for Markdown: pipes escaped, HTML snippets as code so they show as text. */
const mdEscape = (s) => {
  const text = String(s).replaceAll("|", "\\|");
  return text.includes("<") ? `\`${text}\`` : text;
};
function mdTable(headers, rows) {
  return [
    `| ${headers.map(mdEscape).join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map(mdEscape).join(" | ")} |`),
  ].join("\n");
}

// ---------------------------------------------------------------- tables

function pageTable(pages) {
  const headers = ["page", "status", "HTML raw", "HTML gz", "JS gz", "all JS gz", "JS files", "CSS gz", "/api calls", "rounds", "api ms", "chart JS gz (lazy)", "chart CSS gz (lazy)", "charts"];
  const rows = pages.map((p) =>
    p.skipped
      ? [pageLabel(p), p.status ?? "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", `skipped: ${p.skipped}`]
      : [
          pageLabel(p),
          p.status,
          kb(p.htmlRaw),
          kb(p.htmlGzip),
          kb(p.jsGzip),
          kb(p.allJsGzip),
          p.jsCount + (p.jsNotPreloaded.length ? ` (${p.jsNotPreloaded.length} not preloaded)` : ""),
          kb(p.cssGzip),
          p.apiCalls ?? "–",
          p.apiRounds ?? "–",
          p.apiMs === null ? "–" : num(p.apiMs),
          kb(p.lazyChart?.jsGzip),
          kb(p.lazyChart?.cssGzip),
          p.chartLibrary ? "recharts before first paint" : p.lazyChart ? "lazy" : "–",
        ],
  );
  return { headers, rows };
}

function loadTable(load) {
  const headers = ["page", "req/s", "p50", "p99", "/__ping req/s", "page/static", "/fehler req/s", "page/fehler", "other work (cores)", "errors"];
  const ratio = (r) => (r === null || r === undefined ? "–" : `${r.toFixed(2)} ×`);
  // the cores other processes kept busy during each run: /__ping, /fehler, the page
  const loads = (l) => [l.ping, l.baseline, l.page].filter(Boolean).map((r) => (typeof r.otherCores === "number" ? r.otherCores.toFixed(1) : "–"));
  const rows = load.map((l) =>
    l.skipped
      ? [pageLabel(l), "–", "–", "–", "–", "–", "–", "–", "–", `skipped: ${l.skipped}`]
      : [
          pageLabel(l),
          num(l.page.reqPerSec),
          ms(l.page.p50),
          ms(l.page.p99),
          num(l.ping.reqPerSec),
          `${(l.ratio * 100).toFixed(1)} %`,
          l.baseline ? num(l.baseline.reqPerSec) : "–",
          ratio(l.baselineRatio),
          loads(l).join(" / "),
          l.problems.length ? l.problems.join("; ") : "none",
        ],
  );
  return { headers, rows };
}

function lighthouseTable(lh) {
  const headers = ["page", "score", "LCP", "TBT", "CLS", "FCP", "scores of all runs", "LCP element"];
  const rows = lh.map((l) => [
    pageLabel(l),
    l.score,
    ms(l.lcp),
    ms(l.tbt),
    num(l.cls, 3),
    ms(l.fcp),
    l.allScores.join(", "),
    (l.lcpElement ?? "–").replace(/\s+/g, " ").slice(0, 60),
  ]);
  return { headers, rows };
}

/** The five heaviest JS chunks over all pages (where the bytes go). */
function heaviestChunks(pages) {
  const chunks = new Map();
  for (const p of pages) {
    for (const f of p.jsFiles ?? []) {
      const c = chunks.get(f.path) ?? { ...f, pages: [] };
      c.pages.push(pageLabel(p));
      chunks.set(f.path, c);
    }
  }
  const all = [...chunks.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  const total = pages.filter((p) => !p.skipped).length;
  const loadedBy = (c) => (c.pages.length === total ? "every page" : c.pages.length <= 3 ? c.pages.join(", ") : `${c.pages.length} of ${total} pages`);
  return {
    headers: ["chunk", "gzip", "raw", "loaded by"],
    rows: all.map((c) => [c.path, kb(c.gzip), kb(c.raw), loadedBy(c)]),
  };
}

/** The server's CPU per request of each target (bench/cpu.mjs). */
/** Every page's server CPU per request against /fehler's (bench/cpu.mjs measurePageCpu). */
function pageCpuTable(pc) {
  const headers = ["page", "workerd ms/request", "/fehler workerd ms", "ratio (≥ 0.5 ×)", "wrangler (Node) ms/request", "/fehler wrangler ms"];
  const rows = pc.pages.map((p) => [
    pageLabel(p),
    p.ms.toFixed(2),
    pc.fehler[p.persona].toFixed(2),
    `${p.ratio.toFixed(2)} ×${p.ratio < PAGE_CPU_FLOOR ? " FAIL" : ""}`,
    p.tooling === undefined ? "–" : p.tooling.toFixed(2),
    pc.fehlerTooling?.[p.persona]?.toFixed(2) ?? "–",
  ]);
  return { headers, rows };
}

function cpuTable(cpu) {
  const headers = ["target", "CPU ms/request", "workerd", "wrangler (Node)", "rounds"];
  const rows = cpu.measured.map((m) => [m.label, m.total.toFixed(2), m.workerd.toFixed(2), m.tooling.toFixed(2), m.runs.map((r) => r.toFixed(2)).join(" / ")]);
  return { headers, rows };
}

/** The dashboard's CPU per request in parts; each part a difference of measured targets. */
function breakdownTable(cpu) {
  const dashboard = cpu.measured.find((m) => m.key === "dashboard");
  const headers = ["part", "ms", "share", "workerd", "wrangler (Node)", "also in /fehler"];
  const rows = cpu.breakdown.map((b) => [
    b.part,
    b.total.toFixed(2),
    `${((b.total / dashboard.total) * 100).toFixed(0)} %`,
    b.workerd.toFixed(2),
    b.tooling.toFixed(2),
    b.inFehler ? "yes" : "no",
  ]);
  rows.push(["dashboard, measured", dashboard.total.toFixed(2), "100 %", dashboard.workerd.toFixed(2), dashboard.tooling.toFixed(2), ""]);
  return { headers, rows };
}

/** What the CPU figures say about the budget dashboard ≥ 0.5 × /fehler, in sentences built from them. */
function cpuVerdict(cpu) {
  const m = Object.fromEntries(cpu.measured.map((x) => [x.key, x]));
  const part = (i) => cpu.breakdown[i].total;
  const allowed = m.fehler.total / BUDGETS.dashboardVsBare;
  const over = m.dashboard.total - allowed;
  const own = m.dashboard.total - m.fehler.total;
  const lines = [
    `CPU ratio /fehler ÷ dashboard: ${(m.fehler.total / m.dashboard.total).toFixed(2)} (throughput follows it where CPU is the bottleneck). ` +
      `For ${BUDGETS.dashboardVsBare} the dashboard may cost ${allowed.toFixed(2)} ms, twice /fehler's ${m.fehler.total.toFixed(2)} ms; ` +
      (over > 0 ? `it costs ${m.dashboard.total.toFixed(2)} ms, ${over.toFixed(2)} ms over.` : `it costs ${m.dashboard.total.toFixed(2)} ms, ${(-over).toFixed(2)} ms under.`),
    `The dashboard's own ${own.toFixed(2)} ms above /fehler: the D1 round trip ${part(3).toFixed(2)} ms, the /api call's work ${part(4).toFixed(2)} ms, ` +
      `the rest of the page ${part(5).toFixed(2)} ms.`,
    `wrangler dev's own Node process (not there in production) takes ${m.fehler.tooling.toFixed(2)} ms of /fehler and ${m.dashboard.tooling.toFixed(2)} ms of the dashboard ` +
      `(of the D1 round trip ${cpu.breakdown[3].tooling.toFixed(2)} ms, of the log line ${cpu.breakdown[1].tooling.toFixed(2)} ms): it writes every DevTools event ` +
      `of the Worker (console lines, and four network events per D1 call) to its debug log. workerd alone: /fehler ${m.fehler.workerd.toFixed(2)} ms, ` +
      `dashboard ${m.dashboard.workerd.toFixed(2)} ms, ratio ${(m.fehler.workerd / m.dashboard.workerd).toFixed(2)}.`,
  ];
  return lines;
}

// ---------------------------------------------------------------- budgets

/** Pages whose /api calls must come one after another, and why. */
const WAITING_ALLOWED = {
  "/kunde/meineProdukte/website/statistiken": "without ?website= the page needs the company's websites before it can ask for the first one's figures; with it, one round",
  "/kunde/meineProdukte/website/uebersicht": "without ?website= the page needs the company's websites before it can ask for the first one's figures; with it, one round",
  // the adplorer id (spec §7 customerData) is asked once per company and kept (decision 035): the first of these pages after a login or a company switch waits for it
  "/kunde/meineProdukte/suchmaschinenWerbung/statistiken": "the first page after a login or company switch asks for the adplorer id first (kept afterwards: one round)",
  "/kunde/meineProdukte/suchmaschinenWerbung/anzeigengruppen": "the first page after a login or company switch asks for the adplorer id first (kept afterwards: one round)",
  "/kunde/meineProdukte/suchmaschinenWerbung/budget": "the first page after a login or company switch asks for the adplorer id first (kept afterwards: one round)",
};

/** PASS/FAIL lines for the bench budgets. */
export function evaluateBudgets(results) {
  const budgets = [];
  const measured = results.pages.filter((p) => !p.skipped);
  const worst = (key) => measured.reduce((a, b) => (b[key] > a[key] ? b : a));

  const html = worst("htmlGzip");
  const htmlOver = measured.filter((p) => p.htmlGzip > BUDGETS.htmlGzip);
  budgets.push({
    name: "HTML ≤ 14 KB gzip on every page",
    status: htmlOver.length ? "FAIL" : "PASS",
    detail: htmlOver.length
      ? `over: ${htmlOver.map((p) => `${pageLabel(p)} ${kb(p.htmlGzip)}`).join(", ")}`
      : `largest ${pageLabel(html)} ${kb(html.htmlGzip)}`,
  });

  const js = worst("jsGzip");
  const jsOver = measured.filter((p) => p.jsGzip > BUDGETS.jsGzip);
  budgets.push({
    name: "JS ≤ 110 KB gzip per page",
    status: jsOver.length ? "FAIL" : "PASS",
    detail: jsOver.length
      ? `over: ${jsOver.map((p) => `${pageLabel(p)} ${kb(p.jsGzip)}`).join(", ")}`
      : `largest ${pageLabel(js)} ${kb(js.jsGzip)}`,
  });

  const allJsOver = measured.filter((p) => !CHART_PAGES.includes(p.path.split("?")[0]) && p.allJsGzip > BUDGETS.allJsGzip);
  const allJs = measured.filter((p) => p.allJsGzip !== undefined && !CHART_PAGES.includes(p.path.split("?")[0]));
  budgets.push(
    allJs.length === 0
      ? { name: "all JS ≤ 160 KB gzip on pages without charts", status: "SKIPPED", detail: "not measured" }
      : {
          name: "all JS ≤ 160 KB gzip on pages without charts",
          status: allJsOver.length ? "FAIL" : "PASS",
          detail: allJsOver.length
            ? `over: ${allJsOver.map((p) => `${pageLabel(p)} ${kb(p.allJsGzip)}`).join(", ")}`
            : `largest ${pageLabel(allJs.reduce((a, b) => (b.allJsGzip > a.allJsGzip ? b : a)))} ${kb(Math.max(...allJs.map((p) => p.allJsGzip)))}`,
        },
  );

  const pc = results.pageCpu;
  if (!pc || pc.skipped) {
    budgets.push({ name: `every page's server CPU ≥ ${PAGE_CPU_FLOOR} × /fehler's`, status: "SKIPPED", detail: pc?.skipped ?? "not measured" });
  } else {
    const low = pc.pages.filter((p) => p.ratio < PAGE_CPU_FLOOR);
    const lowest = pc.pages.reduce((a, b) => (b.ratio < a.ratio ? b : a));
    budgets.push({
      name: `every page's server CPU ≥ ${PAGE_CPU_FLOOR} × /fehler's (same visitor, same run)`,
      status: low.length ? "FAIL" : "PASS",
      detail: low.length
        ? `below: ${low.map((p) => `${pageLabel(p)} ${p.ratio.toFixed(2)} ×`).join(", ")}`
        : `${pc.pages.length} pages, lowest ${pageLabel(lowest)} ${lowest.ratio.toFixed(2)} ×`,
    });
  }

  const early = measured.filter((p) => p.chartLibrary);
  budgets.push({
    name: "no chart library (recharts/tremor) before a page's first paint",
    status: early.length ? "FAIL" : "PASS",
    detail: early.length
      ? `loaded by ${early.map((p) => `${pageLabel(p)} (${p.chartChunks.join(", ")})`).join("; ")}`
      : `none of ${measured.length} pages loads it before its first paint`,
  });

  const lazy = measured.filter((p) => p.lazyChart);
  const lazyElsewhere = lazy.filter((p) => !CHART_PAGES.includes(p.path.split("?")[0]));
  const lazyDetail = (p) => `${pageLabel(p)} ${kb(p.lazyChart.jsGzip)} JS, ${kb(p.lazyChart.cssGzip)} CSS`;
  budgets.push({
    name: "a lazy chart chunk only on pages with charts",
    status: lazyElsewhere.length ? "FAIL" : "PASS",
    detail: lazyElsewhere.length
      ? `also on ${lazyElsewhere.map((p) => `${pageLabel(p)} (${p.lazyChart.files.map((f) => f.path).join(", ")})`).join("; ")}`
      : lazy.length
        ? `after hydration on ${lazy.map(lazyDetail).join("; ")}`
        : "no page has one",
  });

  if (!results.lighthouse) {
    budgets.push({ name: "Lighthouse performance ≥ 95", status: "SKIPPED", detail: "--no-lighthouse" });
    budgets.push({ name: `Lighthouse LCP ≤ ${BUDGETS.lcp} ms`, status: "SKIPPED", detail: "--no-lighthouse" });
    budgets.push({ name: "Lighthouse CLS 0", status: "SKIPPED", detail: "--no-lighthouse" });
  } else {
    for (const l of results.lighthouse) {
      budgets.push({
        name: `Lighthouse performance ≥ 95: ${pageLabel(l)}`,
        status: l.score >= BUDGETS.lighthouseScore ? "PASS" : "FAIL",
        detail: `score ${l.score} (LCP ${ms(l.lcp)}, TBT ${ms(l.tbt)})`,
      });
      budgets.push({
        name: `Lighthouse LCP ≤ ${BUDGETS.lcp} ms (slow 4G): ${pageLabel(l)}`,
        status: l.lcp !== null && l.lcp <= BUDGETS.lcp ? "PASS" : "FAIL",
        detail: `LCP ${ms(l.lcp)} (FCP ${ms(l.fcp)}), median of ${l.runs} run${l.runs > 1 ? "s" : ""}`,
      });
      budgets.push({
        name: `Lighthouse CLS 0: ${pageLabel(l)}`,
        status: l.cls === BUDGETS.cls ? "PASS" : "FAIL",
        detail: `CLS ${num(l.cls, 4)}`,
      });
    }
  }

  const dashboard = results.load.find((l) => l.path === "/" && !l.skipped);
  budgets.push(
    !dashboard?.baseline
      ? { name: `dashboard ≥ ${BUDGETS.dashboardVsBare} × /fehler (throughput)`, status: "SKIPPED", detail: "dashboard or /fehler not measured" }
      : {
          name: `dashboard ≥ ${BUDGETS.dashboardVsBare} × /fehler (throughput)`,
          status: dashboard.baselineRatio >= BUDGETS.dashboardVsBare ? "PASS" : "FAIL",
          detail: `${dashboard.baselineRatio.toFixed(2)} × (dashboard ${num(dashboard.page.reqPerSec)} req/s, /fehler ${num(dashboard.baseline.reqPerSec)} req/s, both as ${dashboard.persona}@)`,
        },
  );

  // not a budget of the issue, but the throughput figures only mean something when every answer was a 2xx
  const loaded = results.load.filter((l) => !l.skipped);
  const loadProblems = loaded.flatMap((l) => l.problems.map((p) => `${pageLabel(l)} ${p}`));
  budgets.push({
    name: "load test: every answer 2xx, no errors",
    status: loadProblems.length ? "FAIL" : "PASS",
    detail: loadProblems.length ? loadProblems.join("; ") : `${loaded.length} pages and their /__ping runs`,
  });

  // the portal counts its /api calls in rounds (a call started while none runs opens one);
  // a page with calls in more than one round has a call that waited for another
  const waited = measured.filter((p) => (p.apiRounds ?? 0) > 1 && !WAITING_ALLOWED[p.path]);
  const allowed = measured.filter((p) => (p.apiRounds ?? 0) > 1 && WAITING_ALLOWED[p.path]);
  budgets.push({
    name: "no loader makes /api calls that wait on each other",
    status: waited.length ? "FAIL" : "PASS",
    detail: waited.length
      ? waited.map((p) => `${pageLabel(p)}: ${p.apiCalls} calls in ${p.apiRounds} rounds`).join("; ")
      : `every page's calls run in one round${allowed.length ? `, except where one needs another's answer: ${allowed.map((p) => `${pageLabel(p)} (${WAITING_ALLOWED[p.path]})`).join("; ")}` : ""}`,
  });
  return budgets;
}

// ---------------------------------------------------------------- regressions

/**
 * Flat list of comparable metrics. `worse`: the direction that is a regression.
 * `minDelta`: absolute change below which a difference counts as noise (ms metrics).
 */
function metricsOf(results) {
  const m = [];
  const add = (key, value, worse, minDelta = 0) => {
    if (typeof value === "number" && Number.isFinite(value)) m.push({ key, value, worse, minDelta });
  };
  for (const p of results.pages ?? []) {
    if (p.skipped) continue;
    const label = pageLabel(p);
    add(`${label} HTML raw`, p.htmlRaw, "up");
    add(`${label} HTML gzip`, p.htmlGzip, "up");
    add(`${label} JS gzip`, p.jsGzip, "up");
    add(`${label} CSS gzip`, p.cssGzip, "up");
    if (p.lazyChart) add(`${label} chart JS gzip (lazy)`, p.lazyChart.jsGzip, "up");
    add(`${label} /api calls`, p.apiCalls, "up");
  }
  return m;
}

function loadMetricsOf(results) {
  const m = [];
  const add = (key, value, worse, minDelta = 0) => {
    if (typeof value === "number" && Number.isFinite(value)) m.push({ key, value, worse, minDelta });
  };
  for (const l of results.load ?? []) {
    if (l.skipped) continue;
    const label = `load ${pageLabel(l)}`;
    add(`${label} req/s`, l.page.reqPerSec, "down");
    add(`${label} p50`, l.page.p50, "up", 1);
    add(`${label} p99`, l.page.p99, "up", 1);
    add(`${label} /__ping req/s`, l.ping.reqPerSec, "down");
    add(`${label} page/static ratio`, l.ratio, "down");
    if (l.baseline) {
      add(`${label} /fehler req/s`, l.baseline.reqPerSec, "down");
      add(`${label} page/fehler ratio`, l.baselineRatio, "down");
    }
  }
  for (const m of results.cpuPerRequest?.measured ?? []) add(`CPU per request ${m.label} ms`, m.total, "up", 0.5);
  for (const l of results.lighthouse ?? []) {
    const label = `Lighthouse ${pageLabel(l)}`;
    add(`${label} score`, l.score, "down");
    add(`${label} LCP`, l.lcp, "up", 10);
    add(`${label} TBT`, l.tbt, "up", 10);
    add(`${label} CLS`, l.cls, "up");
  }
  return m;
}

export function loadPrevious() {
  if (!existsSync(RESULTS_JSON)) return null;
  try {
    return JSON.parse(readFileSync(RESULTS_JSON, "utf8"));
  } catch (e) {
    console.warn(`! ${RESULTS_JSON} unreadable, no comparison: ${e.message}`);
    return null;
  }
}

/**
 * Every metric more than 10 % worse than in the previous results. Timing metrics
 * are only compared between runs of the same mode (same autocannon duration,
 * same number of Lighthouse runs).
 */
export function compare(previous, current) {
  if (!previous) return { regressions: [], note: "no previous results – nothing to compare" };
  const notes = [];
  const pairs = [[metricsOf(previous), metricsOf(current)]];
  const sameMode = previous.mode === current.mode;
  if (sameMode) pairs.push([loadMetricsOf(previous), loadMetricsOf(current)]);
  else notes.push(`previous run was "${previous.mode}", this one "${current.mode}": load and Lighthouse figures not compared`);
  const regressions = [];
  for (const [prevList, curList] of pairs) {
    const prev = new Map(prevList.map((x) => [x.key, x.value]));
    for (const { key, value, worse, minDelta } of curList) {
      if (!prev.has(key)) continue;
      const before = prev.get(key);
      const delta = worse === "up" ? value - before : before - value; // > 0 means worse
      if (delta <= minDelta) continue;
      const rel = before === 0 ? Infinity : delta / Math.abs(before);
      if (rel > REGRESSION_THRESHOLD) regressions.push({ metric: key, previous: before, current: value, change: before === 0 ? null : (value - before) / Math.abs(before) });
    }
  }
  return { regressions, note: [`compared with the run of ${previous.date}`, ...notes].join("; ") };
}

const fmtMetric = (key, v) =>
  /bytes|HTML|JS|CSS/.test(key) && !/calls/.test(key) ? kb(v) : /p50|p99|LCP|TBT/.test(key) ? ms(v) : /^CPU per request/.test(key) ? `${v.toFixed(2)} ms` : /fehler ratio/.test(key) ? `${v.toFixed(2)} ×` : /ratio/.test(key) ? `${(v * 100).toFixed(1)} %` : num(v, /CLS/.test(key) ? 4 : Number.isInteger(v) ? 0 : 1);

function regressionRows(regressions) {
  return regressions.map((r) => [r.metric, fmtMetric(r.metric, r.previous), fmtMetric(r.metric, r.current), r.change === null ? "new (was 0)" : pct(r.change)]);
}

// ---------------------------------------------------------------- output

/** The cores other work kept busy during the load runs (min, max, mean), or null when not counted. */
function otherWorkDuringLoad(r) {
  const runs = (r.load ?? []).filter((l) => !l.skipped).flatMap((l) => [l.ping, l.baseline, l.page]).filter((x) => typeof x?.otherCores === "number");
  if (!runs.length) return null;
  const v = runs.map((x) => x.otherCores);
  return { min: Math.min(...v), max: Math.max(...v), mean: v.reduce((a, b) => a + b, 0) / v.length };
}

/** How busy the machine was: the load average before the load test and the CPU other work took during it. */
function machineNote(r) {
  const w = otherWorkDuringLoad(r);
  const parts = [`1-min load average ${r.loadAvgBeforeLoad.toFixed(1)} on ${r.cores} cores before the load test`];
  if (typeof r.loadAvgAtStart === "number") parts.unshift(`${r.loadAvgAtStart.toFixed(1)} when the run started`);
  if (w) parts.push(`other processes kept ${w.mean.toFixed(2)} cores busy on average during the load runs (${w.min.toFixed(2)}–${w.max.toFixed(2)})`);
  return `Machine: ${parts.join("; ")}.`;
}

/** Other work competed for the CPU: load average above half the cores, or others took over a quarter core in a run. */
const busy = (r) => r.loadAvgBeforeLoad > r.cores / 2 || (otherWorkDuringLoad(r)?.max ?? 0) > 0.25;
const busyNote = (r) => `Note: the machine was busy – throughput and latency figures are noisy. ${machineNote(r)}`;

/** Console summary (plain-text tables, PASS/FAIL lines, REGRESSION lines). */
export function printSummary(results) {
  const out = [];
  out.push("", `Mein Bereich – benchmark ${results.date} (node ${results.node}, ${results.mode}${results.buildSkipped ? ", --no-build" : ""})`, "");
  const pt = pageTable(results.pages);
  out.push("Pages (KB = 1024 bytes, gzip level 9):", textTable(pt.headers, pt.rows), "");
  const hc = heaviestChunks(results.pages);
  out.push("Heaviest JS chunks:", textTable(hc.headers, hc.rows), "");
  out.push(`Worker bundle (wrangler deploy --dry-run): ${kb(results.workerBundle.raw)} raw, ${kb(results.workerBundle.gzip)} gzip`, "");
  const lt = loadTable(results.load);
  out.push(busy(results) ? busyNote(results) : machineNote(results));
  out.push(`Throughput (autocannon, ${results.load.find((l) => !l.skipped)?.connections ?? 20} connections, ${results.loadDuration} s each):`, textTable(lt.headers, lt.rows), "");
  if (results.cpuPerRequest && !results.cpuPerRequest.skipped) {
    const ct = cpuTable(results.cpuPerRequest);
    const bt = breakdownTable(results.cpuPerRequest);
    const c = results.cpuPerRequest;
    out.push(`Server CPU per request (median of ${c.rounds} rounds of ${c.requests} requests, ${c.concurrency} at a time):`, textTable(ct.headers, ct.rows), "");
    out.push("Where the dashboard's time goes:", textTable(bt.headers, bt.rows), ...cpuVerdict(c), "");
  }
  if (results.pageCpu && !results.pageCpu.skipped) {
    const pct = pageCpuTable(results.pageCpu);
    out.push(`Server CPU per request of every page (${results.pageCpu.requests} requests, ${results.pageCpu.concurrency} at a time; ratio = /fehler's CPU ÷ the page's):`, textTable(pct.headers, pct.rows), "");
  }
  if (results.lighthouse) {
    const lht = lighthouseTable(results.lighthouse);
    out.push(`Lighthouse ${results.lighthouseVersion} (mobile, simulated slow 4G, ${results.lighthouseRuns === 1 ? "one run" : `median of ${results.lighthouseRuns} runs`}):`, textTable(lht.headers, lht.rows), "");
  } else out.push("Lighthouse: skipped (--no-lighthouse)", "");
  out.push("Budgets:");
  for (const b of results.budgets) out.push(`  ${b.status.padEnd(7)} ${b.name} – ${b.detail}`);
  out.push("", `Comparison: ${results.comparison.note}`);
  for (const r of results.comparison.regressions) {
    const [metric, before, after, change] = regressionRows([r])[0];
    out.push(`  REGRESSION ${metric}: ${before} → ${after} (${change})`);
  }
  if (results.comparison.regressions.length === 0 && results.previous) out.push("  no regression over 10 %");
  out.push("", `Total runtime ${results.runtimeSec.toFixed(0)} s. Written: ${RESULTS_JSON}, ${RESULTS_MD}`, "");
  console.log(out.join("\n"));
}

export function markdown(results) {
  const md = [];
  md.push(`# Benchmark – Mein Bereich`, "");
  md.push(
    `Run ${results.date} · node ${results.node} · ${results.cpu} · mode ${results.mode} · total ${results.runtimeSec.toFixed(0)} s. ` +
      `Production build in workerd (\`wrangler dev\`), fresh seeded local D1. KB = 1024 bytes, gzip level 9. Generated by \`npm run bench\`.`,
    "",
  );
  const pt = pageTable(results.pages);
  md.push(
    "## Pages",
    "",
    "JS gz: every `<script src>` and `<link rel=\"modulepreload\">` of the HTML (plus chunks these import statically), each gzipped: the JS before the first paint. " +
      "all JS gz: that and every chunk the page may import after its first paint (its dynamic imports, followed). " +
      "chart JS gz (lazy): the chunk holding the chart library that the page imports dynamically once hydrated, with the chunks it imports that the page has not loaded yet; " +
      "chart CSS gz (lazy): the stylesheet Vite loads with it. Neither counts in JS gz or CSS gz. " +
      "/api calls, rounds (calls started while another ran share a round; more than one round means a call waited for another) and api ms (sum of the calls' durations) from the page's `Server-Timing` header.",
    "",
    mdTable(pt.headers, pt.rows),
    "",
  );
  const hc = heaviestChunks(results.pages);
  md.push("### Heaviest JS chunks", "", mdTable(hc.headers, hc.rows), "");
  md.push(`Worker bundle (\`wrangler deploy --dry-run\`): ${kb(results.workerBundle.raw)} raw, ${kb(results.workerBundle.gzip)} gzip.`, "");
  const lt = loadTable(results.load);
  md.push(`## Throughput`, "");
  md.push(busy(results) ? `> ${busyNote(results)}` : machineNote(results), "");
  md.push(
    `autocannon, ${results.load.find((l) => !l.skipped)?.connections ?? 20} connections, ${results.loadDuration} s per run. ` +
      "`/__ping` is the Worker's one-line static answer, measured right before each page; `/fehler` is a bare Remix page of the same Worker " +
      "(root loader and a card, no /api call) as the same visitor, measured between `/__ping` and the page. " +
      "Other work (cores): the CPU other processes of the machine took during the `/__ping`, `/fehler` and page runs.",
    "",
    mdTable(lt.headers, lt.rows),
    "",
  );
  md.push("## Where the time goes", "");
  if (results.cpuPerRequest && !results.cpuPerRequest.skipped) {
    const c = results.cpuPerRequest;
    const ct = cpuTable(c);
    const bt = breakdownTable(c);
    md.push(
      `The server's CPU per request (workerd and wrangler's Node process, from /proc), ${c.requests} requests ${c.concurrency} at a time per target and round, ` +
        `the targets one after another in each of ${c.rounds} rounds, median. \`/__probe/log\` (one request-log line) and \`/__probe/d1\` (one D1 batch of one statement) ` +
        "answer only on the benchmark's server (BENCH_PROBES in its config, never in production; api/lib/bench-probes.ts). " +
        "menu-items is the dashboard's one /api call, called here over HTTP with a bearer token of kunde@.",
      "",
      mdTable(ct.headers, ct.rows),
      "",
      "The dashboard's CPU per request in parts, each the difference of two measurements above (so they add up to the measured total; a part near 0 is within the noise):",
      "",
      mdTable(bt.headers, bt.rows),
      "",
      ...cpuVerdict(c).flatMap((l) => [l, ""]),
    );
  } else md.push(`Not measured${results.cpuPerRequest?.skipped ? ` (${results.cpuPerRequest.skipped})` : ""}.`, "");
  if (results.pageCpu && !results.pageCpu.skipped) {
    const pct = pageCpuTable(results.pageCpu);
    md.push(
      "### Every page against /fehler",
      "",
      `The server's CPU per request of every page, ${results.pageCpu.requests} requests ${results.pageCpu.concurrency} at a time, and of \`/fehler\` as the same visitor before and after all pages (their mean). ` +
        `Ratio: /fehler's workerd CPU ÷ the page's; a page below ${PAGE_CPU_FLOOR} × costs more than twice a bare Remix page and fails the budget. ` +
        "workerd is the runtime that serves the Worker in production too; wrangler dev's own Node process (the local proxy, which logs every DevTools event of the Worker, four per D1 call) is shown beside it but not in the ratio: production has none.",
      "",
      mdTable(pct.headers, pct.rows),
      "",
    );
  }
  md.push("## Lighthouse", "");
  if (results.lighthouse) {
    const lht = lighthouseTable(results.lighthouse);
    md.push(`Lighthouse ${results.lighthouseVersion}, mobile preset, simulated slow 4G, ${results.lighthouseRuns === 1 ? "one run" : `median of ${results.lighthouseRuns} runs`}.`, "", mdTable(lht.headers, lht.rows), "");
  } else md.push("Skipped (`--no-lighthouse`).", "");
  md.push("## Budgets", "", mdTable(["status", "budget", "detail"], results.budgets.map((b) => [`**${b.status}**`, b.name, b.detail])), "");
  md.push("## Comparison with the previous run", "", results.comparison.note + ".", "");
  if (results.comparison.regressions.length) {
    md.push(mdTable(["", "metric", "previous", "now", "change"], regressionRows(results.comparison.regressions).map((r) => ["**REGRESSION**", ...r])), "");
  } else if (results.previous) md.push("No metric got worse by more than 10 %.", "");
  return md.join("\n");
}

export function writeResults(results) {
  writeFileSync(RESULTS_JSON, JSON.stringify(results, null, 2) + "\n");
  writeFileSync(RESULTS_MD, markdown(results));
}
