import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { companies } from "../db/schema";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { loadAccount, subscriptionsOf } from "../services/accounts";

export const customerRoutes = new Hono<ApiEnv>()
  .get("/account/:companyId", async (c) => {
    const companyId = c.req.param("companyId");
    // The path's company must be the checked account: no reading a neighbour's data.
    if (companyId !== c.var.accountId) throw forbidden();
    const account = await loadAccount(c.var.db, companyId, Boolean(c.var.auth.cuca));
    if (!account) throw notFound("Die Firma wurde nicht gefunden.");
    return c.json({ data: { account } });
  })
  .get("/getSubscriptions", async (c) => {
    return c.json({ data: { subscriptions: await subscriptionsOf(c.var.db, c.var.accountId) } });
  })
  // spec §4 Claiming: refresh the owner claim, or dissolve it
  .post("/updateEntryClaimedLastUpdate", async (c) => {
    const id = c.req.query("id");
    const claimedBy = c.req.query("claimedBy") ?? "OWNER";
    if (id !== c.var.accountId) throw forbidden();
    if (claimedBy !== "OWNER") throw new ApiError(422, "VALIDATION", "Ungültiger Wert für claimedBy.", "claimedBy");
    const today = new Date().toISOString().slice(0, 10);
    await c.var.db.update(companies).set({ claimedBy, claimedLastUpdate: today }).where(eq(companies.id, id));
    return c.json({ data: { claimed_by: claimedBy, claimed_last_update: today } });
  })
  .post("/dissolveClaiming", async (c) => {
    const id = c.req.query("id");
    if (id !== c.var.accountId) throw forbidden();
    await c.var.db.update(companies).set({ claimedBy: null, claimedLastUpdate: null }).where(eq(companies.id, id));
    return c.json({ data: { dissolved: true } });
  });
