import { Form } from "@remix-run/react";
import type { KeyFigure } from "~/components/product/key-figures";
import { durationText } from "#domain/websites";

// What the website pages share (spec §2 website/…): which website a page shows, and a
// website's four key figures. One module, so a page loads one small chunk for both.
export interface WebsiteOption {
  id: string;
  url: string;
  tierName: string;
  /** why it cannot be chosen here, e.g. "keine Statistik" */
  unavailable?: string;
}

/** The website field: which of the company's websites (its name `website`). */
export function WebsiteSelect({ websites, website }: { websites: WebsiteOption[]; website: string | null }) {
  return (
    <div>
      <label htmlFor="website-wahl" className="field-label">
        Website
      </label>
      <select id="website-wahl" name="website" defaultValue={website ?? undefined} className="field-input" key={website}>
        {websites.map((w) => (
          <option key={w.id} value={w.id} disabled={Boolean(w.unavailable)}>
            {w.url} ({w.tierName}){w.unavailable ? ` – ${w.unavailable}` : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which of the company's websites a website page shows (spec §2 website/…): a GET
 * form with `?website=`, so it works without JavaScript and the choice is in the
 * address.
 */
export function WebsiteChoice({ websites, website }: { websites: WebsiteOption[]; website: string | null }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Website wählen">
      <WebsiteSelect websites={websites} website={website} />
      <button type="submit" className="btn-secondary">
        Website anzeigen
      </button>
    </Form>
  );
}

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
