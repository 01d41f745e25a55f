import { expect, test } from "./browser-test";
import { expectAccessible, jsDisabled } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { siteDay } from "../../seed/website-statistics.mjs";
import { daysOf } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { addDays } from "../../app/components/product/date-range";

/**
 * The website overview (spec §2 website/uebersicht; §3 tiers; §4 the check's
 * status; §7 getWebsites, getWebsiteCheck; §9 one check per 10 seconds). The
 * figures are those of the local Matomo (seed/website-statistics.mjs); the check
 * fetches the local stand-ins of the demo websites (scripts/fake-websites.mjs).
 * Runs with JavaScript on and off, in an account of the test pool (the check's
 * throttle is the company's).
 */
const PAGE = "/kunde/meineProdukte/website/uebersicht";
const number = new Intl.NumberFormat("de-DE");
const visits = (site: number, start: string, end: string) => daysOf(start, end).reduce((n, d) => n + (siteDay(site, d)?.visits ?? 0), 0);

test.describe("website overview", () => {
  test("the first website's tier, address, status and last 30 days; the check point by point; a second check within 10 seconds waits; the other website's gaps", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Ihre Website" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Website Gold" })).toBeVisible();
    await expect(page.getByRole("link", { name: /www\.baeckerei-krueger\.example/ })).toHaveAttribute("href", "https://www.baeckerei-krueger.example");
    await expect(page.getByText("Online", { exact: true })).toBeVisible();
    const end = addDays(berlinToday(), -1);
    const start = addDays(end, -29);
    const figures = page.getByRole("region", { name: /Die letzten 30 Tage/ });
    await expect(figures.getByRole("definition").first()).toHaveText(number.format(visits(11, start, end)));
    await expect(page.getByTestId("vergleich-visits")).toContainText("gegenüber dem Vorzeitraum");
    await expect(page.getByText("Ihre Website wurde noch nicht geprüft.")).toBeVisible();
    await expectAccessible(page, "website overview");

    const check = page.getByRole("region", { name: "Website-Check" });
    await check.getByRole("button", { name: "Website jetzt prüfen" }).click();
    const result = page.getByTestId("check-ergebnis");
    await expect(result).toContainText("Ihre Website ist erreichbar");
    await expect(result.getByRole("listitem").filter({ hasText: "Link zum Impressum auf der Startseite" })).toContainText("Erfüllt");
    await expect(result.getByRole("listitem").filter({ hasText: "Seitentitel" })).toContainText("Baeckerei Krueger – Ihr Fachbetrieb in Köln");
    await expect(page).toHaveURL(/#pruefung$/);

    // the other website at once: the company's 10 seconds are not over (spec §9)
    await page.getByRole("combobox", { name: "Website", exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Website anzeigen" }).click();
    await expect(page.getByRole("link", { name: /torten\.baeckerei-krueger\.example/ })).toBeVisible();
    await expect(figures.getByRole("definition").first()).toHaveText(number.format(visits(12, start, end)));
    await expect(page.getByRole("link", { name: "Alle Statistiken dieser Website" })).toHaveAttribute("href", /\/website\/statistiken\?website=WEB-\d+-2$/);
    await check.getByRole("button", { name: "Website jetzt prüfen" }).click();
    await expect(check.getByRole("status")).toContainText(/Bitte warten Sie noch \d+ Sekunden?\./);
    if (jsDisabled()) {
      // without JavaScript the wait is said and the button stays usable (the countdown and the check after it: with JavaScript)
      await expect(check.getByRole("button", { name: "Website jetzt prüfen" })).toBeEnabled();
      return;
    }
    // with JavaScript the button waits with the countdown, then is free again
    await expect(check.getByRole("button", { name: "Website jetzt prüfen" })).toBeDisabled();
    await expect(check.getByRole("status")).toHaveText("Sie können Ihre Website jetzt erneut prüfen.", { timeout: 15_000 });
    await check.getByRole("button", { name: "Website jetzt prüfen" }).click();
    const privacy = result.getByRole("listitem").filter({ hasText: "Link zur Datenschutzerklärung auf der Startseite" });
    await expect(privacy).toContainText("Nicht erfüllt");
    await expect(privacy).toContainText("Art. 13 DSGVO");
    await expectAccessible(page, "website overview after a check");
  });
});
