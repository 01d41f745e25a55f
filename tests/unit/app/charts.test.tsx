import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../../app/components/charts/format";
import { Chart, LOADING_TEXT, RUNNING_MARK, RUNNING_NOTE, type ChartSpec } from "../../../app/components/charts";
import { axisLabel, cartesianChart, donutChart, INDEX_KEY, LABEL_KEY, RUNNING_KEY } from "../../../app/components/charts/chart-data";
import { periodLabel } from "#domain/statistics";
import { MEANING_COLOR, SERIES_COLORS } from "../../../app/components/charts/palette";

/**
 * The chart pattern (ARCHITECTURE "every chart has a table of the same data"):
 * the server sends the table, the summary and a place for the chart; the chart
 * itself (tremor) comes later, from the same rows.
 */

const WEEKS: ChartSpec = {
  id: "aufrufe",
  title: "Aufrufe Ihres Eintrags",
  kind: "line",
  rowHeader: "Zeitraum",
  series: [
    { key: "views", label: "Aufrufe" },
    { key: "share", label: "Anteil mobil (%)" },
  ],
  rows: [
    { key: "2026-w10", label: "KW 10", values: { views: 1234, share: 41.5 } },
    { key: "2026-w11", label: "KW 11", values: { views: 1234567, share: 0.25 } },
    { key: "2026-w12", label: "KW 12", incomplete: true, values: { views: 87, share: 50 } },
  ],
  summary: "Die Aufrufe stiegen von 1.234 in KW 10 auf 1.234.567 in KW 11; KW 12 läuft noch.",
};

const render = (chart: ChartSpec, headingLevel?: 2 | 3) => renderToStaticMarkup(<Chart chart={chart} headingLevel={headingLevel} />);

/** The text of a piece of markup, as a reader gets it. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();

/** The table's rows: each a list of [tag with its attributes, text] per cell. */
function tableRows(html: string) {
  const table = html.match(/<table[\s\S]*<\/table>/)?.[0] ?? "";
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<(th|td)([^>]*)>([\s\S]*?)<\/\1>/g)].map(([, tag, attrs, inner]) => [`${tag}${attrs}`, text(inner!)] as const),
  );
}

