import type { MetaFunction } from "@remix-run/cloudflare";
import { useMemo } from "react";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { changeText, COMPARE_CHOICES, rangeSearch, type CompareMode } from "~/components/product/date-range";
import { KeyFigures, type KeyFigure } from "~/components/product/key-figures";
import { TableFooter } from "~/components/product/table-footer";
import { cityText, keywordChanges, seoChart } from "~/components/seo/report";
import {
  averageChange,
  FIRST_PAGE_LAST,
  formatAverage,
  LONG_CHANGE_DAYS,
  positionText,
  rankChangeArrow,
  rankChangeText,
  tierScope,
  TOP_LAST,
  TRACKED_DEPTH,
  type RankChange,
} from "#domain/seo";
import type { loader } from "./uebersicht.server";

export { loader } from "./uebersicht.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "seo.overview", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

/** The results' heading: where focus and scrolling go once a new range has loaded. */
const RESULTS = "seo-zeitraum";

interface Averages {
  averagePosition: number | null;
  firstPage: number | null;
  topThree: number | null;
  measuredDays: number;
}

/**
 * The range's three figures against the range compared with; the position's
 * change in places, smaller being better. A range without a measurement shows
 * "–" and compares nothing.
 */
function seoFigures(totals: Averages, previous: Averages | null, compare: CompareMode): KeyFigure[] {
  const against = COMPARE_CHOICES.find((c) => c.value === compare)!.against;
  const none = { arrow: "", text: changeText({ kind: "none" }, compare) };
  const before = previous?.measuredDays ? previous : null;
  const count = (value: number | null, earlier: number | null | undefined) =>
    value === null ? { value: 0, previous: null, display: "–", change: none } : { value, previous: earlier ?? null };
  const change = averageChange(totals.averagePosition, before?.averagePosition ?? null);
  return [
    {
      key: "position",
      label: "Durchschnittliche Position",
      value: totals.averagePosition ?? 0,
      previous: before?.averagePosition ?? null,
      display: totals.averagePosition === null ? "–" : formatAverage(totals.averagePosition),
      change: change.kind === "none" ? none : { arrow: rankChangeArrow(change), text: `${rankChangeText(change)} ${against}` },
      hint: `der Suchbegriffe unter den ersten ${TRACKED_DEPTH}; Platz 1 ist der beste`,
    },
    {
      key: "seite1",
      label: "Auf Seite 1 (Ø je Tag)",
      ...count(totals.firstPage, before?.firstPage),
      hint: `Suchbegriffe auf Platz 1 bis ${FIRST_PAGE_LAST}`,
    },
    {
      key: "top3",
      label: `Unter den ersten ${TOP_LAST} (Ø je Tag)`,
      ...count(totals.topThree, before?.topThree),
      hint: `Suchbegriffe auf Platz 1 bis ${TOP_LAST}`,
    },
  ];
}

/** A change in words, the arrow beside them only as decoration. */
function ChangeCell({ change }: { change: RankChange }) {
  const arrow = rankChangeArrow(change);
  return (
    <td data-veraenderung={change.kind}>
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {rankChangeText(change)}
    </td>
  );
}

/**
 * The SEO overview (spec §2 seo/uebersicht): the booked package, each keyword's
 * Google position today with its change since the last measurement and over 90
 * days, how many are on page 1 and in the top 3; then the positions over a range
 * from the product kit (docs/product-page.md): the date range, three key figures
 * against the range compared with, the chart with its table and the CSV.
 */
