import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiEnv, Db } from "../context";
import type { Env } from "../env";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "../mails";

/**
 * Mail (every message the portal sends, its texts in api/mails/): written to the outbox table in the
 * same batch as the change it reports, then handed to the configured HTTP mail
 * service (MAIL_SERVICE_URL) after the answer. Without a service (development,
 * tests) the outbox is where mails are read: /debug/mails outside production.
 */

/** The outbox row of a mail (a template of api/mails/), as a statement for the batch of the change it reports. */
export function queueMail(db: Db, to: string, mail: MailContent) {
  return db.insert(mailOutbox).values({ toAddress: to, subject: mail.subject, kind: mail.kind, textBody: mail.text, htmlBody: mail.html });
}

/** At most this many attempts per mail; then it stays in the outbox with its last error. */
const MAX_ATTEMPTS = 5;

/**
 * Hands unsent mails to the HTTP mail service: `POST MAIL_SERVICE_URL` with
 * `{ from, to, subject, text, html }` and the service's bearer token. A mail is
 * marked sent on a 2xx answer; otherwise its attempt and error are kept and the
 * next run tries again. Without MAIL_SERVICE_URL nothing is sent.
 */
export async function deliverMails(db: Db, env: Env, limit = 20): Promise<number> {
  if (!env.MAIL_SERVICE_URL) return 0;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const m of rows) {
    let error: string | null = null;
    try {
      const res = await fetch(env.MAIL_SERVICE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(env.MAIL_SERVICE_TOKEN ? { Authorization: `Bearer ${env.MAIL_SERVICE_TOKEN}` } : {}) },
        body: JSON.stringify({ from: env.MAIL_FROM ?? "Mein Bereich <no-reply@example.com>", to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) error = `HTTP ${res.status}`;
      await res.body?.cancel();
    } catch (e) {
      error = String(e).slice(0, 200);
    }
    await db
      .update(mailOutbox)
      .set(error ? { attempts: sql`${mailOutbox.attempts} + 1`, lastError: error } : { sentAt: new Date().toISOString(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
      .where(eq(mailOutbox.id, m.id));
    if (!error) sent++;
  }
  return sent;
}

/**
 * Work that must not hold up the answer (mail delivery, the look-up of a password
 * recovery): after the response through waitUntil; where there is no execution
 * context (a test calling the app directly) it is awaited.
 */
export async function afterAnswer(c: Context<ApiEnv>, work: () => Promise<unknown>) {
  const run = () =>
    work().catch((e) => console.error(JSON.stringify({ level: "error", requestId: c.var.requestId, afterAnswer: String(e) })));
  let ctx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  if (ctx) ctx.waitUntil(run());
  else await run();
}

/** Mails queued by this call go out after the answer. */
export const deliverAfterAnswer = (c: Context<ApiEnv>) => afterAnswer(c, () => deliverMails(c.var.db, c.env));
