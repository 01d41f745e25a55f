import { describe, expect, it } from "vitest";
import { CUCA_DISABLED, cucaReason, isDisabledForCuCa } from "#domain/cuca";

// spec §6: "some controls are disabled by an 'isDisabledForCuCa' rule"
describe("isDisabledForCuCa", () => {
  it("keeps the company's own declarations from support sessions, with a German reason", () => {
    for (const control of Object.keys(CUCA_DISABLED) as (keyof typeof CUCA_DISABLED)[]) {
      expect(isDisabledForCuCa(control, { cuca: true })).toBe(true);
      expect(isDisabledForCuCa(control, { cuca: false })).toBe(false);
      expect(cucaReason(control, { cuca: true })).toMatch(/nur die Firma selbst/);
      expect(cucaReason(control, { cuca: false })).toBeNull();
    }
    expect(Object.keys(CUCA_DISABLED).sort()).toEqual(["b2bCodex", "claim", "rightsTransfer"]);
  });
});