describe("Chart on the server (what shows without JavaScript)", () => {
  it("renders a table of every series: a column header per series, a row header per period, the numbers in German; on a phone each cell names its column for the eye (the table's --spalte-N)", () => {
    const html = render(WEEKS);
    expect(html).toContain('<table class="data-table data-table-stack" style="--spalte-1:&quot;Aufrufe&quot;;--spalte-2:&quot;Anteil mobil (%)&quot;">');
    expect(html).toMatch(/<caption[^>]*>Aufrufe Ihres Eintrags<\/caption>/);
    expect(tableRows(html)).toEqual([
      [
        ['th scope="col"', "Zeitraum"],
        ['th scope="col"', "Aufrufe"],
        ['th scope="col"', "Anteil mobil (%)"],
      ],
      [
        ['th scope="row"', "KW 10"],
        ['td', "1.234"],
        ['td', "41,5"],
      ],
      [
        ['th scope="row"', "KW 11"],
        ['td', "1.234.567"],
        ['td', "0,25"],
      ],
      [
        ['th scope="row" aria-describedby="aufrufe-laufend"', "KW 12 (laufend)"],
        ['td', "87"],
        ['td', "50"],
      ],
    ]);
  });

  it("several drawings over one table: each named, each a place of its own that scripting-off hides; the table has every series", () => {
    const html = render({
      ...WEEKS,
      drawings: [
        { title: "Aufrufe", kind: "bar", series: ["views"] },
        { title: "Anteil mobil", kind: "line", series: ["share"] },
      ],
    });
    expect(html.match(/class="chart-drawing[^"]*"/g)).toHaveLength(2);
    expect(html.match(/class="chart-slot[^"]*"/g)).toHaveLength(2);
    expect(text(html)).toContain("Anteil mobil");
    expect(tableRows(html)[0]!.map(([, cell]) => cell)).toEqual(["Zeitraum", "Aufrufe", "Anteil mobil (%)"]);
    // a table footer (the page's paging of the rows) goes below the table
    const withFooter = renderToStaticMarkup(<Chart chart={WEEKS} tableFooter={<nav aria-label="Seiten der Tabelle">Zeiträume 1 bis 3</nav>} />);
    expect(withFooter.indexOf("Seiten der Tabelle")).toBeGreaterThan(withFooter.indexOf("</table>"));
  });

  it("writes a series with fixed decimals (euro) with exactly that many", () => {
    const money: ChartSpec = { id: "geld", title: "Kosten", kind: "bar", rowHeader: "Tag", series: [{ key: "cost", label: "Kosten (€)", decimals: 2 }], rows: [{ key: "a", label: "Mo", values: { cost: 136.8 } }, { key: "b", label: "Di", values: { cost: 1234 } }], summary: "." };
    const html = render(money);
    expect(html).toContain(">136,80<");
    expect(html).toContain(">1.234,00<");
    // the plain format takes one argument: map() and tremor's valueFormatter pass an index beside the value
    expect([1500, 15, 30].map(formatNumber)).toEqual(["1.500", "15", "30"]);
  });

  it("says that a missing number is missing", () => {
    const html = render({ ...WEEKS, rows: [{ key: "w1", label: "KW 1", values: { views: 5 } }] });
    expect(tableRows(html)[1]!.map(([, cell]) => cell)).toEqual(["KW 1", "5", "–keine Angabe"]);
  });

  it("marks the running period, and only that one, and explains the mark once", () => {
    const html = render(WEEKS);
    const marked = tableRows(html)
      .slice(1)
      .filter((cells) => cells[0]![1].includes(RUNNING_MARK))
      .map((cells) => cells[0]![1]);
    expect(marked).toEqual(["KW 12 (laufend)"]);
    expect(html).toContain(`<p id="aufrufe-laufend" class="mt-3 text-sm text-slate-700"><span class="font-semibold">(laufend):</span> ${RUNNING_NOTE}</p>`);
    expect(html.split(RUNNING_NOTE)).toHaveLength(2);

    const allComplete = render({ ...WEEKS, rows: WEEKS.rows.map((row) => ({ ...row, incomplete: false })) });
    expect(allComplete).not.toContain(RUNNING_MARK);
    expect(allComplete).not.toContain(RUNNING_NOTE);
  });

  it("is a figure named by its heading and described by the page's summary", () => {
    const html = render(WEEKS);
    expect(html).toMatch(/^<figure class="card" aria-labelledby="aufrufe-titel" aria-describedby="aufrufe-zusammenfassung"/);
    expect(html).toContain('<h2 id="aufrufe-titel" class="text-lg font-semibold text-slate-900">Aufrufe Ihres Eintrags</h2>');
    expect(html).toContain(`<p id="aufrufe-zusammenfassung" class="mt-1 text-sm text-slate-700">${WEEKS.summary}</p>`);
    expect(render(WEEKS, 3)).toContain('<h3 id="aufrufe-titel"');
  });

  it("sends no chart, only its place: as high as the chart, saying that it loads (the stylesheet hides it without scripting)", () => {
    const html = render({ ...WEEKS, kind: "bar" });
    expect(html).not.toMatch(/recharts|tremor|<svg/i);
    expect(html).toContain(
      `<div class="chart-slot relative mt-4 h-72" aria-busy="true"><p role="status" class="absolute inset-0 flex items-center justify-center p-4 text-sm text-slate-700">${LOADING_TEXT}</p></div>`,
    );
  });
});

describe("the chart draws the table's rows", () => {
  it("has the table's labels, marks and numbers for every series", () => {
    const c = cartesianChart({ ...WEEKS, kind: "bar" });
    expect(c.categories).toEqual(["Aufrufe", "Anteil mobil (%)"]);
    expect(c.stack).toBe(false);
    expect(c.data).toEqual([
      { [INDEX_KEY]: "KW 10", Aufrufe: 1234, "Anteil mobil (%)": 41.5 },
      { [INDEX_KEY]: "KW 11", Aufrufe: 1234567, "Anteil mobil (%)": 0.25 },
      { [INDEX_KEY]: "KW 12 (laufend)", [RUNNING_KEY]: true, Aufrufe: 87, "Anteil mobil (%)": 50 },
    ]);
    expect(c.colors).toEqual(["series-1", "series-2"]);
  });

  it("ends a line at the last complete period and draws on to the running one dashed, each series once in legend and tooltip", () => {
    const c = cartesianChart(WEEKS);
    expect(c.categories).toEqual(["Aufrufe", "Aufrufe (laufend)", "Anteil mobil (%)", "Anteil mobil (%) (laufend)"]);
    expect(c.colors).toEqual(["series-1", "series-1-dashed", "series-2", "series-2-dashed"]);
    expect(c.data).toEqual([
      { [INDEX_KEY]: "KW 10", Aufrufe: 1234, "Anteil mobil (%)": 41.5 },
      { [INDEX_KEY]: "KW 11", Aufrufe: 1234567, "Aufrufe (laufend)": 1234567, "Anteil mobil (%)": 0.25, "Anteil mobil (%) (laufend)": 0.25 },
      { [INDEX_KEY]: "KW 12 (laufend)", [RUNNING_KEY]: true, "Aufrufe (laufend)": 87, "Anteil mobil (%) (laufend)": 50 },
    ]);
    expect(c.dashed).toEqual([
      { label: "Aufrufe", running: "Aufrufe (laufend)", color: "series-1" },
      { label: "Anteil mobil (%)", running: "Anteil mobil (%) (laufend)", color: "series-2" },
    ]);

    const complete = cartesianChart({ ...WEEKS, rows: WEEKS.rows.map((row) => ({ ...row, incomplete: false })) });
    expect(complete.categories).toEqual(["Aufrufe", "Anteil mobil (%)"]);
    expect(complete.dashed).toBeNull();
  });

  it("names a period short on the time axis (a phone has room for a few labels only), in full in the tooltip", () => {
    expect(axisLabel(periodLabel("Day", { start: "2026-11-23", end: "2026-11-23" }))).toBe("23.11.");
    expect(axisLabel(periodLabel("Week", { start: "2026-11-23", end: "2026-11-29" }))).toBe("KW 48");
    expect(axisLabel(periodLabel("Week", { start: "2025-12-29", end: "2026-01-04" }))).toBe("KW 1");
    // German month abbreviations: the short names stay whole
    const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => axisLabel(periodLabel("Month", { start: `2026-${m}-01`, end: `2026-${m}-28` })));
    expect(months).toEqual(["Jan. 2026", "Feb. 2026", "März 2026", "Apr. 2026", "Mai 2026", "Juni 2026", "Juli 2026", "Aug. 2026", "Sept. 2026", "Okt. 2026", "Nov. 2026", "Dez. 2026"]);
    expect(axisLabel(`${periodLabel("Week", { start: "2026-11-23", end: "2026-11-29" })} ${RUNNING_MARK}`)).toBe(`KW 48 ${RUNNING_MARK}`);
    // a category is no period: left as it is
    expect(axisLabel("Bis 50 km entfernt")).toBe("Bis 50 km entfernt");
    const week = periodLabel("Week", { start: "2026-11-23", end: "2026-11-29" });
    const c = cartesianChart({ ...WEEKS, kind: "bar", rows: [{ key: week, label: week, values: { views: 1, share: 2 } }] });
    expect(c.data).toEqual([{ [INDEX_KEY]: "KW 48", [LABEL_KEY]: week, Aufrufe: 1, "Anteil mobil (%)": 2 }]);
  });

  it("draws a one-series bar chart's running period as a bar of its own kind, in the same place", () => {
    const c = cartesianChart({ ...WEEKS, kind: "bar", series: [WEEKS.series[0]!] });
    expect(c.categories).toEqual(["Aufrufe", "Aufrufe (laufend)"]);
    expect(c.colors).toEqual(["series-1", "series-running"]);
    expect(c.stack).toBe(true);
    expect(c.data).toEqual([
      { [INDEX_KEY]: "KW 10", Aufrufe: 1234 },
      { [INDEX_KEY]: "KW 11", Aufrufe: 1234567 },
      { [INDEX_KEY]: "KW 12 (laufend)", [RUNNING_KEY]: true, "Aufrufe (laufend)": 87 },
    ]);
  });

  it("gives a donut one slice per row, with the rows' labels and numbers", () => {
    const donut = donutChart({
      ...WEEKS,
      kind: "donut",
      rowHeader: "Gerät",
      series: [WEEKS.series[0]!],
      rows: [
        { key: "mobil", label: "Mobil", values: { views: 5234 } },
        { key: "desktop", label: "Desktop", values: { views: 3120 } },
      ],
    });
    expect(donut.data).toEqual([
      { name: "Mobil", value: 5234 },
      { name: "Desktop", value: 3120 },
    ]);
    expect(donut.categories).toEqual(["Mobil", "Desktop"]);
  });

  it("a donut row with a meaning keeps its colour: what is missing is never drawn in the colour of what is right", () => {
    const donut = donutChart({
      ...WEEKS,
      kind: "donut",
      rowHeader: "Ergebnis",
      series: [WEEKS.series[0]!],
      rows: [
        { key: "ok", label: "Korrekt", values: { views: 2 }, color: MEANING_COLOR.good },
        { key: "nok", label: "Abweichungen", values: { views: 3 }, color: MEANING_COLOR.differs },
        { key: "rest", label: "Nicht gefunden", values: { views: 5 }, color: MEANING_COLOR.missing },
      ],
    });
    expect(donut.colors).toEqual(["series-3", "series-2", "series-5"]);
    expect(SERIES_COLORS["3"]).toBe("#009E73");
  });
});
