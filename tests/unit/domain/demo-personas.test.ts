import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD as SEEDED_PASSWORD, USERS } from "../../../seed/demo-data.mjs";
import { DEMO_PASSWORD, DEMO_PERSONAS } from "#domain/demo-personas";

// spec §2 /demo: the personas it offers are the seed's, with its password (decision 087)
describe("the demo page's personas", () => {
  it("are the seeded users, with their names and the seed's password", () => {
    expect(DEMO_PASSWORD).toBe(SEEDED_PASSWORD);
    for (const p of DEMO_PERSONAS) {
      const user = USERS.find((u) => u.login === p.login);
      expect(user?.username, p.login).toBe(p.name);
      if (p.cucaCompany) expect(user?.roles).toContain("cuca");
    }
    expect(DEMO_PERSONAS.map((p) => p.login).sort()).toEqual(USERS.filter((u) => u.id < 2000).map((u) => u.login).sort());
  });
});
