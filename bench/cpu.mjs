// Where the dashboard's time goes: the server's CPU per request, measured, for the
// dashboard and for the parts it is made of. Throughput on this 2-core machine is
// bounded by CPU, so CPU time per request is what the page/fehler ratio is made of.
//
// CPU is counted from /proc (utime + stime of every process of the server's process
// group: workerd, and wrangler's Node process) around a fixed number of requests, a few
// at a time, each target once per round, rounds interleaved, median of the rounds.
// Targets, each on top of the one before:
//   /__ping                the Worker's one-line answer: the floor (HTTP in and out)
//   /__probe/log           /__ping + one request-log line like the portal's
//   /__probe/d1            /__ping + one D1 round trip (a batch of one statement)
//   /fehler                a bare Remix page (root loader, one card, the request-log line)
//   menu-items (Bearer)    GET /api/navigation/menu-items alone, called over HTTP with the
//                          token: the /api middleware chain, its one D1 round trip (the
//                          session check and the menu's reads in one batch), the handler,
//                          JSON, and the /api request-log line
//   /                      the dashboard as kunde@: /fehler's work plus the in-process
//                          menu-items call, the layout and the dashboard rendered
// Other logged-in pages make one more D1 round trip: the reads of all their /api calls
// go out as one batch after the shared session check (api/lib/d1-read-batch.ts;
// Server-Timing `d1;desc="N round trips"`), however many calls the page makes.
// The probes exist only because the benchmark's server config sets BENCH_PROBES
// (api/lib/bench-probes.ts); never in production.
import { readdirSync, readFileSync } from "node:fs";
import { PASSWORD, PERSONAS } from "./http.mjs";

const TICKS_PER_SECOND = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on Linux

/** CPU ticks of every process of the process group `pgrp`: { workerd, tooling } (wrangler's Node and the rest). */
function groupTicks(pgrp) {
  const ticks = { workerd: 0, tooling: 0 };
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgrp) continue;
    ticks[comm === "workerd" ? "workerd" : "tooling"] += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/** A bearer token and the first company of kunde@, from POST /api/auth/login (its own session, same user). */
async function apiLogin(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "User-Agent": "mein-bereich-bench" },
    body: JSON.stringify({ login: PERSONAS.kunde.login, password: PASSWORD }),
  });
  const body = await res.json().catch(() => null);
  const token = body?.data?.token;
  const accountId = body?.data?.accounts?.[0]?.id;
  if (res.status !== 200 || !token || !accountId) throw new Error(`API login of kunde@ failed: ${res.status}`);
  return { token, accountId };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * CPU per request of each target (ms, median of `rounds`), split into workerd and
 * tooling (wrangler's Node process, which only `wrangler dev` has), and the breakdown
 * of the dashboard derived from them.
 */
export async function measureCpu(origin, jars, { serverGroup, requests = 400, rounds = 3, concurrency = 4, log = () => {} }) {
  if (!serverGroup || !existsProc()) return { skipped: "no /proc or no server process group" };
  const cookie = jars.kunde.header();
  const { token, accountId } = await apiLogin(origin);
  const api = { authorization: `Bearer ${token}`, "x-requested-with": "XMLHttpRequest" };
  const targets = [
    { key: "ping", label: "/__ping", path: "/__ping", headers: {} },
    { key: "log", label: "/__probe/log", path: "/__probe/log", headers: {} },
    { key: "d1", label: "/__probe/d1", path: "/__probe/d1", headers: {} },
    { key: "fehler", label: "/fehler [kunde]", path: "/fehler", headers: { cookie } },
    { key: "menu", label: "GET /api/navigation/menu-items (Bearer)", path: `/api/navigation/menu-items?accountId=${accountId}`, headers: api },
    { key: "dashboard", label: "/ [kunde]", path: "/", headers: { cookie } },
  ];
  const one = async (t) => {
    const res = await fetch(origin + t.path, { headers: { "user-agent": "mein-bereich-bench", ...t.headers }, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`CPU breakdown: ${t.path} answered ${res.status}, not 200`);
  };
  const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      for (let i = 0; i < 20; i++) await one(t); // warm: JIT, the first D1 reads
      const before = groupTicks(serverGroup);
      let left = requests;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (left-- > 0) await one(t);
        }),
      );
      const after = groupTicks(serverGroup);
      const perRequest = (k) => ((after[k] - before[k]) * 1000) / TICKS_PER_SECOND / requests;
      runs[t.key].push({ workerd: perRequest("workerd"), tooling: perRequest("tooling") });
    }
    log(`  round ${round + 1}/${rounds}: ${targets.map((t) => `${t.key} ${(runs[t.key].at(-1).workerd + runs[t.key].at(-1).tooling).toFixed(1)}`).join(", ")} ms`);
  }
  const measured = targets.map((t) => {
    const r = runs[t.key];
    return {
      key: t.key,
      label: t.label,
      total: median(r.map((x) => x.workerd + x.tooling)),
      workerd: median(r.map((x) => x.workerd)),
      tooling: median(r.map((x) => x.tooling)),
      runs: r.map((x) => x.workerd + x.tooling),
    };
  });
  return { requests, rounds, concurrency, measured, breakdown: breakdown(measured) };
}

const existsProc = () => {
  try {
    readdirSync("/proc/self");
    return true;
  } catch {
    return false;
  }
};

