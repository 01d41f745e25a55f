import type { Page } from "@playwright/test";
import { expect, test } from "./browser-test";
import { claimAccount, PASSWORD, signInFresh, type Account } from "./personas";
import { linkTo, mailsTo } from "./mails";
import { claimLink, sealKeyFromEnv } from "../../scripts/claim-links.mjs";

/**
 * Competing claims (item "competing claims", decision 090): the claimant asks the
 * verified owner from otherowner (masked holder, the window's last day), the owner
 * answers on the mail's page with a POST button — refusal and agreement — with
 * JavaScript on and off. The seven days themselves are tested with a moved clock in
 * tests/api/claim-requests.test.ts (decision 092). The owner claim's upkeep from the
 * entry overview (decision 091).
 */

const KEY = sealKeyFromEnv()!;
/** The owner's company: the pool copy of Schreinerei Wagner (seed/demo-data.mjs TEST_POOL einzel: 8SSS01, claimed by OWNER). */
const companyOf = (owner: Account) => `8${owner.login.match(/-(\d{3})@/)![1]}01`;

/** The claimant, logged out, follows the directory's link, logs in on the way and asks the owner. */
async function askAsClaimant(page: Page, owner: Account, claimant: Account) {
  await page.goto(await claimLink("", KEY, companyOf(owner)));
  await expect(page).toHaveURL(/\/claiming\/otherowner\?ref=/);
  await expect(page.getByRole("heading", { level: 1, name: "Dieser Eintrag hat bereits einen Inhaber" })).toBeVisible();
  // who holds it, masked (test-einzel-…@example.com)
  await expect(page.getByText("t***@e***.com")).toBeVisible();
  await page.getByRole("link", { name: "melden Sie sich zuerst an" }).click();
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(claimant.login);
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/claiming\/otherowner\?ref=/);
  await page.getByRole("button", { name: "Zugang beim Inhaber anfragen" }).click();
  await expect(page.getByRole("status")).toContainText(/Er kann Ihrer Anfrage bis einschließlich \d\d\.\d\d\.\d{4} zustimmen oder sie ablehnen/);
  await expect(page.getByRole("button", { name: "Zugang beim Inhaber anfragen" })).toHaveCount(0);
  return page.url();
}

/** The owner opens the mail's link: first the login (the way back kept), then the request with its two buttons. */
async function openAsOwner(page: Page, owner: Account) {
  const [mail] = await mailsTo(page.request, owner.login);
  expect(mail!.kind).toBe("claim-request");
  await page.context().clearCookies();
  await page.goto(linkTo(mail!, "/claiming/anfrage"));
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(owner.login);
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/claiming\/anfrage\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Anfrage zu Ihrem Eintrag" })).toBeVisible();
  return page.url();
}

test.describe("Competing claims (decision 090)", () => {
  test("the claimant asks, the owner refuses: the entry stays, the claimant's page says so", async ({ page }) => {
    const owner = claimAccount("einzel");
    const claimant = claimAccount("privat");
    const claimantPage = await askAsClaimant(page, owner, claimant);
    const ownerPage = await openAsOwner(page, owner);
    // the claimant's address, masked; the last day to answer
    await expect(page.getByText("t***@e***.com")).toBeVisible();
    await expect(page.getByText(/bis einschließlich \d\d\.\d\d\.\d{4}/)).toBeVisible();
    await page.getByRole("button", { name: "Ablehnen, Eintrag behalten" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Sie haben die Anfrage abgelehnt. Der Eintrag bleibt bei Ihnen")).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText("Schreinerei Wagner");
    // the link is spent
    const again = await page.goto(ownerPage);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Diese Anfrage ist nicht mehr offen" })).toBeVisible();

    await page.context().clearCookies();
    await signInFresh(page, claimant, "/benutzer");
    await page.goto(claimantPage);
    await expect(page.getByRole("status")).toContainText(/Der Inhaber hat Ihre Anfrage abgelehnt\. .* Eine neue Anfrage ist ab \d\d\.\d\d\.\d{4} möglich/);
  });

  test("the claimant asks, the owner agrees: the entry is the claimant's at once and leaves the owner's account", async ({ page }) => {
    const owner = claimAccount("einzel");
    const claimant = claimAccount("privat");
    await askAsClaimant(page, owner, claimant);
    await openAsOwner(page, owner);
    await page.getByRole("button", { name: "Zustimmen und Eintrag übergeben" }).click();
    // the owner's only company is gone: the user dashboard
    await expect(page).toHaveURL(/\/benutzer$/);
    await expect(page.getByText("Sie haben zugestimmt: Der Eintrag gehört jetzt zum Konto der anfragenden Person")).toBeVisible();
    const [answer] = await mailsTo(page.request, claimant.login);
    expect(answer!.subject).toBe("Der Eintrag von Schreinerei Wagner gehört jetzt zu Ihrem Konto");
  });
});

test.describe("The owner claim's upkeep from the entry overview (decision 091)", () => {
  test("confirmed with one button; giving it up is the explicit second step", async ({ page }) => {
    const owner = claimAccount("einzel");
    await signInFresh(page, owner, "/kunde/meineProdukte/eintrag/uebersicht");
    const section = page.getByRole("region", { name: "Inhaberschaft" });
    await expect(section).toContainText(/Sie sind als Inhaber bestätigt|abgelaufen/);
    await section.getByRole("button", { name: "Inhaberschaft jetzt bestätigen" }).click();
    await expect(page.getByRole("region", { name: "Inhaberschaft" }).getByRole("status")).toContainText(/Vielen Dank\. Ihre Inhaberschaft ist bestätigt, die nächste Bestätigung ist am \d\d\.\d\d\.\d{4} fällig\./);
    await page.getByRole("link", { name: "Inhaberschaft aufgeben …" }).click();
    await expect(page).toHaveURL(/\/claiming\/confirm\?schritt=aufgeben$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inhaberschaft aufgeben?" })).toBeVisible();
  });
});
