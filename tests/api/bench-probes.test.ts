import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BENCH_PROBE_PATHS, benchProbe } from "../../api/lib/bench-probes";
import type { Env } from "../../api/env";

// The benchmark's CPU probes (bench/cpu.mjs) must never be reachable where its
// server config did not turn them on, and never in production (spec §2: debug pages only outside production).
describe("benchmark probes", () => {
  const base = env as unknown as Env;

  it("answer nothing unless BENCH_PROBES is 1", async () => {
    expect(base.BENCH_PROBES).toBeUndefined();
    for (const path of Object.values(BENCH_PROBE_PATHS)) expect(await benchProbe(path, base)).toBeNull();
    expect(await benchProbe(BENCH_PROBE_PATHS.d1, { ...base, BENCH_PROBES: "true" })).toBeNull();
  });

  it("answer nothing in production, even with BENCH_PROBES 1", async () => {
    const production = { ...base, ENVIRONMENT: "production", BENCH_PROBES: "1" };
    for (const path of Object.values(BENCH_PROBE_PATHS)) expect(await benchProbe(path, production)).toBeNull();
  });

  it("with BENCH_PROBES 1: one D1 round trip, one log line; other paths stay unknown", async () => {
    const on = { ...base, BENCH_PROBES: "1" };
    const d1 = await benchProbe(BENCH_PROBE_PATHS.d1, on);
    expect(d1?.status).toBe(200);
    expect(await d1?.text()).toBe("1");
    const log = await benchProbe(BENCH_PROBE_PATHS.log, on);
    expect(log?.status).toBe(200);
    expect(await benchProbe("/__probe/other", on)).toBeNull();
  });
});
