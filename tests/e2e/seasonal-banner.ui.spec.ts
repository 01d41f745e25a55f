import { expect, test, type Page } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signInFresh } from "./personas";
import { BASE_URL } from "../../playwright.config";
import { TEST_CLOCK_COOKIE } from "#domain/env";

/**
 * The seasonal banner (spec §1): logged-in users only, between its dates (this
 * winter's entry of domain/data/seasonal-banners.json), closed for the session on
 * request. The test server reads the banner's clock from a cookie
 * (app/server/test-clock.server.ts), so the test moves it.
 */
const TEXT = "Unser Kundenservice ist vom 23.12.2026 bis zum 01.01.2027 nicht erreichbar. Ab dem 02.01.2027 sind wir wieder für Sie da.";

async function setClock(page: Page, iso: string) {
  await page.context().addCookies([{ name: TEST_CLOCK_COOKIE, value: encodeURIComponent(iso), url: BASE_URL }]);
}

const banner = (page: Page) => page.getByRole("region", { name: "Hinweis zu den Feiertagen" });

test("seasonal banner: shown to logged-in users between its dates, in Berlin days, closed for the session on request", async ({ page }) => {
  await setClock(page, "2026-12-10T10:00:00+01:00");
  await page.goto("/login");
  await expect(banner(page)).toHaveCount(0);
  await signInFresh(page, "privat", "/benutzer");
  await expect(banner(page)).toHaveText(new RegExp(`^${TEXT.replace(/[.()]/g, "\\$&")}`));
  await expectAccessible(page, "seasonal banner");
  // the last minute of its last day in Berlin, then the first minute after (still 1 January in UTC)
  await setClock(page, "2027-01-01T23:59:00+01:00");
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await setClock(page, "2027-01-01T23:30:00Z");
  await page.reload();
  await expect(page.locator("main#inhalt")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // closed: gone on this page and the next, until the session ends
  await setClock(page, "2026-12-02T00:05:00+01:00");
  await page.goto("/benutzer/bewertungen");
  // with JavaScript the banner goes at once and the POST runs in the background: it has arrived before the next page
  const hidden = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/hinweis/saison-ausblenden"));
  await banner(page).getByRole("button", { name: "Nicht mehr anzeigen" }).click();
  await expect(banner(page)).toHaveCount(0);
  await hidden;
  await expect(page).toHaveURL(/\/benutzer\/bewertungen$/);
  await page.goto("/benutzer");
  await expect(page.locator("main#inhalt")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // a new login shows it again
  await page.context().clearCookies();
  await setClock(page, "2026-12-20T08:00:00+01:00");
  await signInFresh(page, "privat", "/benutzer");
  await expect(banner(page)).toBeVisible();
});
