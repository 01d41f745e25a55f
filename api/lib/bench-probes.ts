import type { Env } from "../env";

/**
 * Two answers the benchmark uses to take the Worker's CPU per request apart
 * (bench/cpu.mjs): one D1 round trip, and one request-log line, each on top of
 * the one-line /__ping. They exist only when the configuration asks for them
 * (BENCH_PROBES = "1", which only the benchmark's server config sets) and never
 * in production; otherwise these paths are ordinary (unknown) portal pages.
 */
export const BENCH_PROBE_PATHS = { d1: "/__probe/d1", log: "/__probe/log" } as const;

export const benchProbesEnabled = (env: Pick<Env, "ENVIRONMENT"> & { BENCH_PROBES?: string }) =>
  env.BENCH_PROBES === "1" && env.ENVIRONMENT !== "production";

/** The probe's answer for this path, or null (no probe here, or probes off). */
export async function benchProbe(pathname: string, env: Env): Promise<Response | null> {
  if (!benchProbesEnabled(env)) return null;
  if (pathname === BENCH_PROBE_PATHS.d1) {
    // one batch of one statement: the round trip itself (a batch of 1, 4 or 8 small
    // reads costs about the same, so this stands for the session check's batch)
    const [result] = await env.DB.batch([env.DB.prepare("SELECT 1 AS one")]);
    return new Response(String((result?.results?.[0] as { one?: number } | undefined)?.one ?? ""), { headers: { "Content-Type": "text/plain" } });
  }
  if (pathname === BENCH_PROBE_PATHS.log) {
    // a line shaped like the portal's request log (worker.ts), as long as a typical one
    // eslint-disable-next-line no-console -- the probe measures what worker.ts's request-log line costs
    console.log(
      JSON.stringify({
        requestId: crypto.randomUUID(),
        method: "GET",
        path: pathname,
        routeId: "routes/_portal+/_index",
        status: 200,
        durationMs: 0,
        apiCalls: 1,
        apiRounds: 1,
        user: "0000000000000000",
        accountId: "100101",
      }),
    );
    return new Response("logged", { headers: { "Content-Type": "text/plain" } });
  }
  return null;
}
