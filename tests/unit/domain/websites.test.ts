import { describe, expect, it } from "vitest";
import { MAILBOX_QUOTA_MB } from "../../../seed/demo-data.mjs";
import { durationText } from "#domain/websites";
import { tierLimitsOf, WEBSITE_TIER_LIMITS } from "#domain/website-tiers";

describe("website tiers (spec §3)", () => {
  it("more mailboxes and keywords the higher the tier; the landing page has no mailbox", () => {
    const order = ["MB-WEB-BRONZE", "MB-WEB-SILBER", "MB-WEB-GOLD", "MB-WEB-PLATIN"].map((sku) => WEBSITE_TIER_LIMITS[sku]!);
    for (let i = 1; i < order.length; i++) {
      expect(order[i]!.mailboxes).toBeGreaterThan(order[i - 1]!.mailboxes);
      expect(order[i]!.keywords).toBeGreaterThan(order[i - 1]!.keywords);
    }
    expect(WEBSITE_TIER_LIMITS["MB-WEB-LANDINGPAGE"]!.mailboxes).toBe(0);
    expect(tierLimitsOf(null)).toEqual({ mailboxes: 0, mailboxQuotaMb: 0, keywords: 0 });
    expect(tierLimitsOf("MB-GIBT-ES-NICHT").mailboxes).toBe(0);
  });

  it("the demo seed gives each mailbox its tier's storage", () => {
    for (const [sku, quota] of Object.entries(MAILBOX_QUOTA_MB)) expect(quota, sku).toBe(WEBSITE_TIER_LIMITS[sku]!.mailboxQuotaMb);
  });
});

it("durationText: minutes and seconds, a dash without visits", () => {
  expect(durationText(155)).toBe("2 Min. 35 Sek.");
  expect(durationText(42)).toBe("42 Sek.");
  expect(durationText(null)).toBe("–");
});

it("the website upload's hint says what the rules allow", async () => {
  const { UPLOAD_HINT, WEBSITE_FILE_RULE, WEBSITE_FILES_PER_UPLOAD, WEBSITE_UPLOAD_BYTES } = await import("#domain/website-files");
  const { uploadLimitsText } = await import("#domain/uploads");
  expect(UPLOAD_HINT).toBe(
    `${uploadLimitsText(WEBSITE_FILE_RULE.types, WEBSITE_FILE_RULE.maxBytes)} je Datei; bis zu ${WEBSITE_FILES_PER_UPLOAD} Dateien auf einmal, zusammen höchstens ${WEBSITE_UPLOAD_BYTES / 1024 / 1024} MB.`,
  );
});
