import type { KeyFigure } from "~/components/product/key-figures";
import { durationText } from "#domain/websites";

/** The totals of a website's views report (spec §7 getWebsiteStatistic/views). */
export interface WebsiteTotals {
  visits: number;
  pageViews: number;
  bounceRate: number | null;
  avgVisitDuration: number | null;
}

const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

/** A website's four key figures (spec §2 website/uebersicht and statistiken), each against the range compared with. */
export function websiteFigures(totals: WebsiteTotals, previous: WebsiteTotals | null): KeyFigure[] {
  return [
    { key: "visits", label: "Besuche", hint: "So oft wurde Ihre Website besucht", value: totals.visits, previous: previous?.visits ?? null },
    { key: "pageViews", label: "Seitenaufrufe", hint: "So viele Seiten wurden dabei angesehen", value: totals.pageViews, previous: previous?.pageViews ?? null },
    {
      key: "bounceRate",
      label: "Absprungrate",
      hint: "Anteil der Besuche mit nur einer angesehenen Seite",
      value: totals.bounceRate ?? 0,
      display: totals.bounceRate === null ? "–" : percent.format(totals.bounceRate),
      previous: previous?.bounceRate ?? null,
    },
    {
      key: "avgVisitDuration",
      label: "Besuchsdauer",
      hint: "So lange blieb ein Besucher im Durchschnitt",
      value: totals.avgVisitDuration ?? 0,
      display: durationText(totals.avgVisitDuration),
      previous: previous?.avgVisitDuration ?? null,
    },
  ];
}
