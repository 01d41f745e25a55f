import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { claimingStatements } from "../../seed/claiming.mjs";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { sealCompany } from "#domain/claim-seal.mjs";
import { REQUEST_MESSAGES } from "#domain/claim-requests";
import { nightly } from "../../api/scheduled";
import { client, send } from "./client";
import { seedDemoData } from "./helpers";

// item "competing claims" (decision 090): POST /api/claiming/request, /request/owner, /request/decision;
// the takeover after silence through the verification of decisions 074/075; item "owner claim upkeep" (decision 091).
// Schreinerei Wagner (100201) is held by Thomas Wagner (einzel@, user 1002), claimed 2026-03-15.

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(claimingStatements({ withTests: true }).map((s) => env.DB.prepare(s)));
});
afterEach(() => {
  vi.useRealTimers();
});

const HELD = "100201";
const OWNER = "einzel@example.com";

async function tokenOf(login: string) {
  const res = await send(client().auth.login.$post({ json: { login, password: DEMO_PASSWORD } }));
  expect(res.status, login).toBe(200);
  return res.json.data.token as string;
}
/** A claimant's funnel for the held entry, logged in through it: otherowner. */
async function claimantOf(login: string, companyId = HELD) {
  const opened = await send(client().service.cryptography.decryptData.$post({ json: { data: await sealCompany(env.CLAIM_SEAL_KEY, companyId, Date.now()) } }));
  const ref = opened.json.data.ref as string;
  const res = await send(client().claiming.login.$post({ json: { ref, login, password: DEMO_PASSWORD } }));
  expect(res.json.data.page).toBe("otherowner");
  return { ref, token: res.json.data.token as string };
}
const ask = (ref: string, token?: string) => send(client({ token }).claiming.request.$post({ json: { ref } }));
const outcome = (ref: string, token: string) => send(client({ token }).claiming.outcome.$post({ json: { ref } }));
const ownerView = (token: string, linkToken: string) => send(client({ token }).claiming.request.owner.$post({ json: { token: linkToken } }));
const decide = (token: string, linkToken: string, decision: string) => send(client({ token }).claiming.request.decision.$post({ json: { token: linkToken, decision } }));

type Mail = { kind: string; to_address: string; subject: string; text_body: string };
const mailsTo = async (to: string) => (await env.DB.prepare("SELECT kind, to_address, subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id").bind(to).all<Mail>()).results;
/** The single-use token of the owner's latest request mail. */
async function linkToken() {
  const mail = (await mailsTo(OWNER)).filter((m) => m.kind === "claim-request").at(-1)!;
  return new URL(mail.text_body.match(/https:\/\/\S+\/claiming\/anfrage\?\S+/)![0]).searchParams.get("token")!;
}
const owners = async (companyId = HELD) =>
  (await env.DB.prepare("SELECT user_id FROM user_companies WHERE company_id = ? ORDER BY user_id").bind(companyId).all<{ user_id: number }>()).results.map((r) => r.user_id);
