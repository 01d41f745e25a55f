import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { serviceCases } from "../db/schema";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { CUCA_DISABLED, isDisabledForCuCa } from "../../domain/cuca";
import { OPEN_STATES, RIGHTS_TRANSFER_RULES, SERVICE_CASE_TYPES, TRANSFER_OPEN_MESSAGE, type ServiceCaseState } from "../../domain/service-cases";

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
    const inserted = await c.var.db.$client
      .prepare(
        `INSERT INTO service_cases (id, company_id, type, state, details, created_by, created_at, updated_at)
         SELECT ?1, ?2, ?3, 'received', ?4, ?5, ?6, ?6
         WHERE NOT EXISTS (SELECT 1 FROM service_cases WHERE company_id = ?2 AND type = ?3 AND state IN ('received', 'in_progress'))`,
      )
      .bind(id, c.var.accountId, type, JSON.stringify({ ...v, authorised: undefined }), Number(c.var.auth.sub), now)
      .run();
    if (!inserted.meta.changes) throw new ApiError(409, "CONFLICT", TRANSFER_OPEN_MESSAGE);
    return c.json({ data: { case: { id, type, state: "received" as ServiceCaseState, created_at: now } } });
  })
  .get("/service-case/list/:type", async (c) => {
    const type = c.req.param("type");
    if (!isType(type)) throw notFound("Diese Art von Anfrage gibt es nicht.");
    const rows = await c.var.db
      .select()
      .from(serviceCases)
      .where(and(eq(serviceCases.companyId, c.var.accountId), eq(serviceCases.type, type)))
      .orderBy(desc(serviceCases.createdAt))
      .limit(50);
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
