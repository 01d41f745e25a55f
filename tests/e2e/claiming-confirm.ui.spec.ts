import { expect, test, type Page } from "./browser-test";
import { signInOwn } from "./personas";

/**
 * spec §4 Claiming and §4.5: after a switch to a company whose owner claim has
 * expired, the claim is confirmed with one tap, but dissolved only in a second,
 * explicit step that says what happens, with the safe choice first.
 */

const EXPIRED = "Krüger Haustechnik KG";

async function switchToExpired(page: Page) {
  await signInOwn(page, "kunde");
  await page.getByLabel("Meine Firmen").selectOption({ label: EXPIRED });
  await page.getByRole("button", { name: "Wechseln" }).click();
  await expect(page).toHaveURL(/\/claiming\/confirm$/);
}

test.describe("Ownership check after a company switch (spec §4 Claiming)", () => {
  test("'Ja' confirms and says so; the next check is named", async ({ page }) => {
    await switchToExpired(page);
    await expect(page.getByText(`Sind Sie weiterhin für ${EXPIRED} verantwortlich?`)).toBeVisible();
    // nothing on the first step dissolves: no second submit button there
    await expect(page.getByRole("main").getByRole("button")).toHaveText(["Ja, ich bin weiterhin verantwortlich"]);
    await page.getByRole("button", { name: "Ja, ich bin weiterhin verantwortlich" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(new RegExp(`Ihre Verantwortung für ${EXPIRED} ist bestätigt, die nächste Bestätigung ist am \\d\\d\\.\\d\\d\\.\\d{4} fällig`))).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText(EXPIRED);
  });

  test("dissolving is a second step that explains it; cancelling keeps the company, confirming takes it out of the account", async ({ page }) => {
    await switchToExpired(page);
    await page.getByRole("link", { name: `Inhaberschaft für ${EXPIRED} aufgeben …` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inhaberschaft aufgeben?" })).toBeVisible();
    await expect(page.getByText(`${EXPIRED} wird aus Ihrem Konto entfernt.`)).toBeVisible();
    await expect(page.getByText("Der Eintrag bleibt im Verzeichnis öffentlich sichtbar")).toBeVisible();
    await expect(page.getByText(/beanspruchen Sie ihn erneut/)).toBeVisible();
    // the safe choice comes first in the focus order
    const main = page.getByRole("main");
    await expect(main.locator("a, button").first()).toHaveText("Abbrechen, Inhaberschaft behalten");
    await page.getByRole("link", { name: "Abbrechen, Inhaberschaft behalten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inhaberschaft bestätigen" })).toBeVisible();
    await expect(page.getByLabel("Meine Firmen").locator("option", { hasText: EXPIRED })).toHaveCount(1);

    await page.getByRole("link", { name: `Inhaberschaft für ${EXPIRED} aufgeben …` }).click();
    await page.getByRole("button", { name: `Inhaberschaft für ${EXPIRED} aufgeben` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Sie haben die Inhaberschaft für ${EXPIRED} aufgegeben.`)).toBeVisible();
    await expect(page.getByLabel("Meine Firmen").locator("option", { hasText: EXPIRED })).toHaveCount(0);
    await expect(page.getByTestId("active-company")).not.toContainText(EXPIRED);
  });

  test("a dissolve posted from anywhere but the second step dissolves nothing and asks first", async ({ page }) => {
    await switchToExpired(page);
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const res = await page.request.post("/claiming/confirm", { form: { csrf, intent: "dissolve" }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/claiming/confirm?schritt=aufgeben");
    await page.goto("/");
    await expect(page.getByLabel("Meine Firmen").locator("option", { hasText: EXPIRED })).toHaveCount(1);
  });
});
