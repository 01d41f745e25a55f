import type { MetaFunction } from "@remix-run/cloudflare";
import { useMemo } from "react";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { TableFooter } from "~/components/product/table-footer";
import { budgetChart } from "~/components/sea/report";
import { dailyBudgetOf, DAILY_PEAK_FACTOR, DAYS_PER_MONTH, formatEuro, withVat } from "#domain/sea";
import type { loader } from "./budget.server";

export { loader } from "./budget.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle("searchAds.budget", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const decimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
const days = (n: number) => `${n} ${n === 1 ? "Tag" : "Tagen"}`;

/**
 * The budget of the search-engine ads (spec §2 suchmaschinenWerbung/budget):
 * the month's spend against the contract's budget, net and with 19 % VAT, by
 * day, and Google's budget rule explained and checked on those days.
 */
export default function SearchAdsBudget() {
  const { month, choices, refused, notice, budget } = useLoaderData<typeof loader>();
  const location = useLocation();
  const chart = useMemo(() => (budget ? budgetChart(budget) : null), [budget]);
  const daily = budget ? dailyBudgetOf(budget.monthlyBudget) : 0;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Budget Ihrer Suchmaschinenwerbung</h1>
      <p className="mt-2 max-w-3xl">Was Ihre Anzeigen in einem Monat gekostet haben, Tag für Tag, gemessen an dem Budget aus Ihrem Vertrag.</p>

      {notice ? (
        <p role="status" className="card mt-6" data-testid="suma-hinweis">
          {notice}
        </p>
      ) : (
        <>
          <Form method="get" className="card mt-6 flex flex-wrap items-end gap-4" aria-label="Monat wählen">
            <div>
              <label htmlFor="monat" className="field-label">
                Monat
              </label>
              <select id="monat" name="monat" defaultValue={month} key={month} className="field-input" aria-describedby={refused ? "monat-fehler" : undefined}>
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              {refused ? (
                <p id="monat-fehler" className="field-error">
                  Diesen Monat können wir nicht zeigen; hier sehen Sie den laufenden.
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn-secondary">
              Anzeigen
            </button>
          </Form>

          {budget && chart ? (
            <section aria-labelledby="budget-monat">
              <h2 id="budget-monat" className="mt-8 text-xl font-semibold">
                {choices.find((c) => c.value === month)?.label}
                {budget.whole ? "" : ` (bis ${budget.to})`}
              </h2>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="budget-zahlen">
                <div className="card p-4">
                  <dt className="text-sm font-semibold text-slate-800">Monatsbudget</dt>
                  <dd className="mt-1 text-2xl font-bold">{formatEuro(budget.monthlyBudget)}</dd>
                  <dd className="mt-1 text-sm text-slate-700">netto; mit 19 % USt. {formatEuro(withVat(budget.monthlyBudget))}</dd>
                </div>
                <div className="card p-4">
                  <dt className="text-sm font-semibold text-slate-800">{budget.whole ? "Ausgegeben" : "Bisher ausgegeben"}</dt>
                  <dd className="mt-1 text-2xl font-bold">{formatEuro(budget.total)}</dd>
                  <dd className="mt-1 text-sm text-slate-700">
                    netto{budget.monthlyBudget > 0 ? `, ${decimal.format((budget.total / budget.monthlyBudget) * 100)} % des Budgets` : ""}; mit USt. {formatEuro(withVat(budget.total))}
                  </dd>
                </div>
                <div className="card p-4">
                  <dt className="text-sm font-semibold text-slate-800">Tagesbudget im Durchschnitt</dt>
                  <dd className="mt-1 text-2xl font-bold">{formatEuro(daily)}</dd>
                  <dd className="mt-1 text-sm text-slate-700">Monatsbudget geteilt durch {decimal.format(DAYS_PER_MONTH)}</dd>
                </div>
                <div className="card p-4">
                  <dt className="text-sm font-semibold text-slate-800">Höchstens an einem Tag</dt>
                  <dd className="mt-1 text-2xl font-bold">{formatEuro(daily * DAILY_PEAK_FACTOR)}</dd>
                  <dd className="mt-1 text-sm text-slate-700">das Doppelte des Tagesbudgets</dd>
                </div>
              </dl>

              <div className="card mt-6 max-w-3xl" data-testid="budget-regel">
                <h3 className="text-lg font-semibold">So verteilt Google Ihr Budget</h3>
                <p className="mt-2">
                  Google zeigt Ihre Anzeigen dann häufiger, wenn mehr Menschen suchen. An einem einzelnen Tag kann deshalb bis zum Doppelten des durchschnittlichen Tagesbudgets
                  ausgegeben werden, also bis {formatEuro(daily * DAILY_PEAK_FACTOR)}. Im ganzen Monat sind es nie mehr als das Tagesbudget mal {decimal.format(DAYS_PER_MONTH)} – Ihr
                  Monatsbudget von {formatEuro(budget.monthlyBudget)}. Was an einem Tag mehr ausgegeben wird, wird an anderen Tagen weniger.
                </p>
                <ul className="mt-3 list-disc space-y-1 pl-6">
                  <li>
                    {budget.overAverage
                      ? `An ${days(budget.overAverage)} lagen die Ausgaben über dem Tagesdurchschnitt von ${formatEuro(daily)}${budget.highest ? `, am höchsten am ${budget.highest.label} mit ${formatEuro(budget.highest.cost)}` : ""}. Das ist erlaubt und wird im Monat ausgeglichen.`
                      : `An keinem Tag lagen die Ausgaben über dem Tagesdurchschnitt von ${formatEuro(daily)}.`}
                  </li>
                  <li>
                    {budget.overPeak
                      ? `An ${days(budget.overPeak)} lagen die Ausgaben über dem Doppelten des Tagesbudgets. Das darf nicht vorkommen: Wir prüfen das und schreiben Ihnen zu viel Berechnetes gut.`
                      : `An keinem Tag mehr als das Doppelte des Tagesbudgets (${formatEuro(daily * DAILY_PEAK_FACTOR)}).`}
                  </li>
                  <li>
                    {budget.overMonth
                      ? `Im Monat wurde mehr als das Monatsbudget ausgegeben. Das darf nicht vorkommen: Wir prüfen das und schreiben Ihnen den Betrag über ${formatEuro(budget.monthlyBudget)} gut.`
                      : `Im Monat ${budget.whole ? "wurden" : "wurden bisher"} ${formatEuro(budget.total)} von ${formatEuro(budget.monthlyBudget)} ausgegeben – innerhalb des Budgets.`}
                  </li>
                </ul>
              </div>

              <div className="mt-6 min-w-0" data-testid="chart-ausgaben">
                <Chart chart={chart} headingLevel={3} tableFooter={<TableFooter title={chart.title} csv={`${location.pathname}/csv?monat=${month}`} />} />
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
