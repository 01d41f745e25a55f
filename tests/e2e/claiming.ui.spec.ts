import { expect, test } from "./browser-test";
import { claimAccount, PASSWORD, signIn } from "./personas";
import { claimLink, sealKeyFromEnv } from "../../scripts/claim-links.mjs";
import { HOLD_REASONS, PARTNER_CHANNELS } from "#domain/claiming";

/**
 * Taking over an entry (spec §2 claiming routes; decisions 072, 073): the
 * directory's sealed link, the page for each state of the entry, and the way in
 * by registration or login, with the funnel's state on the server (reload, back
 * button, JavaScript off).
 */

const KEY = sealKeyFromEnv()!;
const link = (companyId: string) => claimLink("", KEY, companyId);

test.describe("Claiming (spec §2)", () => {
  test("each state of the entry has its page; a forged or reused link a German error page", async ({ page }) => {
    const cases: [string, RegExp, string][] = [
      ["100201", /\/claiming\/otherowner\?ref=/, "Dieser Eintrag hat bereits einen Inhaber"],
      ["100103", /\/claiming\/otherowner\/provider\?ref=/, "Dieser Eintrag wird von uns betreut"],
      ["100302", /\/claiming\/hold\?ref=/, "Eintrag vorübergehend gesperrt"],
      ["100303", /\/claiming\/pending\?ref=/, "Übernahme wird geprüft"],
      ["100304", /\/claiming\/advantago\?ref=/, "Ihr Ansprechpartner für diesen Eintrag"],
    ];
    for (const [companyId, url, heading] of cases) {
      await page.goto(await link(companyId));
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    // the masked hint of who holds it; the hold's reason and the partner in words
    await page.goto(await link("100201"));
    await expect(page.getByText("e***@e***.com")).toBeVisible();
    await page.goto(await link("100302"));
    await expect(page.getByText(HOLD_REASONS.PHONE_PROVIDER)).toBeVisible();
    await page.goto(await link("100304"));
    await expect(page.getByText(PARTNER_CHANNELS.ADVANTAGO.phone)).toBeVisible();

    const used = await link("100301");
    await page.goto(used);
    await expect(page).toHaveURL(/\/claiming\/welcome\?ref=/);
    // the same link again: used once
    const again = await page.goto(used);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Dieser Link ist nicht mehr gültig" })).toBeVisible();
    await expect(page.getByText(/wurde bereits verwendet/)).toBeVisible();
    const forged = await page.goto(`${(await link("100301")).slice(0, -4)}AAAA`);
    expect(forged?.status()).toBe(410);
    await expect(page.getByText(/verändert|stammt nicht von uns|ungültig/)).toBeVisible();
  });

  test("welcome → register → password → success; the input survives reload and back", async ({ page }) => {
    await page.goto(await link("100301"));
    await expect(page.getByRole("heading", { level: 1, name: "Eintrag übernehmen" })).toBeVisible();
    await expect(page.getByText("Autohaus Berger e. K.")).toBeVisible();
    await page.getByRole("link", { name: "Konto anlegen und Eintrag übernehmen" }).click();
    await expect(page).toHaveURL(/\/claiming\/register\?ref=/);
    const email = `uebernahme-${test.info().project.name}-${Date.now()}@example.org`;
    await page.getByLabel("Anrede").selectOption("frau");
    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Muster");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel(/Nutzungsbedingungen/).check();
    await page.getByRole("button", { name: "Weiter zum Passwort" }).click();
    await expect(page).toHaveURL(/\/claiming\/register\/password\?ref=/);
    await expect(page.getByText(email)).toBeVisible();
    // kept on the server: a reload and the way back show it again
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/claiming\/register\?ref=/);
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await page.goForward();
    await page.getByLabel("Passwort", { exact: true }).fill("Ein langes Passwort 2026");
    await page.getByLabel("Passwort wiederholen").fill("Ein langes Passwort 2026");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/claiming\/register\/success\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Adresse bestätigt: Anmelden und weiter" })).toBeVisible();
  });

  test("login → login/success; the owner's own entry is `owner`; the way in while logged in leads to the dashboard", async ({ page }) => {
    await page.goto(await link("100301"));
    await page.getByRole("link", { name: "Ich habe schon ein Konto: Anmelden" }).click();
    await expect(page).toHaveURL(/\/claiming\/login\?ref=/);
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("handwerk@example.com");
    await page.getByLabel("Passwort").fill("falsch");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.")).toBeVisible();
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/claiming\/login\/success\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Inhaberschaft nachweisen" })).toBeVisible();
    // an anonymous-only step, logged in: the dashboard (spec §2)
    const ref = new URL(page.url()).searchParams.get("ref")!;
    await page.goto(`/claiming/welcome?ref=${ref}`);
    await expect(page).not.toHaveURL(/\/claiming\//);

    // the owner of an entry following its link (their stored session in place of this one)
    await signIn(page, "einzel");
    await page.goto(await link("100201"));
    await expect(page).toHaveURL(/\/claiming\/owner\?ref=/);
    await expect(page.getByRole("heading", { level: 1, name: "Das ist bereits Ihr Eintrag" })).toBeVisible();
  });

  test("verification by letter: the code from the printed letter makes the entry the claimant's (decision 074)", async ({ page }) => {
    // an unclaimed test company of its own per run (seed/claiming.mjs), a private account of the pool
    const company = test.info().project.name === "nojs" ? { id: "7CL002", name: "Testbetrieb Übernahme 2" } : { id: "7CL001", name: "Testbetrieb Übernahme 1" };
    const account = claimAccount("privat");
    await page.goto(await link(company.id));
    await page.getByRole("link", { name: "Ich habe schon ein Konto: Anmelden" }).click();
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(account.login);
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/claiming\/login\/success\?ref=/);
    const here = page.url();
    await page.getByLabel(/Code per Brief/).check();
    await page.getByRole("button", { name: "Nachweis anfordern" }).click();
    await expect(page.getByText(/Wir haben einen Brief an die Adresse des Eintrags geschickt/)).toBeVisible();
    await expect(page.getByText(/Noch 5 von 5 Versuchen/)).toBeVisible();
    // the letter in the outbox, with its printable PDF
    const outbox = await (await page.request.get("/debug/mails")).text();
    const letter = outbox.slice(outbox.indexOf(`Übernahme des Eintrags von ${company.name}`));
    const code = letter.match(/Ihr Code \(auf der Seite „Inhaberschaft nachweisen“ eingeben\): ([A-Z2-9]{5})/)![1]!;
    const pdfPath = letter.match(/href="(\/debug\/briefe\/\d+)"/)![1]!;
    const pdf = await page.request.get(pdfPath);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // a wrong code first: counted, said at the field
    await page.goto(here);
    await page.getByLabel("Code", { exact: true }).fill("ZZZZ2");
    await page.getByRole("button", { name: "Code prüfen und Eintrag übernehmen" }).click();
    await expect(page.getByText("Der Code stimmt nicht. Sie haben noch 4 Versuche.")).toBeVisible();
    await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await page.getByRole("button", { name: "Code prüfen und Eintrag übernehmen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Geschafft: Der Eintrag gehört jetzt zu Ihrem Konto.")).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText(company.name);
  });
});
