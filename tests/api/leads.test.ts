import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { leadDays, leadsOn, leadStatements, type SeededLead } from "../../seed/leads.mjs";
import { DATE_RANGE_MESSAGES } from "#domain/statistics";
import { LEAD_MESSAGES, LEADS_PER_PAGE, median, minutesWithinHours } from "#domain/leads";
import { formatDateWire } from "#domain/format";
import { call, errorMessage, loginCuca, seedDemoData, tokensFor } from "./helpers";

// spec §7 Leads (getStatistics, getLeads, acceptLead, getInquiryStatistics), §9 Leads; decisions 050–052
const today = formatDateWire(new Date());
/** the last 120 days (a whole seed is more SQL than one test's workerd takes) */
const days = leadDays(today).slice(-120);
let kunde = "";
let einzel = "";
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(leadStatements(today, undefined, days).map((s) => env.DB.prepare(s)));
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  kunde = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const seeded = (companyId: string, from = days[0]!, to = days.at(-1)!): SeededLead[] => days.filter((d) => d >= from && d <= to).flatMap((d) => leadsOn(companyId, d, today));
const newestFirst = (l: SeededLead[]) => [...l].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.externalId.localeCompare(a.externalId));
const getLeads = (query: Record<string, string>, accountId = "100101", token = kunde) => call("GET", "/customer/lea/getLeads", { token, query: { accountId, ...query } });
const accept = (body: Record<string, unknown>, accountId = "100101", token = kunde) => call("POST", "/customer/lea/acceptLead", { token, query: { accountId }, body });