const events = async (kind: string) => (await env.DB.prepare("SELECT user_id, detail, created_at FROM claim_events WHERE company_id = ? AND kind = ?").bind(HELD, kind).all()).results;
const requestRow = async () => (await env.DB.prepare("SELECT status, decided_by FROM claim_requests WHERE company_id = ? ORDER BY id DESC").bind(HELD).first<{ status: string; decided_by: number | null }>())!;
const berlinDay = (d = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(d);

describe("POST /api/claiming/request: asking the verified owner", () => {
  it("mails the owner who asks (name, masked address), when and until when, with a single-use link; the claimant sees the masked holder and the last day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T10:00:00Z"));
    const { ref, token } = await claimantOf("privat@example.com");
    const res = await ask(ref, token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "open", lastDay: "2026-12-08", ownerHint: "e***@e***.com", created: true });
    const view = (await outcome(ref, token)).json.data;
    expect(view.page).toBe("otherowner");
    expect(view.ownerHint).toBe("e***@e***.com");
    expect(view.request).toMatchObject({ status: "open", lastDay: "2026-12-08" });
    const [mail] = (await mailsTo(OWNER)).filter((m) => m.kind === "claim-request");
    expect(mail!.subject).toBe("Anfrage zum Eintrag von Schreinerei Wagner");
    expect(mail!.text_body).toContain("(p***@e***.com) hat am 01.12.2026, 11:00 Uhr angefragt");
    expect(mail!.text_body).toContain("bis einschließlich 08.12.2026");
    // the token is kept only as its hash
    expect(JSON.stringify((await env.DB.prepare("SELECT * FROM claim_requests").all()).results)).not.toContain(await linkToken());
    expect(await events("access-requested")).toHaveLength(1);
    // asked again: the same request, no second mail
    expect((await ask(ref, token)).json.data).toMatchObject({ status: "open", created: false });
    expect((await mailsTo(OWNER)).filter((m) => m.kind === "claim-request")).toHaveLength(1);
  });

  it("needs a login; only for an entry held by another verified owner; a funnel of another account is gone", async () => {
    const { ref, token } = await claimantOf("privat@example.com");
    expect((await ask(ref)).status).toBe(401);
    // the request binds the funnel to its claimant: nobody else goes on with it
    expect((await ask(ref, token)).status).toBe(200);
    expect((await ask(ref, await tokenOf("handwerk@example.com"))).status).toBe(410);
    // an entry still free: the way in is the verification, not a request
    const opened = await send(client().service.cryptography.decryptData.$post({ json: { data: await sealCompany(env.CLAIM_SEAL_KEY, "7CL001", Date.now()) } }));
    const refused = await ask(opened.json.data.ref, await tokenOf("privat@example.com"));
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0]!.message).toBe(REQUEST_MESSAGES.notPossible);
    expect((await ask("", await tokenOf("privat@example.com"))).status).toBe(400);
  });
});

describe("the owner's answer: POST /api/claiming/request/owner and /decision", () => {
  it("the page shows the request and changes nothing; only the owner's login sees it; an unknown link is gone", async () => {
    const { ref, token } = await claimantOf("privat@example.com");
    await ask(ref, token);
    const owner = await tokenOf(OWNER);
    const link = await linkToken();
    const view = await ownerView(owner, link);
    expect(view.status).toBe(200);
    expect(view.json.data).toMatchObject({ company: { id: HELD, name: "Schreinerei Wagner" }, claimant: { contact: "p***@e***.com" } });
    expect(await requestRow()).toMatchObject({ status: "open" });
    const other = await ownerView(await tokenOf("kunde@example.com"), link);
    expect(other.status).toBe(403);
    expect(other.json.errors[0]!.message).toBe(REQUEST_MESSAGES.notOwner);
    expect((await decide(await tokenOf("kunde@example.com"), link, "agree")).status).toBe(403);
    expect((await ownerView(owner, "unbekannt")).status).toBe(410);
    expect((await ownerView(owner, "")).status).toBe(400);
    expect((await decide(owner, link, "vielleicht")).status).toBe(422);
    expect(await owners()).toEqual([1002]);
  });

  it("refusal ends the request: the claimant is told (page and mail), the link is spent, a new request only 30 days later", async () => {
    const { ref, token } = await claimantOf("privat@example.com");
    await ask(ref, token);
    const owner = await tokenOf(OWNER);
    const link = await linkToken();
    const res = await decide(owner, link, "refuse");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ decision: "refuse", companyId: HELD });
    expect(await requestRow()).toEqual({ status: "refused", decided_by: 1002 });
    expect(await owners()).toEqual([1002]);
    const view = (await outcome(ref, token)).json.data;
    expect(view.page).toBe("otherowner");
    expect(view.request?.status).toBe("refused");
    expect(view.request?.askAgainFrom).toBeTruthy();
    const [answer] = await mailsTo("privat@example.com");
    expect(answer).toMatchObject({ kind: "claim-request-answered", subject: "Ihre Anfrage zum Eintrag von Schreinerei Wagner wurde abgelehnt" });
    // spent: neither the page nor a second answer
    expect((await ownerView(owner, link)).status).toBe(410);
    expect((await decide(owner, link, "agree")).status).toBe(410);
    const again = await ask(ref, token);
    expect(again.status).toBe(409);
    expect(again.json.errors[0]!.message).toMatch(/Eine neue Anfrage ist ab \d\d\.\d\d\.\d{4} möglich/);
    expect(await events("access-refused")).toEqual([expect.objectContaining({ user_id: 1002 })]);
  });

  it("agreement hands the entry over at once: the claimant owns it (customer, OWNER, today), the former owner no longer has it", async () => {
    const { ref, token } = await claimantOf("privat@example.com");
    await ask(ref, token);
    const res = await decide(await tokenOf(OWNER), await linkToken(), "agree");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ decision: "agree", companyId: HELD, companies: [] });
    expect(await owners()).toEqual([1003]);
    expect(await env.DB.prepare("SELECT claimed_by, claimed_last_update FROM companies WHERE id = ?").bind(HELD).first()).toEqual({ claimed_by: "OWNER", claimed_last_update: berlinDay() });
    expect(await requestRow()).toEqual({ status: "agreed", decided_by: 1002 });
    const login = await send(client().auth.login.$post({ json: { login: "privat@example.com", password: DEMO_PASSWORD } }));
    expect(login.json.data.user.roles).toContain("customer");
    expect(login.json.data.accounts.map((a: { id: string }) => a.id)).toContain(HELD);
    expect((await mailsTo("privat@example.com")).map((m) => m.kind)).toEqual(["claim-request-answered"]);
    expect(await events("access-agreed")).toEqual([expect.objectContaining({ user_id: 1002, detail: expect.stringContaining("to 1003 from 1002") })]);
    // the former owner's calls for the company are refused from now on
    const former = await tokenOf(OWNER);
    expect((await send(client({ token: former }).customer.getSalesForceEntry.$get({ query: { accountId: HELD } }))).status).toBe(403);
  });
});

