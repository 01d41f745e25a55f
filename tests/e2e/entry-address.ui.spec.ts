import { expect, test, type Page, type Route } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";

/**
 * The company form's address and numbers (spec §5, §7 "Address and utilities"):
 * suggestions from the seeded German places — without JavaScript through the
 * "Vorschläge anzeigen" submit (nothing saved, everything typed kept), with
 * JavaScript also as you type (a newer request aborts the older); the address
 * check with its "Meinten Sie …?"; phone numbers and house numbers taken as
 * people write them and stored normalised. Runs with JS on and off.
 */

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
const SUGGESTIONS = "/kunde/meineProdukte/eintrag/adressvorschlaege";
const company = (page: Page) => page.getByRole("form", { name: "Firmendaten" });
const field = (page: Page, label: string) => company(page).getByLabel(label, { exact: true });

/** Clicks a help button and waits for its answer (with JS the action's fetch, without a page load). */
async function help(page: Page, name: string) {
  // a list of suggestions still open under the field last typed in would cover the buttons, as for a user
  if (!jsDisabled()) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(PATH));
  await company(page).getByRole("button", { name, exact: true }).click();
  await answered;
  await page.waitForLoadState();
}

/** "Auswahl übernehmen": without JavaScript the server fills the choice in, with it the page does. */
async function applyChoice(page: Page) {
  if (jsDisabled()) return help(page, "Auswahl übernehmen");
  await company(page).getByRole("button", { name: "Auswahl übernehmen" }).click();
}

