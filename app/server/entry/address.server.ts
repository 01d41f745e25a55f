import { data } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { PortalContext } from "~/server/context.server";
import type { ApiResult } from "~/server/api-client.server";
import type { FormReply } from "~/components/forms/validate";
import { checkRules, echoValues, type Rules } from "#domain/form-rules";
import { ENTRY_COMPANY_RULES, entryFormId, parseVersion } from "#domain/entry";
import { addressLine, MAX_SUGGESTIONS, type Address, type AddressAssist, type AddressOption, type AddressPart } from "#domain/address";

/**
 * Address help for the company form (spec §7 "Address and utilities"): the
 * suggestions for one field as the user types (with JavaScript, the route
 * adressvorschlaege), and the submits of the form that save nothing (without
 * JavaScript): "Vorschläge anzeigen", "Adresse prüfen", "Auswahl übernehmen".
 */

type Typed = { street: string; zipCode: string; city: string; houseNumber: string };
const text = (v: FormDataEntryValue | string | null | undefined) => (typeof v === "string" ? v.trim() : "");

/** 401: the session is over (portal.need sends to the login); any other refusal: no suggestions. */
async function answer<D, T>(portal: PortalContext, res: ApiResult<D>, pick: (d: D) => T[]): Promise<T[]> {
  if (res.ok) return pick(res.data);
  if (res.status === 401) await portal.need(res);
  return [];
}

/** Suggestions for one field, from what is typed in the address fields. */
export async function fieldSuggestions(portal: PortalContext, field: AddressPart, v: Typed): Promise<AddressOption[]> {
  const zip5 = /^\d{5}$/.test(v.zipCode) ? v.zipCode : "";
  if (field === "city") {
    if (!v.city) return [];
    const res = await portal.api.call((api) => api.mws.suggestions.cities.$post({ json: { searchTerm: v.city } }));
    return answer(portal, res, (d: { cities: string[] }) => d.cities.map((city) => ({ city, label: city })));
  }
  if (field === "zipCode") {
    const searchTerm = /^\d{1,5}$/.test(v.zipCode) ? v.zipCode : "";
    if (!searchTerm && !v.city) return [];
    const res = await portal.api.call((api) => api.mws.suggestions["zip-codes"].$post({ json: searchTerm ? { searchTerm, city: "" } : { searchTerm: "", city: v.city } }));
    return answer(portal, res, (d: { zipCodes: { zipCode: string; city: string }[] }) =>
      d.zipCodes.map((z) => ({ zipCode: z.zipCode, city: z.city, label: `${z.zipCode} ${z.city}` })),
    );
  }
  if (!v.street || (!zip5 && !v.city)) return [];
  const res = await portal.api.call((api) => api.mws.suggestions.streets.$post({ json: { searchTerm: v.street, zipCode: zip5, city: zip5 ? "" : v.city } }));
  return answer(portal, res, (d: { streets: { street: string; zipCode: string; city: string }[] }) =>
    d.streets.map((s) => ({ ...s, label: `${s.street}, ${s.zipCode} ${s.city}` })),
  );
}

/** The parts of an address a chosen suggestion may set: each by the company form's rule, none required. */
const CHOICE_RULES = {
  street: { ...ENTRY_COMPANY_RULES.street, required: undefined },
  houseNumber: { ...ENTRY_COMPANY_RULES.houseNumber, required: undefined },
  zipCode: { ...ENTRY_COMPANY_RULES.zipCode, required: undefined },
  city: { ...ENTRY_COMPANY_RULES.city, required: undefined },
} satisfies Rules;

/** A suggestion's radio value (company-address.tsx encodeChoice) back, checked like typed input. */
function decodeChoice(raw: string): Partial<Address> | null {
  if (raw.length > 400) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((p) => typeof p === "string")) return null;
  const [street, zipCode, city, houseNumber] = parts as string[];
  const checked = checkRules((name) => ({ street, zipCode, city, houseNumber })[name], CHOICE_RULES);
  if (!checked.value) return null;
  return Object.fromEntries(Object.entries(checked.value).filter(([, v]) => v !== ""));
}

/**
 * Answers a company form sent by one of its help buttons (ASSIST): nothing is
 * saved, everything typed comes back (cut to the rules), with the suggestions,
 * the check's answer, or the chosen suggestion filled in.
 */
export async function answerAddressAssist(portal: PortalContext, form: FormData, what: string) {
  const typedAll = echoValues(ENTRY_COMPANY_RULES, Object.fromEntries(Object.keys(ENTRY_COMPANY_RULES).map((k) => [k, text(form.get(k))])));
  const typed = typedAll as unknown as Typed & Record<string, string>;
  const version = parseVersion(form.get("version")) ?? undefined;
  let assist: AddressAssist;
  let error: Record<string, string[]> | undefined;
  let values: Record<string, unknown> = typedAll;

  if (what === "pruefen") {
    const res = await portal.api.call((api) =>
      api.mws.address.validate.$post({ json: { street: typed.street, houseNumber: typed.houseNumber, zipCode: typed.zipCode, city: typed.city } }),
    );
    if (res.ok) {
      const check = res.data.check;
      assist = {
        kind: "check",
        tone: check.status === "valid" ? "success" : check.status === "unknown" ? "info" : "warning",
        message: check.message,
        options: check.candidates.map((c) => ({ ...c, label: addressLine(c) })),
      };
    } else {
      if (res.status === 401) await portal.need(res);
      error = {};
      for (const e of res.errors) if (e.field && e.field in CHOICE_RULES) (error[e.field] ??= []).push(e.message);
      assist = { kind: "check", tone: "warning", message: "Bitte vervollständigen Sie zuerst die Adresse, dann prüfen wir sie.", options: [] };
    }
  } else if (what === "uebernehmen") {
    const choice = decodeChoice(text(form.get("adresswahl")));
    if (choice) {
      values = { ...typedAll, ...choice };
      assist = { kind: "applied", tone: "success", message: `Übernommen: ${addressLine({ ...typed, ...choice })}. Bitte speichern Sie die Firmendaten.`, options: [] };
    } else {
      assist = { kind: "applied", tone: "warning", message: "Bitte wählen Sie zuerst einen der Vorschläge aus.", options: [] };
    }
  } else {
    const lists = await Promise.all((["street", "zipCode", "city"] as const).map((f) => fieldSuggestions(portal, f, typed)));
    const seen = new Set<string>();
    const options = lists.flat().filter((o) => !seen.has(o.label) && seen.add(o.label)).slice(0, MAX_SUGGESTIONS);
    assist = {
      kind: "suggestions",
      tone: "info",
      message: options.length
        ? "Vorschläge zu Ihrer Eingabe: Wählen Sie einen aus und übernehmen Sie ihn."
        : "Zu Ihrer Eingabe haben wir keine Vorschläge. Geben Sie die ersten Buchstaben von Straße oder Ort oder die ersten Ziffern der Postleitzahl ein.",
      options,
    };
  }
  const result: SubmissionResult<string[]> = { initialValue: values as SubmissionResult<string[]>["initialValue"], ...(error ? { status: "error", error } : {}) };
  return data<FormReply & { address: AddressAssist }>({ form: entryFormId("company"), result, ...(version ? { version } : {}), address: assist }, { status: error ? 400 : 200 });
}
