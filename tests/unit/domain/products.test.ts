import { describe, it, expect } from "vitest";
import {
  PRODUCTS,
  activeProducts,
  hasProduct,
  productOfSku,
  skuDisplayName,
  type ProductKey,
} from "#domain/products";
import type { Subscription } from "#domain/subscriptions";

const sub = (sku: string, status = "Produced"): Subscription => ({ Stock_Keeping_Unit__c: sku, Status__c: status });

const UNION_ORDER: ProductKey[] = [
  "entry",
  "entryService",
  "website",
  "seo",
  "searchAds",
  "ratingPlus",
  "wkdb",
  "secretarial",
  "voicebot",
  "webBanner",
  "tvBanner",
  "jobAd",
  "leads",
  "premiumListing",
  "office365",
];

describe("spec §3 Product subscription — catalogue", () => {
  it("has the families in union order with the German labels", () => {
    expect(Object.keys(PRODUCTS)).toEqual(UNION_ORDER);
    expect(Object.fromEntries(UNION_ORDER.map((k) => [k, PRODUCTS[k].label]))).toEqual({
      entry: "Eintrag",
      entryService: "Eintragsservice",
      website: "Website",
      seo: "SEO",
      searchAds: "Suchmaschinenwerbung",
      ratingPlus: "Bewertungsmanagement Plus",
      wkdb: "Wer kennt den BESTEN",
      secretarial: "Sekretariatsservice",
      voicebot: "Voicebot",
      webBanner: "Werbebanner",
      tvBanner: "TV-Banner",
      jobAd: "Stellenanzeige",
      leads: "Anfragen",
      premiumListing: "Premium-Eintrag",
      office365: "Office 365",
    });
  });

  it.each<[string, ProductKey]>([
    ["MB-EINTRAG-BASIS", "entry"],
    ["MB-EINTRAGSSERVICE", "entryService"],
    ["MB-WEB-BRONZE", "website"],
    ["MB-WEB-SILBER", "website"],
    ["MB-WEB-GOLD", "website"],
    ["MB-WEB-PLATIN", "website"],
    ["MB-WEB-LANDINGPAGE", "website"],
    ["MB-SEO-LOKAL", "seo"],
    ["MB-SUMA-ADS", "searchAds"],
    ["MB-BEWERTUNG-PLUS", "ratingPlus"],
    ["MB-WKDB", "wkdb"],
    ["MB-SEKRETARIAT", "secretarial"],
    ["MB-VOICEBOT", "voicebot"],
    ["MB-WEBBANNER", "webBanner"],
    ["MB-TVBANNER", "tvBanner"],
    ["MB-JOBAD", "jobAd"],
    ["MB-LEADS", "leads"],
    ["MB-PREMIUM-BRONZE", "premiumListing"],
    ["MB-PREMIUM-SILBER", "premiumListing"],
    ["MB-PREMIUM-GOLD", "premiumListing"],
    ["MB-O365", "office365"],
  ])("seed SKU %s belongs to %s", (sku, key) => {
    expect(productOfSku(sku)).toBe(key);
    expect(PRODUCTS[key].skus).toContain(sku);
  });

  it("every family has at least one SKU and no SKU is in two families", () => {
    const all = UNION_ORDER.flatMap((k) => PRODUCTS[k].skus);
    expect(new Set(all).size).toBe(all.length);
    for (const k of UNION_ORDER) expect(PRODUCTS[k].skus.length).toBeGreaterThan(0);
    for (const k of UNION_ORDER) for (const sku of PRODUCTS[k].skus) expect(productOfSku(sku)).toBe(k);
  });

  it.each(["", "UNKNOWN", "mb-wkdb", " MB-WKDB", "MB-WEB"])("unknown SKU %j → null", (sku) => {
    expect(productOfSku(sku)).toBeNull();
  });
});

describe("spec §3 Product subscription — display names", () => {
  it.each([
    ["MB-WEB-BRONZE", "Website Bronze"],
    ["MB-WEB-SILBER", "Website Silber"],
    ["MB-WEB-GOLD", "Website Gold"],
    ["MB-WEB-PLATIN", "Website Platin"],
    ["MB-WEB-LANDINGPAGE", "Landingpage"],
    ["MB-PREMIUM-BRONZE", "Premium-Eintrag Bronze"],
    ["MB-PREMIUM-SILBER", "Premium-Eintrag Silber"],
    ["MB-PREMIUM-GOLD", "Premium-Eintrag Gold"],
  ])("%s → %s", (sku, name) => {
    expect(skuDisplayName(sku)).toBe(name);
  });

  it.each(["MB-WKDB", "MB-EINTRAG-BASIS", "NOPE", ""])("%j has no special name", (sku) => {
    expect(skuDisplayName(sku)).toBeNull();
  });
});

describe("spec §4 Subscription — product checks use active subscriptions only", () => {
  const subs: Subscription[] = [
    sub("MB-O365", "Ordered"),
    sub("MB-WEB-GOLD", "Invoicing"),
    sub("MB-WEB-LANDINGPAGE", "Produced"),
    sub("MB-EINTRAG-BASIS", "Produced"),
    sub("MB-SEO-LOKAL", "Cancelled"),
    sub("MB-UNBEKANNT", "Produced"),
    sub("MB-BEWERTUNG-PLUS", "Expired"),
  ];

  it("activeProducts returns distinct active families in union order", () => {
    expect(activeProducts(subs)).toEqual(["entry", "website", "office365"]);
  });

  it("activeProducts of no subscriptions is empty", () => {
    expect(activeProducts([])).toEqual([]);
  });

  it("hasProduct is true for active families", () => {
    expect(hasProduct(subs, "website")).toBe(true);
    expect(hasProduct(subs, "office365")).toBe(true);
  });

  it("hasProduct ignores inactive subscriptions and absent families", () => {
    expect(hasProduct(subs, "seo")).toBe(false);
    expect(hasProduct(subs, "ratingPlus")).toBe(false);
    expect(hasProduct(subs, "wkdb")).toBe(false);
  });

  it("an inactive and an active subscription of the same family still count once", () => {
    const mixed = [sub("MB-WKDB", "Cancelled"), sub("MB-WKDB-SIGNET", "Ordered"), sub("MB-WKDB", "Produced")];
    expect(activeProducts(mixed)).toEqual(["wkdb"]);
    expect(hasProduct(mixed, "wkdb")).toBe(true);
  });
});
