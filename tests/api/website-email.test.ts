import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { WEBSITE_TIER_LIMITS } from "#domain/website-tiers";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §2 website/email: the mailboxes a website's tier includes, the contact form's
// address (changed through a link to the new address), a mailbox password reset
const KUNDE = "kunde@example.com";
const ACCOUNT = "100101";
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor(KUNDE))[KUNDE];
});

const customer = () => client({ token }).customer;
const mailboxes = (identifier: string) => send(customer().getWebsiteMailboxes.$get({ query: { accountId: ACCOUNT, identifier } }));
const requestAddress = (identifier: string, email: string) => send(customer().website.requestContactAddress.$post({ query: { accountId: ACCOUNT }, json: { identifier, email } }));
const confirm = (linkToken: string) => send(client().user.confirmWebsiteContactAddress.$post({ json: { token: linkToken } }));
const resetPassword = (mailbox: string) => send(customer()["service-case"].create["mailbox-password"].$post({ query: { accountId: ACCOUNT }, json: { mailbox } }));

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
}
const mailsTo = async (to: string) => (await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id").bind(to).all<OutboxRow>()).results;
const linkIn = (mail: OutboxRow) => mail.text_body.match(/https:\/\/portal\.test\/website\/kontaktadresse\/bestaetigen\?token=([A-Za-z0-9_-]+)/)?.[1];

describe("GET /api/customer/getWebsiteMailboxes", () => {
  it("the tier's mailboxes and storage, each mailbox's use, the contact address", async () => {
    const res = await mailboxes("WEB-100101-1");
    expect(res.status).toBe(200);
    const gold = WEBSITE_TIER_LIMITS["MB-WEB-GOLD"]!;
    expect(res.json.data).toEqual({
      website: "WEB-100101-1",
      tierName: "Website Gold",
      included: gold.mailboxes,
      quotaMb: gold.mailboxQuotaMb,
      mailboxes: [
        { address: "info@baeckerei-krueger.example", quotaMb: gold.mailboxQuotaMb, usedMb: 3420 },
        { address: "bestellung@baeckerei-krueger.example", quotaMb: gold.mailboxQuotaMb, usedMb: 812 },
        { address: "s.krueger@baeckerei-krueger.example", quotaMb: gold.mailboxQuotaMb, usedMb: 9870 },
      ],
      contactEmail: "info@baeckerei-krueger.example",
      pendingContact: null,
    });
  });

  it("another company's website is a 403; none named, the company's first; a company without a website a 404", async () => {
    expect((await mailboxes("WEB-100301-1")).status).toBe(403);
    expect((await send(customer().getWebsiteMailboxes.$get({ query: { accountId: ACCOUNT } }))).json.data.website).toBe("WEB-100101-1");
    expect((await send(customer().getWebsiteMailboxes.$get({ query: { accountId: "100102" } }))).status).toBe(404);
  });
});

describe("the contact form's address: a link to the new address, used once", () => {
  it("the old address stays until the link is used; then the new one is the website's", async () => {
    const res = await requestAddress("WEB-100101-1", "Anfragen@Baeckerei-Krueger.example");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ requested: true, email: "anfragen@baeckerei-krueger.example" });
    const [mail] = await mailsTo("anfragen@baeckerei-krueger.example");
    expect(mail?.subject).toBe("Bitte bestätigen Sie die Adresse für Ihr Kontaktformular");
    expect(mail?.text_body).toContain("https://www.baeckerei-krueger.example");
    const waiting = (await mailboxes("WEB-100101-1")).json.data;
    expect(waiting.contactEmail).toBe("info@baeckerei-krueger.example");
    expect(waiting.pendingContact?.email).toBe("anfragen@baeckerei-krueger.example");

    const link = linkIn(mail!)!;
    const done = await confirm(link);
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ confirmed: true, email: "anfragen@baeckerei-krueger.example", website: "https://www.baeckerei-krueger.example" });
    expect((await mailboxes("WEB-100101-1")).json.data).toMatchObject({ contactEmail: "anfragen@baeckerei-krueger.example", pendingContact: null });
    // the address it replaced is told where the enquiries go now, once
    const notice = await mailsTo("info@baeckerei-krueger.example");
    expect(notice.map((m) => m.subject)).toEqual(["Die Adresse Ihres Kontaktformulars wurde geändert"]);
    expect(notice[0]!.text_body).toContain("gehen ab sofort an anfragen@baeckerei-krueger.example");
    // once only
    expect((await confirm(link)).status).toBe(410);
    expect(await mailsTo("info@baeckerei-krueger.example")).toHaveLength(1);
    // the other website kept its own
    expect((await mailboxes("WEB-100101-2")).json.data.contactEmail).toBe("torten@baeckerei-krueger.example");
  });

  it("a newer request replaces the older: the first link no longer works", async () => {
    await requestAddress("WEB-100101-2", "eins@example.org");
    await requestAddress("WEB-100101-2", "zwei@example.org");
    expect((await confirm(linkIn((await mailsTo("eins@example.org"))[0]!)!)).status).toBe(410);
    expect((await confirm(linkIn((await mailsTo("zwei@example.org"))[0]!)!)).status).toBe(200);
  });

  it("a link that has run out does nothing", async () => {
    await requestAddress("WEB-100101-2", "spaet@example.org");
    await env.DB.prepare("UPDATE website_contact_changes SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await confirm(linkIn((await mailsTo("spaet@example.org"))[0]!)!)).status).toBe(410);
    expect((await mailboxes("WEB-100101-2")).json.data).toMatchObject({ contactEmail: "torten@baeckerei-krueger.example", pendingContact: null });
  });

  it("refused: the address it already sends to, a malformed one, another company's website, too many mails to one address", async () => {
    const same = await requestAddress("WEB-100101-1", "info@baeckerei-krueger.example");
    expect(same.status).toBe(422);
    expect(errorMessage(same.json, "email")).toBe("An diese Adresse sendet Ihr Kontaktformular bereits.");
    const bad = await requestAddress("WEB-100101-1", "kein-at-zeichen");
    expect(bad.status).toBe(422);
    expect(errorMessage(bad.json, "email")).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.");
    expect((await requestAddress("WEB-100301-1", "x@example.org")).status).toBe(403);
    for (let i = 0; i < 3; i++) expect((await requestAddress("WEB-100101-1", "flut@example.org")).status).toBe(200);
    const flood = await requestAddress("WEB-100101-1", "flut@example.org");
    expect(flood.status).toBe(429);
    expect(await mailsTo("flut@example.org")).toHaveLength(3);
  });
});

