import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, forbidden } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { contactChanges, loadContacts, replaceContacts } from "../services/contacts";
import { CONTACTS_RULES, contactsProblems, storedContacts } from "#domain/contacts";
import { parseVersion } from "#domain/entry";

/**
 * POST /api/customer/updateContacts (spec §2 firmendaten/ansprechpartner,
 * decision 080): the company's whole list of contact persons by the form's
 * rules (domain/contacts.ts), the version it was loaded at, and the company it
 * was loaded for. A body naming another company is a 403, a stale version a 409;
 * the answer is the list as stored now with its new version.
 */
const contactsBody = rulesBody(CONTACTS_RULES, {
  refine: contactsProblems,
  extra: (body): { version: number; companyId: string } => {
    const version = parseVersion(body.version);
    if (version === null) throw new ApiError(422, "VALIDATION", "Die Version der Ansprechpartner fehlt.", "version");
    return { version, companyId: typeof body.companyId === "string" ? body.companyId : "" };
  },
});

export const contactRoutes = new Hono<ApiEnv>().post("/updateContacts", contactsBody, async (c) => {
  const v = c.req.valid("json");
  // spec §7: a body's company must be the checked account; nothing is done for another one
  if (v.companyId && v.companyId !== c.var.accountId) throw forbidden();
  // a support session saves like the customer; its audit row names what changed (spec §6)
  const before = c.var.auth.cuca ? await loadContacts(c.var.db, c.var.accountId) : null;
  const saved = await replaceContacts(c.var.db, c.var.accountId, v.version, storedContacts(v));
  if (before && saved.version === before.version + 1) c.set("auditChanges", contactChanges(before.contacts, saved.contacts));
  return c.json({ data: saved });
});
