import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The backend's one convention: handlers parse, call services,
 * answer; every query lives in api/services/<area>.ts. A handler or middleware may
 * put statements that services built into one D1 batch (`db.batch([...])`, with a
 * mail queued by api/lib/mail.ts): that keeps a change and its mail one transaction
 * and one round trip, and builds no query itself.
 */
const LAYERS = ["api/routes", "api/middleware"];

/** Files allowed to break the rule, each with the reason (none so far). */
const ALLOWED: Record<string, string> = {};

const RULES: { what: string; pattern: RegExp }[] = [
  { what: "imports drizzle-orm", pattern: /from\s+["']drizzle-orm(\/[^"']*)?["']/ },
  { what: "imports the schema (api/db/schema)", pattern: /from\s+["'][./]*(api\/)?db\/schema(\/[^"']*)?["']/ },
  { what: "builds a query (db.select/insert/update/delete)", pattern: /\bdb\s*\.\s*(select|selectDistinct|insert|update|delete|run|all|get|values)\s*\(/ },
  { what: "sends SQL to the D1 binding ($client, env.DB)", pattern: /\$client|\benv\.DB\b/ },
  { what: "writes SQL (sql`…`)", pattern: /\bsql\s*`/ },
];

const files = LAYERS.flatMap((dir) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f)));

describe("handlers stay thin: every query lives in api/services/<area>.ts", () => {
  it("finds the handlers and middleware it checks", () => {
    expect(files).toContain("api/routes/user-data.ts");
    expect(files).toContain("api/middleware/auth.ts");
  });

  it("no file of api/routes or api/middleware builds or sends a query (only the allow-list, each with its reason)", () => {
    const offences = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return RULES.filter((r) => r.pattern.test(text)).map((r) => `${file}: ${r.what}`);
      });
    expect(offences).toEqual([]);
  });

  it("the rules catch what they are for", () => {
    const offends = (text: string) => RULES.filter((r) => r.pattern.test(text)).map((r) => r.what);
    expect(offends('import { eq } from "drizzle-orm";')).toEqual(["imports drizzle-orm"]);
    expect(offends('import type { BatchItem } from "drizzle-orm/batch";')).toEqual(["imports drizzle-orm"]);
    expect(offends('import { users } from "../db/schema";')).toEqual(["imports the schema (api/db/schema)"]);
    expect(offends('import { users } from "../db/schema/users";')).toEqual(["imports the schema (api/db/schema)"]);
    expect(offends("const rows = await c.var.db\n  .select()\n  .from(users);")).toEqual(["builds a query (db.select/insert/update/delete)"]);
    expect(offends("await db.$client.prepare(`SELECT 1`).run();")).toEqual(["sends SQL to the D1 binding ($client, env.DB)"]);
    expect(offends("await db.batch([clearFailures, loggedInQuery(db, id)]);")).toEqual([]);
    expect(offends("await c.env.FILES.delete(key);")).toEqual([]);
  });
});
