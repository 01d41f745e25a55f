import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { KeyFigures } from "~/components/product/key-figures";
import { TableFooter } from "~/components/product/table-footer";
import type { loader } from "./$product.uebersicht.server";

export { loader } from "./$product.uebersicht.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, data?.page ?? "ratingPlus.overview", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

const RESULTS = "bewertungen-zeitraum";

/**
 * The overview of a rating product (spec §2 `{product}/uebersicht`: one route
 * for rating management plus and "Wer kennt den BESTEN"): the portals' figures,
 * the range (product kit) against the range compared with, the ratings per
 * period as a chart with its table and CSV. The loader sends it all formatted.
 */
export default function RatingOverview() {
  const { page, today, form, errors, compare, figures, chart, portals, table } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const search = rangeSearch(form);
  const csv = (which: string) => `${location.pathname}/csv${search}&tabelle=${which}`;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{page === "wkdb.overview" ? "Wer kennt den BESTEN: Ihre Bewertungen" : "Ihre Bewertungen auf allen Portalen"}</h1>
      <p className="mt-2 max-w-3xl">Wie Ihre Kundinnen und Kunden Sie auf den Bewertungsportalen bewerten und wie sich Ihre Bewertungen entwickeln.</p>

      <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} />

      {figures && compare && chart && portals ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
            Ihre Bewertungen vom {form.von} bis {form.bis}
          </h2>
          <KeyFigures labelledBy={RESULTS} compare={compare.mode} running={compare.running} figures={figures} />

          <section className="mt-8" aria-labelledby="portale">
            <h3 id="portale" className="text-lg font-semibold">
              Bewertungen je Portal
            </h3>
            <div className="mt-3 overflow-auto" role="region" aria-labelledby="portale-tabelle" tabIndex={0}>
              <table className="data-table">
                <caption id="portale-tabelle" className="sr-only">
                  Durchschnitt und Anzahl der Bewertungen je Portal, insgesamt und im Zeitraum
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Portal</th>
                    <th scope="col">Durchschnitt</th>
                    <th scope="col">Bewertungen</th>
                    <th scope="col">Neu im Zeitraum</th>
                    <th scope="col">Ø im Zeitraum</th>
                  </tr>
                </thead>
                <tbody>
                  {portals.map(([name, average, stars, grade, count, inRange, rangeAverage]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td className="whitespace-nowrap">
                        {stars ? (
                          <>
                            <span aria-hidden="true" className="text-amber-700">
                              {stars}{" "}
                            </span>
                            {average} <span className="text-sm">({grade})</span>
                          </>
                        ) : (
                          grade
                        )}
                      </td>
                      <td>{count}</td>
                      <td>{inRange}</td>
                      <td>{rangeAverage}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TableFooter title="Bewertungen je Portal" csv={csv("portale")} />
          </section>

          <div className="mt-8 min-w-0" data-testid="chart-verlauf">
            <Chart
              chart={chart}
              headingLevel={3}
              tableFooter={<TableFooter title={chart.title} csv={csv(chart.id)} table={table} pageHref={(n) => `${rangeSearch(form, n)}#${chart.id}-titel`} />}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
