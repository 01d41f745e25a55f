import { expect, test } from "./browser-test";
import { signIn } from "./personas";
import { dayFigures } from "../../seed/statistics.mjs";
import { invoiceOf } from "../../seed/documents.mjs";
import { changeOf, changeText, germanDay } from "../../app/components/product/date-range";
import { keyFigureWindows } from "#domain/key-figures";
import { berlinToday } from "#domain/format";
import { daysOf } from "#domain/statistics";

/**
 * The dashboard's key figures (decision 088) and the month's news at
 * /kunde/highlights (decision 089), with Bäckerei Krüger's demo data (seeded
 * relative to today). Read-only, on the shared kunde@ session; runs with
 * JavaScript on and off (the pages have no script of their own).
 */
const today = berlinToday();
const W = keyFigureWindows(today);
const views = (r: { startDate: string; endDate: string }) => daysOf(r.startDate, r.endDate).reduce((n, d) => n + dayFigures("100101", d).views, 0);

test("dashboard: each product's tile with its key figure of the last 30 days against the 30 before; a product without one shows none", async ({ page }) => {
  await signIn(page, "kunde");
  await expect(page.getByTestId("kennzahlen-zeitraum")).toHaveText(
    `Kennzahlen der letzten 30 Tage (${germanDay(W.current.startDate)} bis ${germanDay(W.current.endDate)}) gegenüber den 30 Tagen davor.`,
  );
  const tile = (name: string) => page.getByTestId("product-tiles").getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  // the entry's views as seed/statistics.mjs counts them, the change in the comparison kit's words
  const entry = tile("Eintrag").getByTestId("kennzahl-entry");
  await expect(entry.getByRole("term")).toHaveText("Aufrufe Ihres Eintrags");
  const [now, before] = [views(W.current), views(W.previous)];
  await expect(entry.getByRole("definition").first()).toHaveText(new Intl.NumberFormat("de-DE").format(now));
  await expect(entry.getByRole("definition").nth(1)).toContainText(changeText(changeOf(now, before), "vorzeitraum"));
  // the other figures of the company's products; the premium listing and the entry service have none, and keep their link
  for (const key of ["website", "seo", "wkdb", "leads"]) await expect(page.getByTestId(`kennzahl-${key}`)).toBeVisible();
  await expect(tile("Premium-Eintrag").getByRole("term")).toHaveCount(0);
  await expect(tile("Eintragsservice").getByRole("term")).toHaveCount(0);
  await expect(tile("Eintrag").getByRole("link", { name: "Zum Eintrag", exact: true })).toBeVisible();
});

test("highlights: reached from the dashboard, this month's news newest first with day and link; in the start section of the menu", async ({ page }) => {
  await signIn(page, "kunde");
  await page.getByRole("link", { name: "Alle Neuigkeiten dieses Monats" }).click();
  await expect(page).toHaveURL(/\/kunde\/highlights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neuigkeiten des Monats" })).toBeVisible();
  await expect(page).toHaveTitle(/^Neuigkeiten des Monats – Bäckerei Krüger GmbH/);
  const items = page.getByTestId("neuigkeiten").getByRole("listitem");
  // the month's invoice (seed/documents.mjs: issued on the 1st) with its number and a link to the documents
  const invoice = invoiceOf("100101", today.slice(0, 7))!;
  const line = items.filter({ hasText: `Ihre Rechnung ${invoice.number} für diesen Monat liegt bereit.` });
  await expect(line.locator("time")).toHaveAttribute("dateTime", invoice.issuedOn);
  await expect(line.getByRole("link", { name: "Zu Ihren Dokumenten" })).toHaveAttribute("href", "/kunde/firmendaten/dokumente");
  // newest first
  const dates = await items.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Neuigkeiten" })).toHaveAttribute("href", "/kunde/highlights");
});
