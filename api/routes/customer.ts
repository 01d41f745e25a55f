import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { companies } from "../db/schema";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { readRulesBody } from "../lib/validate";
import { loadAccount, subscriptionsOf } from "../services/accounts";
import { loadEntry, updateEntry } from "../services/entries";
import type { Rules } from "../../domain/form-rules";
import { ENTRY_COMPANY_RULES, ENTRY_LOGO_SLOGAN_RULES, joinShippingStreet, parseVersion } from "../../domain/entry";

/** An entry update: the section's fields by its rules, and the version it was made on. */
async function entryUpdate<R extends Rules>(req: Request, rules: R) {
  const { value, body } = await readRulesBody(req, rules);
  const version = parseVersion(body.version);
  if (version === null) throw new ApiError(422, "VALIDATION", "Die Version des Eintrags fehlt.", "version");
  return { version, value };
}

const orNull = (v: string) => (v === "" ? null : v);

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
  // spec §3 Entry, as the CRM holds it
  .get("/getSalesForceEntry", async (c) => {
    return c.json({ data: { entry: await loadEntry(c.var.db, c.var.accountId) } });
  })
  // spec §7 Entry updates: each section its own call; the answer is the reloaded entry
  .post("/updateEntryCompanyData", async (c) => {
    const { version, value: v } = await entryUpdate(c.req.raw, ENTRY_COMPANY_RULES);
    const entry = await updateEntry(c.var.db, c.var.accountId, version, {
      companyName: v.company_name,
      shippingStreet: joinShippingStreet(v.street, v.houseNumber),
      zipCode: v.zipCode,
      city: v.city,
      phone: orNull(v.phone),
      mobile: orNull(v.mobile),
      fax: orNull(v.fax),
      email: orNull(v.email),
    });
    return c.json({ data: { entry } });
  })
  .post("/updateLogoAndSlogan", async (c) => {
    const { version, value: v } = await entryUpdate(c.req.raw, ENTRY_LOGO_SLOGAN_RULES);
    const entry = await updateEntry(c.var.db, c.var.accountId, version, { slogan: orNull(v.slogan), logoUrl: orNull(v.logoUrl) });
    return c.json({ data: { entry } });
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
