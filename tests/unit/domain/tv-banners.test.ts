import { describe, expect, it } from "vitest";
import { checkRules, CHOICE_MESSAGE } from "#domain/form-rules";
import {
  actorText,
  APPROVAL_LABELS,
  APPROVAL_REFINE,
  APPROVAL_RULES,
  approvalStatusOf,
  bannerPeriod,
  byteRange,
  canChoose,
  durationText,
  isOnAir,
  reasonOf,
  REASON_REQUIRED_MESSAGE,
  screenState,
} from "#domain/tv-banners";

const check = (values: Record<string, string>) => checkRules((name) => values[name], APPROVAL_RULES, APPROVAL_REFINE);
const creative = (customerApprovalStatus: "ACCEPTED" | "REJECTED" | "UNVERIFIED", partnerApprovalStatus: "ACCEPTED" | "REJECTED" | "UNVERIFIED") => ({
  customerApprovalStatus,
  partnerApprovalStatus,
  title: "Bad",
});

describe("spec §4 creative approval: the customer's decision", () => {
  it("accept needs nothing more; reject needs its reason; the customer sets only ACCEPTED or REJECTED", () => {
    expect(check({ approvalStatus: "ACCEPTED", reason: "" }).error).toBeNull();
    expect(check({ approvalStatus: "REJECTED", reason: "  " }).error).toEqual({ reason: [REASON_REQUIRED_MESSAGE] });
    expect(check({ approvalStatus: "REJECTED", reason: "Logo fehlt" }).value).toEqual({ approvalStatus: "REJECTED", reason: "Logo fehlt" });
    expect(check({ approvalStatus: "UNVERIFIED", reason: "" }).error?.approvalStatus).toEqual([CHOICE_MESSAGE]);
    expect(check({ approvalStatus: "MAYBE", reason: "" }).error?.approvalStatus).toEqual([CHOICE_MESSAGE]);
    expect(check({ approvalStatus: "", reason: "" }).error?.approvalStatus?.[0]).toMatch(/^Bitte wählen Sie/);
  });

  it("only a rejection keeps a reason, trimmed", () => {
    expect(reasonOf("REJECTED", "  Logo fehlt ")).toBe("Logo fehlt");
    expect(reasonOf("ACCEPTED", "Logo fehlt")).toBeNull();
  });

  it("the statuses in German words; anything unknown on the wire is 'not checked yet'", () => {
    expect(APPROVAL_LABELS).toEqual({ ACCEPTED: "Freigegeben", REJECTED: "Abgelehnt", UNVERIFIED: "Noch nicht geprüft" });
    expect(approvalStatusOf("ACCEPTED")).toBe("ACCEPTED");
    expect(approvalStatusOf("accepted")).toBe("UNVERIFIED");
  });
});

describe("choosing a creative and what the screen shows (decision 040)", () => {
  it("a creative rejected by the customer or the partner cannot be chosen; one not checked yet can", () => {
    expect(canChoose(creative("UNVERIFIED", "UNVERIFIED"))).toBe(true);
    expect(canChoose(creative("ACCEPTED", "UNVERIFIED"))).toBe(true);
    expect(canChoose(creative("REJECTED", "ACCEPTED"))).toBe(false);
    expect(canChoose(creative("ACCEPTED", "REJECTED"))).toBe(false);
  });

  it("on air only with both approvals", () => {
    expect(isOnAir(creative("ACCEPTED", "ACCEPTED"))).toBe(true);
    expect(isOnAir(creative("ACCEPTED", "UNVERIFIED"))).toBe(false);
    expect(isOnAir(creative("UNVERIFIED", "ACCEPTED"))).toBe(false);
  });

  it("the period: before, inside (both days included), after", () => {
    expect(bannerPeriod("2026-03-01", "2027-02-28", "2026-02-28")).toBe("upcoming");
    expect(bannerPeriod("2026-03-01", "2027-02-28", "2026-03-01")).toBe("running");
    expect(bannerPeriod("2026-03-01", "2027-02-28", "2027-02-28")).toBe("running");
    expect(bannerPeriod("2026-03-01", "2027-02-28", "2027-03-01")).toBe("ended");
  });

  it("one sentence for the screen: running, waiting for whom, rejected, nothing chosen, ended", () => {
    expect(screenState("running", creative("ACCEPTED", "ACCEPTED"))).toBe("„Bad“ läuft.");
    expect(screenState("upcoming", creative("ACCEPTED", "ACCEPTED"))).toBe("„Bad“ läuft ab Beginn der Laufzeit.");
    expect(screenState("running", creative("UNVERIFIED", "ACCEPTED"))).toBe("„Bad“ wartet auf Ihre Freigabe.");
    expect(screenState("running", creative("UNVERIFIED", "UNVERIFIED"))).toBe("„Bad“ wartet auf Ihre Freigabe und die Freigabe des Sendepartners.");
    expect(screenState("running", creative("ACCEPTED", "REJECTED"))).toMatch(/^„Bad“ wurde abgelehnt/);
    expect(screenState("running", null)).toBe("Es ist noch kein Motiv gewählt.");
    expect(screenState("ended", creative("ACCEPTED", "ACCEPTED"))).toBe("Die Laufzeit ist beendet.");
  });
});

describe("the history and the player", () => {
  it("names the user, support staff as such with the staff member, and the partner", () => {
    expect(actorText({ party: "customer", userName: "Sabine Krüger", supportStaff: false })).toBe("Sabine Krüger");
    expect(actorText({ party: "customer", userName: "Kundenservice Team", supportStaff: true })).toBe("Kundenservice für Sie (Kundenservice Team)");
    expect(actorText({ party: "partner", userName: null, supportStaff: false })).toBe("Sendepartner");
  });

  it("length as minutes and seconds", () => {
    expect(durationText(8)).toBe("0:08 Min.");
    expect(durationText(75)).toBe("1:15 Min.");
  });

  it("byte ranges as a video element asks for them (RFC 9110 §14.1.2)", () => {
    expect(byteRange(null, 100)).toBeNull();
    expect(byteRange("bytes=0-", 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange("bytes=90-200", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=100-", 100)).toBe("unsatisfiable");
    // a last byte before the first: no valid range, ignored (RFC 9110 §14.1.1)
    expect(byteRange("bytes=20-10", 100)).toBeNull();
    // several ranges or another unit: the whole file
    expect(byteRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(byteRange("items=0-1", 100)).toBeNull();
  });
});
