import { Hono, type Context } from "hono";
import type { ApiEnv } from "../context";
import { createServiceCase, serviceCasesOf } from "../services/service-cases";
import { companyHasMailbox } from "../services/website-email";
import { MAILBOX_PASSWORD_RULES } from "#domain/website-email";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { CUCA_DISABLED, isDisabledForCuCa } from "#domain/cuca";
import {
  OPEN_STATES,
  PRODUCT_INTEREST_RULES,
  RIGHTS_TRANSFER_RULES,
  SERVICE_CASE_TYPES,
  SERVICE_CASES,
  type ServiceCaseState,
  type ServiceCaseType,
} from "#domain/service-cases";

const isType = (t: string): t is (typeof SERVICE_CASE_TYPES)[number] => (SERVICE_CASE_TYPES as readonly string[]).includes(t);

/** A case of the type for the company, unless one of its type is open (domain/service-cases.ts SERVICE_CASES: who may, what a second is told). */
async function createCase(c: Context<ApiEnv>, type: ServiceCaseType, details: Record<string, unknown>) {
  const { cucaControl, openMessage } = SERVICE_CASES[type];
  if (cucaControl && isDisabledForCuCa(cucaControl, { cuca: Boolean(c.var.auth.cuca) })) throw forbidden(CUCA_DISABLED[cucaControl]);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  // at most one open case per company and type: the insert happens only when none is open (one statement, no race)
  const created = await createServiceCase(c.var.db, { id, companyId: c.var.accountId, type, details, createdBy: Number(c.var.auth.sub), now });
  if (!created) throw new ApiError(409, "CONFLICT", openMessage);
  return c.json({ data: { case: { id, type, state: "received" as ServiceCaseState, created_at: now } } });
}

/** spec §7 POST /api/customer/service-case/create/{type}, and the company's cases of a type. */
export const serviceCaseRoutes = new Hono<ApiEnv>()
  // the not-booked page's request for advice (spec §2 product pages): the product only
  .post("/service-case/create/product-interest", rulesBody(PRODUCT_INTEREST_RULES), (c) => createCase(c, "product-interest", c.req.valid("json")))
  // a mailbox's password, reset by the provider (spec §2 website/email): one of the company's mailboxes only
  .post("/service-case/create/mailbox-password", rulesBody(MAILBOX_PASSWORD_RULES), async (c) => {
    const { mailbox } = c.req.valid("json");
    if (!(await companyHasMailbox(c.var.db, c.var.accountId, mailbox))) throw forbidden("Dieses Postfach gehört nicht zu Ihrer Firma.");
    return createCase(c, "mailbox-password", { mailbox: mailbox.toLowerCase() });
  })
  .post("/service-case/create/:type", rulesBody(RIGHTS_TRANSFER_RULES), async (c) => {
    if (c.req.param("type") !== "rights-transfer") throw notFound("Diese Art von Anfrage gibt es nicht.");
    return createCase(c, "rights-transfer", { ...c.req.valid("json"), authorised: undefined });
  })
  .get("/service-case/list/:type", async (c) => {
    const type = c.req.param("type");
    if (!isType(type)) throw notFound("Diese Art von Anfrage gibt es nicht.");
    const rows = await serviceCasesOf(c.var.db, c.var.accountId, type);
    const cases = rows.map((r) => ({
      id: r.id,
      state: r.state,
      open: (OPEN_STATES as readonly string[]).includes(r.state),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
      new_owner: `${String(r.details.firstName ?? "")} ${String(r.details.lastName ?? "")}`.trim(),
      reason: String(r.details.reason ?? ""),
      // a mailbox password reset: which mailbox
      mailbox: String(r.details.mailbox ?? ""),
    }));
    return c.json({ data: { cases } });
  });
