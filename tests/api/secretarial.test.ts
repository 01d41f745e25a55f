import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callsOn, SECRETARIAL_CONTRACTS, secretarialStatements } from "../../seed/secretarial.mjs";
import { DATE_RANGE_MESSAGES, daysOf, periodsOf } from "#domain/statistics";
import { CALLS_PER_PAGE } from "#domain/secretarial";
import { formatDateWire } from "#domain/format";
import { call, errorMessage, seedDemoData, tokensFor } from "./helpers";

// spec §7 GET /api/secretarial-service/getCompanyCallerList?startDate&endDate; spec §3 "Date range"
const CONTRACT = SECRETARIAL_CONTRACTS[0]!; // Krüger Haustechnik, 100102
const today = formatDateWire(new Date());
let token = "";
beforeAll(async () => {
  await seedDemoData();
  // the months the tests read (a whole seed is more SQL than one test's workerd takes)
  await env.DB.batch(secretarialStatements(today, SECRETARIAL_CONTRACTS, daysOf("2026-09-01", today)).map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const list = (query: Record<string, string>, accountId = CONTRACT.companyId) =>
  call("GET", "/secretarial-service/getCompanyCallerList", { token, query: { accountId, ...query } });
const seeded = (from: string, to: string) => daysOf(from, to).flatMap((d) => callsOn(CONTRACT, d));
const billed = (calls: { durationSeconds: number }[]) => calls.reduce((n, c) => n + Math.ceil(c.durationSeconds / 60), 0);

describe("GET /api/secretarial-service/getCompanyCallerList", () => {
  it("a page of the range's calls, newest first, with every field; the next page goes on", async () => {
    const res = await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week" });
    expect(res.status).toBe(200);
    const all = seeded("2026-10-01", "2026-10-31").reverse();
    expect(res.json.data.total).toBe(all.length);
    expect(res.json.data.calls).toHaveLength(CALLS_PER_PAGE);
    expect(res.json.data.calls[0]).toEqual(all[0]);
    const next = await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week", offset: "10", limit: "5" });
    expect(next.json.data.calls.map((c: { id: string }) => c.id)).toEqual(all.slice(10, 15).map((c) => c.id));
    expect(res.json.data.contract).toEqual({ serviceNumber: CONTRACT.serviceNumber, includedMinutes: CONTRACT.includedMinutes });
  });

  it("calls and billed minutes per week, calls per weekday and hour, the running month's minutes", async () => {
    const res = await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week" });
    const { periods, byHour, monthMinutes } = res.json.data;
    expect(periods.map((p: { start: string }) => p.start)).toEqual(periodsOf("2026-10-01", "2026-10-31", "Week", today).map((p) => p.start));
    for (const p of periods) {
      const calls = seeded(p.start, p.end);
      expect(p).toMatchObject({ calls: calls.length, minutes: billed(calls) });
    }
    const all = seeded("2026-10-01", "2026-10-31");
    const mondayNine = all.filter((c) => new Date(`${c.startedAt.slice(0, 10)}T00:00:00Z`).getUTCDay() === 1 && c.startedAt.slice(11, 13) === "09").length;
    expect(byHour.find((h: { weekday: number; hour: number }) => h.weekday === 1 && h.hour === 9)?.calls ?? 0).toBe(mondayNine);
    expect(byHour.reduce((n: number, h: { calls: number }) => n + h.calls, 0)).toBe(all.length);
    expect(monthMinutes).toEqual({ month: today.slice(0, 7), used: billed(seeded(`${today.slice(0, 7)}-01`, today)) });
  });

  it("the spec's call with the dates only: by week (spec §9)", async () => {
    const res = await list({ startDate: "2026-10-05", endDate: "2026-10-18" });
    expect(res.status).toBe(200);
    expect(res.json.data.interval).toBe("Week");
    expect(res.json.data.periods).toHaveLength(2);
  });

  it("a range the statistics refuse, a bad page: 422 at the field; no contract: 404; another company: 403", async () => {
    const future = await list({ startDate: today, endDate: "2099-01-01", interval: "Day" });
    expect(future.status).toBe(422);
    expect(errorMessage(future.json, "endDate")).toBe(DATE_RANGE_MESSAGES.future);
    expect((await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week", limit: "501" })).status).toBe(422);
    const none = await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week" }, "100101");
    expect(none.status).toBe(404);
    expect(none.json.errors[0].code).toBe("NOT_BOOKED");
    expect((await list({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week" }, "100201")).status).toBe(403);
  });
});
