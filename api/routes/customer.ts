import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { companies } from "../db/schema";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesBody, rulesQuery } from "../lib/validate";
import { loadAccount, subscriptionsOf } from "../services/accounts";
import { loadEntry, updateEntry } from "../services/entries";
import type { Rules } from "../../domain/form-rules";
import { ENTRY_COMPANY_RULES, ENTRY_LOGO_SLOGAN_RULES, joinShippingStreet, parseVersion } from "../../domain/entry";

/** An entry update's body: the section's fields by its rules, and the version it was made on (optimistic concurrency). */
const entryUpdate = <R extends Rules>(rules: R) =>
  rulesBody(rules, {
    extra: (body): { version: number } => {
      const version = parseVersion(body.version);
      if (version === null) throw new ApiError(422, "VALIDATION", "Die Version des Eintrags fehlt.", "version");
      return { version };
    },
  });

const orNull = (v: string) => (v === "" ? null : v);

/** The company a claim call is for: the checked account itself (spec §7 `?id`), and who claims it. */
const CLAIM_QUERY = {
  id: { required: "Es wurde keine Firma angegeben.", maxLength: { value: 64, message: "Ungültige Firmen-ID." } },
} satisfies Rules;
const CLAIM_UPDATE_QUERY = {
  ...CLAIM_QUERY,
  claimedBy: { maxLength: { value: 32, message: "Ungültiger Wert für claimedBy." } },
} satisfies Rules;

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
  .post("/updateEntryCompanyData", entryUpdate(ENTRY_COMPANY_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, {
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
  .post("/updateLogoAndSlogan", entryUpdate(ENTRY_LOGO_SLOGAN_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, {
      slogan: orNull(v.slogan),
      logoUrl: orNull(v.logoUrl),
    });
    return c.json({ data: { entry } });
  })
  // spec §4 Claiming: refresh the owner claim, or dissolve it
  .post("/updateEntryClaimedLastUpdate", rulesQuery(CLAIM_UPDATE_QUERY), async (c) => {
    const { id, claimedBy: sent } = c.req.valid("query");
    const claimedBy = sent || "OWNER";
    if (id !== c.var.accountId) throw forbidden();
    if (claimedBy !== "OWNER") throw new ApiError(422, "VALIDATION", "Ungültiger Wert für claimedBy.", "claimedBy");
    const today = new Date().toISOString().slice(0, 10);
    await c.var.db.update(companies).set({ claimedBy, claimedLastUpdate: today }).where(eq(companies.id, id));
    return c.json({ data: { claimed_by: claimedBy, claimed_last_update: today } });
  })
  .post("/dissolveClaiming", rulesQuery(CLAIM_QUERY), async (c) => {
    const { id } = c.req.valid("query");
    if (id !== c.var.accountId) throw forbidden();
    await c.var.db.update(companies).set({ claimedBy: null, claimedLastUpdate: null }).where(eq(companies.id, id));
    return c.json({ data: { dissolved: true } });
  });
