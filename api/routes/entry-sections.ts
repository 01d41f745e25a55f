import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { loadEntry, updateEntry } from "../services/entries";
import { B2B_CODEX_RULES } from "../../domain/entry-sections/b2b-codex";
import { CUCA_DISABLED, isDisabledForCuCa } from "../../domain/cuca";
import { forgetPublicEntry } from "../services/public-entry";
import type { Refine, Rules } from "../../domain/form-rules";
import { ENTRY_COMPANY_RULES, parseVersion, storedCompanyData } from "../../domain/entry";
import { ABOUT_US_RULES } from "../../domain/entry-sections/about-us";
import { DETAILS_SECTION, normaliseRegisterNumber, normaliseVatId } from "../../domain/entry-sections/details";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_SECTION, withScheme } from "../../domain/entry-sections/online-presence";
import { CUSTOMER_CARDS_RULES, PAYMENTS_RULES } from "../../domain/entry-sections/payments";

/**
 * An entry update's body (spec §7 "Entry updates"): the section's fields by its
 * rules (and its checks across fields), and the version it was made on
 * (optimistic concurrency: an update on an old version is a 409).
 */
export const entryUpdate = <R extends Rules>(rules: R, refine?: Refine<R>) => {
  const validator = rulesBody(rules, {
    refine,
    extra: (body): { version: number } => {
      const version = parseVersion(body.version);
      if (version === null) throw new ApiError(422, "VALIDATION", "Die Version des Eintrags fehlt.", "version");
      return { version };
    },
  });
  // after a saved change the cached public entry goes (getGrisuEntryFromRedis builds it anew)
  const checkedAndForgotten: typeof validator = (c, next) =>
    validator(c, async () => {
      await next();
      if (c.res.ok) await forgetPublicEntry(c.env.CACHE, c.var.accountId);
    });
  return checkedAndForgotten;
};

export const orNull = (v: string) => (v === "" ? null : v);

/** The sections of the entry-data page; each call answers with the reloaded entry. */
export const entrySectionRoutes = new Hono<ApiEnv>()
  .post("/updateEntryCompanyData", entryUpdate(ENTRY_COMPANY_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, storedCompanyData(v));
    return c.json({ data: { entry } });
  })
  .post("/updateCompanyDetailsData", entryUpdate(DETAILS_SECTION.rules, DETAILS_SECTION.refine), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, {
      legalForm: orNull(v.legalForm),
      foundingYear: orNull(v.foundingYear),
      employees: orNull(v.employees),
      registerCourt: orNull(v.registerCourt),
      registerNumber: orNull(normaliseRegisterNumber(v.registerNumber)),
      vatId: orNull(normaliseVatId(v.vatId)),
    });
    return c.json({ data: { entry } });
  })
  .post("/updatePayments", entryUpdate(PAYMENTS_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, { payments: v.payments });
    return c.json({ data: { entry } });
  })
  .post("/updateCustomerCards", entryUpdate(CUSTOMER_CARDS_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, { customerCards: v.customerCards });
    return c.json({ data: { entry } });
  })
  .post("/updateOnlinePresence", entryUpdate(ONLINE_PRESENCE_SECTION.rules, ONLINE_PRESENCE_SECTION.refine), async (c) => {
    const v = c.req.valid("json");
    const addresses = Object.fromEntries(ONLINE_PRESENCE_FIELDS.filter((k) => v[k]).map((k) => [k, withScheme(v[k])]));
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, { onlinePresence: addresses });
    return c.json({ data: { entry } });
  })
  .post("/updateAboutUs", entryUpdate(ABOUT_US_RULES), async (c) => {
    const v = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, { aboutUs: orNull(v.aboutUs) });
    return c.json({ data: { entry } });
  })
  // given or withdrawn by the company itself, never by support staff (spec §6 isDisabledForCuCa)
  .post("/entry/b2b-codex/update", entryUpdate(B2B_CODEX_RULES), async (c) => {
    if (isDisabledForCuCa("b2bCodex", { cuca: Boolean(c.var.auth.cuca) })) throw new ApiError(403, "FORBIDDEN", CUCA_DISABLED.b2bCodex);
    const v = c.req.valid("json");
    const stored = await loadEntry(c.var.db, c.var.accountId);
    // agreeing again keeps the date of the first agreement
    const acceptedAt = v.accepted ? (stored.b2b_codex_accepted_at ?? new Date().toISOString()) : null;
    const entry = await updateEntry(c.var.db, c.var.accountId, v.version, { b2bCodexAcceptedAt: acceptedAt });
    return c.json({ data: { entry } });
  });
