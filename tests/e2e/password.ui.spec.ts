import { expect, test, type Page } from "./browser-test";
import { claimAccount, PASSWORD } from "./personas";

/**
 * Password change on /benutzer (spec §7 updatePassword) and what the security rules ask of it: the
 * change ends every other session of the user. Each test takes an account of the
 * test pool that no other test logs in as, so a failure half-way cannot lock
 * anyone else out (and a retry starts with a fresh one).
 */

async function loginAs(page: Page, login: string, password = PASSWORD, expectSuccess = true) {
  await page.goto("/login");
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(login);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  // wait for the answer, so the next navigation does not cut the login short
  if (expectSuccess) await expect(page).not.toHaveURL(/\/login/);
  else await expect(page.getByText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.")).toBeVisible();
}

const passwordForm = (page: Page) => page.getByRole("form", { name: "Passwort ändern" });

async function changePassword(page: Page, current: string, next: string, repeat = next) {
  const form = passwordForm(page);
  await form.evaluate((f) => f.setAttribute("novalidate", "")); // the server's answer is under test
  await form.getByLabel("Aktuelles Passwort").fill(current);
  await form.getByLabel("Neues Passwort", { exact: true }).fill(next);
  await form.getByLabel("Neues Passwort wiederholen").fill(repeat);
  await form.getByRole("button", { name: "Passwort ändern" }).click();
}

test.describe("password change (ends every other session)", () => {
  test("bad input: a German message at the field, no password sent back, nothing changed", async ({ page }) => {
    const { login } = claimAccount("einzel");
    await loginAs(page, login);
    await page.goto("/benutzer");

    const cases: [string, string, string, string, string][] = [
      ["falsches-Passwort", "Ein-neues-Passwort-1", "Ein-neues-Passwort-1", "Aktuelles Passwort", "Das aktuelle Passwort ist nicht korrekt."],
      [PASSWORD, "kurz", "kurz", "Neues Passwort", "Das neue Passwort muss mindestens 10 Zeichen lang sein."],
      [PASSWORD, "Passwort123", "Passwort123", "Neues Passwort", "Dieses Passwort wird sehr häufig verwendet"],
      [PASSWORD, login, login, "Neues Passwort", "nicht Ihre E-Mail-Adresse oder Ihr Benutzername"],
      [PASSWORD, "Ein-neues-Passwort-1", "Ein-anderes-Passwort-2", "Neues Passwort wiederholen", "Die beiden neuen Passwörter stimmen nicht überein."],
    ];
    for (const [current, next, repeat, label, message] of cases) {
      await changePassword(page, current, next, repeat);
      const input = passwordForm(page).getByLabel(label, { exact: true });
      await expect(input, message).toHaveAttribute("aria-invalid", "true");
      await expect(input, message).toHaveAccessibleDescription(new RegExp(message));
      await expect(page.getByText("Ihr Passwort wurde geändert.")).toHaveCount(0);
    }
    // the page never carries a typed password back
    expect(await page.content()).not.toContain("Ein-neues-Passwort-1");

    // still the old password
    await page.context().clearCookies();
    await loginAs(page, login);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("a change ends the user's other sessions; the new password is the one that works", async ({ page, browser }, info) => {
    const { login } = claimAccount("einzel");
    const fresh = `Neues-Passwort-${info.project.name}-${Date.now()}`;
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await loginAs(other, login);
    await expect(other).toHaveURL(/\/$/);

    await loginAs(page, login);
    await page.goto("/benutzer");
    await changePassword(page, PASSWORD, fresh);
    // the notice at the form, with the focus
    await expect(passwordForm(page).getByRole("status")).toContainText("Ihr Passwort wurde geändert. Alle anderen Anmeldungen");
    if (info.project.name === "js") await expect(passwordForm(page).getByRole("status")).toBeFocused();

    // this session goes on, the other one is over
    await page.goto("/benutzer");
    await expect(page).toHaveURL(/\/benutzer$/);
    await other.goto("/benutzer");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fbenutzer$/);

    // the old password no longer opens the account, the new one does
    await loginAs(other, login, PASSWORD, false);
    await loginAs(other, login, fresh);
    await expect(other).not.toHaveURL(/\/login/);
    await elsewhere.close();

    // back to the password the other tests know
    await page.goto("/benutzer");
    await changePassword(page, fresh, PASSWORD);
    await expect(page.getByText("Ihr Passwort wurde geändert.")).toBeVisible();
  });
});