describe("a company asks for new addresses at most 10 times an hour", () => {
  it("the 11th request is a 429, whatever the address", async () => {
    for (let i = 0; i < 10; i++) expect((await requestAddress("WEB-100101-2", `adresse${i}@example.org`)).status).toBe(200);
    const more = await requestAddress("WEB-100101-2", "noch-eine@example.org");
    expect(more.status).toBe(429);
    expect(await mailsTo("noch-eine@example.org")).toHaveLength(0);
  });
});

describe("POST /api/customer/service-case/create/mailbox-password", () => {
  it("a case for one of the company's mailboxes; a second while it is open is a 409; another company's mailbox a 403", async () => {
    expect((await resetPassword("service@autohaus-berger.example")).status).toBe(403);
    const res = await resetPassword("Bestellung@baeckerei-krueger.example");
    expect(res.status).toBe(200);
    expect(res.json.data.case).toMatchObject({ type: "mailbox-password", state: "received" });
    const list = await send(customer()["service-case"].list[":type"].$get({ param: { type: "mailbox-password" }, query: { accountId: ACCOUNT } }));
    expect(list.json.data.cases).toEqual([expect.objectContaining({ open: true, mailbox: "bestellung@baeckerei-krueger.example" })]);
    expect((await resetPassword("info@baeckerei-krueger.example")).status).toBe(409);
  });
});
