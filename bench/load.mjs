// Server throughput: autocannon against a page and, in the same run, against the
// Worker's one-line static response /__ping – the floor for this Worker on this machine.
import autocannon from "autocannon";
import { request } from "./http.mjs";

export const ENTRY_DATA_PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
const CONNECTIONS = 20;

/** The pages under load: anonymous login, the dashboard and the entry-data page as kunde@. */
export const LOAD_TARGETS = [
  { name: "login", path: "/login", persona: "anonymous" },
  { name: "dashboard", path: "/", persona: "kunde" },
  { name: "entry-data", path: ENTRY_DATA_PATH, persona: "kunde" },
];

/** One autocannon run; resolves with the figures we keep. */
async function cannon(url, { duration, cookie }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "user-agent": "mein-bereich-bench", ...(cookie ? { cookie } : {}) },
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  return {
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
 * the page is not built yet: skipped), warm it up, then /__ping and the page for
 * `duration` seconds each, back to back.
 */
export async function measureLoad(origin, jars, { duration, log = () => {} }) {
  const results = [];
  for (const target of LOAD_TARGETS) {
    const jar = target.persona === "anonymous" ? null : jars[target.persona];
    const cookie = jar?.header() || undefined;
    const probe = await request(origin, target.path, { jar: jar ?? undefined });
    await probe.arrayBuffer();
    const location = probe.headers.get("location");
    const base = { name: target.name, path: target.path, persona: target.persona };
    if (probe.status >= 300 && probe.status < 400 && /^(https?:\/\/[^/]+)?\/404\b/.test(location ?? "")) {
      results.push({ ...base, skipped: "not built yet (redirects to /404)" });
      log(`  ${target.path}: not built yet (redirects to /404) – skipped`);
      continue;
    }
    if (probe.status !== 200) {
      results.push({ ...base, skipped: `answers ${probe.status}${location ? ` → ${location}` : ""}, not 200` });
      log(`  ${target.path}: answers ${probe.status} – skipped`);
      continue;
    }
    const pageUrl = origin + target.path;
    const pingUrl = `${origin}/__ping`;
    // short warm-up so JIT and the first D1 reads do not land in the figures
    await cannon(pingUrl, { duration: 1 });
    await cannon(pageUrl, { duration: 1, cookie });
    log(`  ${target.path}: /__ping ${duration} s …`);
    const ping = await cannon(pingUrl, { duration });
    log(`  ${target.path}: page ${duration} s …`);
    const page = await cannon(pageUrl, { duration, cookie });
    results.push({
      ...base,
      skipped: null,
      connections: CONNECTIONS,
      page,
      ping,
      ratio: ping.reqPerSec ? page.reqPerSec / ping.reqPerSec : null,
      problems: [...problemsOf(page).map((p) => `page: ${p}`), ...problemsOf(ping).map((p) => `/__ping: ${p}`)],
    });
  }
  return results;
}
