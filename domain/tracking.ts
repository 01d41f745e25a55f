/**
 * Tracking (spec §7 "Support and tracking": POST /api/tartaros/{user|company}/{views|data}
 * with id and data): the rules the backend, the portal and the beacon share (no I/O).
 * docs/decisions/084-tracking-calls-and-section-path.md, 085-tracking-retention.md.
 */

/** What a call tracks: the person, or one of their companies. */
export const TRACKING_SUBJECTS = ["user", "company"] as const;
export type TrackingSubject = (typeof TRACKING_SUBJECTS)[number];
/** A page view (data: a section path) or a small data event (data: a JSON object). */
export const TRACKING_KINDS = ["views", "data"] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** Spec §7: a view's section path has at most three segments. */
export const SECTION_MAX_SEGMENTS = 3;
/** A segment: a word of the portal's paths (letters first, no ids, no values). */
const SEGMENT = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
/** The largest body of a tracking call (a data event is "small JSON"): larger ones are refused with 413. */
export const TRACKING_BODY_LIMIT = 2048;
/** The largest data event, as stored (its JSON text). */
export const TRACKING_DATA_MAX = 1024;
/** How long a tracking row is kept (decision 085): the nightly job deletes older ones. */
export const TRACKING_RETENTION_DAYS = 90;

/**
 * The section path of a page (decision 084): the leading word segments of its
 * path, at most three, stopping at the first segment that is a value (an id, a
 * number, an encoded name), so no id or value of a person lands in tracking.
 * "/" is the dashboard's "/". "/kunde/meineProdukte/website/uebersicht" → "/kunde/meineProdukte/website".
 */
export function sectionOf(pathname: string): string {
  const out: string[] = [];
  for (const segment of pathname.split("/")) {
    if (!segment) continue;
    if (out.length === SECTION_MAX_SEGMENTS || !SEGMENT.test(segment) || /\d/.test(segment)) break;
    out.push(segment);
  }
  return `/${out.join("/")}`;
}

/** A section path the calls accept: "/" or one to three word segments (spec §7). */
export function isSectionPath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/")) return false;
  if (value === "/") return true;
  const segments = value.slice(1).split("/");
  return segments.length <= SECTION_MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

/** A data event: a plain JSON object whose text is at most TRACKING_DATA_MAX characters; its text, or null. */
export function dataEventText(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const text = JSON.stringify(value);
  return text.length <= TRACKING_DATA_MAX ? text : null;
}

/** The first day still kept on `today` (YYYY-MM-DD, UTC days): rows recorded before it are deleted. */
export function trackingKeptFrom(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - TRACKING_RETENTION_DAYS);
  return d.toISOString().slice(0, 10);
}

/**
 * Whom a page's events are recorded for (decision 096): a company's pages (/kunde/…)
 * for the active company (`company/*`), every other page for the person (`user/*`).
 */
export function trackedFor(pathname: string, userId: string, companyId: string | null | undefined): { subject: TrackingSubject; id: string } {
  const companyPage = pathname === "/kunde" || pathname.startsWith("/kunde/");
  return companyPage && companyId ? { subject: "company", id: companyId } : { subject: "user", id: userId };
}

/** The kinds of file a download event names, by the answer's content type. */
const DOWNLOAD_KINDS: readonly [RegExp, string][] = [
  [/^text\/csv\b/, "csv"],
  [/^application\/pdf\b/, "pdf"],
  [/^application\/zip\b/, "zip"],
  [/^(application|text)\/xml\b/, "xml"],
  [/^application\/json\b/, "json"],
];

/**
 * A download's data event (decision 096): the kind of file and the page's section,
 * nothing of its name or content. `{ download: "csv", section: "/kunde/meineProdukte/eintrag" }`.
 */
export function downloadEvent(pathname: string, contentType: string): { download: string; section: string } {
  const kind = DOWNLOAD_KINDS.find(([type]) => type.test(contentType.toLowerCase()))?.[1] ?? "datei";
  return { download: kind, section: sectionOf(pathname) };
}
