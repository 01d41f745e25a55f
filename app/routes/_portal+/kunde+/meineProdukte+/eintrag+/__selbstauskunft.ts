import { formatDateDe, formatDateTimeDe } from "#domain/format";
import { PRODUCTS, productOfSku } from "#domain/products";
import { subscriptionStatusInWords } from "#domain/subscriptions";
import type { selfDisclosure } from "./selbstauskunft.server";

/**
 * The self-disclosure (spec §2 eintrag/selbstauskunft) as sections of rows and
 * lists: the page and its PDF show the same, from one place. Dates as
 * DD.MM.YYYY, times as DD.MM.YYYY, HH:MM Uhr (Berlin).
 */

/** What GET /api/customer/entry/self-disclosure answers. */
export type DisclosureData = Awaited<ReturnType<typeof selfDisclosure>>;

/** The files' name: the company and the day of the data ("selbstauskunft-100201-2026-11-27.pdf"). */
export const disclosureFileName = (d: DisclosureData, ending: "json" | "pdf") =>
  `selbstauskunft-${d.account.company_id.replace(/[^A-Za-z0-9-]/g, "")}-${d.generated_at.slice(0, 10)}.${ending}`;

export interface DisclosureSection {
  id: string;
  heading: string;
  rows?: [label: string, value: string][];
  lists?: { heading: string; items: string[]; empty: string }[];
}

const EMPTY = "–";
const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? EMPTY : String(v));
const join = (parts: (string | null | undefined)[], sep: string) => text(parts.filter(Boolean).join(sep));

/** A date (or date and time) of the data as German text; an unreadable one as it is. */
function dateDe(value: string | null | undefined, withTime = false): string {
  if (!value) return EMPTY;
  try {
    return withTime ? formatDateTimeDe(value) : formatDateDe(value);
  } catch {
    return value;
  }
}

/** The product's display name (tiers named, spec §3), else its product's label, else the code. */
function productName(p: DisclosureData["account"]["products"][number]): string {
  const key = productOfSku(p.Stock_Keeping_Unit__c);
  return p.displayName ?? (key ? PRODUCTS[key].label : p.Stock_Keeping_Unit__c);
}

export function disclosureSections(d: DisclosureData): DisclosureSection[] {
  const a = d.account;
  const e = d.entry;
  const place = [a.zip_code, a.city].filter(Boolean).join(" ");
  return [
    {
      id: "firma",
      heading: "Firmenstammdaten",
      rows: [
        ["Firmen-ID", a.company_id],
        ["Name", a.company_name],
        ["Anschrift", join([a.street, place], ", ")],
        ["Telefon", text(a.phone)],
        ["Inhaberschaft bestätigt", a.claimed_by === "OWNER" ? `ja, zuletzt am ${dateDe(a.claimed_last_update)}` : "nein"],
      ],
    },
    {
      id: "eintrag",
      heading: "Eintrag im Verzeichnis",
      rows: [
        ["Firmenname", text(e.company_name)],
        ["Straße und Hausnummer", text(e.ShippingStreet)],
        ["Postleitzahl und Ort", join([e.ShippingPostalCode, e.ShippingCity], " ")],
        ["Telefon", text(e.Phone)],
        ["Mobil", text(e.MobilePhone)],
        ["Fax", text(e.Fax)],
        ["E-Mail", text(e.Email)],
        ["Slogan", text(e.slogan)],
        ["Rechtsform", text(e.LegalForm)],
        ["Gründungsjahr", text(e.FoundingYear)],
        ["Registergericht und -nummer", join([e.RegisterCourt, e.RegisterNumber], ", ")],
        ["Umsatzsteuer-ID", text(e.VatId)],
        ["Dokumente", String(e.documents.length)],
        ["Bilder", String(e.media.length)],
        ["Zuletzt geändert", dateDe(e.updated_at, true)],
      ],
    },
    {
      id: "personen",
      heading: "Ansprechpartner, Zugänge und Produkte",
      lists: [
        {
          heading: `Ansprechpartner (${a.contact_persons.length})`,
          items: a.contact_persons.map((p) => `${[p.salutation, p.first_name, p.last_name].filter(Boolean).join(" ")}${p.position ? `, ${p.position}` : ""}`),
          empty: "Keine.",
        },
        {
          heading: `Benutzer mit Zugang zu dieser Firma (${d.users.length})`,
          items: d.users.map((u) => `${u.username} (${u.email})${u.last_login ? `, zuletzt angemeldet ${dateDe(u.last_login, true)}` : ""}`),
          empty: "Keine.",
        },
        {
          heading: `Gebuchte Produkte (${a.products.length})`,
          items: a.products.map(
            (p) =>
              `${productName(p)}: ${subscriptionStatusInWords(p.Status__c)}${p.startDate ? `, seit ${dateDe(p.startDate)}` : ""}${p.endDate ? `, bis ${dateDe(p.endDate)}` : ""}`,
          ),
          empty: "Keine.",
        },
        {
          heading: "Änderungen des Kundenservices in den letzten zwölf Monaten",
          items: d.support_writes.map((w) => dateDe(w.at, true)),
          empty: "Keine.",
        },
      ],
    },
  ];
}
