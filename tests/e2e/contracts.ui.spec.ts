import { expect, test, type Page } from "./browser-test";
import { expectAccessible, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { mailsTo } from "./mails";
import { DEMO_IBAN } from "../../seed/contracts.mjs";
import { CANCEL_FORM_RULES } from "#domain/contracts";

/**
 * The contract pages (spec §2 firmendaten/vertragsdaten and produkte; decisions
 * 068–071) on the test's own pool copies: the contract with its next possible
 * end and the IBAN masked, the billing address saved and met by a conflict, a
 * product cancelled through the two steps of § 312k BGB with its receipt and
 * mail, withdrawn again. Runs with JavaScript on and off.
 */
const CONTRACT = "/kunde/firmendaten/vertragsdaten";
const PRODUCTS = "/kunde/firmendaten/produkte";
const CANCEL = "/kunde/firmendaten/produkte/kuendigen";
const GERMAN_DAY = /\d{2}\.\d{2}\.\d{4}/;

const billingForm = (page: Page) => page.locator("form#rechnungsanschrift");

test("Vertragsdaten: numbers, terms, next possible end, IBAN masked; the billing address saved, and a change made meanwhile shown as a conflict", async ({ page }) => {
  await signInOwn(page, "einzel", CONTRACT);
  await expect(page.getByRole("heading", { level: 1, name: "Vertragsdaten" })).toBeVisible();
  const contract = page.getByRole("definition");
  await expect(page.getByRole("region", { name: "Ihr Vertrag" })).toContainText(/Kundennummer\s*K8\d{3}01/);
  await expect(page.getByRole("region", { name: "Ihr Vertrag" })).toContainText("Vertragsbeginn01.05.2019");
  await expect(page.getByTestId("naechstes-ende")).toContainText(new RegExp(`Nächstmögliches Vertragsende: ${GERMAN_DAY.source}\\. Dafür muss Ihre Kündigung bis zum ${GERMAN_DAY.source} bei uns eingehen`));
  await expect(contract.filter({ hasText: "DE89" })).toHaveText("DE89 **** **** **** **30 00");
  // the whole IBAN is nowhere in the page
  expect(await page.content()).not.toContain(DEMO_IBAN.slice(4));
  await expectAccessible(page, "contract data");

  // a refused field, then the saved address
  const form = billingForm(page);
  await form.getByLabel("Postleitzahl").fill("7909");
  await form.getByRole("button", { name: "Rechnungsanschrift speichern" }).click();
  await expect(form.getByText("Die Postleitzahl besteht aus genau 5 Ziffern.")).toBeVisible();
  await form.getByLabel("Postleitzahl").fill("79100");
  await form.getByLabel("Adresszusatz").fill("Buchhaltung");
  await form.getByRole("button", { name: "Rechnungsanschrift speichern" }).click();
  await expect(page.getByText("Die Rechnungsanschrift ist gespeichert.", { exact: false })).toBeVisible();
  await expect(billingForm(page).getByLabel("Postleitzahl")).toHaveValue("79100");

  // changed in another tab meanwhile: this tab's save meets the conflict, then takes the stored one
  const other = await page.context().newPage();
  await other.goto(CONTRACT);
  await waitForHydration(other);
  await billingForm(other).getByLabel("Straße und Hausnummer").fill("Werkstattweg 9");
  await billingForm(other).getByRole("button", { name: "Rechnungsanschrift speichern" }).click();
  await expect(other.getByText("Die Rechnungsanschrift ist gespeichert.", { exact: false })).toBeVisible();
  await other.close();
  await waitForHydration(page);
  await billingForm(page).getByLabel("Ort").fill("Freiburg");
  await billingForm(page).getByRole("button", { name: "Rechnungsanschrift speichern" }).click();
  await expect(page.getByText("Die Rechnungsanschrift wurde inzwischen an anderer Stelle geändert", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Gespeicherte Fassung übernehmen" }).click();
  await expect(billingForm(page).getByLabel("Straße und Hausnummer")).toHaveValue("Werkstattweg 9");
  await expect(billingForm(page).getByLabel("Ort")).toHaveValue("Freiburg im Breisgau");
});

test("Produkte: status, term and price; 'Verträge hier kündigen', the confirmation page, 'jetzt kündigen', the receipt and its mail; the cancelled product stays active until its end and the cancellation is withdrawn", async ({ page }) => {
  await signInOwn(page, "einzel", PRODUCTS);
  await expect(page.getByRole("heading", { level: 1, name: "Produkte" })).toBeVisible();
  const entry = page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: "Eintrag", exact: true }) });
  await expect(entry).toContainText("Aktiv");
  await expect(entry).toContainText("29,00 € im Monat");
  await expect(entry).toContainText("Mindestlaufzeit 12 Monate, danach Verlängerung um je 12 Monate; Kündigungsfrist 3 Monate zum Laufzeitende");
  const ends = (await entry.getByText(/endet es am/).textContent())!.match(new RegExp(`endet es am (${GERMAN_DAY.source})`))![1]!;
  await expectAccessible(page, "products");

  // step 1: the button of § 312k BGB leads to the confirmation page (its own address)
  await page.getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page).toHaveURL(new RegExp(`${CANCEL}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Kündigung bestätigen" })).toBeVisible();
  // the company's one product is chosen already, with the day it ends
  await expect(page.getByLabel(`Eintrag – endet am ${ends}`)).toBeChecked();
  await page.getByLabel("Grund der Kündigung (optional)").fill("Wir ziehen um.");
  await expectAccessible(page, "cancellation");

  // step 2: "jetzt kündigen", then the receipt with date and time
  await page.getByRole("button", { name: "jetzt kündigen" }).click();
  const receipt = page.getByTestId("eingangsbestaetigung");
  await expect(receipt).toContainText(new RegExp(`Ihre Kündigung von Eintrag ist am ${GERMAN_DAY.source}, \\d{2}:\\d{2} Uhr bei uns eingegangen\\.`));
  await expect(receipt).toContainText(`Das Produkt bleibt bis einschließlich ${ends} aktiv`);
  const to = (await receipt.textContent())!.match(/an (vertrag-\S+@\S+?) geschickt/)![1]!;
  const [mail] = await mailsTo(page.request, to);
  expect(mail!.subject).toBe("Eingangsbestätigung Ihrer Kündigung");
  expect(mail!.text).toContain(`Das Produkt endet mit Ablauf des ${ends}.`);
  expect(mail!.text).toMatch(/Ihre Kündigung ist am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr bei uns eingegangen\./);

  // the product stays active until its end date and says so; no second cancellation offered
  await page.getByRole("link", { name: "Zurück zu den Produkten" }).click();
  await expect(entry).toContainText(`Aktiv – gekündigt zum ${ends}`);
  await expect(entry).toContainText("Ihr Grund: Wir ziehen um.");
  await expect(page.getByRole("link", { name: "Verträge hier kündigen" })).toHaveCount(0);

  // withdrawn before it takes effect: the product runs on
  await waitForHydration(page);
  await entry.getByRole("button", { name: "Kündigung zurücknehmen (Eintrag)" }).click();
  await expect(page.getByText("Ihre Kündigung von „Eintrag“ ist zurückgenommen.", { exact: false })).toBeVisible();
  await expect(entry).not.toContainText("gekündigt");
  await expect(page.getByRole("link", { name: "Verträge hier kündigen" })).toBeVisible();
});

test("Kündigung bestätigen: of several products none is chosen before the customer chooses; a product sent twice shows the first receipt", async ({ page }) => {
  await signInOwn(page, "kunde", CANCEL);
  await expect(page.getByRole("heading", { level: 1, name: "Kündigung bestätigen" })).toBeVisible();
  await waitForHydration(page);
  const choices = page.getByRole("radio");
  expect(await choices.count()).toBeGreaterThan(1);
  for (const choice of await choices.all()) await expect(choice).not.toBeChecked();
  // the choice is required (the browser's own check, and the server's with the same German message)
  await expect(choices.first()).toHaveAttribute("required", "");
  expect(CANCEL_FORM_RULES.subscriptionId.required).toBe("Bitte wählen Sie das Produkt, das Sie kündigen möchten.");

  const gold = page.getByLabel(/^Website Gold – endet am/);
  await gold.check();
  await page.getByRole("button", { name: "jetzt kündigen" }).click();
  const receipt = page.getByTestId("eingangsbestaetigung");
  await expect(receipt).toContainText("Ihre Kündigung von Website Gold ist am");
  const first = await receipt.textContent();
  const receiptUrl = page.url();

  // the confirmation page of that product again (a second send lands here too): the first receipt, not a second cancellation
  await page.goto(`${CANCEL}?produkt=${new URL(receiptUrl).searchParams.get("eingang")}`);
  await expect(page.getByTestId("eingangsbestaetigung")).toHaveText(first!);
  await page.goto(CANCEL);
  await expect(page.getByLabel(/^Website Gold – endet am/)).toHaveCount(0);
});
