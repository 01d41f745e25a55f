import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { outboxMails } from "../services/outbox";
import { notFound } from "../lib/errors";
import { claimLetterKey, claimLetterPdf, type ClaimLetter } from "../lib/claim-letter";
import { trackingCounts } from "../services/tracking";
import { debugMailsEnabled, devPagesEnabled } from "#domain/env";
import { TRACKING_RETENTION_DAYS } from "#domain/tracking";

/** The most mails the debug list shows (newest first). */
const MAX_MAILS = 50;

/**
 * GET /api/debug/mails[?to]: the outbox, newest first, for the debug page
 * /debug/mails of local runs (spec §2: non-production environments add debug
 * pages). An open call, because a person who registers has no session yet; it
 * exists only where DEBUG_MAILS = "1" is set outside production (domain/env.ts),
 * elsewhere — staging, a deploy without `--env` — it answers 404.
 */
export const debugRoutes = new Hono<ApiEnv>()
  /**
   * GET /api/debug/tracking: the page views per section path and the number of data
   * events of the rows kept (spec §7 tracking, decision 084), for the debug page
   * /debug. Counts only, nothing of a person; open like the outbox, and only where
   * DEV_PAGES = "1" is set outside production (domain/env.ts), else 404.
   */
  .get("/tracking", async (c) => {
    if (!devPagesEnabled(c.env)) throw notFound("Unbekannter Aufruf.");
    const [views, [events]] = await trackingCounts(c.var.db);
    return c.json({ data: { retentionDays: TRACKING_RETENTION_DAYS, views: views.map((v) => ({ section: v.section ?? "", views: v.views })), dataEvents: events?.events ?? 0 } });
  })
  .get("/mails", async (c) => {
  if (!debugMailsEnabled(c.env)) throw notFound("Unbekannter Aufruf.");
  const to = (c.req.query("to") ?? "").trim().toLowerCase().slice(0, 254);
  const rows = await outboxMails(c.var.db, to, MAX_MAILS);
  return c.json({
    data: {
      mails: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        kind: m.kind,
        createdAt: m.createdAt,
        sentAt: m.sentAt,
        text: m.textBody,
        links: [...m.textBody.matchAll(/https?:\/\/\S+/g)].map((l) => l[0]),
      })),
    },
  });
})
  /** GET /api/debug/letters/:id: a claim letter's printable PDF (decision 074), where the outbox is shown. */
  .get("/letters/:id", async (c) => {
    const id = Number(c.req.param("id"));
    if (!debugMailsEnabled(c.env) || !Number.isInteger(id) || id < 1) throw notFound("Unbekannter Aufruf.");
    const object = await c.env.FILES.get(claimLetterKey(id));
    if (!object) throw notFound("Diesen Brief gibt es nicht.");
    const pdf = await claimLetterPdf((await object.json()) as ClaimLetter);
    return c.body(pdf, 200, { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="Brief ${id}.pdf"` });
  });