describe("the seven days with a moved clock; silence, then the claimant verifies and takes over", () => {
  it("the owner may answer until the last day's end; then the claimant verifies by letter and the former owner is told", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T10:00:00Z"));
    const { ref } = await claimantOf("privat@example.com");
    await ask(ref, await tokenOf("privat@example.com"));
    const link = await linkToken();
    // 23:59 Berlin on the last day: still the owner's
    vi.setSystemTime(new Date("2026-12-08T22:59:00Z"));
    expect((await ownerView(await tokenOf(OWNER), link)).status).toBe(200);
    let claimant = await tokenOf("privat@example.com");
    expect((await outcome(ref, claimant)).json.data.page).toBe("otherowner");
    // the verification is not open yet
    expect((await send(client({ token: claimant }).claiming.verification.$post({ json: { ref, method: "letter" } }))).status).toBe(409);
    // midnight: the window is over
    vi.setSystemTime(new Date("2026-12-08T23:00:00Z"));
    const late = await ownerView(await tokenOf(OWNER), link);
    expect(late.status).toBe(410);
    expect(late.json.errors[0]!.message).toBe(REQUEST_MESSAGES.windowOver);
    expect((await decide(await tokenOf(OWNER), link, "agree")).status).toBe(410);
    claimant = await tokenOf("privat@example.com");
    const view = (await outcome(ref, claimant)).json.data;
    expect(view.page).toBe("start");
    expect(view.request?.status).toBe("silent");

    const letter = await send(client({ token: claimant }).claiming.verification.$post({ json: { ref, method: "letter" } }));
    expect(letter.status).toBe(200);
    const code = (await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'claim-letter' ORDER BY id DESC").first<{ text_body: string }>())!.text_body.match(/: ([A-Z2-9]{5})\n/)![1]!;
    const done = await send(client({ token: claimant }).claiming.verification.letter.$post({ json: { ref, code } }));
    expect(done.json.data).toMatchObject({ won: true, companyId: HELD });
    expect(await owners()).toEqual([1003]);
    expect(await requestRow()).toEqual({ status: "taken", decided_by: 1003 });
    expect(await env.DB.prepare("SELECT claimed_last_update FROM companies WHERE id = ?").bind(HELD).first()).toEqual({ claimed_last_update: "2026-12-09" });
    const told = (await mailsTo(OWNER)).filter((m) => m.kind === "claim-taken-over");
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain("p***@e***.com");
    expect(told[0]!.text_body).toContain("am 09.12.2026 übernommen");
    expect(await events("taken-over")).toHaveLength(1);
  });

  it("two claimants the owner left unanswered verify at once: exactly one takes over, the other sees otherowner", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T10:00:00Z"));
    const a = await claimantOf("privat@example.com");
    const b = await claimantOf("handwerk@example.com");
    await ask(a.ref, a.token);
    await ask(b.ref, b.token);
    vi.setSystemTime(new Date("2026-12-09T08:00:00Z"));
    const tokenA = await tokenOf("privat@example.com");
    const tokenB = await tokenOf("handwerk@example.com");
    const codeOf = async (token: string, ref: string) => {
      expect((await send(client({ token }).claiming.verification.$post({ json: { ref, method: "letter" } }))).status).toBe(200);
      return (await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'claim-letter' ORDER BY id DESC").first<{ text_body: string }>())!.text_body.match(/: ([A-Z2-9]{5})\n/)![1]!;
    };
    const codeA = await codeOf(tokenA, a.ref);
    const codeB = await codeOf(tokenB, b.ref);
    const [ra, rb] = await Promise.all([
      send(client({ token: tokenA }).claiming.verification.letter.$post({ json: { ref: a.ref, code: codeA } })),
      send(client({ token: tokenB }).claiming.verification.letter.$post({ json: { ref: b.ref, code: codeB } })),
    ]);
    const won = [ra, rb].filter((r) => r.status === 200 && r.json.data.won);
    expect(won).toHaveLength(1);
    const current = await owners();
    expect(current).toHaveLength(1);
    expect([1003, 1005]).toContain(current[0]);
    const loser = current[0] === 1003 ? { ref: b.ref, token: tokenB } : { ref: a.ref, token: tokenA };
    expect((await outcome(loser.ref, loser.token)).json.data.page).toBe("otherowner");
    expect((await env.DB.prepare("SELECT status FROM claim_requests WHERE company_id = ? ORDER BY status").bind(HELD).all<{ status: string }>()).results.map((r) => r.status)).toEqual(["lost", "taken"]);
  });

  it("an owner who gives the entry up ends the requests waiting for them", async () => {
    const { ref, token } = await claimantOf("privat@example.com");
    await ask(ref, token);
    const owner = await tokenOf(OWNER);
    expect((await send(client({ token: owner }).customer.dissolveClaiming.$post({ query: { id: HELD, accountId: HELD } }))).status).toBe(200);
    expect(await requestRow()).toMatchObject({ status: "lost" });
    expect(await events("claim-dissolved")).toEqual([expect.objectContaining({ user_id: 1002 })]);
    // the entry is free now: the claimant's way in is the verification
    expect((await outcome(ref, await tokenOf("privat@example.com"))).json.data.page).toBe("start");
  });
});

