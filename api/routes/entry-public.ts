import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { cachedPublicEntry, loadPublicEntry, supportAccessLog, supportChanges } from "../services/public-entry";
import { loadAccount, usersOfCompany } from "../services/accounts";
import { loadEntry } from "../services/entries";
import { notFound } from "../lib/errors";
import { entryCallTitle } from "#domain/entry";

/** How far back the overview lists the support staff's changes. */
const CHANGES_DAYS = 90;

/** The entry as the public sees it (spec §7 getGrisuEntry, getGrisuEntryFromRedis) and who changed it on the customer's behalf. */
export const entryPublicRoutes = new Hono<ApiEnv>()
  .get("/getGrisuEntry", async (c) => c.json({ data: { entry: await loadPublicEntry(c.var.db, c.var.accountId) } }))
  .get("/getGrisuEntryFromRedis", async (c) => {
    const { entry, cached } = await cachedPublicEntry(c.var.db, c.env.CACHE, c.var.accountId);
    c.header("X-Cache", cached ? "HIT" : "MISS");
    return c.json({ data: { entry } });
  })
  // the changes support staff made to the entry (audit log), for the overview: when, which section, and
  // per changed field its label with the old and new value (null for rows from before they were kept)
  .get("/entry/support-changes", async (c) => {
    const since = new Date(Date.now() - CHANGES_DAYS * 86_400_000).toISOString();
    const changes = (await supportChanges(c.var.db, c.var.accountId, since, 50))
      .map((ch) => ({ at: ch.at, section: entryCallTitle(ch.call), changes: ch.changes }))
      .filter((ch): ch is typeof ch & { section: string } => ch.section !== null)
      .slice(0, 20);
    return c.json({ data: { changes } });
  })
  // what the provider stores about the company (self-disclosure, spec §2 eintrag/selbstauskunft)
  .get("/entry/self-disclosure", async (c) => {
    const since = new Date(Date.now() - 365 * 86_400_000).toISOString();
    const [account, entry, users, supportWrites] = await Promise.all([
      loadAccount(c.var.db, c.var.accountId, false),
      loadEntry(c.var.db, c.var.accountId),
      usersOfCompany(c.var.db, c.var.accountId),
      supportAccessLog(c.var.db, c.var.accountId, since),
    ]);
    if (!account) throw notFound("Die Firma wurde nicht gefunden.");
    return c.json({ data: { generated_at: new Date().toISOString(), account, entry, users, support_writes: supportWrites } });
  });
