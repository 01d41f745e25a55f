import { entryLogoPath } from "./entry-tabs";
import type { Entry, OpeningHours } from "./entry";
import { splitShippingStreet } from "./validation";

/**
 * The entry as the public sees it in the directory (spec §7 getGrisuEntry):
 * only what is published, in the order a listing shows it. Served from the
 * database (getGrisuEntry) or from the KV cache (getGrisuEntryFromRedis) that
 * every change of the entry refreshes.
 */
export interface PublicEntry {
  name: string;
  slogan: string | null;
  logo: string | null;
  address: { street: string; houseNumber: string; zipCode: string; city: string };
  phone: string | null;
  mobile: string | null;
  fax: string | null;
  email: string | null;
  online: Record<string, string>;
  openingHours: OpeningHours | null;
  payments: string[];
  customerCards: string[];
  trades: string[];
  searchKeywords: string[];
  serviceFeatures: string[];
  productFeatures: string[];
  serviceArea: string[];
  aboutUs: string | null;
  legalForm: string | null;
  foundingYear: string | null;
  mediaCount: number;
  documentCount: number;
  version: number;
  updatedAt: string;
}

export function publicEntry(e: Entry): PublicEntry {
  const { street, houseNumber } = splitShippingStreet(e.ShippingStreet ?? "");
  return {
    name: e.company_name,
    slogan: e.slogan,
    // an uploaded logo first, else the image address
    logo: e.logo_file ? entryLogoPath(e.logo_file) : (e.media_owner.find((m) => m.Type__c === "LOGO")?.Url ?? null),
    address: { street, houseNumber, zipCode: e.ShippingPostalCode ?? "", city: e.ShippingCity ?? "" },
    phone: e.Phone,
    mobile: e.MobilePhone,
    fax: e.Fax,
    email: e.Email,
    online: e.online_presence,
    openingHours: e.opening_hours,
    payments: e.payments,
    customerCards: e.customer_cards,
    trades: e.trades,
    searchKeywords: e.search_keywords,
    serviceFeatures: e.service_features,
    productFeatures: e.product_features,
    serviceArea: e.service_area,
    aboutUs: e.about_us,
    legalForm: e.LegalForm,
    foundingYear: e.FoundingYear,
    mediaCount: e.media.length,
    documentCount: e.documents.length,
    version: e.version,
    updatedAt: e.updated_at,
  };
}

/** One point of the completeness checklist: what is missing, how much it weighs, and the tab of the entry-data page that fixes it. */
export interface CompletenessItem {
  key: string;
  /** the point as a checklist line when it is done … */
  done: string;
  /** … and when it is missing ("Logo fehlt") */
  missing: string;
  weight: number;
  /** the `abschnitt` of the entry-data page ("" for the first tab) */
  tab: string;
  ok: boolean;
}

const hasHours = (h: OpeningHours | null) => Boolean(h && (Object.values(h.week).some((ranges) => ranges.length > 0) || h.special.length > 0));

/**
 * How complete the entry is (0–100) and what is missing, most important first:
 * the points a searcher needs to find and reach the company weigh most.
 */
export function completenessOf(p: PublicEntry): { score: number; items: CompletenessItem[] } {
  const item = (key: string, weight: number, tab: string, ok: boolean, done: string, missing: string): CompletenessItem => ({
    key,
    weight,
    tab,
    ok,
    done,
    missing,
  });
  const items = [
    item("address", 15, "", Boolean(p.address.street && p.address.zipCode && p.address.city), "Adresse angegeben", "Adresse unvollständig"),
    item("phone", 15, "", Boolean(p.phone || p.mobile), "Telefonnummer angegeben", "Telefonnummer fehlt"),
    item("hours", 15, "oeffnungszeiten", hasHours(p.openingHours), "Öffnungszeiten angegeben", "Öffnungszeiten fehlen"),
    item("trades", 10, "branchen", p.trades.length > 0, "Branche angegeben", "Branche fehlt"),
    item("email", 5, "", Boolean(p.email), "E-Mail-Adresse angegeben", "E-Mail-Adresse fehlt"),
    item("website", 5, "online", Boolean(p.online.website), "Website angegeben", "Website fehlt"),
    item("logo", 10, "logo", Boolean(p.logo), "Logo vorhanden", "Logo fehlt"),
    item("slogan", 5, "logo", Boolean(p.slogan), "Slogan vorhanden", "Slogan fehlt"),
    item("about", 10, "ueber-uns", Boolean(p.aboutUs), "Text „Über uns“ vorhanden", "Text „Über uns“ fehlt"),
    item("keywords", 5, "branchen", p.searchKeywords.length > 0, "Suchbegriffe angegeben", "Suchbegriffe fehlen"),
    item("payments", 5, "zahlungsarten", p.payments.length > 0, "Zahlungsarten angegeben", "Zahlungsarten fehlen"),
  ];
  const total = items.reduce((s, i) => s + i.weight, 0);
  const reached = items.filter((i) => i.ok).reduce((s, i) => s + i.weight, 0);
  // missing points first, heaviest first; the done ones after them in the same order
  const ordered = [...items].sort((a, b) => Number(a.ok) - Number(b.ok) || b.weight - a.weight);
  return { score: Math.round((reached / total) * 100), items: ordered };
}
