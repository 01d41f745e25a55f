import { expect, test } from "./browser-test";
import { closeNotificationIfOpen, expectAccessible, expectReflow, jsDisabled, NOTIFICATION } from "./a11y-helpers";
import { gotoSameSite, signIn, signInOwn } from "./personas";

/**
 * Accessibility: axe (WCAG 2.1 A and AA, plus the heading and landmark
 * rules) on every page each persona can reach, zero violations, and the pages
 * marked German. Runs in the `js` and the `nojs` project; without JavaScript axe
 * checks a script-free copy of the server's HTML (see a11y-helpers.ts).
 */

const ANONYMOUS_PAGES = [
  "/login",
  "/login/cuca",
  "/403",
  "/404",
  "/500",
  "/502",
  "/fehler",
  "/barrierefreiheit",
  "/registrierung",
  "/registrierung/erfolgreich",
  "/registrierung/aktivierung",
  "/registrierung/abbrechen",
  "/registrierung/gast",
  "/registrierung/gast/erfolgreich",
  "/passwort/vergessen",
  "/passwort/vergessen/bestaetigung",
  "/passwort/erneuern/bestaetigung",
  "/passwort/erneuern/fehler",
  "/b2b-newsletter/bestaetigt",
  "/debug/mails",
];
const PHONE = { width: 375, height: 740 };
const ENTRY_DATA = "/kunde/meineProdukte/eintrag/eintragsdaten";
/** WCAG 1.4.10: content reflows at 320 CSS px */
const NARROWEST = { width: 320, height: 640 };

test.describe("Accessibility (WCAG 2.1 AA): axe on every page, per persona", () => {
  test("anonymous: login pages, error pages and the accessibility statement", async ({ page }) => {
    test.slow(); // over twenty pages through axe: beside a second worker on two cores it can pass 30 s
    for (const path of ANONYMOUS_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `anonymous ${path}`);
    }
    await page.setViewportSize(NARROWEST);
    await expectReflow(page, "/barrierefreiheit");
  });

  test("anonymous: the login form showing its error messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("kunde@example.com");
    await page.getByLabel("Passwort").fill("falsches-Passwort");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    // in a live region, so a screen reader announces it (WCAG 4.1.3)
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.");
    await expectAccessible(page, "login with a wrong password");

    // the field messages: the browser's own check would stop an empty submit, the server answers the same way
    await page.goto("/login");
    await page.locator("form#login").evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
    await expectAccessible(page, "login with empty fields");
    await expect(page.getByLabel("Passwort")).toHaveAttribute("aria-invalid", "true");
  });

  test("kunde@: dashboard, user page, redirect, logout, claim confirmation, phone menu and notification modal", async ({ page }) => {
    test.slow(); // ten pages through axe: beside a second worker on two cores it can pass 30 s
    await signInOwn(page, "kunde"); // saves an entry and records a notification: its own data
    for (const path of ["/", "/benutzer", "/redirect", "/logout", "/claiming/confirm", ENTRY_DATA]) {
      await page.goto(path);
      if (path === "/") await closeNotificationIfOpen(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expectAccessible(page, `kunde ${path}`);
    }

    await test.step("the dashboard on a phone, the side menu opened with 'Menü'", async () => {
      await page.setViewportSize(PHONE);
      await page.goto("/");
      // a notification left pending by an earlier test would cover the page (and 'Menü')
      await closeNotificationIfOpen(page);
      await expectAccessible(page, "kunde / on a phone");
      const menu = page.getByRole("navigation", { name: "Hauptmenü" });
      await expect(menu).toBeHidden();
      await page.locator("header").getByText("Menü", { exact: true }).click();
      await expect(menu).toBeVisible();
      if (jsDisabled()) await expect(page).toHaveURL(/#hauptmenue$/);
      await expectAccessible(page, "kunde / on a phone, menu open");
      await page.setViewportSize(NARROWEST);
      await expectReflow(page, "kunde / at 320 px, menu open");
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("the entry-data page showing field messages and a refused save", async () => {
      await page.goto(ENTRY_DATA);
      const form = page.getByRole("form", { name: "Firmendaten" });
      await form.evaluate((f) => f.setAttribute("novalidate", ""));
      await form.getByLabel("Postleitzahl").fill("123");
      await form.getByLabel("E-Mail-Adresse (optional)").fill("kein-mailname");
      await form.getByRole("button", { name: "Firmendaten speichern" }).click();
      await expect(form.getByLabel("Postleitzahl")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page, "kunde entry data with field messages");
      // a save on an old version: the conflict message with the stored values
      await page.goto(`${ENTRY_DATA}?abschnitt=logo`);
      const slogan = page.getByRole("form", { name: "Logo und Slogan" });
      const version = slogan.locator('input[name="version"]');
      const old = await version.inputValue();
      await slogan.getByRole("button", { name: "Logo und Slogan speichern" }).click();
      await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();
      await version.evaluate((i, v) => ((i as HTMLInputElement).value = v), old);
      await slogan.getByRole("button", { name: "Logo und Slogan speichern" }).click();
      await expect(slogan.getByRole("alert")).toContainText("in der Zwischenzeit geändert");
      await expectAccessible(page, "kunde entry data after a refused save");
    });

    await test.step("the user-notification modal", async () => {
      await gotoSameSite(page, "/benutzer?userNotification=WILLKOMMEN-2026");
      await expect(page.getByRole("dialog", { name: NOTIFICATION })).toBeVisible();
      await expectAccessible(page, "kunde /benutzer with the notification modal");
      await closeNotificationIfOpen(page); // leave kunde@ as the other tests expect
    });
  });

  test("privat@: the user dashboard", async ({ page }) => {
    await signIn(page, "privat");
    await expect(page).toHaveURL(/\/benutzer$/);
    await expectAccessible(page, "privat /benutzer");
  });

  test("bewertung@: the user dashboard with the Administration section", async ({ page }) => {
    await signIn(page, "bewertung", "/benutzer");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("region", { name: "Administration" })).toBeVisible();
    await expectAccessible(page, "bewertung /benutzer");
  });

  test("support@ (company 100101): dashboard with the support bar and the 'Weitere Informationen' modal", async ({ page }) => {
    await signIn(page, "support");
    await expect(page.getByTestId("cuca-bar")).toBeVisible();
    await expectAccessible(page, "support /");
    await page.goto("/?info=1");
    await expect(page.getByRole("dialog", { name: "Weitere Informationen" })).toBeVisible();
    await expectAccessible(page, "support /?info=1");
    // the longest user name and the support bar, at the narrowest width
    await page.setViewportSize(NARROWEST);
    await expectReflow(page, "support /?info=1 at 320 px");
  });
});
