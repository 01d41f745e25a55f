import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { DATE_RANGE_MESSAGES } from "#domain/statistics";

/**
 * The non-production pages (spec §2; decisions 086, 087), on the test server where
 * DEV_PAGES = "1": /demo signs in as a persona with one click, /preview shows a
 * chosen brand and the seasonal banner, /test the
 * shared components in their states. (Their 404 in production: tests/unit/app/dev-pages.test.ts.)
 */
test("demo page: the personas, what each shows, and a one-click sign-in", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Demo" })).toBeVisible();
  await expect(page.locator("[data-persona]")).toHaveCount(6);
  await expect(page.locator('[data-persona="support"]')).toContainText("Firma 100101");
  await expectAccessible(page, "demo page");
  await page.getByRole("button", { name: "Als Jana Hoffmann anmelden" }).click();
  await expect(page).toHaveURL(/\/benutzer$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // a second persona: the first session ends
  await page.goto("/demo");
  await page.getByRole("button", { name: "Als Thomas Wagner anmelden" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("active-company")).toContainText("Schreinerei Wagner");
});

test("preview page: a chosen brand's footer and the seasonal banner", async ({ page }) => {
  await page.goto("/preview");
  await expect(page.getByRole("region", { name: "Hinweis zu den Feiertagen" })).toContainText("Unser Kundenservice ist vom");
  await expect(page.locator("footer")).toHaveAttribute("data-brand", "default");
  await page.getByLabel("Marke").selectOption("b2b");
  await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
  await expect(page).toHaveURL(/marke=b2b/);
  await expect(page.locator("footer")).toHaveAttribute("data-brand", "b2b");
  await expectAccessible(page, "preview page");
});

test("test page: the shared components in their states", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1, name: "Komponenten" })).toBeVisible();
  await expect(page.locator('[data-component="btn-primary"][data-state="gesperrt"] button')).toBeDisabled();
  await expect(page.locator('[data-component="field"][data-state="fehler"] input')).toHaveAccessibleDescription("Die Postleitzahl muss aus 5 Ziffern bestehen.");
  await expect(page.locator('[data-component="alert"]')).toHaveCount(5);
  // the product-page kit: each change in words with its sign, the pager's ends, the live date range
  const figures = page.locator('[data-component="key-figures"]');
  await expect(figures).toContainText("Zeitraum läuft noch");
  await expect(figures.getByTestId("vergleich-steigend")).toHaveText(/\+12\s% gegenüber dem Vorzeitraum/);
  await expect(figures.getByTestId("vergleich-fallend")).toHaveText(/−20\s% gegenüber dem Vorzeitraum/);
  await expect(page.locator('[data-component="pager"][data-state="erste Seite"]').getByRole("link")).toHaveText(["Nächste Seite"]);
  await expect(page.locator('[data-component="pager"][data-state="letzte Seite"]').getByRole("link")).toHaveText(["Vorherige Seite"]);
  await expectAccessible(page, "test page");
  await page.getByLabel("Von", { exact: true }).fill("02.03.2026");
  await page.getByLabel("Bis", { exact: true }).fill("01.03.2026");
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByLabel("Bis", { exact: true })).toHaveAccessibleDescription(new RegExp(DATE_RANGE_MESSAGES.endBeforeStart));
  await expect(page.locator('[data-component="date-range"]')).toHaveAttribute("data-state", "fehler");
});