/**
 * The dashboard's CPU per request as a sum of parts, each the difference of two
 * measured targets (so the parts add up to the dashboard's measured total):
 *   floor               /__ping
 *   request-log line    /__probe/log − /__ping
 *   bare Remix page     /fehler − /__probe/log (route matching, root loader, session cookie, render of a small page)
 *   D1 round trip       /__probe/d1 − /__ping (the dashboard makes exactly one; a page with calls
 *                       beyond the menu two: the session check with the menu, then its calls' reads)
 *   /api call           menu-items − /__probe/log − D1 round trip (middleware chain, token, handler, JSON)
 *   rest of the page    dashboard − all of the above (the in-process transport, the layout's and
 *                       dashboard's loaders, rendering the larger page and its loader data)
 * Each with its share of wrangler dev's own Node process ("tooling"), which production does not have.
 */
function breakdown(measured) {
  const m = Object.fromEntries(measured.map((x) => [x.key, x]));
  const diff = (a, ...bs) => ({
    total: a.total - bs.reduce((s, b) => s + b.total, 0),
    workerd: a.workerd - bs.reduce((s, b) => s + b.workerd, 0),
    tooling: a.tooling - bs.reduce((s, b) => s + b.tooling, 0),
  });
  const logLine = diff(m.log, m.ping);
  const d1 = diff(m.d1, m.ping);
  const bare = diff(m.fehler, m.log);
  const apiCall = diff(m.menu, m.log, d1);
  const rest = diff(m.dashboard, m.fehler, d1, apiCall);
  return [
    { part: "floor: HTTP in and out (/__ping)", ...pick(m.ping), inFehler: true },
    { part: "request-log line (/__probe/log − /__ping)", ...logLine, inFehler: true },
    { part: "bare Remix page: routing, root loader, session cookie, small render (/fehler − /__probe/log)", ...bare, inFehler: true },
    { part: "one D1 round trip: session check + menu reads in one batch (/__probe/d1 − /__ping)", ...d1, inFehler: false },
    { part: "the /api call without its D1 round trip: middleware, token, handler, JSON (menu-items − /__probe/log − D1)", ...apiCall, inFehler: false },
    { part: "rest: in-process transport, layout + dashboard loaders, larger render and loader data (/ − the parts above)", ...rest, inFehler: false },
  ];
}

const pick = (x) => ({ total: x.total, workerd: x.workerd, tooling: x.tooling });

/** Every page's CPU at least this share of /fehler's, same visitor, same run (1 / ratio = how much dearer). */
export const PAGE_CPU_FLOOR = 0.5;

/**
 * The server's CPU per request of every measured page (the rows of measurePages
 * that answered 200), each as a ratio to the bare Remix page /fehler as the same
 * visitor in the same run. The server is workerd, the runtime that serves the
 * Worker in production too; wrangler dev's own Node process (the local proxy,
 * writing every DevTools event of the Worker, four per D1 call, to its log) is
 * measured beside it and reported, but is not there in production, so it is
 * not in the ratio: /fehler's CPU ÷ the page's (1 × = as cheap as /fehler,
 * 0.5 × = twice its CPU). /fehler is measured before and after the pages, and the
 * mean of the two counts, so a machine busier at one end shifts both sides alike.
 * `requests` a few at a time per page, after a short warm-up; ticks are 10 ms,
 * so a page of ~10 ms is measured to about ±2 % with 60 requests.
 */
export async function measurePageCpu(origin, jars, pages, { serverGroup, requests = 60, concurrency = 4, log = () => {} }) {
  if (!serverGroup || !existsProc()) return { skipped: "no /proc or no server process group" };
  const cookieOf = (persona) => (persona === "anonymous" ? undefined : jars[persona]?.header());
  const cpuOf = async (path, cookie) => {
    const one = async () => {
      const res = await fetch(origin + path, { headers: { "user-agent": "mein-bereich-bench", ...(cookie ? { cookie } : {}) }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`page CPU: ${path} answered ${res.status}, not 200`);
    };
    for (let i = 0; i < 5; i++) await one();
    const before = groupTicks(serverGroup);
    let left = requests;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left-- > 0) await one();
      }),
    );
    const after = groupTicks(serverGroup);
    const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND / requests;
    return { workerd: ms(after.workerd - before.workerd), tooling: ms(after.tooling - before.tooling) };
  };
  const personas = [...new Set(pages.map((p) => p.persona))];
  const bare = Object.fromEntries(personas.map((p) => [p, []]));
  for (const p of personas) bare[p].push(await cpuOf("/fehler", cookieOf(p)));
  const measured = [];
  for (const page of pages) {
    const { workerd, tooling } = await cpuOf(page.path, cookieOf(page.persona));
    measured.push({ path: page.path, persona: page.persona, ms: workerd, tooling });
  }
  for (const p of personas) bare[p].push(await cpuOf("/fehler", cookieOf(p)));
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const fehler = Object.fromEntries(personas.map((p) => [p, mean(bare[p].map((b) => b.workerd))]));
  const fehlerTooling = Object.fromEntries(personas.map((p) => [p, mean(bare[p].map((b) => b.tooling))]));
  for (const m of measured) m.ratio = fehler[m.persona] / m.ms;
  log(`  /fehler ${personas.map((p) => `[${p}] ${fehler[p].toFixed(1)} ms`).join(", ")}; ${measured.length} pages, lowest ${Math.min(...measured.map((m) => m.ratio)).toFixed(2)} ×`);
  return { requests, concurrency, fehler, fehlerTooling, pages: measured };
}
