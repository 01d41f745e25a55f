/**
 * Product catalogue keyed by product family (spec §1 product list, §3
 * "Product subscription": SKU codes and display names, §4 "Subscription").
 */
import { activeSubscriptions, type Subscription } from "./subscriptions";

export type ProductKey =
  | "entry"
  | "entryService"
  | "website"
  | "seo"
  | "searchAds"
  | "ratingPlus"
  | "wkdb"
  | "secretarial"
  | "voicebot"
  | "webBanner"
  | "tvBanner"
  | "jobAd"
  | "leads"
  | "premiumListing"
  | "office365";

/**
 * Insertion order equals the order of the ProductKey union (used by activeProducts).
 * `open`: the link to the product's pages, with the article German needs ("Zum Eintrag").
 */
export const PRODUCTS: Record<ProductKey, { label: string; open: string; skus: readonly string[] }> = {
  entry: { label: "Eintrag", open: "Zum Eintrag", skus: ["MB-EINTRAG-BASIS", "MB-EINTRAG-PLUS", "MB-EINTRAG-BRANCHE"] },
  entryService: { label: "Eintragsservice", open: "Zum Eintragsservice", skus: ["MB-EINTRAGSSERVICE", "MB-EINTRAGSSERVICE-PLUS"] },
  website: {
    label: "Website",
    open: "Zur Website",
    skus: [
      "MB-WEB-BRONZE",
      "MB-WEB-SILBER",
      "MB-WEB-GOLD",
      "MB-WEB-PLATIN",
      "MB-WEB-LANDINGPAGE",
      "MB-WEB-PFLEGE",
    ],
  },
  seo: { label: "SEO", open: "Zur Suchmaschinenoptimierung", skus: ["MB-SEO-LOKAL", "MB-SEO-REGIONAL", "MB-SEO-NATIONAL"] },
  searchAds: { label: "Suchmaschinenwerbung", open: "Zur Suchmaschinenwerbung", skus: ["MB-SUMA-ADS", "MB-SUMA-ADS-PLUS", "MB-SUMA-SHOPPING"] },
  ratingPlus: { label: "Bewertungsmanagement Plus", open: "Zum Bewertungsmanagement", skus: ["MB-BEWERTUNG-PLUS"] },
  wkdb: { label: "Wer kennt den BESTEN", open: "Zu „Wer kennt den BESTEN“", skus: ["MB-WKDB", "MB-WKDB-SIGNET"] },
  secretarial: { label: "Sekretariatsservice", open: "Zum Sekretariatsservice", skus: ["MB-SEKRETARIAT", "MB-SEKRETARIAT-24"] },
  voicebot: { label: "Voicebot", open: "Zum Voicebot", skus: ["MB-VOICEBOT"] },
  webBanner: { label: "Werbebanner", open: "Zu den Werbebannern", skus: ["MB-WEBBANNER", "MB-WEBBANNER-REGIONAL"] },
  tvBanner: { label: "TV-Banner", open: "Zu den TV-Bannern", skus: ["MB-TVBANNER"] },
  jobAd: { label: "Stellenanzeige", open: "Zur Stellenanzeige", skus: ["MB-JOBAD", "MB-JOBAD-PLUS"] },
  leads: { label: "Anfragen", open: "Zu den Anfragen", skus: ["MB-LEADS"] },
  premiumListing: {
    label: "Premium-Eintrag",
    open: "Zum Premium-Eintrag",
    skus: ["MB-PREMIUM-BRONZE", "MB-PREMIUM-SILBER", "MB-PREMIUM-GOLD"],
  },
  office365: { label: "Office 365", open: "Zu Office 365", skus: ["MB-O365", "MB-O365-BUSINESS"] },
};

const PRODUCT_KEY_ORDER = Object.keys(PRODUCTS) as ProductKey[];

const FAMILY_BY_SKU: ReadonlyMap<string, ProductKey> = new Map(
  PRODUCT_KEY_ORDER.flatMap((key) => PRODUCTS[key].skus.map((sku) => [sku, key] as const)),
);

const DISPLAY_NAMES: ReadonlyMap<string, string> = new Map([
  ["MB-WEB-BRONZE", "Website Bronze"],
  ["MB-WEB-SILBER", "Website Silber"],
  ["MB-WEB-GOLD", "Website Gold"],
  ["MB-WEB-PLATIN", "Website Platin"],
  ["MB-WEB-LANDINGPAGE", "Landingpage"],
  ["MB-PREMIUM-BRONZE", "Premium-Eintrag Bronze"],
  ["MB-PREMIUM-SILBER", "Premium-Eintrag Silber"],
  ["MB-PREMIUM-GOLD", "Premium-Eintrag Gold"],
]);

