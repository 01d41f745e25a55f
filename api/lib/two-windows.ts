/**
 * A figure summed over two adjacent windows in one read (the dashboard's key
 * figures, decision 088; the highlights' month against the month before,
 * decision 089): the rows are bounded by the earlier window's first day and the
 * later one's last, and each row counts in the window its day falls in (a day
 * between the windows in neither). `day` is an SQL expression of the row's day (YYYY-MM-DD, or a
 * "YYYY-MM-DD HH:MM" stamp, compared as text).
 */
import { sql, type SQL } from "drizzle-orm";
import type { DayRange } from "#domain/key-figures";

export interface TwoWindows {
  current: DayRange;
  previous: DayRange;
}

/** `what` (a per-row SQL value: 1 to count rows) summed in the current window and in the previous one, each named. */
export function windowSums(day: SQL, what: SQL, w: TwoWindows) {
  return {
    current: sql<number>`coalesce(sum(case when ${day} >= ${w.current.startDate} then ${what} else 0 end), 0)`.mapWith(Number).as("current"),
    previous: sql<number>`coalesce(sum(case when ${day} <= ${`${w.previous.endDate} 23:59`} then ${what} else 0 end), 0)`.mapWith(Number).as("previous"),
  };
}

/** The rows of both windows: from the previous window's first day to the end of the current one's last (a stamp's time included). */
export const withinWindows = (day: SQL, w: TwoWindows) => sql`${day} between ${w.previous.startDate} and ${`${w.current.endDate} 23:59`}`;
