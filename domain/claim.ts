/**
 * Entry claiming (spec §3 Company account claimed_by / claimed_last_update,
 * §4 "Claiming" and "Session and routing" step 5, §9 owner claim lifetime).
 */
import { formatDateDe, parseDateInput } from "./format";

/** Spec §4: "OWNER" or the provider's own value "PROVIDER". */
export type ClaimedBy = "OWNER" | "PROVIDER";

/**
 * Spec §4 Claiming / §9: owner claim expiry = claimed_last_update + 1 year
 * − 3 weeks, then midnight (00:00:00.000 UTC) of that day.
 * Accepts "YYYY-MM-DD" or an ISO-like datetime; a datetime without zone is UTC.
 * 29 February + 1 year becomes 28 February. Throws RangeError on invalid input.
 */
export function ownerClaimExpiry(claimedLastUpdate: string): Date {
  // plain UTC arithmetic (no date library: the support bar of every page shows the claim)
  const start = new Date(parseDateInput(claimedLastUpdate));
  const year = start.getUTCFullYear() + 1;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const dayAYearOn = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay));
  return new Date(dayAYearOn - 21 * 24 * 60 * 60 * 1000);
}

/**
 * Spec §4 "Session and routing" step 5: true only when claimed by OWNER, a
 * claimed_last_update is set and parseable, and `now` is at or after the expiry.
 */
export function isOwnerClaimExpired(
  company: { claimed_by: string | null; claimed_last_update: string | null },
  now: Date,
): boolean {
  if (company.claimed_by !== "OWNER") return false;
  const last = company.claimed_last_update;
  if (last === null || last.trim() === "") return false;
  let expiry: Date;
  try {
    expiry = ownerClaimExpiry(last);
  } catch {
    return false;
  }
  return now.getTime() >= expiry.getTime();
}

/**
 * The claim in words for support staff (spec §1 'claimed-by', §4 Claiming):
 * who holds it and since when, never the raw value ("OWNER").
 */
export function claimInWords(
  company: { claimed_by: string | null; claimed_last_update: string | null },
  now: Date,
): string {
  let since = "";
  try {
    if (company.claimed_last_update) since = ` am ${formatDateDe(company.claimed_last_update)}`;
  } catch {
    // an unreadable date is left out
  }
  if (company.claimed_by === "OWNER") {
    const expired = isOwnerClaimExpired(company, now) ? " (Bestätigung abgelaufen)" : "";
    return `vom Unternehmen bestätigt${since}${expired}`;
  }
  if (company.claimed_by) return `vom Anbieter selbst beansprucht${since}`;
  return "nicht beansprucht";
}
