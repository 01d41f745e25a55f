import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { VOICEBOT_CONTRACTS, voicebotCallsOn, voicebotStatements } from "../../seed/voicebot.mjs";
import { DATE_RANGE_MESSAGES, daysOf, periodsOf } from "#domain/statistics";
import { VOICEBOT_CALLS_PER_PAGE } from "#domain/voicebot";
import { formatDateWire } from "#domain/format";
import { call, errorMessage, seedDemoData, tokensFor } from "./helpers";

// spec §2 "Voicebot: {token}"; the call is decision 045's: GET /api/customer/getVoicebotCalls; spec §3 "Date range"
const VOICEBOT = VOICEBOT_CONTRACTS[0]!; // Krüger Haustechnik, 100102
/** Schreinerei Wagner's voicebot (einzel@'s company, not kunde@'s): only this test has it. */
const OTHER = { companyId: "100201", token: "7300999001", phoneNumber: "030 23125 900", start: "2026-09-01" };
const today = formatDateWire(new Date());
let token = "";
let einzel = "";
beforeAll(async () => {
  await seedDemoData();
  // the months the tests read (a whole seed is more SQL than one test's workerd takes)
  await env.DB.batch(voicebotStatements(today, [VOICEBOT, OTHER], daysOf("2026-09-01", today)).map((s) => env.DB.prepare(s)));
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  token = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const calls = (query: Record<string, string>, accountId = VOICEBOT.companyId, as = token) =>
  call("GET", "/customer/getVoicebotCalls", { token: as, query: { accountId, token: VOICEBOT.token, ...query } });
const seeded = (from: string, to: string, c = VOICEBOT) => daysOf(from, to).flatMap((d) => voicebotCallsOn(c, d));
const OCTOBER = { startDate: "2026-10-01", endDate: "2026-10-31", interval: "Week" };

describe("GET /api/customer/getVoicebotCalls", () => {
  it("a page of the range's calls, newest first, with every field; the next page goes on; the voicebot's line", async () => {
    const res = await calls(OCTOBER);
    expect(res.status).toBe(200);
    const all = seeded("2026-10-01", "2026-10-31").reverse();
    expect(res.json.data.totals.calls).toBe(all.length);
    expect(res.json.data.calls).toHaveLength(VOICEBOT_CALLS_PER_PAGE);
    expect(res.json.data.calls[0]).toEqual(all[0]);
    const next = await calls({ ...OCTOBER, offset: "20", limit: "5" });
    expect(next.json.data.calls.map((c: { id: string }) => c.id)).toEqual(all.slice(20, 25).map((c) => c.id));
    expect(res.json.data.voicebot).toEqual({ token: VOICEBOT.token, phoneNumber: VOICEBOT.phoneNumber });
    // limit 0: the sums alone (the range a page compares with)
    const sums = await calls({ ...OCTOBER, limit: "0" });
    expect(sums.json.data.calls).toEqual([]);
    expect(sums.json.data.totals).toEqual(res.json.data.totals);
  });

  it("the sums by outcome and length, per week, and the reasons counted", async () => {
    const res = await calls(OCTOBER);
    const { totals, periods, reasons } = res.json.data;
    const all = seeded("2026-10-01", "2026-10-31");
    const count = (list: typeof all, outcome: string) => list.filter((c) => c.outcome === outcome).length;
    expect(totals).toEqual({
      calls: all.length,
      seconds: all.reduce((n, c) => n + c.durationSeconds, 0),
      answered: count(all, "answered"),
      forwarded: count(all, "forwarded"),
      message: count(all, "message"),
      hungUp: count(all, "hungUp"),
    });
    expect(periods.map((p: { start: string }) => p.start)).toEqual(periodsOf("2026-10-01", "2026-10-31", "Week", today).map((p) => p.start));
    for (const p of periods) {
      const week = seeded(p.start, p.end);
      expect(p).toMatchObject({ calls: week.length, forwarded: count(week, "forwarded"), seconds: week.reduce((n, c) => n + c.durationSeconds, 0) });
    }
    for (const r of reasons) expect(r.calls, String(r.reason)).toBe(all.filter((c) => c.reason === r.reason).length);
    expect(reasons.reduce((n: number, r: { calls: number }) => n + r.calls, 0)).toBe(all.length);
  });

  it("with the dates only: by week (spec §9)", async () => {
    const res = await calls({ startDate: "2026-10-05", endDate: "2026-10-18" });
    expect(res.status).toBe(200);
    expect(res.json.data.interval).toBe("Week");
    expect(res.json.data.periods).toHaveLength(2);
  });

  it("a range the kit refuses, a bad page or number: 400 naming the field", async () => {
    const future = await calls({ startDate: today, endDate: "2099-01-01", interval: "Day" });
    expect(future.status).toBe(400);
    expect(errorMessage(future.json, "endDate")).toBe(DATE_RANGE_MESSAGES.future);
    const backwards = await calls({ startDate: "2026-10-31", endDate: "2026-10-01", interval: "Week" });
    expect(backwards.status).toBe(400);
    expect(errorMessage(backwards.json, "endDate")).toBe(DATE_RANGE_MESSAGES.endBeforeStart);
    const long = await calls({ startDate: "2026-01-01", endDate: "2026-10-31", interval: "Day" });
    expect(long.status).toBe(400);
    expect(errorMessage(long.json, "interval")).toBe(DATE_RANGE_MESSAGES.dayTooLong);
    expect((await calls({ startDate: "2026-10-01" })).status).toBe(400);
    expect((await calls({ ...OCTOBER, limit: "501" })).status).toBe(400);
    expect((await calls({ ...OCTOBER, token: "abc" })).status).toBe(400);
  });

  it("another company's voicebot number: 404 as no voicebot's, none of its calls; no voicebot: 404 NOT_BOOKED; another company's id: 403", async () => {
    // kunde@'s Krüger Haustechnik with Schreinerei Wagner's number
    const foreign = await calls({ ...OCTOBER, token: OTHER.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json.errors[0].code).toBe("NOT_FOUND");
    expect(JSON.stringify(foreign.json)).not.toContain(OTHER.phoneNumber);
    // a number that is nobody's answers the same
    const nobody = await calls({ ...OCTOBER, token: "1234567" });
    expect(nobody.status).toBe(404);
    expect(nobody.json).toEqual(foreign.json);
    // its owner reads it with its own company
    const own = await calls({ ...OCTOBER, token: OTHER.token }, OTHER.companyId, einzel);
    expect(own.status).toBe(200);
    expect(own.json.data.totals.calls).toBe(seeded("2026-10-01", "2026-10-31", OTHER).length);
    // Bäckerei Krüger has no voicebot
    const none = await calls(OCTOBER, "100101");
    expect(none.status).toBe(404);
    expect(none.json.errors[0].code).toBe("NOT_BOOKED");
    // Schreinerei Wagner is not kunde@'s company
    expect((await calls({ ...OCTOBER, token: OTHER.token }, OTHER.companyId)).status).toBe(403);
  });
});

describe("GET /api/navigation/menu-items: the voicebot's menu item carries its number", () => {
  it("Krüger Haustechnik: the item leads to /kunde/meineProdukte/<number>; Bäckerei Krüger has no voicebot section", async () => {
    const res = await call("GET", "/navigation/menu-items", { token, query: { accountId: VOICEBOT.companyId } });
    expect(res.status).toBe(200);
    expect(res.json.data.customer.voicebotNumber).toBe(VOICEBOT.token);
    const section = res.json.data.sections.find((s: { id: string }) => s.id === "voicebot");
    expect(section.items).toEqual([{ routeName: `/kunde/meineProdukte/${VOICEBOT.token}`, href: `/kunde/meineProdukte/${VOICEBOT.token}`, label: "Voicebot" }]);
    const bakery = await call("GET", "/navigation/menu-items", { token, query: { accountId: "100101" } });
    expect(bakery.json.data.customer.voicebotNumber).toBeNull();
    expect(bakery.json.data.sections.map((s: { id: string }) => s.id)).not.toContain("voicebot");
  });
});