test.describe("spec §7 Address and utilities: the company form's address", () => {
  test.beforeEach(async ({ page }) => {
    await signInOwn(page, "einzel", PATH);
    await waitForHydration(page); // Schreinerei Wagner, Lindenweg 3, 79098 Freiburg im Breisgau: a company of its own
  });

  test("suggestions through the submit: choices to apply, everything typed kept, nothing saved", async ({ page }) => {
    await field(page, "Telefon (optional)").fill("(0761) 99 88 77");
    await field(page, "Straße").fill("kaiser-jo");
    await field(page, "Postleitzahl").fill("");
    await field(page, "Ort").fill("frei");
    await help(page, "Vorschläge anzeigen");

    const choices = company(page).getByRole("radio");
    await expect(choices).toHaveCount(1);
    await expect(company(page).getByRole("radio", { name: "Freiburg im Breisgau", exact: true })).toBeChecked();
    // what was typed stays, nothing refused
    await expect(field(page, "Telefon (optional)")).toHaveValue("(0761) 99 88 77");
    await expect(field(page, "Straße")).toHaveValue("kaiser-jo");
    await expect(company(page).locator("[aria-invalid=true]")).toHaveCount(0);

    await applyChoice(page);
    await expect(field(page, "Ort")).toHaveValue("Freiburg im Breisgau");
    await expect(company(page).getByText(/Übernommen: .*Bitte speichern Sie die Firmendaten\./)).toBeVisible();

    // now the city is known: the streets of Freiburg that start so
    await help(page, "Vorschläge anzeigen");
    await company(page).getByRole("radio", { name: "Kaiser-Joseph-Straße, 79098 Freiburg im Breisgau" }).check();
    await applyChoice(page);
    await expect(field(page, "Straße")).toHaveValue("Kaiser-Joseph-Straße");
    await expect(field(page, "Postleitzahl")).toHaveValue("79098");
    await expect(field(page, "Telefon (optional)")).toHaveValue("(0761) 99 88 77");

    if (!jsDisabled()) await expectAccessible(page, "company form with suggestions applied", { js: true });
    // nothing was saved on the way
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(field(page, "Straße")).toHaveValue("Lindenweg");
    await expect(field(page, "Ort")).toHaveValue("Freiburg im Breisgau");
  });

  test("the address check: a postcode that does not fit, the likely address to apply, then saved", async ({ page }) => {
    await field(page, "Straße").fill("Kaiser-Joseph-Straße");
    await field(page, "Hausnummer").fill("12 a");
    await field(page, "Postleitzahl").fill("79102");
    await help(page, "Adresse prüfen");
    await expect(company(page).getByText("Die Straße „Kaiser-Joseph-Straße“ ist unter 79102 Freiburg im Breisgau nicht bekannt. Meinten Sie Kaiser-Joseph-Straße 12 a, 79098 Freiburg im Breisgau?")).toBeVisible();
    if (!jsDisabled()) await expectAccessible(page, "company form with the address check's answer", { js: true });
    await applyChoice(page);
    await expect(field(page, "Postleitzahl")).toHaveValue("79098");

    const saved = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(PATH) && r.status() === 200);
    await company(page).getByRole("button", { name: "Firmendaten speichern" }).click();
    await saved;
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(field(page, "Straße")).toHaveValue("Kaiser-Joseph-Straße");
    await expect(field(page, "Hausnummer")).toHaveValue("12a"); // stored in its normal form
    await expect(field(page, "Postleitzahl")).toHaveValue("79098");
    await help(page, "Adresse prüfen");
    await expect(company(page).getByText("Die Adresse ist bekannt und vollständig.")).toBeVisible();
  });

  test("a wrong address part is refused at its field when checked", async ({ page }) => {
    await field(page, "Postleitzahl").fill("7909");
    await help(page, "Adresse prüfen");
    await expect(field(page, "Postleitzahl")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Postleitzahl")).toHaveAccessibleDescription(/Die Postleitzahl besteht aus genau 5 Ziffern\./);
    await expect(company(page).getByText("Bitte vervollständigen Sie zuerst die Adresse, dann prüfen wir sie.")).toBeVisible();
  });

  test("phone numbers and house numbers as people write them: saved in their normal form", async ({ page }) => {
    await field(page, "Hausnummer").fill("12 - 14");
    await field(page, "Telefon (optional)").fill("+49 (0) 761 / 44 55 66");
    await field(page, "Mobilnummer (optional)").fill("(0171) 234 56 78");
    await field(page, "Fax (optional)").fill("0761/445567");
    const saved = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(PATH) && r.status() === 200);
    await company(page).getByRole("button", { name: "Firmendaten speichern" }).click();
    await saved;
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(field(page, "Hausnummer")).toHaveValue("12-14");
    await expect(field(page, "Telefon (optional)")).toHaveValue("0761 445566");
    await expect(field(page, "Mobilnummer (optional)")).toHaveValue("0171 2345678");
    await expect(field(page, "Fax (optional)")).toHaveValue("0761 445567");
  });

  test("the suggestions route: bounded answers, hostile input gives nothing and is not echoed", async ({ page }) => {
    const ask = async (q: Record<string, string>) => {
      const res = await page.request.get(`${SUGGESTIONS}?${new URLSearchParams(q)}`);
      expect(res.status()).toBe(200);
      return { body: (await res.json()) as { options: { label: string }[] }, text: await res.text() };
    };
    expect((await ask({ feld: "city", city: "Kö" })).body.options.map((o) => o.label)).toEqual(["Köln"]);
    expect((await ask({ feld: "street", city: "Köln", street: "h" })).body.options).toHaveLength(8);
    for (const city of ["<script>alert(1)</script>", "Köln 🏙️", "Kö\u200bln", "\u202eKöln", "K".repeat(500)]) {
      const { body, text } = await ask({ feld: "city", city });
      expect(body.options, city).toEqual([]);
      expect(text).not.toContain("<script>");
    }
    expect((await ask({ feld: "gibtsnicht", city: "Köln" })).body.options).toEqual([]);
  });

  test("with JavaScript: suggestions as you type, chosen by keyboard; a newer request aborts the older", { tag: "@js-only" }, async ({ page }) => {
    // hold the first request until a newer one has started: it must be aborted, not answered late
    const held: Route[] = [];
    const aborted: string[] = [];
    page.on("requestfailed", (r) => {
      if (r.url().includes(SUGGESTIONS)) aborted.push(new URL(r.url()).searchParams.get("street") ?? "");
    });
    await page.route(`**${SUGGESTIONS}?*`, async (route) => {
      if (held.length === 0) held.push(route);
      else await route.continue();
    });

    const street = field(page, "Straße");
    await street.fill("");
    // the suggestions' script comes with the first focus of an address field: typed before it, nothing is asked
    await expect(street).toHaveAttribute("role", "combobox");
    await street.pressSequentially("Kai");
    await expect.poll(() => held.length).toBe(1);
    await street.pressSequentially("ser");
    await expect.poll(() => aborted).toEqual(["Kai"]);

    const list = company(page).getByRole("listbox", { name: "Vorschläge" });
    await expect(list.getByRole("option")).toHaveText(["Kaiser-Joseph-Straße, 79098 Freiburg im Breisgau"]);
    await expect(street).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page, "company form with the street's suggestions open");
    await street.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await street.press("Enter");
    await expect(street).toHaveValue("Kaiser-Joseph-Straße");
    await expect(street).toHaveAttribute("aria-expanded", "false");
    await expect(field(page, "Postleitzahl")).toHaveValue("79098");

    // the city, umlaut-insensitive: "koel" finds Köln; a click chooses
    const city = field(page, "Ort");
    await city.fill("");
    await city.pressSequentially("koel");
    await company(page).getByRole("option", { name: "Köln" }).click();
    await expect(city).toHaveValue("Köln");
    await held[0]!.continue().catch(() => undefined); // already aborted by the page
  });
});