/** Spec §3 Product subscription: family of a SKU code (exact, case-sensitive match), or null. */
export function productOfSku(sku: string): ProductKey | null {
  return FAMILY_BY_SKU.get(sku) ?? null;
}

/** Spec §3 Product subscription: special display name (website / premium tiers, landing page), or null. */
export function skuDisplayName(sku: string): string | null {
  return DISPLAY_NAMES.get(sku) ?? null;
}

/**
 * The name a product carries on the contract pages (spec §3: the special display
 * names, otherwise its family's name, e.g. Office 365, Stellenanzeige,
 * Premium-Eintrag), or the SKU itself for a code the catalogue does not know.
 */
export function productName(sku: string): string {
  const family = productOfSku(sku);
  return skuDisplayName(sku) ?? (family ? PRODUCTS[family].label : sku);
}

/** Spec §4 Subscription: distinct product families of ACTIVE subscriptions, in ProductKey order. */
export function activeProducts(subs: readonly Subscription[]): ProductKey[] {
  const present = new Set<ProductKey>();
  for (const s of activeSubscriptions(subs)) {
    const key = productOfSku(s.Stock_Keeping_Unit__c);
    if (key !== null) present.add(key);
  }
  return PRODUCT_KEY_ORDER.filter((key) => present.has(key));
}

/** Spec §4 Subscription: whether an ACTIVE subscription of the given family exists. */
export function hasProduct(subs: readonly Subscription[], key: ProductKey): boolean {
  return activeSubscriptions(subs).some((s) => productOfSku(s.Stock_Keeping_Unit__c) === key);
}

/** What each product does, in one German sentence (the not-booked page names it, spec §2 product pages). */
export const PRODUCT_ABOUT: Record<ProductKey, string> = {
  entry: "Mit dem Eintrag wird Ihre Firma im Branchenverzeichnis mit Adresse, Öffnungszeiten, Bildern und Leistungen gefunden.",
  entryService: "Der Eintragsservice hält Ihre Firmendaten auf vielen Partnerportalen wie Google, Facebook und Bing aktuell und zeigt Ihnen, wo etwas abweicht.",
  website: "Wir erstellen und pflegen eine professionelle Website für Ihre Firma, auf Wunsch mit eigener E-Mail-Adresse.",
  seo: "Die Suchmaschinenoptimierung sorgt dafür, dass Ihre Website bei Google und anderen Suchmaschinen weiter oben steht.",
  searchAds: "Mit Suchmaschinenwerbung erscheinen Ihre Anzeigen genau dann, wenn jemand nach Ihren Leistungen sucht.",
  ratingPlus: "Das Bewertungsmanagement sammelt Ihre Bewertungen aus vielen Portalen an einem Ort und hilft Ihnen, neue zu gewinnen.",
  wkdb: "„Wer kennt den BESTEN“ zeichnet gut bewertete Firmen aus und gibt Ihnen Siegel und Pakete, mit denen Sie dafür werben.",
  secretarial: "Der Sekretariatsservice nimmt Ihre Anrufe in Ihrem Namen entgegen, wenn Sie selbst nicht erreichbar sind.",
  voicebot: "Der Voicebot nimmt Anrufe rund um die Uhr automatisch an und leitet die Anliegen an Sie weiter.",
  webBanner: "Werbebanner zeigen Ihr Angebot auf viel besuchten Websites in Ihrer Region.",
  tvBanner: "TV-Banner bringen Ihre Werbung auf die Bildschirme in Ihrer Region.",
  jobAd: "Mit einer Stellenanzeige finden Sie über unsere Portale neue Mitarbeiterinnen und Mitarbeiter.",
  leads: "Über „Anfragen“ erhalten Sie Angebotsanfragen und Nachrichten von Interessenten direkt im Portal.",
  premiumListing: "Der Premium-Eintrag hebt Ihre Firma in den Suchergebnissen des Verzeichnisses hervor.",
  office365: "Office 365 gibt Ihrer Firma E-Mail, Kalender und die bekannten Office-Programme.",
};

/** Whether a value is a product family's key. */
export const isProductKey = (v: unknown): v is ProductKey => typeof v === "string" && Object.hasOwn(PRODUCTS, v);
