import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn } from "./personas";
import { positionOn, SEO_KEYWORDS } from "../../seed/seo.mjs";
import { daysOf, formatDay } from "#domain/statistics";
import { formatAverage, positionText, rankChange, rankChangeText } from "#domain/seo";
import { berlinToday } from "#domain/format";

/**
 * The SEO overview (spec §2 seo/uebersicht): Bäckerei Krüger's package SEO Lokal
 * with the positions of seed/seo.mjs. Runs with JavaScript on and off; the page
 * only reads, so the shared kunde@ session (company 100101) serves.
 */
const PAGE = "/kunde/meineProdukte/seo/uebersicht";
const DAY_MS = 86_400_000;
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The mean position of the seeded keywords among the first 100 over some days, as the page writes it. */
function average(days: string[]) {
  const ranked = days.flatMap((d) => SEO_KEYWORDS.map((k) => positionOn(k, d))).filter((p): p is number => p !== null);
  return formatAverage(Math.round((ranked.reduce((a, b) => a + b, 0) / ranked.length) * 10) / 10);
}

test("the SEO overview: the package, today's positions with their changes, the positions by month, and both CSVs", async ({ page }) => {
  const today = berlinToday();
  await signIn(page, "kunde", PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Suchmaschinenoptimierung (SEO)" })).toBeVisible();
  await expect(page.getByText("SEO Lokal – 5 Suchbegriffe in einem Ort")).toBeVisible();

  // today's positions: each keyword with its change since yesterday and over 90 days, in words
  await expect(page.getByRole("heading", { level: 2, name: `Ihre Positionen bei Google am ${formatDay(today)}` })).toBeVisible();
  const keywords = page.getByRole("table", { name: "Ihre Suchbegriffe und ihre Position bei Google" });
  await expect(keywords.locator("tbody tr th")).toHaveText(SEO_KEYWORDS.map((k) => k.keyword));
  for (const [i, k] of SEO_KEYWORDS.entries()) {
    const now = positionOn(k, today);
    await expect(keywords.locator("tbody tr").nth(i).getByRole("cell")).toHaveText([
      "Köln",
      positionText(now),
      new RegExp(`${rankChangeText(rankChange(now, positionOn(k, dayBefore(today, 1))))}$`),
      new RegExp(`${rankChangeText(rankChange(now, positionOn(k, dayBefore(today, 90))))}$`),
    ]);
  }
  const now = SEO_KEYWORDS.map((k) => positionOn(k, today)).filter((p): p is number => p !== null);
  await expect(page.getByTestId("seo-heute").getByRole("definition").first()).toHaveText(`${now.filter((p) => p <= 10).length} von 5`);

  // the range form by month: one row per month with its average position, compared with the range before
  await page.getByLabel("Von", { exact: true }).fill("01.01.2026");
  await page.getByLabel("Bis", { exact: true }).fill("31.03.2026");
  await page.getByRole("radio", { name: "Monat" }).check();
  await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
  await expect(page).toHaveURL(/intervall=monat/);
  const byMonth = page.getByRole("table", { name: "Positionen bei Google je Monat" });
  await expect(byMonth.locator("tbody tr th")).toHaveText(["Januar 2026", "Februar 2026", "März 2026"]);
  await expect(byMonth.locator("tbody tr").nth(1).getByRole("cell").first()).toHaveText(average(daysOf("2026-02-01", "2026-02-28")));
  await expect(page.getByTestId("vergleich-position")).toHaveText(/(Plätze? (besser|schlechter)|unverändert) gegenüber dem Vorzeitraum$/);
  await expectAccessible(page, "SEO overview");

  // the keyword list as German Excel opens it
  const csv = await page.request.get((await page.getByRole("link", { name: /CSV herunterladen: Ihre Suchbegriffe/ }).getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = (await csv.body()).toString("utf8");
  expect(text.startsWith(`\uFEFFSuchbegriff;Ort;Position am ${formatDay(today)};`)).toBe(true);
  expect(text).toContain(`\r\nBäckerei;Köln;${positionText(positionOn(SEO_KEYWORDS[0]!, today))};`);
  const months = await page.request.get((await page.getByRole("link", { name: /CSV herunterladen: Positionen bei Google je Monat/ }).getAttribute("href"))!);
  expect((await months.body()).toString("utf8")).toContain(`\r\nMärz 2026;${average(daysOf("2026-03-01", "2026-03-31"))};`);
});
