import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { claimAccount, PASSWORD } from "./personas";
import { accountLink, sealKeyFromEnv } from "../../scripts/claim-links.mjs";
import { HOLD_REASONS } from "#domain/claiming";

/**
 * The account link (spec §2 "Account link"; decisions 093–095): a sales mail's sealed
 * customer number, the registration with its state on the server (reload, JavaScript
 * off), the login that links the company, the hold and pending pages, and the /demo
 * page's links. One test per outcome, each with JavaScript on and off.
 */

const KEY = sealKeyFromEnv()!;
const link = (customerNumber: string) => accountLink("", KEY, customerNumber);

test.describe("Account link (spec §2)", () => {
  test("registration: person, then password, then the inbox; kept over a reload; a reused or forged link a German page", async ({ page }) => {
    const data = await link("K100305");
    await page.goto(data);
    await expect(page).toHaveURL(/\/account\/verknuepfung\/registrierung\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Unternehmen mit Ihrem Konto verknüpfen" })).toBeVisible();
    await expect(page.getByText("Malerbetrieb Krause")).toBeVisible();
    await expectAccessible(page, "account-link registration");
    const email = `verknuepfung-${test.info().project.name}-${Date.now()}@example.org`;
    await page.getByLabel("Anrede").selectOption("herr");
    await page.getByLabel("Vorname").fill("Max");
    await page.getByLabel("Nachname").fill("Krause");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel(/Nutzungsbedingungen/).check();
    await page.getByRole("button", { name: "Weiter zum Passwort" }).click();
    await expect(page.getByText(`Schritt 2 von 2: Ihr Konto für ${email}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Schritt 2 von 2: Ihr Konto für ${email}`)).toBeVisible();
    await page.getByLabel("Passwort", { exact: true }).fill("Ein langes Passwort 2026");
    await page.getByLabel("Passwort wiederholen").fill("Ein langes Passwort 2026");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Adresse bestätigt: Anmelden und verknüpfen" })).toBeVisible();

    const again = await page.goto(data);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Dieser Link ist nicht mehr gültig" })).toBeVisible();
    await expect(page.getByText(/wurde bereits verwendet/)).toBeVisible();
    const forged = await page.goto(`${(await link("K100305")).slice(0, -4)}AAAA`);
    expect(forged?.status()).toBe(410);
    await expect(page.getByText(/verändert|stammt nicht von uns|ungültig/)).toBeVisible();
  });

  test("login links the company: the dashboard with it active; the link while logged in leads to the dashboard", async ({ page }) => {
    // a company of its own per run (seed/account-link.mjs), a private account of the pool
    const company = test.info().project.name === "nojs" ? { id: "K7AL002", name: "Testbetrieb Verknüpfung 2" } : { id: "K7AL001", name: "Testbetrieb Verknüpfung 1" };
    const account = claimAccount("privat");
    await page.goto(await link(company.id));
    await page.getByRole("link", { name: "Sie haben schon ein Konto? Anmelden" }).click();
    await expect(page).toHaveURL(/\/account\/verknuepfung\/login\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden und Unternehmen verknüpfen" })).toBeVisible();
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(account.login);
    await page.getByLabel("Passwort").fill("falsch");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.")).toBeVisible();
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Geschafft: Das Unternehmen ist jetzt mit Ihrem Konto verknüpft.")).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText(company.name);
    // an anonymous-only page, logged in: the dashboard (spec §2)
    await page.goto(await link("K100305"));
    await expect(page).not.toHaveURL(/\/account\/verknuepfung\//);
  });

  test("the /demo page's links: a held company's is `angehalten`, a pending one's `ausstehend`", async ({ page }) => {
    await page.goto("/demo");
    const section = page.getByRole("region", { name: "Links zum Übernehmen eines Eintrags" });
    await section.locator('[data-demo-link="link-K100302"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/account\/verknuepfung\/angehalten\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Verknüpfung angehalten" })).toBeVisible();
    await expect(page.getByText(HOLD_REASONS.PHONE_PROVIDER)).toBeVisible();
    await expectAccessible(page, "account-link hold page");
    await page.goto("/demo");
    await section.locator('[data-demo-link="link-K100303"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/account\/verknuepfung\/ausstehend\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Verknüpfung wird geprüft" })).toBeVisible();
    // the claim links are there too, one per state
    await page.goto("/demo");
    for (const id of ["100301", "100201", "100302", "100303", "100304"]) await expect(section.locator(`[data-demo-link="claim-${id}"]`)).toHaveCount(1);
  });
});
