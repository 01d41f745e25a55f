import { describe, expect, it } from "vitest";
import { answerTimeText, deletionDate, truncateText, isLeadType, LEADS_PER_PAGE, LEADS_AVAILABILITY_LIMIT, leadsAvailable, median, minutesWithinHours } from "#domain/leads";
import { buildMenu } from "#domain/menu";
import type { OpeningHours } from "#domain/entry";
import { jobAdsOf, leadDays, leadsOn, plusMonths } from "../../../seed/leads.mjs";

// spec §9 Leads; the time to answer within opening hours and the AGG deletion day (decisions 050, 051)
const r = (from: string, to: string) => ({ from, to });
const OFFICE: OpeningHours = {
  week: { mo: [r("08:00", "12:00"), r("13:00", "17:00")], di: [r("08:00", "17:00")], mi: [r("08:00", "17:00")], do: [r("08:00", "17:00")], fr: [r("08:00", "14:00")], sa: [], so: [] },
  special: [{ date: "2026-12-24", ranges: [], note: "Heiligabend" }],
};

describe("spec §9 constants", () => {
  it("ten a page, the availability check asks for one", () => {
    expect(LEADS_PER_PAGE).toBe(10);
    expect(LEADS_AVAILABILITY_LIMIT).toBe(1);
    expect(isLeadType("job")).toBe(true);
    expect(isLeadType("spam")).toBe(false);
  });
});

describe("minutesWithinHours: the time to answer counted within the opening hours", () => {
  it("within one opening range: the plain minutes", () => {
    expect(minutesWithinHours("2026-11-24 09:00", "2026-11-24 10:30", OFFICE)).toBe(90);
  });
  it("the lunch break and the night do not count", () => {
    // Mo 11:30 → Mo 13:30: 30 before the break, 30 after
    expect(minutesWithinHours("2026-11-23 11:30", "2026-11-23 13:30", OFFICE)).toBe(60);
    // Di 16:00 → Mi 09:00: one hour on Tuesday, one on Wednesday
    expect(minutesWithinHours("2026-11-24 16:00", "2026-11-25 09:00", OFFICE)).toBe(120);
  });
  it("arrived at night or at the weekend: counted from the next opening", () => {
    // Sa 10:00 → Mo 08:45
    expect(minutesWithinHours("2026-11-28 10:00", "2026-11-30 08:45", OFFICE)).toBe(45);
    // Fr 20:00 → Sa 11:00: nothing open in between
    expect(minutesWithinHours("2026-11-27 20:00", "2026-11-28 11:00", OFFICE)).toBe(0);
  });
  it("a special day replaces its weekday (Heiligabend closed)", () => {
    // Do 24.12.2026 closed, Fr 25.12 is a Friday 08–14
    expect(minutesWithinHours("2026-12-24 09:00", "2026-12-25 09:00", OFFICE)).toBe(60);
  });
  it("without opening hours every minute counts; an answer before the arrival counts 0", () => {
    expect(minutesWithinHours("2026-11-28 10:00", "2026-11-30 08:45", null)).toBe(2 * 24 * 60 - 75);
    expect(minutesWithinHours("2026-11-28 10:00", "2026-11-28 11:00", { week: { mo: [], di: [], mi: [], do: [], fr: [], sa: [], so: [] }, special: [] })).toBe(60);
    expect(minutesWithinHours("2026-11-28 10:00", "2026-11-28 09:00", OFFICE)).toBe(0);
  });
  it("across a month and a year end", () => {
    // Mi 30.12.2026 16:30 → Mo 04.01.2027 08:30: Mi 30 min, Do 31.12 9 h, Fr 01.01 6 h, Mo 30 min
    expect(minutesWithinHours("2026-12-30 16:30", "2027-01-04 08:30", OFFICE)).toBe(30 + 540 + 360 + 30);
  });
});

describe("median and the words of a time to answer", () => {
  it("the middle value, the mean of the middle two, none for none", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it("minutes, hours, days", () => {
    expect(answerTimeText(null)).toBe("–");
    expect(answerTimeText(45)).toBe("45 Min.");
    expect(answerTimeText(200)).toBe("3 Std. 20 Min.");
    expect(answerTimeText(120)).toBe("2 Std.");
    expect(answerTimeText(60 * 24 + 60 * 4)).toBe("1 Tag 4 Std.");
    expect(answerTimeText(60 * 48)).toBe("2 Tage");
  });
});

describe("AGG § 15 Abs. 4: an application is deleted six months after its job ad closed", () => {
  it("the same day six months on; the 31st of a shorter month: its last day", () => {
    expect(deletionDate("2026-05-31")).toBe("2026-11-30");
    expect(deletionDate("2026-08-31")).toBe("2027-02-28");
    expect(deletionDate("2027-08-31")).toBe("2028-02-29");
    expect(deletionDate("2026-01-15")).toBe("2026-07-15");
  });
  it("the seed uses the same rule, and seeds no application past its day", () => {
    const today = "2026-11-29";
    for (const ad of [...jobAdsOf("100101", today), ...jobAdsOf("100102", today)]) if (ad.closedOn) expect(plusMonths(ad.closedOn, 6)).toBe(deletionDate(ad.closedOn));
    const apps = leadDays(today).flatMap((d) => leadsOn("100102", d, today));
    expect(apps.length).toBeGreaterThan(0);
    for (const a of apps) {
      expect(a.type).toBe("job");
      if (a.deleteOn) expect(a.deleteOn > today).toBe(true);
    }
    // a running ad's, and a closed one's still kept
    expect(apps.some((a) => a.deleteOn === null)).toBe(true);
    expect(apps.some((a) => a.deleteOn !== null)).toBe(true);
  });
});

describe("the area's availability (spec §9)", () => {
  const menu = (products: Parameters<typeof buildMenu>[0]["products"], available: boolean) =>
    buildMenu({ products, roles: ["customer"], hasCompany: true, ratingManagerUrl: "https://x.example", leadsAvailable: available }).map((s) => s.id);
  it("booked, or any lead found: the Anfragen section shows, after the other products'", () => {
    expect(leadsAvailable(["leads"], false)).toBe(true);
    expect(leadsAvailable(["jobAd"], true)).toBe(true);
    expect(leadsAvailable(["jobAd"], false)).toBe(false);
    expect(menu(["entry", "tvBanner", "jobAd"], true)).toEqual(["start", "entry", "tvBanner", "leads", "firmendaten", "benutzer"]);
    expect(menu(["entry", "jobAd"], false)).toEqual(["start", "entry", "firmendaten", "benutzer"]);
    expect(menu(["entry", "leads"], true)).toEqual(["start", "entry", "leads", "firmendaten", "benutzer"]);
  });
});

describe("spec §9 text truncation: 100 characters with '...'", () => {
  it("a short text stays, a long one is cut at a word near the limit", () => {
    expect(truncateText("Kurz.")).toBe("Kurz.");
    const long = "Wir heiraten im Sommer und suchen eine dreistöckige Hochzeitstorte für etwa 80 Gäste. Bitte schicken Sie uns ein Angebot.";
    const cut = truncateText(long);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(long.startsWith(cut.slice(0, -3))).toBe(true);
    expect(truncateText("x".repeat(150))).toBe(`${"x".repeat(100)}...`);
  });
});
