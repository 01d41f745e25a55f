import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiEnv, Db } from "../context";
import type { Env } from "../env";
import { mailOutbox } from "../db/schema";
import { brandOf } from "#domain/brand";

/**
 * Mail (every message the portal sends): written to the outbox table in the
 * same batch as the change it reports, then handed to the configured HTTP mail
 * service (MAIL_SERVICE_URL) after the answer. Without a service (development,
 * tests) the outbox is where mails are read: /debug/mails outside production.
 */

export interface Mail {
  to: string;
  subject: string;
  /** what the mail is for: activation, password-reset, … */
  kind: string;
  /** paragraphs of plain German text; a link is its own paragraph */
  paragraphs: MailPart[];
}

/** A paragraph, a link with its label (a button in HTML, label and address in text), or a code to type. */
export type MailPart = string | { link: string; label: string } | { code: string; label: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain-text body: paragraphs, links written out under their label. */
export function textBody(mail: Mail, env: Pick<Env, "BRAND">): string {
  const parts = mail.paragraphs.map((p) =>
    typeof p === "string" ? p : "link" in p ? `${p.label}:\n${p.link}` : `${p.label}: ${p.code}`,
  );
  return [...parts, signature(env).join("\n")].join("\n\n") + "\n";
}

/** The HTML body: the same paragraphs, a link as a button with its address below (for clients that hide buttons). */
export function htmlBody(mail: Mail, env: Pick<Env, "BRAND">): string {
  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`;
  const parts = mail.paragraphs.map((part) => {
    if (typeof part === "string") return p(escapeHtml(part).replace(/\n/g, "<br>"));
    if ("code" in part) return p(`${escapeHtml(part.label)}: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(part.code)}</strong>`);
    const href = escapeHtml(part.link);
    return (
      p(`<a href="${href}" style="display:inline-block;background:#1e40af;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(part.label)}</a>`) +
      p(`<span style="font-size:13px;color:#334155">Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br><a href="${href}" style="color:#1e40af">${href}</a></span>`)
    );
  });
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#ffffff"><div style="max-width:560px">` +
    parts.join("") +
    p(signature(env).map(escapeHtml).join("<br>")) +
    `</div></body></html>`
  );
}

function signature(env: Pick<Env, "BRAND">): string[] {
  const brand = brandOf(env.BRAND);
  return ["Mit freundlichen Grüßen", `Ihr Team von ${brand.name}`, `Kundenservice: ${brand.contactDetails.phone} (${brand.contactDetails.hours})`];
}

/** The outbox row of a mail, as a statement for the batch of the change it reports. */
export function queueMail(db: Db, env: Pick<Env, "BRAND">, mail: Mail) {
  return db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    textBody: textBody(mail, env),
    htmlBody: htmlBody(mail, env),
  });
}

/** An address in the portal for a mail: from the configured portal origin, never from the request's Host. */
export function portalLink(env: Pick<Env, "PORTAL_ORIGIN">, path: string, query: Record<string, string> = {}): string {
  const origin = (env.PORTAL_ORIGIN ?? "").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error("PORTAL_ORIGIN is not configured: mails cannot link to the portal");
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
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
