import { describe, expect, it } from "vitest";
import { mergeInserts } from "../../../scripts/lib.mjs";

// The demo seed goes into the local D1 as multi-row INSERTs (scripts/lib.mjs runStatements):
// what the database holds afterwards must be what the single statements would have made.
describe("mergeInserts", () => {
  it("joins one table's rows into one INSERT, each table's rows in their order", () => {
    const merged = mergeInserts([
      "INSERT INTO users (id, login) VALUES (1, 'a');",
      "INSERT INTO user_roles (user_id, role) VALUES (1, 'x')",
      "INSERT INTO users (id, login) VALUES (2, 'b; c')",
      "INSERT INTO user_roles (user_id, role) VALUES (2, 'y')",
    ]);
    expect(merged).toEqual([
      { table: "users", sql: "INSERT INTO users (id, login) VALUES (1, 'a'),(2, 'b; c')" },
      { table: "user_roles", sql: "INSERT INTO user_roles (user_id, role) VALUES (1, 'x'),(2, 'y')" },
    ]);
  });

  it("keeps INSERT OR IGNORE, values spanning lines, and starts a new statement for other columns", () => {
    const merged = mergeInserts([
      "INSERT OR IGNORE INTO geo (zip) VALUES ('10115')",
      "INSERT INTO notes (id, text) VALUES (1, 'eins\nzwei')",
      "INSERT INTO notes (id) VALUES (2)",
      "INSERT INTO notes (id, text) VALUES (3, 'drei')",
    ]).map((m) => m.sql);
    expect(merged).toEqual([
      "INSERT INTO notes (id, text) VALUES (1, 'eins\nzwei')",
      "INSERT INTO notes (id) VALUES (2)",
      "INSERT OR IGNORE INTO geo (zip) VALUES ('10115')",
      "INSERT INTO notes (id, text) VALUES (3, 'drei')",
    ]);
  });

  it("keeps every statement under the length limit", () => {
    const rows = Array.from({ length: 50 }, (_, i) => `INSERT INTO t (v) VALUES ('${String(i).padStart(20, "x")}')`);
    const merged = mergeInserts(rows, 200);
    expect(merged.length).toBeGreaterThan(1);
    for (const { sql } of merged) expect(sql.length).toBeLessThanOrEqual(200);
    const values = merged.flatMap(({ sql }) => sql.slice(sql.indexOf(" VALUES ") + 8).split(","));
    expect(values).toEqual(rows.map((r) => r.slice(r.indexOf(" VALUES ") + 8)));
  });

  it("refuses anything but single INSERT … VALUES statements", () => {
    expect(() => mergeInserts(["UPDATE users SET login = 'x'"])).toThrow(/not an INSERT/);
  });
});
