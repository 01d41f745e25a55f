import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import * as schema from "../../../api/db/schema";

/** The last snapshot drizzle-kit wrote with a migration (migrations/meta/_journal.json names the newest). */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync("migrations/meta/_journal.json", "utf8")) as { entries: { idx: number }[] };
  const idx = Math.max(...journal.entries.map((e) => e.idx));
  return JSON.parse(readFileSync(`migrations/meta/${String(idx).padStart(4, "0")}_snapshot.json`, "utf8"));
}

describe("the schema in code (api/db/schema/, one file per area) is what the migrations made", () => {
  it("drizzle-kit finds nothing to migrate: the same tables, columns, indexes and keys as the last snapshot", async () => {
    const prev = lastSnapshot();
    const current = await generateSQLiteDrizzleJson(schema, prev.id);
    expect(await generateSQLiteMigration(prev, current)).toEqual([]);
    expect(Object.keys(current.tables).sort()).toEqual(Object.keys(prev.tables).sort());
  });
});
