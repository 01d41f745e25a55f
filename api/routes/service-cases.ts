import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { createServiceCase, serviceCasesOf } from "../services/service-cases";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { CUCA_DISABLED, isDisabledForCuCa } from "#domain/cuca";
import { OPEN_STATES, RIGHTS_TRANSFER_RULES, SERVICE_CASE_TYPES, TRANSFER_OPEN_MESSAGE, type ServiceCaseState } from "#domain/service-cases";

const isType = (t: string): t is (typeof SERVICE_CASE_TYPES)[number] => (SERVICE_CASE_TYPES as readonly string[]).includes(t);

/** spec §7 POST /api/customer/service-case/create/{type}, and the company's cases of a type. */
export const serviceCaseRoutes = new Hono<ApiEnv>()
  .post("/service-case/create/:type", rulesBody(RIGHTS_TRANSFER_RULES), async (c) => {
    const type = c.req.param("type");
    if (!isType(type)) throw notFound("Diese Art von Anfrage gibt es nicht.");
    if (isDisabledForCuCa("rightsTransfer", { cuca: Boolean(c.var.auth.cuca) })) throw forbidden(CUCA_DISABLED.rightsTransfer);
    const v = c.req.valid("json");
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    // at most one open case per company and type: the insert happens only when none is open (one statement, no race)
    const created = await createServiceCase(c.var.db, { id, companyId: c.var.accountId, type, details: { ...v, authorised: undefined }, createdBy: Number(c.var.auth.sub), now });
    if (!created) throw new ApiError(409, "CONFLICT", TRANSFER_OPEN_MESSAGE);
    return c.json({ data: { case: { id, type, state: "received" as ServiceCaseState, created_at: now } } });
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
    }));
    return c.json({ data: { cases } });
  });
