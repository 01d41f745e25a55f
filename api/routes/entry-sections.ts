import { Hono, type Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { loadEntry, updateEntry } from "../services/entries";
import { B2B_CODEX_RULES } from "#domain/entry-sections/b2b-codex";
import { CUCA_DISABLED, isDisabledForCuCa } from "#domain/cuca";
import { forgetPublicEntry } from "../services/public-entry";
import type { Refine, Rules } from "#domain/form-rules";
import { ENTRY_COMPANY_RULES, ENTRY_SECTIONS, parseVersion, storedCompanyData, type Entry, type EntrySection } from "#domain/entry";
import { entryChanges } from "#domain/entry-changes";
import { ABOUT_US_RULES } from "#domain/entry-sections/about-us";
import { DETAILS_SECTION, normaliseRegisterNumber, normaliseVatId } from "#domain/entry-sections/details";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_SECTION, withScheme } from "#domain/entry-sections/online-presence";
import { CUSTOMER_CARDS_RULES, PAYMENTS_RULES } from "#domain/entry-sections/payments";

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
  // after a saved change the cached public entry goes (getGrisuEntryFromRedis builds it anew);
  // a support session's save tells the audit what it changed (spec §6 support staff, §3 the audit)
  const checkedAndForgotten: typeof validator = (c, next) =>
    validator(c, async () => {
      const section = c.var.auth?.cuca ? sectionOfCall(c.req.path) : null;
      const before = section ? await loadEntry(c.var.db, c.var.accountId).catch(() => null) : null;
      await next();
      if (!c.res.ok) return;
      await forgetPublicEntry(c.env.CACHE, c.var.accountId);
      if (section && before) await noteChanges(c, section, before);
    });
  return checkedAndForgotten;
};

/** The entry section whose update call a path ends in (spec §7 "Entry updates"). */
function sectionOfCall(path: string): EntrySection | null {
  const found = Object.entries(ENTRY_SECTIONS).find(([, def]) => path.endsWith(`/customer/${def.call}`));
  return (found?.[0] as EntrySection | undefined) ?? null;
}

/**
 * The fields a support session's save changed, for its audit row: the section
 * of the stored entry before against the entry the save answers with. Only
 * when that answer is the very next version (no other save in between).
 * The save is done: a failure here loses the details, never the save.
 */
async function noteChanges(c: Context<ApiEnv>, section: EntrySection, before: Entry) {
  try {
    const after = ((await c.res.clone().json()) as { data?: { entry?: Entry } }).data?.entry;
    if (after?.version === before.version + 1) c.set("auditChanges", entryChanges(before, after, section));
  } catch (e) {
    console.error(JSON.stringify({ level: "error", requestId: c.var.requestId, msg: "audit changes not read", error: String(e) }));
  }
}

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
