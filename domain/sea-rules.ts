/**
 * The rules of the adplorer calls' range (spec §7: optional dates as
 * YYYY-MM-DD), apart from domain/sea.ts so the pages' script does not load the
 * form rules and the date library with the words and figures.
 */
import { DATE_MESSAGE, parseDate, select, type Refine, type Rules, type RuleValues } from "./form-rules";
import { DATE_RANGE_MESSAGES, STATISTICS_INTERVALS, statisticsRangeRule, type StatisticsInterval } from "./statistics";

/** The optional range of every adplorer call (spec §7: dates as YYYY-MM-DD) and the interval of those that cut it into periods. */
const WIRE_DATE = { value: /^\d{4}-\d{2}-\d{2}$/, message: "Bitte geben Sie das Datum als JJJJ-MM-TT an." };
export const SEA_RANGE_RULES = {
  startDate: { pattern: WIRE_DATE, maxLength: { value: 10, message: WIRE_DATE.message } },
  endDate: { pattern: WIRE_DATE, maxLength: { value: 10, message: WIRE_DATE.message } },
  interval: select({ options: STATISTICS_INTERVALS }),
} satisfies Rules;

/**
 * The dates given must be days of the calendar, both be there and form a range
 * the statistics allow (decision 010); none given is the call's default range.
 */
export const seaRangeRule =
  (today: string): Refine<typeof SEA_RANGE_RULES> =>
  (v: RuleValues<typeof SEA_RANGE_RULES>): Record<string, string> | null => {
    if (!v.startDate && !v.endDate) return null;
    if (!v.startDate) return { startDate: DATE_RANGE_MESSAGES.startMissing };
    if (!v.endDate) return { endDate: DATE_RANGE_MESSAGES.endMissing };
    if (parseDate(v.startDate) !== v.startDate) return { startDate: DATE_MESSAGE };
    if (parseDate(v.endDate) !== v.endDate) return { endDate: DATE_MESSAGE };
    return statisticsRangeRule(today)({ startDate: v.startDate, endDate: v.endDate, interval: (v.interval || "Week") as StatisticsInterval });
  };

