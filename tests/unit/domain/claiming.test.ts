import { describe, expect, it } from "vitest";
import { claimPage, holdReasonText, HOLD_REASONS, maskAddress, normaliseLetterCode, outcomePath, websiteDomain, type ClaimState } from "#domain/claiming";
import { openCompany, sealCompany } from "#domain/claim-seal.mjs";

// spec §2 claiming routes (the redirect's outcome pages); decisions 072, 073
const free: ClaimState = { claimedBy: null, hold: null, partner: null, pending: false, viewerLinked: false, loggedIn: false };

describe("claimPage", () => {
  it("decides by the entry's state in the order of decision 073", () => {
    expect(claimPage(free)).toBe("welcome");
    expect(claimPage({ ...free, loggedIn: true })).toBe("start");
    expect(claimPage({ ...free, claimedBy: "OWNER" })).toBe("otherowner");
    expect(claimPage({ ...free, claimedBy: "PROVIDER" })).toBe("otherowner.provider");
    expect(claimPage({ ...free, claimedBy: "OWNER", viewerLinked: true, loggedIn: true })).toBe("owner");
    expect(claimPage({ ...free, claimedBy: "PROVIDER", viewerLinked: true, loggedIn: true })).toBe("owner.provider");
    // a lock comes before another owner; the viewer's own company before a lock
    expect(claimPage({ ...free, claimedBy: "OWNER", hold: "PHONE_PROVIDER" })).toBe("hold");
    expect(claimPage({ ...free, partner: "ADVANTAGO", pending: true })).toBe("advantago");
    expect(claimPage({ ...free, pending: true, claimedBy: "OWNER" })).toBe("pending");
    expect(claimPage({ ...free, hold: "CLOSED", viewerLinked: true, claimedBy: "OWNER" })).toBe("owner");
  });

  it("each outcome has its page with the reference", () => {
    expect(outcomePath("otherowner.provider", "abc")).toBe("/claiming/otherowner/provider?ref=abc");
    expect(outcomePath("start", "abc")).toBe("/claiming/login/success?ref=abc");
  });
});

describe("texts and small rules", () => {
  it("a hold's reason in words, an unknown one in general words", () => {
    expect(holdReasonText("PHONE_PROVIDER")).toBe(HOLD_REASONS.PHONE_PROVIDER);
    expect(holdReasonText("PHONE_PROVIDER")).toContain("Telefonanbieter");
    expect(holdReasonText("XYZ")).toContain("vorübergehend gesperrt");
  });
  it("masks an address as k***@b***.de", () => {
    expect(maskAddress("kerstin@baeckerei.de")).toBe("k***@b***.de");
    expect(maskAddress("a@b.co.uk")).toBe("a***@b***.uk");
    expect(maskAddress("kaputt")).toBe("***");
  });
  it("letter codes typed loosely; a website's domain", () => {
    expect(normaliseLetterCode(" ab-c d2 ")).toBe("ABCD2");
    expect(websiteDomain("https://www.baeckerei-krueger.example/torten")).toBe("baeckerei-krueger.example");
    expect(websiteDomain("schreinerei.example")).toBe("schreinerei.example");
    expect(websiteDomain("")).toBeNull();
  });
});

describe("the sealed reference (decision 072)", () => {
  const key = "YXBpLXRlc3QtY2xhaW0tc2VhbC1rZXktMzItYnl0ZXM";
  it("opens what it sealed, refuses another key, a change and an old or future link", async () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    const data = await sealCompany(key, "100301", now, "nonce-1");
    expect(await openCompany(key, data, now, 30 * 86_400_000)).toEqual({ ok: true, companyId: "100301", issuedAt: now, nonce: "nonce-1" });
    expect(await openCompany("b3RoZXIta2V5LW90aGVyLWtleS1vdGhlci1rZXktMzI", data, now, 30 * 86_400_000)).toEqual({ ok: false, reason: "other-key" });
    const flipped = data.slice(0, 10) + (data[10] === "A" ? "B" : "A") + data.slice(11);
    expect((await openCompany(key, flipped, now, 30 * 86_400_000)).ok).toBe(false);
    expect(await openCompany(key, data, now + 30 * 86_400_000 + 1000, 30 * 86_400_000)).toEqual({ ok: false, reason: "expired" });
    expect(await openCompany(key, data, now - 3_600_000, 30 * 86_400_000)).toEqual({ ok: false, reason: "future" });
    expect(await openCompany(key, "%%%", now, 1)).toEqual({ ok: false, reason: "malformed" });
  });
});
