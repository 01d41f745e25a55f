import { describe, expect, it } from "vitest";
import { googleProfileBanner, isExternalService, SERVICE_LOG } from "#domain/external-services";

describe("spec §1 the Google-profile banner", () => {
  const unconfirmed = { connected: true, externallyConfirmed: false };

  it("a connected, unconfirmed location with the entry service: a warning to verify so that Google does not remove the entry", () => {
    expect(googleProfileBanner(unconfirmed, ["entry", "entryService"])).toEqual({
      tone: "warning",
      text: "Bitte bestätigen Sie Ihr Google-Unternehmensprofil, damit Google Ihren Eintrag nicht entfernt.",
    });
  });

  it("with rating management plus: the danger text (also when the entry service is booked too)", () => {
    for (const products of [["ratingPlus"], ["entryService", "ratingPlus"]] as const) {
      expect(googleProfileBanner(unconfirmed, products)?.tone).toBe("danger");
    }
  });

  it("none when nothing is connected, Google has confirmed it, or neither product is booked", () => {
    expect(googleProfileBanner(null, ["entryService"])).toBeNull();
    expect(googleProfileBanner({ connected: true, externallyConfirmed: true }, ["ratingPlus"])).toBeNull();
    expect(googleProfileBanner(unconfirmed, ["entry", "website"])).toBeNull();
  });
});

describe("spec §8 messages, as written, and the services", () => {
  it("name the service", () => {
    expect(SERVICE_LOG.require("google")).toBe("Error while requiring access for service, google");
    expect(SERVICE_LOG.grant("google")).toBe("Error while granting access for service, google");
    expect(SERVICE_LOG.deny("google")).toBe("Error while denying access for service, google");
    expect([SERVICE_LOG.list, SERVICE_LOG.locations, SERVICE_LOG.connect]).toEqual([
      "Error while loading services",
      "Error while loading google locations",
      "Error while connecting google location",
    ]);
    expect(isExternalService("google")).toBe(true);
    expect(isExternalService("facebook")).toBe(false);
  });
});
