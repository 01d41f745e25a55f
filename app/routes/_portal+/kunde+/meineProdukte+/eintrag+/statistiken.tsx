import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { KeyFigures } from "~/components/product/key-figures";
import { TableFooter } from "~/components/product/table-footer";
import type { loader } from "./statistiken.server";

export { loader } from "./statistiken.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "entry.statistics", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

/** The totals over the range, and what each counts. */
const TOTALS = [
  { key: "impressions", label: "Einblendungen", hint: "So oft wurde Ihr Eintrag in Suchergebnissen gezeigt" },
  { key: "views", label: "Aufrufe", hint: "So oft wurde Ihr Eintrag geöffnet" },
  { key: "clicks", label: "Klicks", hint: "So oft wurde auf Telefonnummer, Website, Route oder E-Mail geklickt" },
] as const;

/** The results' heading: where focus and scrolling go once a new range has loaded. */
const RESULTS = "statistik-zeitraum";

/**
 * The entry's statistics (spec §2 eintrag/statistiken), built from the product
 * kit (docs/product-page.md): the date range form, the totals compared with the
 * range before, and each chart with its table, its pager and its CSV download
 * (the table is what shows without JavaScript, the chart follows once the page
 * is on screen).
 */
export default function EntryStatistics() {
  const { today, form, errors, compare, statistics, table } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const totals = statistics?.totals;
  const csv = (id: string) => `${location.pathname}/csv${rangeSearch(form)}&tabelle=${id}`;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Statistiken Ihres Eintrags</h1>
      <p className="mt-2 max-w-3xl">
        Wie oft Ihr Eintrag in Suchergebnissen gezeigt und aufgerufen wurde, wie oft Besucher Sie über Telefon, Website, Route oder E-Mail erreichen wollten,
        mit welchen Geräten und von wo.
      </p>

      <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} />

      {statistics && totals && compare ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
            Ihre Zahlen vom {form.von} bis {form.bis}
          </h2>
          <KeyFigures
            labelledBy={RESULTS}
            compare={compare.mode}
            running={compare.running}
            figures={TOTALS.map((t) => ({ key: t.key, label: t.label, hint: t.hint, value: totals[t.key], previous: compare.totals?.[t.key] ?? null }))}
            extra={(key) => (key === "clicks" && totals.views ? ` (${percent.format(totals.clicks / totals.views)} der Aufrufe)` : null)}
          />
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            {statistics.charts.map((c) => (
              <div key={c.id} data-testid={`chart-${c.id}`} className={c.kind === "donut" || c.id === "herkunft" ? "min-w-0" : "min-w-0 xl:col-span-2"}>
                <Chart
                  chart={c}
                  headingLevel={3}
                  tableFooter={
                    <TableFooter title={c.title} csv={csv(c.id)} table={c.source ? table : null} pageHref={(n) => `${rangeSearch(form, n)}#${c.id}-titel`} />
                  }
                />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
