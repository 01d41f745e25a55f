import PERIODS from "./data/seasonal-banners.json";
import { formatDateDe } from "./format";

/**
 * The seasonal banner (spec §1): shown to logged-in users only, between its
 * dates, saying when the customer service cannot be reached and when it is back.
 * Its periods are data (domain/data/seasonal-banners.json), one object a season;
 * a new winter is a new line there, no code. All dates are Berlin calendar days,
 * both ends included; the banner's dates read DD.MM.YYYY.
 */
export interface SeasonalPeriod {
  /** first and last day the banner shows (YYYY-MM-DD) */
  shownFrom: string;
  shownUntil: string;
  /** first and last day the customer service is closed */
  closedFrom: string;
  closedUntil: string;
  /** the day it answers again */
  backOn: string;
}

export const SEASONAL_PERIODS: readonly SeasonalPeriod[] = PERIODS;

/** The period whose banner shows on `day` (YYYY-MM-DD, Berlin), if any. */
export const seasonalPeriodOn = (day: string, periods: readonly SeasonalPeriod[] = SEASONAL_PERIODS): SeasonalPeriod | null =>
  periods.find((p) => p.shownFrom <= day && day <= p.shownUntil) ?? null;

/** "Unser Kundenservice ist vom 23.12.2026 bis zum 01.01.2027 nicht erreichbar. Ab dem 02.01.2027 sind wir wieder für Sie da." */
export const seasonalBannerText = (p: SeasonalPeriod): string =>
  `Unser Kundenservice ist vom ${formatDateDe(p.closedFrom)} bis zum ${formatDateDe(p.closedUntil)} nicht erreichbar. Ab dem ${formatDateDe(p.backOn)} sind wir wieder für Sie da.`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (d: string) => DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/**
 * What is wrong with the periods, in words (empty when nothing): each date a
 * real day, each period in order (shown, closed within or after it, back after
 * closing), and no two periods overlapping, so one day has one banner at most.
 */
export function seasonalPeriodProblems(periods: readonly SeasonalPeriod[]): string[] {
  const problems: string[] = [];
  periods.forEach((p, i) => {
    const name = `Zeitraum ${i + 1}`;
    for (const [key, value] of Object.entries(p)) if (!realDay(value)) problems.push(`${name}: ${key} ist kein Datum (${value})`);
    if (p.shownFrom > p.shownUntil) problems.push(`${name}: endet vor seinem Beginn`);
    if (p.closedFrom > p.closedUntil) problems.push(`${name}: die Schließung endet vor ihrem Beginn`);
    if (p.closedFrom < p.shownFrom) problems.push(`${name}: die Schließung beginnt vor dem Hinweis`);
    if (p.backOn <= p.closedUntil) problems.push(`${name}: „wieder da“ liegt nicht nach der Schließung`);
    const before = periods[i - 1];
    if (before && before.shownUntil >= p.shownFrom) problems.push(`${name}: überschneidet sich mit dem vorigen oder steht vor ihm`);
  });
  return problems;
}
