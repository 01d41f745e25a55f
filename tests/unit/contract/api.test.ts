import { describe, expect, it } from "vitest";
import { apiArea, needsAccountId, safeRequestId } from "#contract/api";

describe("account path families (spec §7) on whole path segments", () => {
  it("every family's calls carry accountId", () => {
    for (const path of [
      "/api/customer/getSubscriptions",
      "/api/web-banners/getCompanyWebBanners",
      "/api/adplorer/suma/statistics",
      "/api/secretarial-service/getCompanyCallerList",
      "/api/cuca/getWebsiteDeeplink",
      "/api/tv-banners/getCompanyTvBanners",
      "/api/external-services/list",
      "/api/customer/account/:companyId",
    ]) {
      expect(needsAccountId(path), path).toBe(true);
    }
  });

  it("a family name inside another segment or later in the path is not the family", () => {
    for (const path of ["/api/auth/login/cuca", "/api/user/customerData", "/api/customers/x", "/api/navigation/menu-items", "/api/mws/suggestions/cities"]) {
      expect(needsAccountId(path), path).toBe(false);
    }
  });

  it("the area is the first segment after /api", () => {
    expect(apiArea("/api/customer/internalBea/getPartnerPortalList")).toBe("customer");
    expect(apiArea("/customer/getSubscriptions")).toBe("customer");
    expect(apiArea("/api")).toBe("");
  });
});

describe("request ids", () => {
  it("keeps a caller's id that looks like one, replaces anything else", () => {
    expect(safeRequestId("abc-12345")).toBe("abc-12345");
    for (const bad of [null, "", "short", "a".repeat(65), "id with spaces", "<script>"]) {
      expect(safeRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
