import { describe, expect, it } from "vitest";
import { claimPage, type ClaimState } from "#domain/claiming";
import {
  addDays,
  berlinMidnight,
  isReminderDue,
  mayAskAgainAt,
  reminderCandidatesUpTo,
  reminderDay,
  REQUEST_WINDOW_DAYS,
  requestStatus,
  requestWindow,
} from "#domain/claim-requests";

// item "competing claims" (decision 090) and "owner claim upkeep" (spec §4 Claiming, §9; decision 091)

describe("the owner's window (decision 090)", () => {
  it("is the day of the request and seven full Berlin days after it", () => {
    expect(REQUEST_WINDOW_DAYS).toBe(7);
    // winter: Berlin is UTC+1
    const winter = requestWindow(new Date("2026-12-01T10:00:00Z"));
    expect(winter.lastDay).toBe("2026-12-08");
    expect(winter.endsAt.toISOString()).toBe("2026-12-08T23:00:00.000Z");
    // asked at 00:30 Berlin (23:30 UTC the day before): the Berlin day counts
    expect(requestWindow(new Date("2026-11-30T23:30:00Z")).lastDay).toBe("2026-12-08");
    // across the change to summer time: the window ends at Berlin's midnight, 22:00 UTC
    const spring = requestWindow(new Date("2026-03-25T12:00:00Z"));
    expect(spring.lastDay).toBe("2026-04-01");
    expect(spring.endsAt.toISOString()).toBe("2026-04-01T22:00:00.000Z");
  });

  it("open until its end, then silent; a decided request keeps its state", () => {
    const r = { status: "open", windowEndsAt: "2026-12-08T23:00:00.000Z" };
    expect(requestStatus(r, new Date("2026-12-08T22:59:59.999Z"))).toBe("open");
    expect(requestStatus(r, new Date("2026-12-08T23:00:00.000Z"))).toBe("silent");
    expect(requestStatus({ ...r, status: "refused" }, new Date("2027-01-01T00:00:00Z"))).toBe("refused");
    expect(requestStatus({ ...r, status: "taken" }, new Date("2026-12-01T00:00:00Z"))).toBe("taken");
  });

  it("after a refusal, a new request 30 days later", () => {
    expect(mayAskAgainAt("2026-12-02T09:00:00.000Z").toISOString()).toBe("2027-01-01T09:00:00.000Z");
  });

  it("Berlin's midnight of a day, in winter and in summer", () => {
    expect(berlinMidnight("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(berlinMidnight("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
  });
});

describe("claimPage with a request (decision 090)", () => {
  const held: ClaimState = { claimedBy: "OWNER", hold: null, partner: null, pending: false, viewerLinked: false, loggedIn: true };
  it("the owner stayed silent: the claimant may verify (the verification's start); otherwise otherowner", () => {
    expect(claimPage(held)).toBe("otherowner");
    expect(claimPage({ ...held, ownerSilent: false })).toBe("otherowner");
    expect(claimPage({ ...held, ownerSilent: true })).toBe("start");
    // never for a visitor, never past a lock
    expect(claimPage({ ...held, loggedIn: false, ownerSilent: true })).toBe("otherowner");
    expect(claimPage({ ...held, hold: "LEGAL_REVIEW", ownerSilent: true })).toBe("hold");
  });
});

describe("the owner-claim reminder (decision 091)", () => {
  // spec §4: claimed 2026-03-15 → expires 2027-03-15 minus three weeks = 2027-02-22; four weeks before: 2027-01-25
  const claimed = { claimedBy: "OWNER", claimedLastUpdate: "2026-03-15" };
  it("is due four weeks before the expiry, until the claim has expired", () => {
    expect(reminderDay("2026-03-15")).toBe("2027-01-25");
    expect(isReminderDue(claimed, "2027-01-24")).toBe(false);
    expect(isReminderDue(claimed, "2027-01-25")).toBe(true);
    // a night missed is made up
    expect(isReminderDue(claimed, "2027-02-21")).toBe(true);
    // expired: the next company switch asks instead
    expect(isReminderDue(claimed, "2027-02-22")).toBe(false);
  });

  it("only for an owner claim with a readable date", () => {
    expect(isReminderDue({ ...claimed, claimedBy: "PROVIDER" }, "2027-01-30")).toBe(false);
    expect(isReminderDue({ ...claimed, claimedLastUpdate: null }, "2027-01-30")).toBe(false);
    expect(isReminderDue({ ...claimed, claimedLastUpdate: "kaputt" }, "2027-01-30")).toBe(false);
    expect(reminderDay("kaputt")).toBeNull();
  });

  it("the query's cut keeps every claim that can be due (leap years included)", () => {
    for (const today of ["2027-01-25", "2028-02-29", "2028-03-01", "2026-12-31"]) {
      const cut = reminderCandidatesUpTo(today);
      // the latest claim day due on `today` lies on or before the cut
      for (let back = 300; back < 400; back++) {
        const day = addDays(today, -back);
        if (isReminderDue({ claimedBy: "OWNER", claimedLastUpdate: day }, today)) expect(day <= cut, `${today} ${day}`).toBe(true);
      }
    }
  });
});
