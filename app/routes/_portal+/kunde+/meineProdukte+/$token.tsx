import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { KeyFigures } from "~/components/product/key-figures";
import { ListFooter, TableFooter } from "~/components/product/table-footer";
import type { loader } from "./$token.server";

export { loader } from "./$token.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "voicebot", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const RESULTS = "voicebot-zeitraum";
const number = new Intl.NumberFormat("de-DE");

/**
 * The voicebot (spec §2 "Voicebot: {token}", the path carries the provider's
 * number): the range (product kit) against the range compared with, the calls
 * per period by how they ended, the reasons callers gave, each as a chart with
 * its table and CSV, and the call list a page at a time. The loader sends it
 * all formatted.
 */
export default function Voicebot() {
  const { today, form, errors, offset, perPage, phoneNumber, compare, figures, chart, reasons, table, list } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const search = rangeSearch(form);
  const csv = (which: string) => `${location.pathname}/csv${search}&tabelle=${which}`;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Ihr Voicebot</h1>
      <p className="mt-2 max-w-3xl">
        Wer Ihren Voicebot {phoneNumber ? <>unter <strong className="whitespace-nowrap">{phoneNumber}</strong> </> : null}anrief, mit welchem Anliegen und wie der Anruf endete.
      </p>

      <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} />

      {figures && compare && chart && reasons && list ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
            Ihre Anrufe vom {form.von} bis {form.bis}
          </h2>
          <KeyFigures labelledBy={RESULTS} compare={compare.mode} running={compare.running} figures={figures} />
          <div className="mt-6 min-w-0" data-testid="chart-anrufe">
            <Chart
              chart={chart}
              headingLevel={3}
              tableFooter={<TableFooter title={chart.title} csv={csv(chart.id)} table={table} pageHref={(n) => `${rangeSearch(form, n)}#${chart.id}-titel`} />}
            />
          </div>

          <section className="mt-8" aria-labelledby="anliegen">
            <h3 id="anliegen" className="text-lg font-semibold">
              Anliegen der Anrufer
            </h3>
            <div className="mt-3 overflow-auto" role="region" aria-labelledby="anliegen-tabelle" tabIndex={0}>
              <table className="data-table">
                <caption id="anliegen-tabelle" className="sr-only">
                  Anrufe je Anliegen
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Anliegen</th>
                    <th scope="col">Anrufe</th>
                    <th scope="col">Anteil</th>
                  </tr>
                </thead>
                <tbody>
                  {reasons.map(([reason, calls, share]) => (
                    <tr key={reason}>
                      <th scope="row">{reason}</th>
                      <td>{number.format(calls)}</td>
                      <td>{share}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TableFooter title="Anliegen der Anrufer" csv={csv("anliegen")} />
          </section>

          <section className="mt-8" aria-labelledby="anrufliste">
            <h3 id="anrufliste" className="text-lg font-semibold">
              Anrufliste
            </h3>
            {list.total ? (
              <>
                <div className="mt-3 overflow-auto" role="region" aria-labelledby="anrufliste-tabelle" tabIndex={0}>
                  <table className="data-table">
                    <caption id="anrufliste-tabelle" className="sr-only">
                      Anrufe beim Voicebot, die neuesten zuerst
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Zeit</th>
                        <th scope="col">Anrufer</th>
                        <th scope="col">Ausgang</th>
                        <th scope="col">Dauer</th>
                        <th scope="col">Anliegen</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.rows.map(([when, caller, outcome, length, reason, text], i) => (
                        // two calls of one caller in one minute are possible: the row's place is its key
                        <tr key={i}>
                          <th scope="row" className="whitespace-nowrap">
                            {when}
                          </th>
                          <td className="whitespace-nowrap !text-left">{caller}</td>
                          <td className="!text-left">{outcome}</td>
                          <td className="whitespace-nowrap">{length}</td>
                          <td className="!text-left">
                            {reason}
                            {text ? <span className="block text-sm text-slate-700">{text}</span> : null}
                          </td>
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
                  perPage={perPage}
                  total={list.total}
                  href={(from) => `${search}${from ? `&ab=${from}` : ""}#anrufliste`}
                />
              </>
            ) : (
              <p className="mt-3">In diesem Zeitraum nahm der Voicebot keine Anrufe an.</p>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
