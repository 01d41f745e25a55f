import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { forbidden } from "../lib/errors";
import { rulesBody, rulesQuery } from "../lib/validate";
import { acceptLead, companyNameOf, inquiryStatistics, leadList, leadStatistics, replyToLead, userNameOf } from "../services/leads";
import { STATISTICS_QUERY_RULES, statisticsRangeRule } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { LEAD_MESSAGES, LEADS_PER_PAGE, LEADS_QUERY_RULES, REPLY_MAX, type LeadType } from "#domain/leads";
import type { Rules } from "#domain/form-rules";

const today = () => berlinToday();

/** The range of the key figures (spec §3 "Date range", the product kit's rules; no interval: the figures are the range's sums). */
const RANGE_QUERY = { startDate: STATISTICS_QUERY_RULES.startDate, endDate: STATISTICS_QUERY_RULES.endDate } satisfies Rules;
const rangeQuery = rulesQuery(RANGE_QUERY, (v) => statisticsRangeRule(today())({ ...v, interval: "Week" }), 400);

/** A lead named in a body, and the company it is for (spec §7: the active one, else 403). */
const LEAD_BODY = {
  externalId: { required: LEAD_MESSAGES.externalId, maxLength: { value: 64, message: LEAD_MESSAGES.externalId } },
  companyId: { maxLength: { value: 64, message: "Ungültige Firmen-ID." } },
} satisfies Rules;
const REPLY_BODY = {
  ...LEAD_BODY,
  reply: { required: LEAD_MESSAGES.replyMissing, maxLength: { value: REPLY_MAX, message: LEAD_MESSAGES.replyTooLong } },
} satisfies Rules;

/** A body's `companyId`, when it names one, must be the checked account (spec §7): another company's is a 403, nothing done. */
function sameCompany(sent: string, accountId: string) {
  if (sent && sent !== accountId) throw forbidden();
}

/**
 * Spec §7 Leads, under /api/customer/lea (the customer path family: `accountId`
 * is checked against the session's companies by the protected mount). Lists
 * page with limit (default 10, spec §9) and offset; a limit, offset or range
 * that is no whole number in its bounds is a 400 naming the field.
 */
export const leadRoutes = new Hono<ApiEnv>()
  // spec §7 getStatistics: the range's leads, accepted, answered, the median time to answer within opening hours
  .get("/getStatistics", rangeQuery, async (c) => {
    const q = c.req.valid("query");
    return c.json({ data: await leadStatistics(c.var.db, c.var.accountId, q, today()) });
  })
  // spec §7 getInquiryStatistics: the same by kind of lead
  .get("/getInquiryStatistics", rangeQuery, async (c) => {
    const q = c.req.valid("query");
    return c.json({ data: await inquiryStatistics(c.var.db, c.var.accountId, q, today()) });
  })
  // spec §7 getLeads (limit, offset; response leads, total); `type` narrows to one kind (the pages angebote, jobs, nachrichten)
  .get("/getLeads", rulesQuery(LEADS_QUERY_RULES, undefined, 400), async (c) => {
    const q = c.req.valid("query");
    const page = { offset: q.offset ? Number(q.offset) : 0, limit: q.limit ? Number(q.limit) : LEADS_PER_PAGE, type: (q.type || null) as LeadType | null };
    return c.json({ data: await leadList(c.var.db, c.var.accountId, page, today()) });
  })
  // spec §7 acceptLead {externalId}: the requester's contact data from now on; twice: 409, another company's lead: 404
  .post("/acceptLead", rulesBody(LEAD_BODY, { status: 400 }), async (c) => {
    const { externalId, companyId } = c.req.valid("json");
    sameCompany(companyId, c.var.accountId);
    const auth = c.var.auth;
    const staff = Boolean(auth.cuca);
    const name = staff ? null : await userNameOf(c.var.db, auth.sub);
    const lead = await acceptLead(c.var.db, c.var.accountId, externalId, { name, staff }, today());
    return c.json({ data: { lead } });
  })
  // the reply by mail to an accepted lead (decision 052; the spec names no call): marks it answered
  .post("/replyToLead", rulesBody(REPLY_BODY, { status: 422 }), async (c) => {
    const { externalId, companyId, reply } = c.req.valid("json");
    sameCompany(companyId, c.var.accountId);
    const company = await companyNameOf(c.var.db, c.var.accountId);
    const lead = await replyToLead(c.var.db, c.env, c.var.accountId, company, externalId, reply, today());
    return c.json({ data: { lead } });
  });