export default function SeoOverview() {
  const { today, form, errors, keywords: list, compare, totals, report, table } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const chart = useMemo(() => (report ? seoChart(report) : null), [report]);
  const { tier, counts, measuredOn, previousOn, longAgoOn, keywords } = list;
  const csv = (table: string) => `${location.pathname}/csv${rangeSearch(form)}&tabelle=${table}`;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Suchmaschinenoptimierung (SEO)</h1>
      <p className="mt-2 max-w-3xl">
        Wo Ihre Website bei Google steht: Für jeden Suchbegriff Ihres Pakets messen wir täglich die Position unter den normalen Suchergebnissen (ohne Anzeigen), bis Platz {TRACKED_DEPTH}.
      </p>
      <p className="mt-2">
        Ihr Paket: <strong>{tier.name}</strong> – {tierScope(tier)}.
      </p>
      {keywords.length < tier.keywords ? (
        <p className="mt-2 max-w-3xl" data-testid="seo-einrichtung">
          {keywords.length
            ? `Eingerichtet ${keywords.length === 1 ? "ist" : "sind"} ${keywords.length} von ${tier.keywords} Suchbegriffen. `
            : "Ihre Suchbegriffe werden gerade eingerichtet. "}
          Die weiteren legt unser SEO-Team gemeinsam mit Ihnen fest und meldet sich dafür bei Ihnen.
        </p>
      ) : null}

      <section className="mt-8" aria-labelledby="seo-stand">
        <h2 id="seo-stand" className="text-xl font-semibold">
          {measuredOn ? `Ihre Positionen bei Google am ${measuredOn}` : "Ihre Positionen bei Google"}
        </h2>
        {measuredOn ? (
          <>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="seo-stand" data-testid="seo-heute">
              <div className="card p-4">
                <dt className="text-sm font-semibold text-slate-800">Auf Seite 1 (Platz 1–{FIRST_PAGE_LAST})</dt>
                <dd className="mt-1 text-2xl font-bold">
                  {counts.firstPage} von {counts.total}
                </dd>
              </div>
              <div className="card p-4">
                <dt className="text-sm font-semibold text-slate-800">Unter den ersten {TOP_LAST}</dt>
                <dd className="mt-1 text-2xl font-bold">
                  {counts.topThree} von {counts.total}
                </dd>
              </div>
              <div className="card p-4">
                <dt className="text-sm font-semibold text-slate-800">Durchschnittliche Position</dt>
                <dd className="mt-1 text-2xl font-bold">{list.averagePosition === null ? "–" : formatAverage(list.averagePosition)}</dd>
                <dd className="mt-1 text-sm text-slate-700">
                  {counts.ranked === 0
                    ? `Keiner Ihrer Suchbegriffe steht unter den ersten ${TRACKED_DEPTH}`
                    : `${counts.ranked === 1 ? "des einen Suchbegriffs" : `der ${counts.ranked} Suchbegriffe`} unter den ersten ${TRACKED_DEPTH}`}
                </dd>
              </div>
            </dl>
            <div className="mt-6 overflow-auto" role="region" aria-labelledby="seo-suchbegriffe" tabIndex={0}>
              <table className="data-table">
                <caption id="seo-suchbegriffe" className="text-left font-semibold">
                  Ihre Suchbegriffe und ihre Position bei Google
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Suchbegriff</th>
                    <th scope="col">Ort</th>
                    <th scope="col">Position am {measuredOn}</th>
                    <th scope="col">Seit der letzten Messung{previousOn ? ` (${previousOn})` : ""}</th>
                    <th scope="col">Über {LONG_CHANGE_DAYS} Tage{longAgoOn ? ` (seit ${longAgoOn})` : ""}</th>
                  </tr>
                </thead>
                <tbody>
                  {keywords.map((k) => {
                    const { recent, long } = keywordChanges(k);
                    return (
                      <tr key={k.id}>
                        <th scope="row">{k.keyword}</th>
                        <td>{cityText(k.city)}</td>
                        <td>{positionText(k.position)}</td>
                        <ChangeCell change={recent} />
                        <ChangeCell change={long} />
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <TableFooter title="Ihre Suchbegriffe und ihre Position bei Google" csv={csv("suchbegriffe")} />
          </>
        ) : (
          <p className="card mt-4" role="status">
            Für Ihre Suchbegriffe liegt noch keine Messung vor. Die erste Messung erscheint hier am Tag nach der Einrichtung.
          </p>
        )}
      </section>

      {/* the positions over time: the range form's heading ("Zeitraum wählen") and the results' are the section's */}
      <div className="mt-10">
        <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} />

        {chart && totals && compare ? (
          <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
            <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
              Ihre Positionen vom {form.von} bis {form.bis}
            </h2>
            <KeyFigures labelledBy={RESULTS} compare={compare.mode} running={compare.running} figures={seoFigures(totals, compare.totals, compare.mode)} />
            <div className="mt-6 min-w-0" data-testid="chart-verlauf">
              <Chart
                chart={chart}
                headingLevel={3}
                tableFooter={<TableFooter title={chart.title} csv={csv("verlauf")} table={table} pageHref={(n) => `${rangeSearch(form, n)}#${chart.id}-titel`} />}
              />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
