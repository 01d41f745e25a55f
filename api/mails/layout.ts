import type { Env } from "../env";
import { brandOf } from "#domain/brand";
import { MAIL_LINKS, type MailLink } from "#domain/pages";
import { greeting } from "#domain/registration";

/**
 * The frame every mail of api/mails/ shares: German paragraphs rendered once
 * as plain text and once as HTML (every piece of text escaped there), the
 * brand's signature, and links into the portal built from MAIL_LINKS and the
 * configured portal origin.
 */

/** What a template needs of the Worker's settings: the brand (signature) and the portal's origin (links). */
export type MailEnv = Pick<Env, "BRAND" | "PORTAL_ORIGIN">;

/** A paragraph, a link with its label (a button in HTML, label and address in text), or a code to type. */
export type MailPart = string | { link: string; label: string } | { code: string; label: string };

/** A mail as the outbox stores it: what it is for (activation, password-reset, …), subject, both bodies. */
export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain-text body: paragraphs, links written out under their label. */
function textBody(paragraphs: readonly MailPart[], env: Pick<Env, "BRAND">): string {
  const parts = paragraphs.map((p) => (typeof p === "string" ? p : "link" in p ? `${p.label}:\n${p.link}` : `${p.label}: ${p.code}`));
  return [...parts, signature(env).join("\n")].join("\n\n") + "\n";
}

/** The HTML body: the same paragraphs, a link as a button with its address below (for clients that hide buttons). */
function htmlBody(subject: string, paragraphs: readonly MailPart[], env: Pick<Env, "BRAND">): string {
  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`;
  const parts = paragraphs.map((part) => {
    if (typeof part === "string") return p(escapeHtml(part).replace(/\n/g, "<br>"));
    if ("code" in part) return p(`${escapeHtml(part.label)}: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(part.code)}</strong>`);
    const href = escapeHtml(part.link);
    return (
      p(`<a href="${href}" style="display:inline-block;background:#1e40af;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(part.label)}</a>`) +
      p(`<span style="font-size:13px;color:#334155">Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br><a href="${href}" style="color:#1e40af">${href}</a></span>`)
    );
  });
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
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

/** A template's mail from its kind, subject and paragraphs: both bodies rendered. */
export function composeMail(env: Pick<Env, "BRAND">, mail: { kind: string; subject: string; paragraphs: readonly MailPart[] }): MailContent {
  return { kind: mail.kind, subject: mail.subject, text: textBody(mail.paragraphs, env), html: htmlBody(mail.subject, mail.paragraphs, env) };
}

/** An address in the portal for a mail: from the configured portal origin, never from the request's Host. */
export function portalLink(env: Pick<Env, "PORTAL_ORIGIN">, page: MailLink, query: Record<string, string> = {}): string {
  const origin = (env.PORTAL_ORIGIN ?? "").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error("PORTAL_ORIGIN is not configured: mails cannot link to the portal");
  const url = new URL(MAIL_LINKS[page], origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * The greeting of a mail to an address not yet confirmed as the account's
 * (activation, guest welcome, newsletter opt-in, an e-mail change's
 * confirmation). Whoever registers chooses the name, and the address may be
 * someone else's: the name is left out rather than neutralised, because no
 * filter can tell a harmless name from text that reads as a link or an
 * instruction ("Max www-example-de", "Rufen Sie 0900 … an") to a third party.
 * The templates of such mails take no name at all.
 */
export const UNCONFIRMED_GREETING = "Guten Tag,";

/**
 * Who a mail to an account's own address greets: the account's name once its
 * address is confirmed (an active account), or null for a pending one (no name,
 * UNCONFIRMED_GREETING).
 */
export type Addressee = Parameters<typeof greeting>[0] | null;

export const greetingOf = (addressee: Addressee) => (addressee ? greeting(addressee) : UNCONFIRMED_GREETING);
