import { expect, test as setup } from "@playwright/test";
import { authFile, loginUi, PERSONAS, type PersonaName } from "./personas";

/**
 * Logs each persona in once, through the real login form (the support persona
 * through /login/cuca), and keeps the session's cookies for the tests that only
 * need "a logged-in kunde" (personas.ts signIn). Each lands on its home page
 * (spec §2: with a company the dashboard, without one the user dashboard).
 */
for (const who of Object.keys(PERSONAS) as PersonaName[]) {
  setup(`${who} logs in through the form`, async ({ page }) => {
    await loginUi(page, who);
    const home = PERSONAS[who].hasCompany ? "/" : "/benutzer";
    expect(new URL(page.url()).pathname).toBe(home);
    // the tests that share this login expect no notification left pending (kunde@'s welcome was closed for good)
    await page.reload();
    await expect(page.locator("main#inhalt")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.context().storageState({ path: authFile(who) });
  });
}
