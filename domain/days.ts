/** Calendar days as YYYY-MM-DD (no time zone: the day as written). */

/** The day `days` whole days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
