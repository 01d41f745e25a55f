import { expect, test } from "./browser-test";
import { signIn, signInOwn } from "./personas";

/**
 * Which company is being worked on is never a guess: every company page and
 * its title name the active company; the selector shows full names; the
 * dashboard's tiles lead to the pages that exist.
 */
test.describe("the active company, named where the user looks", () => {
  test("dashboard and entry data name it in the page and in the title; the user page does not", async ({ page }) => {
    await signIn(page, "einzel");
    await expect(page.getByTestId("active-company")).toHaveText(/Sie bearbeiten: Schreinerei Wagner, Freiburg/);
    await expect(page).toHaveTitle("Übersicht – Schreinerei Wagner – Mein Bereich");
    await page.goto("/kunde/meineProdukte/eintrag/eintragsdaten");
    await expect(page.getByTestId("active-company")).toHaveText(/Sie bearbeiten: Schreinerei Wagner, Freiburg/);
    await expect(page).toHaveTitle("Eintragsdaten – Schreinerei Wagner – Mein Bereich");
    await page.goto("/benutzer");
    await expect(page.getByRole("heading", { level: 1, name: "Benutzerübersicht" })).toBeVisible();
    await expect(page.getByTestId("active-company")).toHaveCount(0);
  });

  test("the entry tile of the dashboard leads to a page that exists", async ({ page }) => {
    await signIn(page, "einzel");
    const tile = page.getByTestId("product-tiles").getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Eintrag", exact: true }) });
    await tile.getByRole("link", { name: "Zum Eintrag", exact: true }).click();
    await expect(page).toHaveURL(/\/kunde\/meineProdukte\/eintrag\/uebersicht$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ihr Eintrag" })).toBeVisible();
  });

  test("on a phone the company selector takes the menu's whole width, the button below it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // an account of its own with several companies and no welcome notification in front of the menu
    await signInOwn(page, "kunde");
    const form = page.getByTestId("company-switch");
    const select = page.getByLabel("Meine Firmen");
    const button = form.getByRole("button", { name: "Wechseln" });
    // on a phone the menu opens from the 'Menü' toggle (a link to the menu without JS, a button with it)
    await page.getByRole("button", { name: "Menü" }).or(page.getByRole("link", { name: "Menü" })).click();
    await expect(select).toBeVisible();
    const [formBox, selectBox, buttonBox] = await Promise.all([form.boundingBox(), select.boundingBox(), button.boundingBox()]);
    expect(selectBox!.width).toBeGreaterThanOrEqual(formBox!.width - 1);
    expect(buttonBox!.y).toBeGreaterThan(selectBox!.y + selectBox!.height - 1);
    // spec §4.5: the switch closes the menu, and the page says which company is now being edited
    await select.selectOption({ label: "Café am Dom" });
    await button.click();
    await expect(page.getByText("Sie bearbeiten jetzt Café am Dom.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeHidden();
  });
});
