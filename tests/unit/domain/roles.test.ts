import { describe, it, expect } from "vitest";
import { ROLES, SUPPORT_ROLE, type Role } from "#domain/roles";

describe("spec §6 Roles and permissions", () => {
  it("has exactly the four portal roles in order", () => {
    expect([...ROLES]).toEqual(["user", "customer", "tradesmanager", "ratingusermanager"]);
  });

  it("support staff role is 'cuca' and not one of the four roles", () => {
    expect(SUPPORT_ROLE).toBe("cuca");
    expect((ROLES as readonly string[]).includes(SUPPORT_ROLE)).toBe(false);
  });

  it("Role type accepts a role value", () => {
    const r: Role = "customer";
    expect(ROLES).toContain(r);
  });
});
