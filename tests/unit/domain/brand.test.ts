import { describe, expect, it } from "vitest";
import { BRANDS, brandKeyForHost, brandOf } from "#domain/brand";

describe("brands (spec §1, §3 brand data)", () => {
  it("wears the brand whose portal hosts name the request's host, port and case ignored", () => {
    expect(brandKeyForHost("b2b.localhost:8787", "default")).toBe("b2b");
    expect(brandKeyForHost("B2B.Mein-Bereich.example.com", "default")).toBe("b2b");
    expect(brandKeyForHost("localhost:8787", "b2b")).toBe("default");
    expect(brandKeyForHost("mein-bereich.example.com.", "b2b")).toBe("default");
  });

  it("gives a host of neither brand the Worker's setting, and an unknown setting the main brand", () => {
    expect(brandKeyForHost("portal.other.example", "b2b")).toBe("b2b");
    expect(brandKeyForHost("portal.other.example", undefined)).toBe("default");
    expect(brandKeyForHost("portal.other.example", "nonsense")).toBe("default");
    expect(brandOf("nonsense").key).toBe("default");
  });

  it("serves no host under two brands, and each brand names its footer's parts", () => {
    const hosts = Object.values(BRANDS).flatMap((b) => b.portalHosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const b of Object.values(BRANDS)) {
      expect(b.name && b.footerLogo && b.contactDetails.phone && b.contactDetails.email).toBeTruthy();
      for (const link of [...b.socialLinks, ...b.trustLinks]) expect(link.href).toMatch(/^https:\/\//);
    }
    expect(BRANDS.b2b!.contactDetails.phone).not.toBe(BRANDS.default!.contactDetails.phone);
  });
});
