/**
 * The awards and marketing packages of "Wer kennt den BESTEN" (spec §2
 * rating product `auszeichnungen`, `vermarktungspakete`; §7 "Rating product
 * (wkdb)" awards/… and marketing-packages/…): who earns which award over
 * which period, the code that makes an award checkable on the public
 * directory, the rating signet to embed, and which monthly reports a company
 * has. Pure rules (decisions 055–057): /api decides with them, the portal
 * shows them. No I/O.
 */
import { averageText, gradeWord, type RatingFigure } from "./ratings";

/** The two awards by the names their calls carry (spec §7 awards/top-employer-badge, awards/pdf-signet). */
export const AWARD_KINDS = ["pdf-signet", "top-employer-badge"] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];
export const isAwardKind = (s: string | undefined): s is AwardKind => s !== undefined && (AWARD_KINDS as readonly string[]).includes(s);

export interface AwardRule {
  /** the award's name, on the page and in its PDF */
  title: string;
  /** published ratings across the portals in the period, at least */
  minCount: number;
  /** their average weighted by count (two places), at least */
  minAverage: number;
  /** months of the twelve with at least one published rating, at least */
  minMonths: number;
  /** what the award says, in the PDF */
  claim: string;
}

/**
 * Decision 055: the rules. The signet: at least 10 published ratings and an
 * average of at least 4.0 in the last 12 complete months. The "top" badge (the
 * spec's top-employer-badge): we have customer ratings only, no employee
 * ratings, so it says nothing about the company as an employer; it is the
 * stricter award of the same ratings: at least 25, an average of at least 4.5,
 * and ratings in at least 9 of the 12 months (steadily good, not one good
 * month).
 */
export const AWARD_RULES: Record<AwardKind, AwardRule> = {
  "pdf-signet": {
    title: "Bewertungssiegel",
    minCount: 10,
    minAverage: 4,
    minMonths: 0,
    claim: "Von Kundinnen und Kunden gut bewertet",
  },
  "top-employer-badge": {
    title: "Top-Unternehmen",
    minCount: 25,
    minAverage: 4.5,
    minMonths: 9,
    claim: "Von Kundinnen und Kunden ausgezeichnet – dauerhaft sehr gut bewertet",
  },
};

/** The portal's words for the two awards' paths (`/auszeichnungen/pdf/siegel`). */
export const AWARD_SLUGS: Record<AwardKind, string> = { "pdf-signet": "siegel", "top-employer-badge": "top-unternehmen" };
export const awardOfSlug = (slug: string | undefined): AwardKind | null => AWARD_KINDS.find((k) => AWARD_SLUGS[k] === slug) ?? null;

/** Months an award looks back on. */
export const AWARD_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, "0");
/** The month `delta` months from "YYYY-MM". */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;
}
/** The last day of "YYYY-MM" as YYYY-MM-DD. */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/** The period of an award: the last 12 complete months before today's month (Berlin days, YYYY-MM-DD). */
export function awardPeriod(today: string): { from: string; to: string } {
  const last = addMonths(today.slice(0, 7), -1);
  return { from: `${addMonths(last, -(AWARD_MONTHS - 1))}-01`, to: monthEnd(last) };
}

/** "4,0", "4,5", "3,96": an average in a message, with the second place only where it matters. */
export const preciseAverage = (avg: number) => avg.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export interface AwardFigures {
  /** published ratings in the period and their average (weighted by count), -1 and -1 without any */
  figure: RatingFigure;
  /** months of the period with at least one published rating */
  months: number;
}

/**
 * Whether the figures earn the award, and else what is missing, in German
 * sentences the page and the 422 show ("Es fehlen noch 3 Bewertungen.").
 */
export function awardCheck(kind: AwardKind, f: AwardFigures): { qualified: boolean; missing: string[] } {
  const rule = AWARD_RULES[kind];
  const count = Math.max(0, f.figure.count);
  const missing: string[] = [];
  if (count < rule.minCount) {
    const n = rule.minCount - count;
    missing.push(`Es fehlen noch ${n} ${n === 1 ? "Bewertung" : "Bewertungen"} (nötig sind ${rule.minCount} in ${AWARD_MONTHS} Monaten, Sie haben ${count}).`);
  }
  if (count > 0 && f.figure.avgScore < rule.minAverage) {
    missing.push(`Ihr Durchschnitt liegt bei ${preciseAverage(f.figure.avgScore)}; nötig sind ${preciseAverage(rule.minAverage)}.`);
  }
  if (f.months < rule.minMonths) {
    missing.push(`Sie wurden in ${f.months} von ${AWARD_MONTHS} Monaten bewertet; nötig sind ${rule.minMonths}.`);
  }
  return { qualified: missing.length === 0, missing };
}

/** "ab 10 Bewertungen, Durchschnitt ab 4,0 …": the rule as the page names it. */
export function ruleText(kind: AwardKind): string {
  const r = AWARD_RULES[kind];
  const months = r.minMonths ? `, in mindestens ${r.minMonths} der Monate bewertet` : "";
  return `mindestens ${r.minCount} veröffentlichte Bewertungen in den letzten ${AWARD_MONTHS} abgeschlossenen Monaten mit einem Durchschnitt ab ${preciseAverage(r.minAverage)}${months}`;
}

/**
 * Decision 056: the award's code, from the award, the company and the period
 * (SHA-256, the first 60 bits in base 32 as XXXX-XXXX-XXXX): the same award
 * of the same company and period has the same code, so the public directory
 * recomputes and checks it.
 */
