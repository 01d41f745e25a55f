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
