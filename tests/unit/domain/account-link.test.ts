import { describe, expect, it } from "vitest";
import { accountLinkHoldText, accountLinkOutcome, accountLinkOutcomePath, accountLinkPath, type AccountLinkState } from "#domain/account-link";
import { HOLD_REASONS, PARTNER_CHANNELS } from "#domain/claiming";
import { openCompany, openCustomerNumber, sealCompany, sealCustomerNumber } from "#domain/claim-seal.mjs";
import { ACCOUNT_LINK_DEMO, CLAIM_DEMO, demoLinks } from "../../../app/server/demo-links.server";
import { CLAIM_COMPANIES } from "../../../seed/claiming.mjs";
import { ACCOUNT_LINK_COMPANIES, ACCOUNT_LINK_STATE_CUSTOMERS } from "../../../seed/account-link.mjs";
import { COMPANIES } from "../../../seed/demo-data.mjs";

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

describe("the /demo page's links (decision 095)", () => {
  it("name seeded companies in the states they say: unclaimed, owned, held, pending, partner; customer numbers with a contract", () => {
    const companies = new Map<string, { name: string }>([...COMPANIES, ...CLAIM_COMPANIES].map((c) => [c.id, c]));
    for (const c of CLAIM_DEMO) expect(companies.get(c.companyId)?.name, c.companyId).toBe(c.name);
    const claim = (id: string) => CLAIM_COMPANIES.find((c) => c.id === id)?.state;
    expect(CLAIM_DEMO.map((c) => c.companyId)).toEqual(["100301", "100201", "100302", "100303", "100304"]);
    expect([claim("100302"), claim("100303"), claim("100304")]).toEqual(["hold", "pending", "partner"]);
    const customers = new Map([...ACCOUNT_LINK_COMPANIES.map((c) => [c.customerNumber, c.id] as const), ...ACCOUNT_LINK_STATE_CUSTOMERS.map((c) => [c.customerNumber, c.companyId] as const)]);
    for (const c of ACCOUNT_LINK_DEMO) expect(customers.has(c.customerNumber), c.customerNumber).toBe(true);
  });

  it("are sealed fresh with the server's key, each of its own kind; none without a key", async () => {
    expect(await demoLinks(undefined)).toBeNull();
    const links = (await demoLinks(KEY))!;
    expect(links).toHaveLength(CLAIM_DEMO.length + ACCOUNT_LINK_DEMO.length);
    const data = (href: string) => new URL(href, "http://x").searchParams.get("data")!;
    const claim = links.find((l) => l.key === "claim-100302")!;
    expect(claim.href).toMatch(/^\/claiming\/redirect\?data=/);
    expect(await openCompany(KEY, data(claim.href), Date.now(), DAY)).toMatchObject({ ok: true, companyId: "100302" });
    const link = links.find((l) => l.key === "link-K100305")!;
    expect(link.href).toMatch(/^\/account\/verknuepfung\/weiterleitung\?data=/);
    expect(await openCustomerNumber(KEY, data(link.href), Date.now(), DAY)).toMatchObject({ ok: true, customerNumber: "K100305" });
    // a second rendering makes other links (each opens once)
    expect((await demoLinks(KEY))![0]!.href).not.toBe(links[0]!.href);
  });
});
