import { select, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";
import { YEAR } from "../validation";

/** Legal forms of German companies (HGB, GmbHG, AktG, GenG, BGB), as the directory lists them. */
export const LEGAL_FORMS = [
  "Einzelunternehmen",
  "e. K.",
  "GbR",
  "OHG",
  "KG",
  "GmbH",
  "gGmbH",
  "UG (haftungsbeschränkt)",
  "GmbH & Co. KG",
  "AG",
  "eG",
  "e. V.",
  "PartG",
  "Freier Beruf",
  "Sonstige",
] as const;

/** Employee ranges as the directory shows them. */
export const EMPLOYEE_RANGES = ["1", "2–5", "6–10", "11–20", "21–50", "51–100", "101–250", "251–500", "mehr als 500"] as const;

const REGISTER_KINDS = ["HRA", "HRB", "GnR", "PR", "VR", "GsR"];
/** A commercial, cooperative, partnership or association register number: "HRB 12345", "HRA 1234 B", "VR 987". */
export const REGISTER_NUMBER = /^(?:HRA|HRB|GnR|PR|VR|GsR)\s?\d{1,6}(?:\s?[A-Z]{1,2})?$/i;
/** A VAT identification number: two letters and 2–12 digits or letters (German ones: DE and 9 digits); spaces and lower case allowed. */
export const VAT_ID = /^(?:DE(?:\s?\d){9}|(?!DE)[A-Z]{2}(?:\s?[0-9A-Z+*]){2,12})$/i;

/** The details' form labels, also the field names of a support change (domain/entry-changes.ts). */
export const DETAILS_LABELS = {
  legalForm: "Rechtsform",
  foundingYear: "Gründungsjahr",
  employees: "Anzahl der Mitarbeitenden",
  registerCourt: "Registergericht",
  registerNumber: "Registernummer",
  vatId: "Umsatzsteuer-Identifikationsnummer",
} as const;

export const DETAILS_RULES = {
  legalForm: select({ options: LEGAL_FORMS }),
  foundingYear: {
    // spec §5 year: 4 digits
    pattern: { value: YEAR, message: "Bitte geben Sie das Gründungsjahr mit vier Ziffern an, z. B. 1998." },
    htmlPattern: "[0-9]{4}",
  },
  employees: select({ options: EMPLOYEE_RANGES }),
  registerCourt: {
    maxLength: { value: 80, message: "Das Registergericht darf höchstens 80 Zeichen lang sein." },
    plainText: true,
  },
  registerNumber: {
    maxLength: { value: 20, message: "Die Registernummer darf höchstens 20 Zeichen lang sein." },
    pattern: { value: REGISTER_NUMBER, message: "Bitte geben Sie die Registernummer mit ihrer Art an, z. B. HRB 12345." },
  },
  vatId: {
    maxLength: { value: 20, message: "Die Umsatzsteuer-ID darf höchstens 20 Zeichen lang sein." },
    pattern: { value: VAT_ID, message: "Bitte geben Sie die Umsatzsteuer-Identifikationsnummer an, z. B. DE123456789." },
  },
} satisfies Rules;

/**
 * Checks across the details' fields: no founding year in the future or before
 * 1000, and register court and number only together. `thisYear` from the caller
 * (the server's clock), so the rule is the same in browser and backend.
 */
export function detailsProblems(
  v: { foundingYear: string; registerCourt: string; registerNumber: string },
  thisYear = new Date().getFullYear(),
): Record<string, string> | null {
  const out: Record<string, string> = {};
  const year = Number(v.foundingYear);
  if (v.foundingYear && (year > thisYear || year < 1000)) out.foundingYear = `Das Gründungsjahr muss zwischen 1000 und ${thisYear} liegen.`;
  if (v.registerNumber && !v.registerCourt) out.registerCourt = "Bitte geben Sie zur Registernummer auch das Registergericht an.";
  if (v.registerCourt && !v.registerNumber) out.registerNumber = "Bitte geben Sie zum Registergericht auch die Registernummer an.";
  return Object.keys(out).length ? out : null;
}

/** The VAT id as stored: upper case, without spaces. */
export const normaliseVatId = (v: string) => v.replace(/\s+/g, "").toUpperCase();
/** The register number as stored: one space between kind, number and suffix ("HRB 12345 B"). */
export const normaliseRegisterNumber = (v: string) =>
  v.replace(/^([A-Za-z]+)\s?(\d+)\s?([A-Za-z]{0,2})$/, (_, kind: string, n: string, suffix: string) =>
    [REGISTER_KINDS.find((k) => k.toLowerCase() === kind.toLowerCase()) ?? kind, n, suffix.toUpperCase()].filter(Boolean).join(" "),
  );


export const DETAILS_SECTION: EntrySectionDef<typeof DETAILS_RULES> = {
  call: "updateCompanyDetailsData",
  title: "Firmendetails",
  saved: "Ihre Firmendetails wurden gespeichert.",
  rules: DETAILS_RULES,
  refine: (v) => detailsProblems(v),
  values: (e: Entry) => ({
    legalForm: e.LegalForm ?? "",
    foundingYear: e.FoundingYear ?? "",
    employees: e.NumberOfEmployees ?? "",
    registerCourt: e.RegisterCourt ?? "",
    registerNumber: e.RegisterNumber ?? "",
    vatId: e.VatId ?? "",
  }),
};
