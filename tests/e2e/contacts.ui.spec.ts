import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { CONTACT_MESSAGES } from "#domain/contacts";

/**
 * The contact persons (spec §2 firmendaten/ansprechpartner; decisions 080–082)
 * in a test-pool copy of Schreinerei Wagner (seeded: Herr Thomas Wagner, who
 * gets the invoices). Persons added and removed keep what is typed (without
 * JavaScript through the server, nothing saved); bad input is answered at the
 * fields with the rows kept; the whole list is saved at once; a save on an old
 * version shows what is stored now and saves only by choice. Runs with
 * JavaScript on and off.
 */
const PATH = "/kunde/firmendaten/ansprechpartner";
const SAVED = CONTACT_MESSAGES.saved;
const contactsForm = (page: Page) => page.getByRole("form", { name: "Ihre Ansprechpartner" });
const person = (form: Locator, n: number) => form.getByRole("group", { name: `Person ${n}`, exact: true });

async function expectRefused(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

async function save(page: Page) {
  const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes("ansprechpartner") && r.status() === 200);
  await contactsForm(page).getByRole("button", { name: "Ansprechpartner speichern" }).click();
  await reloaded;
}

test("contacts: persons added, refused at their fields with the rows kept, removed and saved as one list; a save on an old version only by choice", async ({ page, context }) => {
  test.slow(); // some fifteen round trips without JavaScript and a second tab: beside a second worker on two cores it can pass 30 s
  await signInOwn(page, "einzel", "/");
  // the side menu's Firmendaten section leads to the page
  await page.getByRole("navigation", { name: "Hauptmenü" }).locator(`a[href="${PATH}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ansprechpartner" })).toBeVisible();
  await waitForHydration(page);
  const form = contactsForm(page);
  await expect(person(form, 1).getByLabel("Nachname")).toHaveValue("Wagner");
  await expect(person(form, 1).getByLabel("Anrede")).toHaveValue("Herr");
  await expect(person(form, 1).getByLabel("Erhält die Rechnungen")).toBeChecked();
  await expect(person(form, 2)).toHaveCount(0);

  // typed first, then a person added: the typing stays, the focus goes to the new person
  await person(form, 1).getByLabel("Funktion (optional)").fill("Inhaber");
  await form.getByRole("button", { name: "Person hinzufügen" }).click();
  await expect(person(form, 2).getByLabel("Anrede")).toBeFocused();
  await expect(person(form, 1).getByLabel("Funktion (optional)")).toHaveValue("Inhaber");
  // bad input: no last name, a phone and an e-mail that are none, product news without … a valid address
  await person(form, 2).getByLabel("Anrede").selectOption("Frau");
  await person(form, 2).getByLabel("Vorname (optional)").fill("Petra");
  await person(form, 2).getByLabel("Telefon (optional)").fill("12345");
  await person(form, 2).getByLabel("E-Mail-Adresse (optional)").fill("petra@");
  await form.getByRole("button", { name: "Person hinzufügen" }).click();
  await person(form, 3).getByLabel("Nachname").fill("Weg");
  await expect(page.getByText(SAVED)).toHaveCount(0); // adding saves nothing
  await form.getByRole("button", { name: "Ansprechpartner speichern" }).click();
  await expectRefused(person(form, 2).getByLabel("Nachname"), CONTACT_MESSAGES.lastName);
  await expectRefused(person(form, 2).getByLabel("Telefon (optional)"), /^Bitte geben Sie eine deutsche Telefonnummer ein/);
  await expectRefused(person(form, 2).getByLabel("E-Mail-Adresse (optional)"), /^Bitte geben Sie eine gültige E-Mail-Adresse ein/);
  // the rows kept with everything typed
  await expect(person(form, 2).getByLabel("Vorname (optional)")).toHaveValue("Petra");
  await expect(person(form, 2).getByLabel("Anrede")).toHaveValue("Frau");
  await expect(person(form, 3).getByLabel("Nachname")).toHaveValue("Weg");
  await expect(person(form, 1).getByLabel("Funktion (optional)")).toHaveValue("Inhaber");
  if (jsDisabled()) await expect(person(form, 2).getByLabel("Nachname")).toBeFocused(); // the first refused field
  await expectAccessible(page, "contacts with refused fields");

  // corrected, the third person removed (the focus back on "Person hinzufügen"), saved
  await person(form, 2).getByLabel("Nachname").fill("Schmidt");
  await person(form, 2).getByLabel("Telefon (optional)").fill("+49 (0) 761 / 44 55 67");
  await person(form, 2).getByLabel("Mobilnummer (optional)").fill("0171/2345678");
  await person(form, 2).getByLabel("E-Mail-Adresse (optional)").fill("petra.schmidt@schreinerei.example");
  await person(form, 2).getByLabel("Erhält Neuigkeiten zu Produkten").check();
  await form.getByRole("button", { name: "Entfernen (Person 3)" }).click();
  await expect(person(form, 3)).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Person hinzufügen" })).toBeFocused();
  await save(page);
  await expect(contactsForm(page).getByRole("status")).toHaveText(SAVED);

  await page.goto(PATH);
  const again = contactsForm(page);
  await expect(person(again, 1).getByLabel("Funktion (optional)")).toHaveValue("Inhaber");
  await expect(person(again, 2).getByLabel("Nachname")).toHaveValue("Schmidt");
  await expect(person(again, 2).getByLabel("Telefon (optional)")).toHaveValue("0761 445567"); // spec §5: stored in the national form
  await expect(person(again, 2).getByLabel("Mobilnummer (optional)")).toHaveValue("0171 2345678");
  await expect(person(again, 2).getByLabel("Erhält Neuigkeiten zu Produkten")).toBeChecked();
  await expect(person(again, 2).getByLabel("Erhält die Rechnungen")).not.toBeChecked();
  await expect(person(again, 3)).toHaveCount(0);

  // another window saves first: this page's save is refused with what is stored now, and overwrites only by choice
  const other = await context.newPage();
  await other.goto(PATH);
  await person(contactsForm(other), 2).getByLabel("Funktion (optional)").fill("Buchhaltung");
  await save(other);
  await expect(contactsForm(other).getByRole("status")).toHaveText(SAVED);

  await waitForHydration(page);
  await person(again, 1).getByLabel("Vorname (optional)").fill("Tom");
  await again.getByRole("button", { name: "Ansprechpartner speichern" }).click();
  const alert = again.getByRole("alert");
  await expect(alert).toContainText(CONTACT_MESSAGES.conflict);
  await expect(again).toContainText("Frau Petra Schmidt, Buchhaltung"); // what is stored now
  await expect(person(again, 1).getByLabel("Vorname (optional)")).toHaveValue("Tom"); // the input kept
  await expect(page.getByText(SAVED)).toHaveCount(0);
  await expectAccessible(page, "contacts after a 409");
  await alert.getByRole("button", { name: "Meine Eingaben trotzdem speichern" }).click();
  await expect(contactsForm(page).getByRole("status")).toHaveText(SAVED);
  await other.goto(PATH);
  await expect(person(contactsForm(other), 1).getByLabel("Vorname (optional)")).toHaveValue("Tom");
  await expect(person(contactsForm(other), 2).getByLabel("Funktion (optional)")).toHaveValue(""); // overwritten, by choice
  await other.close();
});
