import { checkbox, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";

/**
 * The B2B codex (spec §7 POST /api/customer/entry/b2b-codex/update): the
 * company's declaration to deal fairly with business customers, which the
 * directory's B2B listing asks for. Given or withdrawn by the company only
 * (domain/cuca.ts).
 */
export const B2B_CODEX_POINTS = [
  "Wir machen transparente Angebote mit vollständigen Preisen und Konditionen.",
  "Wir beantworten Anfragen von Geschäftskunden zügig und verbindlich.",
  "Wir halten zugesagte Termine und Lieferfristen ein oder informieren rechtzeitig.",
  "Wir behandeln Daten unserer Geschäftspartner vertraulich.",
] as const;

/** The form's label, also the field name of a support change (domain/entry-changes.ts). */
export const B2B_CODEX_LABEL = "Wir stimmen dem B2B-Kodex zu";

export const B2B_CODEX_RULES = {
  accepted: checkbox(),
} satisfies Rules;

export const B2B_CODEX_SECTION: EntrySectionDef<typeof B2B_CODEX_RULES> = {
  call: "entry/b2b-codex/update",
  title: "B2B-Kodex",
  saved: "Ihre Angabe zum B2B-Kodex wurde gespeichert.",
  rules: B2B_CODEX_RULES,
  values: (e: Entry) => ({ accepted: e.b2b_codex_accepted_at ? "on" : "" }),
};
