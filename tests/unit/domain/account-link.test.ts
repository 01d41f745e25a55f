import { describe, expect, it } from "vitest";
import { accountLinkHoldText, accountLinkOutcome, accountLinkOutcomePath, accountLinkPath, type AccountLinkState } from "#domain/account-link";
import { HOLD_REASONS, PARTNER_CHANNELS } from "#domain/claiming";
import { openCompany, openCustomerNumber, sealCompany, sealCustomerNumber } from "#domain/claim-seal.mjs";

// spec §2 "Account link" (the redirect, registration, login, angehalten, ausstehend); decisions 093, 094
const free: AccountLinkState = { hold: null, partner: null, pendingReview: false, linkedUsers: [], viewer: null };
const KEY = "dW5pdC10ZXN0LWFjY291bnQtbGluay1rZXktMzJieXQ";
const DAY = 24 * 60 * 60 * 1000;

describe("accountLinkOutcome", () => {
  it("decides in the order of decision 093: the viewer's own company, a lock, a review, another account's, else open", () => {
    expect(accountLinkOutcome(free)).toBe("open");
    expect(accountLinkOutcome({ ...free, viewer: 7 })).toBe("open");
    expect(accountLinkOutcome({ ...free, hold: "CLOSED" })).toBe("hold");
    expect(accountLinkOutcome({ ...free, partner: "ADVANTAGO", pendingReview: true })).toBe("hold");
    expect(accountLinkOutcome({ ...free, pendingReview: true, linkedUsers: [3], viewer: 7 })).toBe("pending");
    expect(accountLinkOutcome({ ...free, linkedUsers: [3], viewer: 7 })).toBe("review");
    // the viewer's own company comes first, even when locked
    expect(accountLinkOutcome({ ...free, hold: "CLOSED", linkedUsers: [3, 7], viewer: 7 })).toBe("linked");
  });

  it("a visitor is never told the company is someone's: who they are shows at the login", () => {
    expect(accountLinkOutcome({ ...free, linkedUsers: [3] })).toBe("open");
  });
});

describe("pages and texts", () => {
  it("each visitor's outcome has its page with the reference", () => {
    expect(accountLinkOutcomePath("open", "a-b")).toBe("/account/verknuepfung/registrierung?ref=a-b");
    expect(accountLinkOutcomePath("hold", "abc")).toBe("/account/verknuepfung/angehalten?ref=abc");
    expect(accountLinkOutcomePath("pending", "abc")).toBe("/account/verknuepfung/ausstehend?ref=abc");
    expect(accountLinkPath("accountLink.login", "x y")).toBe("/account/verknuepfung/login?ref=x%20y");
  });

  it("the hold page says the hold's reason, or whom of the partner channel to contact", () => {
    expect(accountLinkHoldText("DUPLICATE", null)).toBe(HOLD_REASONS.DUPLICATE);
    expect(accountLinkHoldText(null, "ADVANTAGO")).toContain(PARTNER_CHANNELS.ADVANTAGO.phone);
    expect(accountLinkHoldText(null, "UNBEKANNT")).toMatch(/vorübergehend gesperrt/);
  });
});

describe("the sealed customer number (decision 093)", () => {
  it("opens as sealed, within its 30 days", async () => {
    const now = Date.UTC(2026, 10, 29, 12);
    const data = await sealCustomerNumber(KEY, "K100305", now, "nonce-1");
    expect(await openCustomerNumber(KEY, data, now + 29 * DAY, 30 * DAY)).toEqual({ ok: true, customerNumber: "K100305", issuedAt: now, nonce: "nonce-1" });
    expect(await openCustomerNumber(KEY, data, now + 31 * DAY, 30 * DAY)).toEqual({ ok: false, reason: "expired" });
  });

  it("a claim link never opens as an account link, nor the other way round", async () => {
    const now = Date.now();
    expect(await openCustomerNumber(KEY, await sealCompany(KEY, "100305", now), now, DAY)).toEqual({ ok: false, reason: "malformed" });
    expect(await openCompany(KEY, await sealCustomerNumber(KEY, "K100305", now), now, DAY)).toEqual({ ok: false, reason: "malformed" });
    // the claim links still open as before
    expect(await openCompany(KEY, await sealCompany(KEY, "100305", now, "n"), now, DAY)).toMatchObject({ ok: true, companyId: "100305", nonce: "n" });
  });
});