export async function awardCode(kind: AwardKind, companyId: string, period: { from: string; to: string }): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`wkdb-award|${kind}|${companyId}|${period.from}|${period.to}`)));
  const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let bits = 0n;
  for (const b of bytes.slice(0, 8)) bits = (bits << 8n) | BigInt(b);
  let out = "";
  for (let i = 0; i < 12; i++) out += ALPHABET[Number((bits >> BigInt(64 - 5 * (i + 1))) & 31n)];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8)}`;
}

/** Where anyone checks an award: the public directory's page of its code. */
export const awardCheckUrl = (www: string, code: string) => `${www.replace(/\/+$/, "")}/auszeichnung/${code}`;

/** A file name's plain stand-in: umlauts spelled out, anything else not a letter or digit a dash. */
export function asciiName(s: string): string {
  const spelled = s.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss");
  return spelled
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** `attachment` with the ASCII stand-in and the UTF-8 name (RFC 6266/5987). */
export function pdfDisposition(fileName: string): string {
  const plain = `${asciiName(fileName.replace(/\.pdf$/i, "")) || "download"}.pdf`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/* ---- The rating signet to embed (decision 057) ---- */

/** How long browsers and caches keep the signet image: an hour (the figures change with new ratings, not by the minute). */
export const SIGNET_MAX_AGE_S = 60 * 60;

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The signet's words: "4,6 von 5 Sternen, sehr gut, 128 Bewertungen". */
export const signetLabel = (f: RatingFigure) => `${averageText(f.avgScore)} von 5 Sternen, ${gradeWord(f.avgScore)}, ${f.count.toLocaleString("de-DE")} ${f.count === 1 ? "Bewertung" : "Bewertungen"}`;

const STAR = "M10 1l2.6 5.9 6.4.6-4.8 4.3 1.4 6.3L10 14.8 4.4 18.1l1.4-6.3L1 7.5l6.4-.6z";

/**
 * The signet as an SVG image (200 × 100): five stars filled to the average,
 * the average, the grade word and the count; its title says it in words. No
 * script, no external reference.
 */
export function signetSvg(f: RatingFigure, brandName: string): string {
  const label = signetLabel(f);
  const fill = Math.max(0, Math.min(5, f.avgScore));
  // a star filled in part (4,6: the fifth to 60 %) by a gradient with a hard edge
  const stars = [0, 1, 2, 3, 4]
    .map((i) => {
      const part = Math.max(0, Math.min(1, fill - i));
      const colour = part >= 1 ? "#f59e0b" : part <= 0 ? "#cbd5e1" : "url(#teil)";
      return `<path transform="translate(${12 + i * 22} 40)" d="${STAR}" fill="${colour}"/>`;
    })
    .join("");
  const part = Math.round((fill % 1) * 100);
  const gradient = part > 0 ? `<defs><linearGradient id="teil"><stop offset="${part}%" stop-color="#f59e0b"/><stop offset="${part}%" stop-color="#cbd5e1"/></linearGradient></defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-labelledby="t">` +
    `<title id="t">${xml(`Bewertungssiegel: ${label}`)}</title>` +
    gradient +
    `<rect x="1" y="1" width="198" height="98" rx="10" fill="#fff" stroke="#1e3a8a" stroke-width="2"/>` +
    `<text x="12" y="26" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="#1e3a8a">Wer kennt den BESTEN</text>` +
    stars +
    `<text x="128" y="56" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="#111827">${xml(averageText(f.avgScore))}</text>` +
    `<text x="160" y="56" font-family="Arial,Helvetica,sans-serif" font-size="12" fill="#111827">${xml(gradeWord(f.avgScore))}</text>` +
    `<text x="12" y="84" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#374151">${xml(`${f.count.toLocaleString("de-DE")} ${f.count === 1 ? "Bewertung" : "Bewertungen"} · ${brandName}`)}</text>` +
    `</svg>`
  );
}

/** The HTML the customer puts into their website: the image, linked to their entry on the public directory. */
export function signetSnippet(imageUrl: string, entryUrl: string, companyName: string): string {
  return `<a href="${xml(entryUrl)}" target="_blank" rel="noopener"><img src="${xml(imageUrl)}" width="200" height="100" alt="${xml(`Bewertungssiegel von ${companyName} bei Wer kennt den BESTEN`)}"></a>`;
}

/* ---- Marketing packages: a report per complete month (decision 058) ---- */

/** A report's name: its month, "2026-10". */
export const REPORT_ID = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The reports retrieve-latest answers by default: the last three months. */
export const LATEST_REPORTS = 3;
/** A year's reports fit one page. */
export const MAX_REPORTS_PER_CALL = 12;

/**
 * The months with a report, oldest first: every complete month since the
 * company's subscription started (a subscription that starts after the 1st has
 * its first report for the month after), up to the month before today's.
 */
export function reportMonths(subscriptionStart: string | null, today: string): string[] {
  if (!subscriptionStart) return [];
  const start = subscriptionStart.slice(8, 10) === "01" ? subscriptionStart.slice(0, 7) : addMonths(subscriptionStart.slice(0, 7), 1);
  const last = addMonths(today.slice(0, 7), -1);
  const out: string[] = [];
  for (let m = start; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

const MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
/** "Oktober 2026" from "2026-10". */
export const monthLabel = (month: string) => `${MONTHS_DE[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A share as German readers write it: "33 %". */
export const shareText = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : "–");

/** The company's entry on the public directory (where the signet links to). */
export const publicEntryUrl = (www: string, companyId: string) => `${www.replace(/\/+$/, "")}/firma/${encodeURIComponent(companyId)}`;
