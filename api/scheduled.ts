/**
 * What the Worker does on its cron trigger (wrangler.toml `[triggers]`, nightly):
 * the clean-ups the law asks for, each logged with what it removed, and the
 * owner-claim reminders (decision 091).
 */
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "./env";
import type { Db } from "./context";
import * as schema from "./db/schema";
import { deleteExpiredApplications } from "./services/leads";
import { deleteExpiredTracking } from "./services/tracking";
import { deleteExpiredFunnels, remindOwnerClaims } from "./services/claim-upkeep";
import { deliverMails } from "./lib/mail";
import { berlinToday } from "#domain/format";
import { trackingKeptFrom } from "#domain/tracking";

export async function nightly(env: Env, today = berlinToday()): Promise<{ applicationsDeleted: number; trackingDeleted: number; funnelsDeleted: number; claimReminders: number }> {
  const db = drizzle(env.DB, { schema }) as Db;
  // job applications six months after their ad closed (decision 051, AGG § 15 Abs. 4)
  const applicationsDeleted = await deleteExpiredApplications(db, today);
  // tracking rows after 90 days (decision 085)
  const trackingDeleted = await deleteExpiredTracking(db, trackingKeptFrom(today));
  // claim and account-link funnels and opened links past their expiry (a funnel holds a name and address)
  const funnelsDeleted = await deleteExpiredFunnels(db, today);
  // the owner-claim reminders four weeks before expiry, once per claim period (decision 091)
  const claimReminders = await remindOwnerClaims(db, env, today);
  console.log(JSON.stringify({ level: "info", job: "nightly", today, applicationsDeleted, trackingDeleted, funnelsDeleted, claimReminders }));
  await deliverMails(db, env);
  return { applicationsDeleted, trackingDeleted, funnelsDeleted, claimReminders };
}
