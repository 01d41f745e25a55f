/**
 * What the Worker does on its cron trigger (wrangler.toml `[triggers]`, nightly):
 * the clean-ups the law asks for, each logged with what it removed.
 */
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "./env";
import type { Db } from "./context";
import * as schema from "./db/schema";
import { deleteExpiredApplications } from "./services/leads";
import { berlinToday } from "#domain/format";

export async function nightly(env: Pick<Env, "DB">, today = berlinToday()): Promise<{ applicationsDeleted: number }> {
  const db = drizzle(env.DB, { schema }) as Db;
  // job applications six months after their ad closed (decision 051, AGG § 15 Abs. 4)
  const applicationsDeleted = await deleteExpiredApplications(db, today);
  console.log(JSON.stringify({ level: "info", job: "nightly", today, applicationsDeleted }));
  return { applicationsDeleted };
}
