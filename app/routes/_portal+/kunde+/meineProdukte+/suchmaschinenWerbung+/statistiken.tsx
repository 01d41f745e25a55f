import type { MetaFunction } from "@remix-run/cloudflare";
import { useMemo } from "react";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { KeyFigures } from "~/components/product/key-figures";
import { TableFooter } from "~/components/product/table-footer";
import { seaChart, seaFigures } from "~/components/sea/report";
import type { loader } from "./statistiken.server";

export { loader } from "./statistiken.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "searchAds.statistics", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

/** The results' heading: where focus and scrolling go once a new range has loaded. */
const RESULTS = "suma-zeitraum";

/**
 * The search-engine ads' statistics (spec §2 suchmaschinenWerbung/statistiken),
 * built from the product kit (docs/product-page.md): the date range, six key
 * figures against the range compared with, and one table of the periods drawn
 * as three charts, with its CSV.
 */
export default function SearchAdsStatistics() {
  const { today, form, errors, notice, compare, totals, report, table } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const chart = useMemo(() => (report ? seaChart(report) : null), [report]);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Statistiken Ihrer Suchmaschinenwerbung</h1>
      <p className="mt-2 max-w-3xl">Wie oft Ihre Anzeigen bei Google gezeigt und angeklickt wurden, was das gekostet hat und was daraus wurde.</p>

      {notice ? (
        <p role="status" className="card mt-6" data-testid="suma-hinweis">
          {notice}
        </p>
      ) : (
        <>
          <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} />
          {chart && totals && compare ? (
            <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
              <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
                Ihre Zahlen vom {form.von} bis {form.bis}
              </h2>
              <KeyFigures labelledBy={RESULTS} compare={compare.mode} running={compare.running} figures={seaFigures(totals, compare.totals)} />
              <div className="mt-6 min-w-0" data-testid="chart-verlauf">
                <Chart
                  chart={chart}
                  headingLevel={3}
                  tableFooter={<TableFooter title={chart.title} csv={`${location.pathname}/csv${rangeSearch(form)}`} table={table} pageHref={(n) => `${rangeSearch(form, n)}#${chart.id}-titel`} />}
                />
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