describe("the owner claim's upkeep (decision 091)", () => {
  it("the nightly job reminds the owner four weeks before the expiry, once per claim period", async () => {
    // claimed 2026-03-15: expires 22.02.2027, reminded from 25.01.2027
    expect((await nightly(env, "2027-01-24")).claimReminders).toBe(0);
    expect((await nightly(env, "2027-01-25")).claimReminders).toBe(1);
    const [mail] = (await mailsTo(OWNER)).filter((m) => m.kind === "claim-reminder");
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre Inhaberschaft von Schreinerei Wagner");
    expect(mail!.text_body).toContain("läuft am 22.02.2027 ab");
    expect(mail!.text_body).toMatch(/https:\/\/\S+\/claiming\/confirm\n/);
    // the same period: never again
    expect((await nightly(env, "2027-01-26")).claimReminders).toBe(0);
    expect((await mailsTo(OWNER)).filter((m) => m.kind === "claim-reminder")).toHaveLength(1);
    expect(await events("reminder-sent")).toHaveLength(1);
  });

  it("confirming from the entry's company is in the claim's history", async () => {
    const owner = await tokenOf(OWNER);
    const res = await send(client({ token: owner }).customer.updateEntryClaimedLastUpdate.$post({ query: { id: HELD, claimedBy: "OWNER", accountId: HELD } }));
    expect(res.status).toBe(200);
    expect(await events("claim-confirmed")).toEqual([expect.objectContaining({ user_id: 1002, detail: berlinDay() })]);
  });
});
