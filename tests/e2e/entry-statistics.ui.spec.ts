import { expect, test, type Locator, type Page } from "./browser-test";
import { expectAccessible, expectReflow, jsDisabled, PHONE } from "./a11y-helpers";
import { signIn } from "./personas";
import { dayFigures } from "../../seed/statistics.mjs";
import { defaultStatisticsQuery, DATE_RANGE_MESSAGES, formatDay, periodsOf, periodLabel, daysOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { changeOf, changeText, comparedRange, presets } from "../../app/components/product/date-range";
import { readFile } from "node:fs/promises";

/**
 * The entry's statistics (spec §2 eintrag/statistiken, §7 b2b/get…Statistics,
 * §9 the default interval 'Week'): a GET form whose every view has its own
 * address, the totals, and each chart with its table; the numbers are the
 * seeded days' (seed/statistics.mjs) summed. Runs with JavaScript on and off;
 * the page only reads, so the shared kunde@ session (company 100101) serves.
 */
const PAGE = "/kunde/meineProdukte/eintrag/statistiken";
const COMPANY = "100101";
const number = new Intl.NumberFormat("de-DE");

const sum = (start: string, end: string, figure: keyof ReturnType<typeof dayFigures>) => daysOf(start, end).reduce((n, d) => n + dayFigures(COMPANY, d)[figure], 0);

/** The table of a chart, by its caption. */
const table = (page: Page, caption: string | RegExp) => page.getByRole("table", { name: caption });
const bodyRows = (t: Locator) => t.locator("tbody tr");

test.describe("entry statistics", () => {
  test("opens by week (spec §9): the running week and the eleven before, the running week marked, the sums of the seeded days", async ({ page }) => {
    const today = formatDateWire(new Date());
    const q = defaultStatisticsQuery(today);
    await signIn(page, "kunde", PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Statistiken Ihres Eintrags" })).toBeVisible();
    await expect(page.getByLabel("Von", { exact: true })).toHaveValue(formatDay(q.startDate));
    await expect(page.getByLabel("Bis", { exact: true })).toHaveValue(formatDay(today));
    await expect(page.getByRole("radio", { name: "Woche" })).toBeChecked();

    const periods = periodsOf(q.startDate, q.endDate, "Week", today);
    const visits = table(page, "Einblendungen, Aufrufe und Klicks je Woche");
    await expect(bodyRows(visits)).toHaveCount(12);
    // a complete week: its label and the seeded sums, in German number format
    const week = periods[5]!;
    const row = bodyRows(visits).nth(5);
    await expect(row.getByRole("rowheader")).toHaveText(periodLabel("Week", week));
    await expect(row.getByRole("cell")).toHaveText(
      (["impressions", "views", "clicks"] as const).map((f) => number.format(sum(week.start, week.end, f))),
    );
    // only the running week is marked, in the table
    await expect(bodyRows(visits).last().getByRole("rowheader")).toContainText("laufend");
    await expect(bodyRows(visits).filter({ hasText: "laufend" })).toHaveCount(1);

    const totals = page.getByRole("definition").filter({ hasText: /^\d/ });
    await expect(totals.nth(1)).toHaveText(number.format(sum(q.startDate, today, "views")));
    // devices: the same views, split
    const devices = table(page, "Aufrufe nach Gerät");
    await expect(bodyRows(devices)).toHaveCount(3);
    await expect(bodyRows(devices).filter({ hasText: "Smartphone" }).getByRole("cell")).toHaveText(number.format(sum(q.startDate, today, "mobile")));
    await expect(bodyRows(table(page, "Aufrufe nach Standort der Besucher")).first()).toContainText("In Köln");
    await expectAccessible(page, "statistics");
  });

  test("another range by month through the form: its own address, months as rows", async ({ page }) => {
    await signIn(page, "kunde", PAGE);
    await page.getByLabel("Von", { exact: true }).fill("01.01.2026");
    await page.getByLabel("Bis", { exact: true }).fill("30.06.2026");
    await page.getByRole("radio", { name: "Monat" }).check();
    await page.getByRole("button", { name: "Anzeigen" }).click();
    // the comparison is part of the form (the default, the period before)
    await expect(page).toHaveURL(/\?von=01\.01\.2026&bis=30\.06\.2026&intervall=monat&vergleich=vorzeitraum(#statistik-zeitraum)?$/);
    // the results take the focus (without JavaScript the address's #statistik-zeitraum shows them)
    const results = page.getByRole("heading", { level: 2, name: "Ihre Zahlen vom 01.01.2026 bis 30.06.2026" });
    await expect(results).toBeInViewport();
    if (!jsDisabled()) await expect(results).toBeFocused();
    const visits = table(page, "Einblendungen, Aufrufe und Klicks je Monat");
    await expect(bodyRows(visits).getByRole("rowheader")).toHaveText(["Januar 2026", "Februar 2026", "März 2026", "April 2026", "Mai 2026", "Juni 2026"]);
    await expect(bodyRows(visits).nth(2).getByRole("cell").nth(1)).toHaveText(number.format(sum("2026-03-01", "2026-03-31", "views")));
    await expect(page.getByText("laufend")).toHaveCount(0);
  });

  test("a refused range: the message at its field, the input kept, no figures", async ({ page }) => {
    await signIn(page, "kunde", `${PAGE}?von=10.10.2026&bis=01.10.2026&intervall=woche`);
    const bis = page.getByLabel("Bis", { exact: true });
    await expect(bis).toHaveValue("01.10.2026");
    await expect(bis).toHaveAttribute("aria-invalid", "true");
    await expect(bis).toHaveAccessibleDescription(new RegExp(DATE_RANGE_MESSAGES.endBeforeStart.replace(/[.]/g, "\\.")));
    await expect(bis).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("Bitte prüfen Sie Ihre Angaben.");
    await expect(page.getByRole("table")).toHaveCount(0);

    // spec §8 'dateRange is not set', in German at the field
    await page.getByLabel("Von", { exact: true }).fill("");
    await page.getByLabel("Bis", { exact: true }).fill("");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page.getByLabel("Von", { exact: true })).toHaveAccessibleDescription(new RegExp(DATE_RANGE_MESSAGES.startMissing));
    await expect(page.getByLabel("Bis", { exact: true })).toHaveAccessibleDescription(new RegExp(DATE_RANGE_MESSAGES.endMissing));
  });

  test("a long range: the table shows twelve periods at a time, the newest first; the chart gets every period", async ({ page }) => {
    const today = formatDateWire(new Date());
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCFullYear(start.getUTCFullYear() - 3);
    start.setUTCDate(start.getUTCDate() + 1);
    const von = start.toISOString().slice(0, 10);
    const periods = periodsOf(von, today, "Week", today);
    const search = `?von=${formatDay(von)}&bis=${formatDay(today)}&intervall=woche`;
    await signIn(page, "kunde", `${PAGE}${search}`);
    const visits = table(page, "Einblendungen, Aufrufe und Klicks je Woche");
    await expect(bodyRows(visits)).toHaveCount(12);
    await expect(bodyRows(visits).last().getByRole("rowheader")).toContainText(periodLabel("Week", periods.at(-1)!));
    const pages = page.getByRole("navigation", { name: "Seiten der Tabelle" });
    await expect(pages).toContainText(`Zeiträume ${periods.length - 11} bis ${periods.length} von ${periods.length}`);
    await expect(pages).toContainText("Seite 1 von");
    // the kit's pager: page 1 holds the newest periods, the next page the older ones
    await pages.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(bodyRows(visits).first().getByRole("rowheader")).toHaveText(periodLabel("Week", periods.at(-24)!));
    await expect(page.getByRole("navigation", { name: "Seiten der Tabelle" }).getByRole("link", { name: "Vorherige Seite" })).toBeVisible();
    // the chart's rows: every period of the range, the same numbers as the table's
    const res = await page.request.get(`${PAGE}/daten${search}`);
    expect(res.status()).toBe(200);
    const { rows } = (await res.json()) as { rows: { label: string; values: Record<string, number> }[] };
    expect(rows).toHaveLength(periods.length);
    const p = periods.at(-24)!;
    expect(rows.at(-24)).toMatchObject({ label: periodLabel("Week", p), values: { views: sum(p.start, p.end, "views") } });
    if (!jsDisabled()) await expect(page.getByTestId("chart-zeitverlauf").locator("svg.recharts-surface")).toHaveCount(2);
  });

  test("a quick choice: the last 30 days by day, marked as chosen; today, the running day, comes first in the table's pages", async ({ page }) => {
    await signIn(page, "kunde", PAGE);
    await page.getByRole("navigation", { name: "Schnellauswahl" }).getByRole("link", { name: "Letzte 30 Tage" }).click();
    await expect(page).toHaveURL(/intervall=tag#statistik-zeitraum$/);
    await expect(page.getByRole("link", { name: "Letzte 30 Tage" })).toHaveAttribute("aria-current", "page");
    const visits = table(page, "Einblendungen, Aufrufe und Klicks je Tag");
    // the newest twelve of the thirty days
    await expect(bodyRows(visits)).toHaveCount(12);
    await expect(page.getByRole("navigation", { name: "Seiten der Tabelle" })).toContainText("Zeiträume 19 bis 30 von 30");
    await expect(bodyRows(visits).last().getByRole("rowheader")).toContainText("laufend");
  });

  test("the chart follows the table once the page is on screen; without JavaScript the table alone", async ({ page }) => {
    await signIn(page, "kunde", PAGE);
    const figure = page.getByTestId("chart-zeitverlauf");
    await expect(table(page, "Einblendungen, Aufrufe und Klicks je Woche")).toBeVisible();
    if (jsDisabled()) {
      await expect(figure.locator("svg")).toHaveCount(0);
      // the chart's place is not shown at all (its loading text neither)
      await expect(page.getByText("Diagramm wird geladen").filter({ visible: true })).toHaveCount(0);
    } else {
      // two drawings over the one table: views and clicks as bars, impressions as a line
      await expect(figure.locator("svg.recharts-surface")).toHaveCount(2);
    }
  });

  test("on a phone, a refused range shows its field and message where the user looks; typed dates without dots or with a short year are taken", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await signIn(page, "kunde", PAGE);
    await page.getByLabel("Bis", { exact: true }).fill("01.01.2020");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    const bis = page.getByLabel("Bis", { exact: true });
    await expect(bis).toHaveAttribute("aria-invalid", "true");
    await expect(bis).toBeFocused();
    await expect(bis).toBeInViewport();
    await expect(page.getByText(DATE_RANGE_MESSAGES.endBeforeStart)).toBeInViewport();

    await page.getByLabel("Von", { exact: true }).fill("01092026");
    await page.getByLabel("Bis", { exact: true }).fill("30.9.26");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Ihre Zahlen vom 01.09.2026 bis 30.09.2026" })).toBeInViewport();
  });

  test("fits a phone (320 px) without sideways scrolling; each period of the table shows every column, still a table", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, "kunde", PAGE);
    const t = table(page, "Einblendungen, Aufrufe und Klicks je Woche");
    await expect(t).toBeVisible();
    await expectReflow(page, "statistics");
    // no column out of sight: every cell of a period (its name and the three numbers) is inside the table's place
    const place = (await t.locator("xpath=..").boundingBox())!;
    for (const cell of await bodyRows(t).first().locator("th, td").all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(place.x + place.width + 0.5);
    }
    // each number with its column's name before it, for the eye (screen readers have the column header)
    expect(await bodyRows(t).first().getByRole("cell").first().evaluate((td) => getComputedStyle(td, "::before").content)).toContain("Einblendungen");
    // for screen readers still a table: column headers, row headers and cells
    await expect(t.getByRole("columnheader")).toHaveText(["Zeitraum", "Einblendungen", "Aufrufe", "Klicks"]);
    await expect(t.getByRole("rowheader")).toHaveCount(await bodyRows(t).count());
  });

  test("@js-only on a phone the time axis names its periods short and none overlaps another", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const figure = page.getByTestId("chart-zeitverlauf");
    const axes = figure.locator(".recharts-xAxis");
    /** each drawing's axis: the labels named short, side by side inside the figure */
    const expectShortApart = async (name: RegExp) => {
      const area = (await figure.boundingBox())!;
      for (const axis of await axes.all()) {
        const labels = axis.locator(".recharts-cartesian-axis-tick-value");
        await expect(labels.first()).toHaveText(name);
        const boxes = (await Promise.all((await labels.all()).map((l) => l.boundingBox()))).map((b) => b!).sort((a, b) => a.x - b.x);
        expect(boxes.length).toBeGreaterThanOrEqual(2);
        for (const [i, b] of boxes.entries()) {
          expect(b.x).toBeGreaterThanOrEqual(area.x);
          expect(b.x + b.width).toBeLessThanOrEqual(area.x + area.width);
          if (i) expect(b.x, "overlaps the label before it").toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
        }
      }
    };
    await signIn(page, "kunde", PAGE);
    // the chart's code and the range's rows come after the page is on screen
    await expect(axes).toHaveCount(2, { timeout: 15_000 });
    await expectShortApart(/^KW \d+$/);
    await page.getByRole("link", { name: "Letzte 12 Monate" }).click();
    await expect(page).toHaveURL(/intervall=monat/);
    await expectShortApart(/^(Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) 20\d\d$/);
  });

  test("the totals compared with the period before, then with the year before (a choice of the form); the running range said so", async ({ page }) => {
    const today = formatDateWire(new Date());
    const q = defaultStatisticsQuery(today);
    const views = sum(q.startDate, today, "views");
    const expected = (mode: "vorzeitraum" | "vorjahr") => {
      const c = comparedRange(q.startDate, today, mode);
      return changeText(changeOf(views, sum(c.start, c.end, "views")), mode);
    };
    await signIn(page, "kunde", PAGE);
    await expect(page.getByTestId("vergleich-views")).toContainText(expected("vorzeitraum"));
    // the range holds today: its figures still grow
    await expect(page.getByText("Zeitraum läuft noch.")).toBeVisible();
    await page.getByLabel("Vergleichen mit").selectOption("vorjahr");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/vergleich=vorjahr/);
    await expect(page.getByTestId("vergleich-views")).toContainText(expected("vorjahr"));
    // the quick choices keep the comparison chosen
    await expect(page.getByRole("link", { name: "Letzte 7 Tage" })).toHaveAttribute("href", /vergleich=vorjahr/);
  });

  test("a quick choice (last month, complete) and its table as CSV: BOM, ';', CRLF, every day; a range the page refuses is a 400 in German", async ({ page }) => {
    const today = formatDateWire(new Date());
    const month = presets(today).find((p) => p.label === "Letzter Monat")!.range!;
    await signIn(page, "kunde", PAGE);
    await page.getByRole("navigation", { name: "Schnellauswahl" }).getByRole("link", { name: "Letzter Monat" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Ihre Zahlen vom ${formatDay(month.start)} bis ${formatDay(month.end)}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Letzter Monat" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Zeitraum läuft noch.")).toHaveCount(0);

    const waiting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Tabelle als CSV herunterladen: Einblendungen, Aufrufe und Klicks je Tag" }).click();
    const download = await waiting;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Einblendungen, Aufrufe und Klicks je Tag .*${formatDay(month.start)}-${formatDay(month.end)}\\.csv$`));
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("Zeitraum;Einblendungen;Aufrufe;Klicks");
    const monthDays = periodsOf(month.start, month.end, "Day", today);
    expect(lines.slice(1, -1)).toHaveLength(monthDays.length);
    const first = monthDays[0]!;
    expect(lines[1]).toBe([periodLabel("Day", first), ...(["impressions", "views", "clicks"] as const).map((f) => sum(first.start, first.end, f))].join(";"));

    const refused = await page.request.get(`${PAGE}/csv?von=31.02.2026&bis=01.03.2026&intervall=tag&tabelle=geraete`);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Den 31.02.2026 gibt es nicht.");
  });
});
