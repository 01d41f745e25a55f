import { expect, test } from "@playwright/test";
import { expectAccessible, jsDisabled } from "./a11y-helpers";
import { loginUi } from "./personas";

/**
 * Issue 3 §2 Accessibility: axe (WCAG 2.1 A and AA) on every page each persona
 * can reach, zero violations. Runs in the `js` and the `nojs` project; without
 * JavaScript axe checks a script-free copy of the server's HTML (a11y-helpers.ts).
 */

const ANONYMOUS_PAGES = ["/login", "/login/cuca", "/403", "/404", "/500", "/502", "/fehler", "/barrierefreiheit"];
const NOTIFICATION = "Willkommen im neuen Mein Bereich";

test.describe("issue 3 §2 Accessibility: axe on every page, per persona", () => {
  test("anonymous: login pages, error pages and the accessibility statement", async ({ page }) => {
    for (const path of ANONYMOUS_PAGES) {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectAccessible(page, `anonymous ${path}`);
    }
  });

  test("anonymous: the login form showing its error messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("kunde@example.com");
    await page.getByLabel("Passwort").fill("falsches-Passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.")).toBeVisible();
    await expectAccessible(page, "login with a wrong password");

    // the field messages: the browser's own check would stop an empty submit, the server answers the same way
    await page.goto("/login");
    await page.locator("form#login").evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
    await expectAccessible(page, "login with empty fields");
  });

  test("kunde@: dashboard, user page, redirect, logout and claim confirmation", async ({ page }) => {
    await loginUi(page, "kunde");
    for (const path of ["/", "/benutzer", "/redirect", "/logout", "/claiming/confirm"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expectAccessible(page, `kunde ${path}`);
    }
  });

  test("kunde@: dashboard on a phone (375×740), with the side menu opened by 'Menü'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginUi(page, "kunde");
    await expectAccessible(page, "kunde / on a phone, menu closed");
    const menu = page.getByRole("navigation", { name: "Hauptmenü" });
    await page.locator(".menu-toggle").click();
    await expect(menu).toBeVisible();
    if (jsDisabled()) await expect(page).toHaveURL(/#hauptmenue$/);
    await expectAccessible(page, "kunde / on a phone, menu open");
  });

  test("kunde@: the user-notification modal", async ({ page }) => {
    await loginUi(page, "kunde");
    await page.goto("/benutzer?userNotification=WILLKOMMEN-2026");
    await expect(page.getByRole("dialog", { name: NOTIFICATION })).toBeVisible();
    await expectAccessible(page, "kunde /benutzer with the notification modal");
  });

  test("privat@: the user dashboard", async ({ page }) => {
    await loginUi(page, "privat");
    await expect(page).toHaveURL(/\/benutzer$/);
    await expectAccessible(page, "privat /benutzer");
  });

  test("bewertung@: the user dashboard with the Administration section", async ({ page }) => {
    await loginUi(page, "bewertung");
    await page.goto("/benutzer");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("heading", { name: "Administration" })).toBeVisible();
    await expectAccessible(page, "bewertung /benutzer");
  });

  test("support@ (company 100101): dashboard with the support bar and the 'Weitere Informationen' modal", async ({ page }) => {
    await loginUi(page, "support");
    await expect(page.getByTestId("cuca-bar")).toBeVisible();
    await expectAccessible(page, "support /");
    await page.goto("/?info=1");
    await expect(page.getByRole("dialog", { name: "Weitere Informationen" })).toBeVisible();
    await expectAccessible(page, "support /?info=1");
  });
});