describe("GET /api/customer/lea/getLeads", () => {
  it("ten leads by default, newest first, with total; offset goes on; no contact data before a lead is accepted", async () => {
    const all = newestFirst(seeded("100101"));
    const res = await getLeads({});
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(all.length);
    expect(res.json.data.leads.map((l: { externalId: string }) => l.externalId)).toEqual(all.slice(0, LEADS_PER_PAGE).map((l) => l.externalId));
    const next = await getLeads({ offset: "10", limit: "5" });
    expect(next.json.data.leads.map((l: { externalId: string }) => l.externalId)).toEqual(all.slice(10, 15).map((l) => l.externalId));
    for (const l of [...res.json.data.leads, ...next.json.data.leads]) {
      const s = all.find((x) => x.externalId === l.externalId)!;
      expect(l.requester).toEqual(s.acceptedAt ? { name: s.requesterName, email: s.requesterEmail, phone: s.requesterPhone } : null);
      if (!s.acceptedAt) expect(JSON.stringify(l)).not.toContain(s.requesterEmail);
    }
    // past the end: no leads, the total still said (spec §9: the load-more button goes)
    const past = await getLeads({ offset: String(all.length) });
    expect(past.json.data.leads).toEqual([]);
    expect(past.json.data.total).toBe(all.length);
  });

  it("one kind: the applications of Krüger Haustechnik, with the job ad and the deletion day six months after it closed", async () => {
    const jobs = newestFirst(seeded("100102"));
    const res = await getLeads({ type: "job", limit: "50" }, "100102");
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(jobs.length);
    for (const l of res.json.data.leads) {
      const s = jobs.find((x) => x.externalId === l.externalId)!;
      expect(l.type).toBe("job");
      expect(l.job).toEqual({ title: s.jobTitle, closedOn: s.jobClosedOn, deleteOn: s.deleteOn });
      if (l.job.deleteOn) expect(l.job.deleteOn > today).toBe(true);
    }
    const offers = await getLeads({ type: "offer" });
    expect(offers.json.data.total).toBe(seeded("100101").filter((l) => l.type === "offer").length);
  });

  it("the availability check (spec §9): limit 1 finds a lead for both companies, none for Café am Dom", async () => {
    expect((await getLeads({ limit: "1" })).json.data.leads).toHaveLength(1);
    expect((await getLeads({ limit: "1" }, "100102")).json.data.leads).toHaveLength(1);
    const none = await getLeads({ limit: "1" }, "100103");
    expect(none.json.data).toMatchObject({ leads: [], total: 0 });
  });

  it("an offset or limit that is negative, huge or not a number: 400 with a German message at the field", async () => {
    for (const [field, value, message] of [
      ["limit", "-1", LEAD_MESSAGES.limit],
      ["limit", "0", LEAD_MESSAGES.limit],
      ["limit", "51", LEAD_MESSAGES.limit],
      ["limit", "999999999999", LEAD_MESSAGES.limit],
      ["limit", "zehn", LEAD_MESSAGES.limit],
      ["limit", "1e1", LEAD_MESSAGES.limit],
      ["offset", "-10", LEAD_MESSAGES.offset],
      ["offset", "100001", LEAD_MESSAGES.offset],
      ["offset", "2.5", LEAD_MESSAGES.offset],
      ["offset", "abc", LEAD_MESSAGES.offset],
      ["type", "spam", LEAD_MESSAGES.type],
    ] as const) {
      const res = await getLeads({ [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(errorMessage(res.json, field), `${field}=${value}`).toBe(message);
    }
    // the edges pass
    expect((await getLeads({ limit: "50", offset: "100000" })).status).toBe(200);
    expect((await getLeads({ limit: "1", offset: "0" })).status).toBe(200);
  });

  it("another company's accountId: 403 (the customer path family, spec §7)", async () => {
    expect((await getLeads({}, "100101", einzel)).status).toBe(403);
  });
});

describe("POST /api/customer/lea/acceptLead", () => {
  const open = () => newestFirst(seeded("100101")).filter((l) => !l.acceptedAt);

  it("shows the requester's contact data only afterwards; twice: 409 with a German answer, nothing changed", async () => {
    const lead = open()[0]!;
    const first = await accept({ externalId: lead.externalId });
    expect(first.status).toBe(200);
    expect(first.json.data.lead.requester).toEqual({ name: lead.requesterName, email: lead.requesterEmail, phone: lead.requesterPhone });
    expect(first.json.data.lead.acceptedBy).toBe("Sabine Krüger");
    const row = await env.DB.prepare("SELECT accepted_at, accepted_by FROM leads WHERE external_id = ?").bind(lead.externalId).first();
    const again = await accept({ externalId: lead.externalId, companyId: "100101" });
    expect(again.status).toBe(409);
    expect(again.json.errors[0].message).toBe(LEAD_MESSAGES.alreadyAccepted);
    expect(await env.DB.prepare("SELECT accepted_at, accepted_by FROM leads WHERE external_id = ?").bind(lead.externalId).first()).toEqual(row);
    // the list shows it with the contact data now
    const list = await getLeads({ limit: "50" });
    expect(list.json.data.leads.find((l: { externalId: string }) => l.externalId === lead.externalId).requester.email).toBe(lead.requesterEmail);
  });

  it("another company's lead: 404 like an unknown one, nothing changed; another companyId in the body: 403 even with the right accountId", async () => {
    const theirs = newestFirst(seeded("100102")).find((l) => !l.acceptedAt)!;
    const res = await accept({ externalId: theirs.externalId });
    expect(res.status).toBe(404);
    expect(res.json.errors[0].message).toBe(LEAD_MESSAGES.notFound);
    expect((await accept({ externalId: "L-gibt-es-nicht" })).status).toBe(404);
    const mine = open()[1]!;
    const foreign = await accept({ externalId: mine.externalId, companyId: "100201" });
    expect(foreign.status).toBe(403);
    const other = await accept({ externalId: mine.externalId, companyId: "100102" });
    expect(other.status).toBe(403);
    const rows = await env.DB.prepare("SELECT external_id FROM leads WHERE external_id IN (?, ?) AND accepted_at IS NOT NULL").bind(theirs.externalId, mine.externalId).all();
    expect(rows.results).toEqual([]);
    // without an id: 400 naming it
    const missing = await accept({});
    expect(missing.status).toBe(400);
    expect(errorMessage(missing.json, "externalId")).toBe(LEAD_MESSAGES.externalId);
    // someone without the company: 403
    expect((await accept({ externalId: mine.externalId }, "100101", einzel)).status).toBe(403);
  });

  it("support staff: accepted, marked as the customer service's", async () => {
    const cuca = await loginCuca("100101");
    const lead = open()[2]!;
    const res = await accept({ externalId: lead.externalId }, "100101", cuca.token);
    expect(res.status).toBe(200);
    expect(res.json.data.lead).toMatchObject({ acceptedByStaff: true, acceptedBy: null });
  });
});

describe("POST /api/customer/lea/replyToLead", () => {
  it("an accepted lead: the reply goes to the outbox and the lead counts as answered; not yet accepted: 409; empty: 422", async () => {
    const leads = newestFirst(seeded("100101")).filter((l) => !l.acceptedAt);
    const lead = leads[5]!;
    const reply = (body: Record<string, unknown>) => call("POST", "/customer/lea/replyToLead", { token: kunde, query: { accountId: "100101" }, body });
    const early = await reply({ externalId: lead.externalId, reply: "Gern!" });
    expect(early.status).toBe(409);
    expect(early.json.errors[0].message).toBe(LEAD_MESSAGES.notAccepted);
    await accept({ externalId: lead.externalId });
    const empty = await reply({ externalId: lead.externalId, reply: "" });
    expect(empty.status).toBe(422);
    expect(errorMessage(empty.json, "reply")).toBe(LEAD_MESSAGES.replyMissing);
    expect((await reply({ externalId: lead.externalId, reply: "Gern!", companyId: "100102" })).status).toBe(403);
    const ok = await reply({ externalId: lead.externalId, reply: "Gern backen wir Ihnen die Torte." });
    expect(ok.status).toBe(200);
    expect(ok.json.data.lead.answeredAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const mail = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE to_address = ?").bind(lead.requesterEmail).first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("Antwort von Bäckerei Krüger GmbH auf Ihre Anfrage");
    expect(mail?.text_body).toContain("Gern backen wir Ihnen die Torte.");
  });
});

describe("GET /api/customer/lea/getStatistics and getInquiryStatistics", () => {
  const from = days[0]!;
  const to = days.at(-1)!;
  it("the range's leads, accepted, answered and the median time to answer (every minute: Bäckerei Krüger has no opening hours)", async () => {
    const all = seeded("100101", from, to);
    const res = await call("GET", "/customer/lea/getStatistics", { token: kunde, query: { accountId: "100101", startDate: from, endDate: to } });
    expect(res.status).toBe(200);
    // (earlier tests accepted and answered a few of them)
    expect(res.json.data.requests).toBe(all.length);
    expect(res.json.data.accepted).toBeGreaterThanOrEqual(all.filter((l) => l.acceptedAt).length);
    expect(res.json.data.withinOpeningHours).toBe(false);
  });

  it("Krüger Haustechnik: the median counted within its opening hours (Mo–Fr 07:30–16:30)", async () => {
    const all = seeded("100102", from, to);
    const hours = { week: { mo: [{ from: "07:30", to: "16:30" }], di: [{ from: "07:30", to: "16:30" }], mi: [{ from: "07:30", to: "16:30" }], do: [{ from: "07:30", to: "16:30" }], fr: [{ from: "07:30", to: "16:30" }], sa: [], so: [] }, special: [] };
    const expected = median(all.filter((l) => l.answeredAt).map((l) => minutesWithinHours(l.createdAt, l.answeredAt!, hours)));
    const res = await call("GET", "/customer/lea/getStatistics", { token: kunde, query: { accountId: "100102", startDate: from, endDate: to } });
    expect(res.json.data).toMatchObject({
      requests: all.length,
      accepted: all.filter((l) => l.acceptedAt).length,
      answered: all.filter((l) => l.answeredAt).length,
      medianAnswerMinutes: expected === null ? null : Math.round(expected),
      withinOpeningHours: true,
    });
    const types = await call("GET", "/customer/lea/getInquiryStatistics", { token: kunde, query: { accountId: "100102", startDate: from, endDate: to } });
    expect(types.json.data.types).toEqual([
      { type: "request", requests: 0, accepted: 0, answered: 0 },
      { type: "offer", requests: 0, accepted: 0, answered: 0 },
      { type: "job", requests: all.length, accepted: all.filter((l) => l.acceptedAt).length, answered: all.filter((l) => l.answeredAt).length },
      { type: "message", requests: 0, accepted: 0, answered: 0 },
    ]);
  });

  it("a range the kit refuses: 400 naming the field", async () => {
    const res = await call("GET", "/customer/lea/getStatistics", { token: kunde, query: { accountId: "100101", startDate: today, endDate: "2099-01-01" } });
    expect(res.status).toBe(400);
    expect(errorMessage(res.json, "endDate")).toBe(DATE_RANGE_MESSAGES.future);
    const missing = await call("GET", "/customer/lea/getInquiryStatistics", { token: kunde, query: { accountId: "100101" } });
    expect(missing.status).toBe(400);
  });
});

describe("the side menu's availability check (spec §9)", () => {
  const sections = async (accountId: string) =>
    (await call("GET", "/navigation/menu-items", { token: kunde, query: { accountId } })).json.data as { sections: { id: string }[]; customer: { leadsAvailable: boolean; products: string[] } };
  it("Bäckerei Krüger (booked) and Krüger Haustechnik (applications, not booked) get the area; Café am Dom neither", async () => {
    const b = await sections("100101");
    expect(b.sections.map((s) => s.id)).toContain("leads");
    const h = await sections("100102");
    expect(h.customer.products).not.toContain("leads");
    expect(h.customer.leadsAvailable).toBe(true);
    expect(h.sections.map((s) => s.id)).toContain("leads");
    const c = await sections("100103");
    expect(c.customer.leadsAvailable).toBe(false);
    expect(c.sections.map((s) => s.id)).not.toContain("leads");
  });
});
