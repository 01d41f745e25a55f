import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { budgetCheck, SEA_MESSAGES } from "#domain/sea";
import { formatDay, periodLabel } from "#domain/statistics";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany, sumaCall } from "~/server/adplorer.server";
import type { PortalContext } from "~/server/context.server";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import type { SeaBudget } from "~/components/sea/report";

/** How many months back the month choice goes. */
export const MONTHS_SHOWN = 24;

const MONTH_NAMES = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

/** The months to choose from, newest first: YYYY-MM and "November 2026". */
export function monthChoices(today: string) {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return { value: d.toISOString().slice(0, 7), label: MONTH_NAMES.format(d) };
  });
}

/** The month's days up to today (YYYY-MM-DD). */
export function monthRange(month: string, today: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { startDate: `${month}-01`, endDate: last < today ? last : today, whole: last < today };
}

/** Spec §7 suma/budgetConsumption for one month (up to today). */
export const budgetCall = (portal: PortalContext, adplorerCompanyId: string, range: { startDate: string; endDate: string }) =>
  sumaCall(() => portal.api.call((api) => api.adplorer.suma.budgetConsumption.$post({ json: { adplorerCompanyId, ...range, interval: "Day" } })));

/**
 * The budget of the search-engine ads (spec §2 suchmaschinenWerbung/budget, §7
 * suma/budgetConsumption): a month (`?monat=YYYY-MM`, the running one by
 * default) with the spend of each day against the contract's budget, net and
 * with VAT, and Google's budget rule checked on those days.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const choices = monthChoices(today);
  const asked = portal.url.searchParams.get("monat");
  const month = choices.find((c) => c.value === asked)?.value ?? choices[0]!.value;
  const base = { month, choices, refused: asked !== null && asked !== month, notice: null as string | null, budget: null };
  const account = await adplorerAccountOf(portal);
  if (isUnknownCompany(account)) return { ...base, notice: SEA_MESSAGES.unknownCompany };
  const { adplorerCompanyId } = await portal.need(account);
  const range = monthRange(month, today);
  const answer = await budgetCall(portal, adplorerCompanyId, range);
  if (isAlreadyLoading(answer)) return { ...base, notice: SEA_MESSAGES.alreadyLoading };
  await dropStaleAccount(portal, [answer]);
  return { ...base, budget: seaBudget(await portal.need(answer), range) };
}

type Consumption = DataOf<Awaited<ReturnType<AreaClients["adplorer"]["suma"]["budgetConsumption"]["$post"]>>>;

/** A month's spend as the page and its CSV need it: the days named, Google's rule checked (domain/sea.ts budgetCheck). */
export function seaBudget(data: Consumption, range: ReturnType<typeof monthRange>): SeaBudget {
  const check = budgetCheck(data.days, data.monthlyBudget);
  const dayName = (day: string) => periodLabel("Day", { start: day, end: day });
  return {
    from: formatDay(range.startDate),
    to: formatDay(range.endDate),
    whole: range.whole,
    monthlyBudget: data.monthlyBudget,
    total: data.total,
    days: data.days.map((d) => ({ label: dayName(d.day), cost: d.cost, ...(d.complete ? {} : { incomplete: true as const }) })),
    highest: check.highest ? { label: dayName(check.highest.day), cost: check.highest.cost } : null,
    overAverage: check.overAverage.length,
    overPeak: check.overPeak.length,
    overMonth: check.overMonth,
  };
}
