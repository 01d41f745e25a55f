import { describe, it, expect } from "vitest";
import { claimInWords, isOwnerClaimExpired, ownerClaimExpiry, type ClaimedBy } from "#domain/claim";

const iso = (d: Date) => d.toISOString();

describe("spec §4 Claiming / §9 owner claim lifetime — ownerClaimExpiry", () => {
  it.each([
    ["2024-03-10", "2025-02-17T00:00:00.000Z"],
    ["2024-03-10T15:45:00Z", "2025-02-17T00:00:00.000Z"],
    ["2024-03-10T15:45:00.123Z", "2025-02-17T00:00:00.000Z"],
    ["2024-03-10 12:00:00", "2025-02-17T00:00:00.000Z"],
    ["2024-03-10T23:30:00-02:00", "2025-02-18T00:00:00.000Z"],
    ["2024-03-10T00:30:00+02:00", "2025-02-16T00:00:00.000Z"],
    ["2023-12-25", "2024-12-04T00:00:00.000Z"],
    ["2024-02-29", "2025-02-07T00:00:00.000Z"],
    ["2023-01-15", "2023-12-25T00:00:00.000Z"],
  ])("%s → %s (1 year − 3 weeks, midnight UTC)", (input, expected) => {
    expect(iso(ownerClaimExpiry(input))).toBe(expected);
  });

  it("is 1 year minus exactly 21 days for a plain date", () => {
    const expiry = ownerClaimExpiry("2024-06-01");
    const oneYearLater = Date.UTC(2025, 5, 1);
    expect(oneYearLater - expiry.getTime()).toBe(21 * 24 * 60 * 60 * 1000);
  });

  it.each(["", "not a date", "2024-02-30", "10.03.2024", "2024-13-01"])("throws RangeError for %j", (input) => {
    expect(() => ownerClaimExpiry(input)).toThrow(RangeError);
  });
});

describe("spec §4 Session and routing step 5 — isOwnerClaimExpired", () => {
  const owner = (claimed_last_update: string | null, claimed_by: string | null = "OWNER") => ({
    claimed_by,
    claimed_last_update,
  });
  const expiry = new Date("2025-02-17T00:00:00.000Z");

  it("is false one millisecond before the expiry", () => {
    expect(isOwnerClaimExpired(owner("2024-03-10"), new Date(expiry.getTime() - 1))).toBe(false);
  });

  it("is true exactly at the expiry and afterwards", () => {
    expect(isOwnerClaimExpired(owner("2024-03-10"), expiry)).toBe(true);
    expect(isOwnerClaimExpired(owner("2024-03-10"), new Date("2026-01-01T00:00:00Z"))).toBe(true);
  });

  it("is false when claimed by the provider, even long after the date", () => {
    const provider: ClaimedBy = "PROVIDER";
    expect(isOwnerClaimExpired(owner("2020-01-01", provider), new Date("2026-01-01T00:00:00Z"))).toBe(false);
  });

  it("is false when not claimed or claimed_by is another casing", () => {
    expect(isOwnerClaimExpired(owner("2020-01-01", null), new Date("2026-01-01T00:00:00Z"))).toBe(false);
    expect(isOwnerClaimExpired(owner("2020-01-01", "owner"), new Date("2026-01-01T00:00:00Z"))).toBe(false);
  });

  it("is false when claimed_last_update is missing, blank or unparseable", () => {
    const later = new Date("2030-01-01T00:00:00Z");
    expect(isOwnerClaimExpired(owner(null), later)).toBe(false);
    expect(isOwnerClaimExpired(owner(""), later)).toBe(false);
    expect(isOwnerClaimExpired(owner("   "), later)).toBe(false);
    expect(isOwnerClaimExpired(owner("kaputt"), later)).toBe(false);
  });

  it("is false for an invalid 'now'", () => {
    expect(isOwnerClaimExpired(owner("2020-01-01"), new Date(Number.NaN))).toBe(false);
  });
});

describe("claimInWords (spec §1 claimed-by for support staff, in words)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("names who holds the claim and since when, never the raw value", () => {
    expect(claimInWords({ claimed_by: "OWNER", claimed_last_update: "2026-09-01" }, now)).toBe("vom Unternehmen bestätigt am 01.09.2026");
    expect(claimInWords({ claimed_by: "OWNER", claimed_last_update: "2025-06-01" }, now)).toBe("vom Unternehmen bestätigt am 01.06.2025 (Bestätigung abgelaufen)");
    expect(claimInWords({ claimed_by: "PROVIDER", claimed_last_update: "2025-11-20" }, now)).toBe("vom Anbieter selbst beansprucht am 20.11.2025");
    expect(claimInWords({ claimed_by: null, claimed_last_update: null }, now)).toBe("nicht beansprucht");
    expect(claimInWords({ claimed_by: "OWNER", claimed_last_update: "kaputt" }, now)).toBe("vom Unternehmen bestätigt");
  });
});
