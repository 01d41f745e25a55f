// Server throughput: autocannon against a page and, in the same run, against the
// Worker's one-line static response /__ping – the floor for this Worker on this machine –
// and, for the portal pages, against /fehler: a bare Remix page of the same Worker
// (root loader, one small view, no /api call) as the same visitor, so the ratio shows
// what the page's own work costs (its /api calls, D1, the layout, rendering).
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { request } from "./http.mjs";
import { otherWork } from "./machine.mjs";

export const ENTRY_DATA_PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
/** The bare Remix page the portal pages are compared with (spec §8 /fehler: root loader and a card). */
export const BARE_PAGE_PATH = "/fehler";
const CONNECTIONS = 20;

/**
 * The pages under load: anonymous login, the dashboard and the entry-data page as
 * kunde@. `baseline`: /fehler is measured right before the page, as the same visitor.
 */
export const LOAD_TARGETS = [
  { name: "login", path: "/login", persona: "anonymous" },
  { name: "dashboard", path: "/", persona: "kunde", baseline: BARE_PAGE_PATH },
  { name: "entry-data", path: ENTRY_DATA_PATH, persona: "kunde", baseline: BARE_PAGE_PATH },
];

/** One autocannon run; resolves with the figures we keep. */
async function cannon(url, { duration, cookie, groups = [] }) {
  const others = otherWork(groups);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "user-agent": "mein-bereich-bench", ...(cookie ? { cookie } : {}) },
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  return {
    // other work on the machine: the cores it kept busy during the run, and the
    // 1-min load average at the end (which counts the benchmark's own processes too)
    otherCores: others(),
    loadAvg1: loadavg()[0],
    duration: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** The problems of a run, as text ([] when every answer was a 2xx). */
function problemsOf(run) {
  const out = [];
  if (run.non2xx) out.push(`${run.non2xx} non-2xx answers (${JSON.stringify(run.statusCodes)})`);
  if (run.errors) out.push(`${run.errors} connection errors`);
  if (run.timeouts) out.push(`${run.timeouts} timeouts`);
  if (!run.requests) out.push("no answers at all");
  return out;
}

/**
 * For every target: check it answers 200 for its persona (a redirect to /404 means
 * the page is not built yet: skipped), warm it up, then /__ping, its baseline page
 * (if any) and the page for `duration` seconds each, back to back.
 */
export async function measureLoad(origin, jars, { duration, serverGroup, log = () => {} }) {
  const groups = serverGroup ? [serverGroup] : [];
  const results = [];
  for (const target of LOAD_TARGETS) {
    const jar = target.persona === "anonymous" ? null : jars[target.persona];
    const cookie = jar?.header() || undefined;
    const base = { name: target.name, path: target.path, persona: target.persona };
    const skipped = await unusable(origin, target.path, jar);
    if (skipped) {
      results.push({ ...base, skipped });
      log(`  ${target.path}: ${skipped} – skipped`);
      continue;
    }
    if (target.baseline) {
      const why = await unusable(origin, target.baseline, jar);
      if (why) throw new Error(`baseline ${target.baseline} as ${target.persona}: ${why}`);
    }
    const pageUrl = origin + target.path;
    const pingUrl = `${origin}/__ping`;
    const baselineUrl = target.baseline ? origin + target.baseline : null;
    // short warm-up so JIT and the first D1 reads do not land in the figures
    await cannon(pingUrl, { duration: 1 });
    if (baselineUrl) await cannon(baselineUrl, { duration: 1, cookie });
    await cannon(pageUrl, { duration: 1, cookie });
    log(`  ${target.path}: /__ping ${duration} s …`);
    const ping = await cannon(pingUrl, { duration, groups });
    let baseline = null;
    if (baselineUrl) {
      log(`  ${target.path}: ${target.baseline} ${duration} s …`);
      baseline = { path: target.baseline, ...(await cannon(baselineUrl, { duration, cookie, groups })) };
    }
    log(`  ${target.path}: page ${duration} s …`);
    const page = await cannon(pageUrl, { duration, cookie, groups });
    results.push({
      ...base,
      skipped: null,
      connections: CONNECTIONS,
      page,
      ping,
      baseline,
      ratio: ping.reqPerSec ? page.reqPerSec / ping.reqPerSec : null,
      baselineRatio: baseline?.reqPerSec ? page.reqPerSec / baseline.reqPerSec : null,
      problems: [
        ...problemsOf(page).map((p) => `page: ${p}`),
        ...problemsOf(ping).map((p) => `/__ping: ${p}`),
        ...(baseline ? problemsOf(baseline).map((p) => `${baseline.path}: ${p}`) : []),
      ],
    });
  }
  return results;
}

/** Why a page cannot be measured for this visitor (null when it answers 200). */
async function unusable(origin, path, jar) {
  const probe = await request(origin, path, { jar: jar ?? undefined });
  await probe.arrayBuffer();
  const location = probe.headers.get("location");
  if (probe.status >= 300 && probe.status < 400 && /^(https?:\/\/[^/]+)?\/404\b/.test(location ?? "")) {
    return "not built yet (redirects to /404)";
  }
  if (probe.status !== 200) return `answers ${probe.status}${location ? ` → ${location}` : ""}, not 200`;
  return null;
}
