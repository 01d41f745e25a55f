import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { claimingStatements } from "../../seed/claiming.mjs";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { sealCompany } from "#domain/claim-seal.mjs";
import { CLAIM_LINK_DAYS, HOLD_REASONS, PARTNER_CHANNELS } from "#domain/claiming";
import { LINK_MESSAGES } from "../../api/services/claiming";
import { client, send } from "./client";
import { errorMessage, seedDemoData, tokensFor } from "./helpers";

// spec §2 claiming routes, §7 POST /api/service/cryptography/decryptData {data},
// POST /api/claiming/login and /api/claiming/register (decisions 072, 073)
const DAY = 24 * 60 * 60 * 1000;
const OTHER_KEY = "b3RoZXIta2V5LW90aGVyLWtleS1vdGhlci1rZXktMzI";
let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(claimingStatements({ withTests: true }).map((s) => env.DB.prepare(s)));
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
});

const seal = (companyId: string, nowMs = Date.now(), key = env.CLAIM_SEAL_KEY) => sealCompany(key, companyId, nowMs);
const decrypt = (data: unknown) => send(client().service.cryptography.decryptData.$post({ json: { data } }));
const funnel = (ref: string) => send(client().claiming.funnel.$post({ json: { ref } }));
const outcome = (ref: string, token: string) => send(client({ token }).claiming.outcome.$post({ json: { ref } }));
async function refFor(companyId: string) {
  const res = await decrypt(await seal(companyId));
  expect(res.status).toBe(200);
  return res.json.data.ref;
}
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("POST /api/service/cryptography/decryptData", () => {
  it("opens a link sealed by the backend's key: the company, when it was made, a funnel reference", async () => {
    const issued = Date.now() - 60_000;
    const res = await decrypt(await seal("100301", issued));
    expect(res.status).toBe(200);
    expect(res.json.data.companyId).toBe("100301");
    expect(Date.parse(res.json.data.issuedAt)).toBe(Math.floor(issued / 1000) * 1000);
    expect(res.json.data.ref).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("a link opens once: the second time 410, and no second funnel", async () => {
    const data = await seal("100301");
    expect((await decrypt(data)).status).toBe(200);
    const funnels = await count("claim_funnels");
    const again = await decrypt(data);
    expect(again.status).toBe(410);
    expect(again.json.errors[0]!.message).toBe(LINK_MESSAGES.reused);
    expect(await count("claim_funnels")).toBe(funnels);
  });

  it("refuses an altered, a foreign-key, an expired and a malformed link with the reason in German; nothing stored", async () => {
    const data = await seal("100301");
    // one character of the ciphertext changed
    const i = data.length - 5;
    const altered = data.slice(0, i) + (data[i] === "A" ? "B" : "A") + data.slice(i + 1);
    const before = await count("claim_seals_used");
    expect((await decrypt(altered)).json.errors[0]!.message).toBe(LINK_MESSAGES.altered);
    expect((await decrypt(await seal("100301", Date.now(), OTHER_KEY))).json.errors[0]!.message).toBe(LINK_MESSAGES["other-key"]);
    const old = await decrypt(await seal("100301", Date.now() - (CLAIM_LINK_DAYS * DAY + 60_000)));
    expect(old.status).toBe(410);
    expect(old.json.errors[0]!.message).toBe(LINK_MESSAGES.expired);
    expect(old.json.errors[0]!.message).toContain("30 Tage");
    // a day short of the limit still opens
    expect((await decrypt(await seal("100301", Date.now() - (CLAIM_LINK_DAYS - 1) * DAY))).status).toBe(200);
    expect((await decrypt("kein-link")).status).toBe(410);
    expect((await decrypt(await seal("999999"))).json.errors[0]!.message).toBe(LINK_MESSAGES.unknown);
    expect(await count("claim_seals_used")).toBe(before + 1);
    expect((await decrypt("")).status).toBe(400);
  });
});

describe("the funnel's page by the entry's state (spec §2 redirect)", () => {
  it("for a visitor: welcome, otherowner with a masked hint, its provider variant, hold with the reason, pending, advantago", async () => {
    const cases: [string, string][] = [
      ["100301", "welcome"],
      ["100201", "otherowner"],
      ["100103", "otherowner.provider"],
      ["100302", "hold"],
      ["100303", "pending"],
      ["100304", "advantago"],
    ];
    for (const [companyId, page] of cases) {
      const res = await funnel(await refFor(companyId));
      expect(res.status, companyId).toBe(200);
      expect(res.json.data.page, companyId).toBe(page);
    }
    const owner = (await funnel(await refFor("100201"))).json.data;
    expect(owner.ownerHint).toBe("e***@e***.com");
    expect(owner.claimExpiry).toBe("2027-02-22");
    expect((await funnel(await refFor("100302"))).json.data.hold).toBe(HOLD_REASONS.PHONE_PROVIDER);
    expect((await funnel(await refFor("100304"))).json.data.partner).toMatchObject({ name: PARTNER_CHANNELS.ADVANTAGO.name, phone: PARTNER_CHANNELS.ADVANTAGO.phone });
    // nothing said about who holds it where the page does not show it
    expect((await funnel(await refFor("100301"))).json.data.ownerHint).toBeNull();
  });

  it("for someone logged in: owner of their own entry, its provider variant, the verification's start on a free one", async () => {
    expect((await outcome(await refFor("100201"), tokens["einzel@example.com"])).json.data.page).toBe("owner");
    expect((await outcome(await refFor("100103"), tokens["kunde@example.com"])).json.data.page).toBe("owner.provider");
    expect((await outcome(await refFor("100201"), tokens["kunde@example.com"])).json.data.page).toBe("otherowner");
    const ref = await refFor("7CL001");
    expect((await outcome(ref, tokens["kunde@example.com"])).json.data.page).toBe("start");
    // the funnel is now that user's: another account cannot go on with it
    expect((await outcome(ref, tokens["einzel@example.com"])).status).toBe(410);
  });

  it("an unknown reference: 410", async () => {
    expect((await funnel("unbekannt")).status).toBe(410);
    expect((await outcome("unbekannt", tokens["kunde@example.com"])).status).toBe(410);
  });
});

const person = { salutation: "frau", firstName: "Erika", lastName: "Muster", email: "Erika@Example.org", terms: "on" };

describe("POST /api/claiming/register (spec §2 register → register/password → register/success)", () => {
  it("keeps the person in the funnel, then registers with the password: the activation mail, the funnel registered", async () => {
    const ref = await refFor("7CL002");
    const saved = await send(client().claiming.person.$post({ json: { ref, ...person } }));
    expect(saved.status).toBe(200);
    // what a reload of the password step (or the back button to the first) reads
    expect((await funnel(ref)).json.data.person).toEqual({ salutation: "frau", firstName: "Erika", lastName: "Muster", email: "erika@example.org", newsletter: false });
    const res = await send(client().claiming.register.$post({ json: { ref, password: "Ein langes Passwort 2026", passwordRepeat: "Ein langes Passwort 2026" } }));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ registered: true });
    const mails = (await env.DB.prepare("SELECT kind FROM mail_outbox WHERE to_address = 'erika@example.org'").all<{ kind: string }>()).results;
    expect(mails.map((m) => m.kind)).toEqual(["activation"]);
    expect((await funnel(ref)).json.data.step).toBe("registered");
  });

  it("an address with an account gets the same answer (its owner a mail); the passwords must match; no person yet: 409", async () => {
    const ref = await refFor("7CL003");
    const early = await send(client().claiming.register.$post({ json: { ref, password: "Ein langes Passwort 2026", passwordRepeat: "Ein langes Passwort 2026" } }));
    expect(early.status).toBe(409);
    await send(client().claiming.person.$post({ json: { ref, ...person, email: "einzel@example.com" } }));
    const mismatch = await send(client().claiming.register.$post({ json: { ref, password: "Ein langes Passwort 2026", passwordRepeat: "Anders" } }));
    expect(mismatch.status).toBe(422);
    expect(errorMessage(mismatch.json, "passwordRepeat")).toBe("Die beiden Passwörter stimmen nicht überein.");
    const known = await send(client().claiming.register.$post({ json: { ref, password: "Ein langes Passwort 2026", passwordRepeat: "Ein langes Passwort 2026" } }));
    expect(known.status).toBe(200);
    expect(known.json.data).toEqual({ registered: true });
  });

  it("a held entry cannot be claimed: the person step is refused, nothing kept", async () => {
    const ref = await refFor("100302");
    expect((await send(client().claiming.person.$post({ json: { ref, ...person } }))).status).toBe(409);
    expect((await funnel(ref)).json.data.person).toBeNull();
  });
});

