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
import { websiteCharts } from "~/components/website/charts";

import { WebsiteSelect, websiteFigures } from "~/components/website/shared";
import type { loader } from "./statistiken.server";

export { loader } from "./statistiken.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "website.statistics", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

/** The results' heading: where focus and scrolling go once a new range has loaded. */
const RESULTS = "statistik-zeitraum";

/**
 * The website's statistics (spec §2 website/statistiken), built from the product
 * kit (docs/product-page.md): which website, the date range, the four key
 * figures compared with the range before, and each report as a chart with its
 * table and CSV download.
 */
export default function WebsiteStatistics() {
  const { today, form, errors, websites, website, compare, totals, report, table, unavailable } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const keep = website ? { website } : undefined;
  const withWebsite = (search: string) => (website ? `${search}&website=${encodeURIComponent(website)}` : search);
  const csv = (id: string) => `${location.pathname}/csv${withWebsite(rangeSearch(form))}&tabelle=${id}`;
  const shown = websites.find((w) => w.id === website);
  // the charts' titles, labels and summaries are drawn from the figures here, on the server and in the browser alike
  const charts = useMemo(() => (report ? websiteCharts(report) : null), [report]);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Statistiken Ihrer Website</h1>
      <p className="mt-2 max-w-3xl">Wie viele Besucher kamen, wie lange sie blieben, mit welchem Gerät und woher.</p>

      {websites.length === 0 ? (
        <p className="card mt-6" role="status">
          Für Ihre Firma ist noch keine Website eingerichtet. Sobald sie online ist, finden Sie hier ihre Besucherzahlen.
        </p>
      ) : (
        <>
          {websites.length === 1 && shown ? (
            <p className="mt-4">
              Website: <strong>{shown.url}</strong> ({shown.tierName})
            </p>
          ) : null}

          <DateRangeForm
            form={form}
            errors={errors}
            today={today}
            resultsId={RESULTS}
            keep={keep}
            // with several websites, which one is a field of the same form (one form, one button)
            fields={websites.length > 1 ? { names: ["website"], title: "Website und Zeitraum wählen", node: <WebsiteSelect websites={websites.map((w) => (w.hasStatistics ? w : { ...w, unavailable: "keine Statistik" }))} website={website} /> } : undefined}
          />

          {unavailable ? (
            <div role="alert" className="mt-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="statistik-nicht-verfuegbar">
              <p className="font-semibold">{unavailable}</p>
              <p className="mt-1">Bitte versuchen Sie es später noch einmal. Ihre Website selbst ist davon nicht betroffen.</p>
            </div>
          ) : null}

          {charts && totals && compare ? (
            <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
              <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
                {shown ? `${shown.url}: ` : ""}Zahlen vom {form.von} bis {form.bis}
              </h2>
              <KeyFigures
                labelledBy={RESULTS}
                compare={compare.mode}
                running={compare.running}
                figures={websiteFigures(totals, compare.totals)}
              />
              <div className="mt-6 grid gap-6 xl:grid-cols-2">
                {charts.map((c) => (
                  <div key={c.id} data-testid={`chart-${c.id}`} className={c.id === "besuche" ? "min-w-0 xl:col-span-2" : "min-w-0"}>
                    <Chart
                      chart={c}
                      headingLevel={3}
                      tableFooter={
                        <TableFooter
                          title={c.title}
                          csv={csv(c.id)}
                          table={c.id === "besuche" ? table : null}
                          pageHref={(n) => `${withWebsite(rangeSearch(form, n))}#${c.id}-titel`}
                        />
                      }
                    />
                  </div>
                ))}
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
