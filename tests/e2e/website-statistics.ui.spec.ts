import { expect, test, type Page } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn } from "./personas";
import { siteDay } from "../../seed/website-statistics.mjs";
import { periodLabel, periodsOf, daysOf } from "#domain/statistics";
import { berlinToday } from "#domain/format";

/**
 * The website statistics (spec §2 website/statistiken, §7 getWebsiteStatistic):
 * the figures of the local Matomo (scripts/fake-matomo.mjs), which are those of
 * seed/website-statistics.mjs, summed. Runs with JavaScript on and off; the page
 * only reads, so the shared kunde@ session (company 100101, two websites) serves.
 */
const PAGE = "/kunde/meineProdukte/website/statistiken";
const number = new Intl.NumberFormat("de-DE");

const visits = (site: number, start: string, end: string) => daysOf(start, end).reduce((n, d) => n + (siteDay(site, d)?.visits ?? 0), 0);
const table = (page: Page, caption: string | RegExp) => page.getByRole("table", { name: caption });

test.describe("website statistics", () => {
  test("opens on the first website by month: visits per month, the key figures, devices, referrers and keywords, each table with its CSV", async ({ page }) => {
    await signIn(page, "kunde", `${PAGE}?von=01.01.2026&bis=31.03.2026&intervall=monat`);
    await expect(page.getByRole("heading", { level: 1, name: "Statistiken Ihrer Website" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Website", exact: true })).toHaveValue("WEB-100101-1");
    const byMonth = table(page, "Besuche und Seitenaufrufe je Monat");
    await expect(byMonth.locator("tbody tr th")).toHaveText(["Januar 2026", "Februar 2026", "März 2026"]);
    await expect(byMonth.locator("tbody tr").nth(1).getByRole("cell").first()).toHaveText(number.format(visits(11, "2026-02-01", "2026-02-28")));
    await expect(page.getByTestId("chart-besuche").getByRole("heading", { level: 3 })).toBeVisible();
    const figures = page.getByRole("definition").filter({ hasText: /^\d/ });
    await expect(figures.first()).toHaveText(number.format(visits(11, "2026-01-01", "2026-03-31")));
    await expect(page.getByTestId("vergleich-visits")).toContainText("gegenüber dem Vorzeitraum");
    await expect(table(page, "Besuche nach Gerät").locator("tbody tr th")).toHaveText(["Computer", "Smartphone", "Tablet", "Sonstige Geräte"]);
    await expect(table(page, "Wie Besucher auf Ihre Website kamen").locator("tbody tr")).toHaveCount(5);
    await expect(table(page, /Suchbegriffe/).locator("tbody tr").last()).toContainText("Suchbegriff nicht übermittelt");
    await expect(page.getByRole("link", { name: /Tabelle als CSV herunterladen/ })).toHaveCount(5);
    await expectAccessible(page, "website statistics");
  });

  test("the second website, chosen in the form, keeps the range; its CSV is German Excel's", async ({ page }) => {
    await signIn(page, "kunde", `${PAGE}?von=01.10.2026&bis=31.10.2026&intervall=woche`);
    // the website is a field of the range's form: one form, one button
    await expect(page.getByRole("form", { name: "Website und Zeitraum wählen" })).toBeVisible();
    await page.getByRole("combobox", { name: "Website", exact: true }).selectOption("WEB-100101-2");
    await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
    await expect(page).toHaveURL(/website=WEB-100101-2/);
    await expect(page).toHaveURL(/von=01\.10\.2026/);
    const weeks = periodsOf("2026-10-01", "2026-10-31", "Week", berlinToday());
    const byWeek = table(page, "Besuche und Seitenaufrufe je Woche");
    await expect(byWeek.locator("tbody tr th")).toHaveText(weeks.map((w) => periodLabel("Week", w)));
    await expect(byWeek.locator("tbody tr").first().getByRole("cell").first()).toHaveText(number.format(visits(12, weeks[0]!.start, weeks[0]!.end)));
    // the quick choices keep the website
    await expect(page.getByRole("link", { name: "Letzte 30 Tage" })).toHaveAttribute("href", /website=WEB-100101-2/);
    const href = await page.getByRole("link", { name: /CSV herunterladen: Besuche und Seitenaufrufe/ }).getAttribute("href");
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const name = /filename\*=UTF-8''(.+)$/.exec(csv.headers()["content-disposition"] ?? "")?.[1];
    expect(decodeURIComponent(name ?? "")).toBe("Website Besuche und Seitenaufrufe je Woche Bäckerei Krüger GmbH 01.10.2026-31.10.2026.csv");
    const text = (await csv.body()).toString("utf8");
    expect(text.startsWith("\uFEFFZeitraum;Besuche;Seitenaufrufe\r\n")).toBe(true);
    expect(text).toContain(`${periodLabel("Week", weeks[0]!)};${visits(12, weeks[0]!.start, weeks[0]!.end)};`);
  });
});