describe("POST /api/claiming/login", () => {
  it("logs in like /api/auth/login and names the next page; the funnel becomes the user's", async () => {
    const ref = await refFor("7CL004");
    const wrong = await send(client().claiming.login.$post({ json: { ref, login: "privat@example.com", password: "falsch" } }));
    expect(wrong.status).toBe(401);
    expect(wrong.json.errors[0]!.message).toBe("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.");
    const res = await send(client().claiming.login.$post({ json: { ref, login: "privat@example.com", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(200);
    expect(res.json.data.page).toBe("start");
    expect(res.json.data.token).toBeTruthy();
    expect(res.json.data.user.login).toBe("privat@example.com");
    const other = await send(client().claiming.login.$post({ json: { ref, login: "einzel@example.com", password: DEMO_PASSWORD } }));
    expect(other.status).toBe(410);
  });

  it("the owner logging in through a link of their own entry: owner", async () => {
    const ref = await refFor("100201");
    const res = await send(client().claiming.login.$post({ json: { ref, login: "einzel@example.com", password: DEMO_PASSWORD } }));
    expect(res.json.data.page).toBe("owner");
  });
});

/** A claim funnel for `companyId`, logged in as `login` through it: the reference and the session's token. */
async function claimantOf(companyId: string, login: string) {
  const ref = await refFor(companyId);
  const res = await send(client().claiming.login.$post({ json: { ref, login, password: DEMO_PASSWORD } }));
  expect(res.json.data.page).toBe("start");
  return { ref, token: res.json.data.token as string };
}
const letterOf = async (company: string) => {
  const row = await env.DB.prepare("SELECT to_address, text_body FROM mail_outbox WHERE kind = 'claim-letter' AND subject LIKE ? ORDER BY id DESC").bind(`%${company}%`).first<{ to_address: string; text_body: string }>();
  return { to: row!.to_address, code: row!.text_body.match(/: ([A-Z2-9]{5})\n/)![1]!, letterId: Number(row!.text_body.match(/Briefnummer (\d+)/)![1]) };
};
const companyRow = (id: string) => env.DB.prepare("SELECT claimed_by, claimed_last_update FROM companies WHERE id = ?").bind(id).first<{ claimed_by: string | null; claimed_last_update: string | null }>();

describe("verification by letter (decision 074)", () => {
  it("a 5-character code to the entry's address, kept for the printable letter; the right code makes the company the claimant's, OWNER, today", async () => {
    const { ref, token } = await claimantOf("7CL005", "privat@example.com");
    const start = await send(client({ token }).claiming.verification.$post({ json: { ref, method: "letter" } }));
    expect(start.status).toBe(200);
    const validUntil = Date.parse("validUntil" in start.json.data ? start.json.data.validUntil : "");
    expect(Math.round((validUntil - Date.now()) / (24 * 60 * 60 * 1000))).toBe(30);
    const letter = await letterOf("Testbetrieb Übernahme 5");
    expect(letter.to).toBe("Briefpost: Testbetrieb Übernahme 5, Teststraße 5, 10115 Berlin");
    expect(letter.code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    // what the letter says, kept for the letter service (its PDF is drawn when asked for)
    const kept = await env.FILES.get(`claim-letters/${letter.letterId}.json`);
    expect(await kept!.json()).toMatchObject({ company: "Testbetrieb Übernahme 5", street: "Teststraße 5", zipCode: "10115", code: letter.code });
    // the code is not stored as such
    expect(JSON.stringify((await env.DB.prepare("SELECT * FROM claims").all()).results)).not.toContain(letter.code);
    // the page's state: the live claim with its tries
    expect((await outcome(ref, token)).json.data.verification?.claim).toMatchObject({ method: "letter", triesLeft: 5 });
    expect((await companyRow("7CL005"))!.claimed_by).toBeNull();

    const done = await send(client({ token }).claiming.verification.letter.$post({ json: { ref, code: letter.code.toLowerCase() } }));
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ won: true, companyId: "7CL005" });
    expect(done.json.data.won && done.json.data.roles).toContain("customer");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
    expect(await companyRow("7CL005")).toEqual({ claimed_by: "OWNER", claimed_last_update: today });
    // the reference is spent; the company is in the account
    expect((await funnel(ref)).status).toBe(410);
    const accounts = await send(client().auth.login.$post({ json: { login: "privat@example.com", password: DEMO_PASSWORD } }));
    expect(accounts.json.data.accounts.map((a: { id: string }) => a.id)).toContain("7CL005");
  });

  it("a wrong code counts down; the fifth voids it and a new letter must wait; nothing changes", async () => {
    const { ref, token } = await claimantOf("7CL006", "handwerk@example.com");
    await send(client({ token }).claiming.verification.$post({ json: { ref, method: "letter" } }));
    const wrong = (n: number) => send(client({ token }).claiming.verification.letter.$post({ json: { ref, code: `ZZZZ${n}` } }));
    const first = await wrong(2);
    expect(first.status).toBe(422);
    expect(errorMessage(first.json, "code")).toBe("Der Code stimmt nicht. Sie haben noch 4 Versuche.");
    for (const n of [3, 4, 5]) await wrong(n);
    const fifth = await wrong(6);
    expect(errorMessage(fifth.json, "code")).toContain("verfallen");
    // the real code no longer works either
    const { code } = await letterOf("Testbetrieb Übernahme 6");
    const late = await send(client({ token }).claiming.verification.letter.$post({ json: { ref, code } }));
    expect(late.status).toBe(422);
    expect((await companyRow("7CL006"))!.claimed_by).toBeNull();
    const again = await send(client({ token }).claiming.verification.$post({ json: { ref, method: "letter" } }));
    expect(again.status).toBe(429);
    expect(again.json.errors[0]!.message).toMatch(/Einen neuen Brief können Sie ab .* anfordern/);
  });
});

describe("verification by a mail to the website's domain (decision 075)", () => {
  it("a link to an address of the entry's domain; opened by the claimant it completes the claim, by another account not", async () => {
    const { ref, token } = await claimantOf("7CL007", "privat@example.com");
    expect((await outcome(ref, token)).json.data.verification?.domain).toBe("testbetrieb-7.example");
    const missing = await send(client({ token }).claiming.verification.$post({ json: { ref, method: "domain" } }));
    expect(missing.status).toBe(422);
    const res = await send(client({ token }).claiming.verification.$post({ json: { ref, method: "domain", localPart: "Info" } }));
    expect(res.json.data).toMatchObject({ method: "domain", address: "info@testbetrieb-7.example" });
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE to_address = 'info@testbetrieb-7.example'").first<{ text_body: string }>();
    const linkToken = new URL(mail!.text_body.match(/https:\/\/\S+\/claiming\/verify\?\S+/)![0]).searchParams.get("token")!;
    const other = await send(client({ token: tokens["einzel@example.com"] }).claiming.verification.domain.$post({ json: { token: linkToken } }));
    expect(other.status).toBe(403);
    const done = await send(client({ token }).claiming.verification.domain.$post({ json: { token: linkToken } }));
    expect(done.json.data).toMatchObject({ won: true, companyId: "7CL007" });
    // used once
    expect((await send(client({ token }).claiming.verification.domain.$post({ json: { token: linkToken } }))).status).toBe(410);
  });
});

describe("one verified owner at a time", () => {
  it("two claims completing at once: exactly one wins, the other sees otherowner", async () => {
    const a = await claimantOf("7CL008", "privat@example.com");
    const b = await claimantOf("7CL008", "handwerk@example.com");
    await send(client({ token: a.token }).claiming.verification.$post({ json: { ref: a.ref, method: "letter" } }));
    const codeA = (await letterOf("Testbetrieb Übernahme 8")).code;
    await send(client({ token: b.token }).claiming.verification.$post({ json: { ref: b.ref, method: "letter" } }));
    const codeB = (await letterOf("Testbetrieb Übernahme 8")).code;
    const [ra, rb] = await Promise.all([
      send(client({ token: a.token }).claiming.verification.letter.$post({ json: { ref: a.ref, code: codeA } })),
      send(client({ token: b.token }).claiming.verification.letter.$post({ json: { ref: b.ref, code: codeB } })),
    ]);
    const won = [ra, rb].filter((r) => r.status === 200 && r.json.data.won);
    expect(won).toHaveLength(1);
    const owners = (await env.DB.prepare("SELECT user_id FROM user_companies WHERE company_id = '7CL008'").all()).results;
    expect(owners).toHaveLength(1);
    const loser = ra === won[0] ? b : a;
    // the loser's claim ended: lost (raced to the update) or no longer live (ended by the winner's)
    const after = await outcome(loser.ref, loser.token);
    expect(after.json.data.page).toBe("otherowner");
  });
});
