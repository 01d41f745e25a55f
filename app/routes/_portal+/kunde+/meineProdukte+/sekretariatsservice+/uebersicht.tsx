import type { MetaFunction } from "@remix-run/cloudflare";
import { useMemo } from "react";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { ListFooter, TableFooter } from "~/components/product/table-footer";
import { callsChart, hoursChart } from "~/components/secretarial/report";
import { CALLS_PER_PAGE, durationText } from "#domain/secretarial";
import type { loader } from "./uebersicht.server";

export { loader } from "./uebersicht.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "secretarial.overview", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

const RESULTS = "sekretariat-zeitraum";
const number = new Intl.NumberFormat("de-DE");

/** "29.11.2026, 09:41" from "2026-11-29 09:41". */
const when = (startedAt: string) => `${startedAt.slice(8, 10)}.${startedAt.slice(5, 7)}.${startedAt.slice(0, 4)}, ${startedAt.slice(11, 16)}`;

/**
 * The secretarial service's overview (spec §2 sekretariatsservice/uebersicht):
 * the range (product kit), its calls and minutes, the minutes of the running
 * month against the contract's, two charts with their tables, and the caller
 * list, a page at a time, with its CSV.
 */
export default function SecretarialOverview() {
  const { today, form, errors, offset, guides, list, report, table, sums } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const charts = useMemo(() => (report ? [callsChart(report), hoursChart(report)] : null), [report]);
  const search = rangeSearch(form);
  const csv = (table: string) => `${location.pathname}/csv${search}&tabelle=${table}`;
  const month = list ? { used: list.monthMinutes.used, included: list.contract.includedMinutes } : null;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Ihr Sekretariatsservice</h1>
      <p className="mt-2 max-w-3xl">
        Wer angerufen hat, während Sie nicht erreichbar waren, worum es ging und was wir notiert haben.
        {list ? (
          <>
            {" "}
            Anrufe leiten Sie an <strong>{list.contract.serviceNumber}</strong> weiter –{" "}
            <Link className="link" to={guides}>
              so geht’s
            </Link>
            .
          </>
        ) : null}
      </p>

      {month ? (
        <section className="card mt-6" aria-labelledby="minuten-titel" data-testid="minuten">
          <h2 id="minuten-titel" className="text-lg font-semibold">
            Minuten in diesem Monat
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <meter min={0} max={month.included} value={Math.min(month.used, month.included)} high={month.included * 0.9} optimum={0} className="h-3 w-40" aria-hidden="true" />
            <span>
              {number.format(month.used)} von {number.format(month.included)} Minuten genutzt
              {month.used > month.included
                ? ` – ${number.format(month.used - month.included)} Minuten über dem Kontingent; sie werden nach Ihrem Vertrag zusätzlich berechnet.`
                : ` – noch ${number.format(month.included - month.used)} Minuten frei.`}
            </span>
          </p>
        </section>
      ) : null}

      <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} compare={false} />

      {list && charts && sums ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
            Ihre Anrufe vom {form.von} bis {form.bis}
          </h2>
          <p className="mt-2" data-testid="summe">
            {number.format(sums.calls)} {sums.calls === 1 ? "Anruf" : "Anrufe"} mit zusammen {number.format(sums.minutes)} abgerechneten Minuten
            (jeder Anruf auf ganze Minuten aufgerundet).
          </p>
          <div className="mt-6 grid gap-6">
            {charts.map((c) => (
              <div key={c.id} className="min-w-0" data-testid={`chart-${c.id}`}>
                <Chart
                  chart={c}
                  headingLevel={3}
                  tableFooter={<TableFooter title={c.title} csv={csv(c.id)} table={c.id === "anrufe" ? table : null} pageHref={(n) => `${rangeSearch(form, n)}#${c.id}-titel`} />}
                />
              </div>
            ))}
          </div>

          <section className="mt-8" aria-labelledby="anrufliste">
            <h3 id="anrufliste" className="text-lg font-semibold">
              Anrufliste
            </h3>
            {list.total ? (
              <>
                <div className="mt-3 overflow-auto" role="region" aria-labelledby="anrufliste-tabelle" tabIndex={0}>
                  <table className="data-table">
                    <caption id="anrufliste-tabelle" className="sr-only">
                      Anrufe, die neuesten zuerst
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Zeit</th>
                        <th scope="col">Anrufer</th>
                        <th scope="col">Anliegen</th>
                        <th scope="col">Notiz</th>
                        <th scope="col">Dauer</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.calls.map((c) => (
                        <tr key={c.startedAt + c.callerNumber}>
                          <th scope="row" className="whitespace-nowrap">
                            {when(c.startedAt)}
                          </th>
                          <td className="!text-left">
                            {c.callerName ?? "ohne Namen"}, <span className="whitespace-nowrap">{c.callerNumber}</span>
                          </td>
                          <td className="!text-left">{c.concern}</td>
                          <td className="!text-left">{c.message}</td>
                          <td className="whitespace-nowrap">{durationText(c.durationSeconds)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <ListFooter
                  title="Anrufliste"
                  csv={csv("anrufliste")}
                  label="Seiten der Anrufliste"
                  noun="Anrufe"
                  offset={offset}
                  perPage={CALLS_PER_PAGE}
                  total={list.total}
                  href={(from) => `${search}${from ? `&ab=${from}` : ""}#anrufliste`}
                />
              </>
            ) : (
              <p className="mt-3">In diesem Zeitraum kamen keine Anrufe an.</p>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
