import { expect, test, type BrowserContext, type Locator, type Page } from "./browser-test";
import { jsDisabled, midWordBreaks, PHONE, waitForHydration } from "./a11y-helpers";
import { signIn, signInOwn } from "./personas";

/**
 * The entry-data page (spec §2 eintrag/eintragsdaten, §5, §7 entry updates): each
 * section a form of its own, saved without JavaScript too; bad input answered at
 * the field with everything typed kept; a save on an old version refused (409)
 * instead of overwriting another window's change. Runs with JS on and off.
 */

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
/** the tab with the logo and slogan */
const LOGO = `${PATH}?abschnitt=logo`;
const company = (page: Page) => page.getByRole("form", { name: "Firmendaten" });
const logoSlogan = (page: Page) => page.getByRole("form", { name: "Logo und Slogan" });
/**
 * Clicks a save button and waits for the page's data to come back after it (the GET
 * that follows the POST, with JS a single-fetch revalidation, without JS the redirect):
 * the notice of an earlier save may still be on screen and prove nothing.
 */
async function saveAndWait(page: Page, button: Locator) {
  const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(PATH) && r.status() === 200);
  await button.click();
  await reloaded;
}

/** a value no other run has written: the projects share one database */
const unique = () => `${Date.now() % 100_000}`.padStart(5, "0");

/**
 * Two tabs of one session edit the slogan; the second tab's save comes after the
 * first's and is refused (409): the conflict is told at its form, with what is
 * stored now, the input kept, and the focus on the message.
 */
async function conflict(page: Page, context: BrowserContext, stored = "Massivholz seit 1970") {
  const other = await context.newPage();
  await page.goto(LOGO);
  await waitForHydration(page);
  await other.goto(LOGO);
  await waitForHydration(other);
  const mine = `Handwerk mit Herz ${unique()}`;
  const theirs = `${stored} ${unique()}`;
  await logoSlogan(other).getByLabel("Slogan (optional)").fill(theirs);
  await logoSlogan(other).getByRole("button", { name: "Logo und Slogan speichern" }).click();
  await expect(other.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();

  await logoSlogan(page).getByLabel("Slogan (optional)").fill(mine);
  await logoSlogan(page).getByRole("button", { name: "Logo und Slogan speichern" }).click();
  const alert = logoSlogan(page).getByRole("alert");
  await expect(alert).toContainText("Der Eintrag wurde in der Zwischenzeit geändert");
  await expect(alert).toContainText(theirs); // what is stored now
  await expect(alert.getByRole("button", { name: "Meine Eingaben trotzdem speichern" })).toBeVisible();
  await expect(alert.getByRole("button", { name: "Gespeicherte Fassung übernehmen" })).toBeVisible();
  if (!jsDisabled()) await expect(alert).toBeFocused();
  await expect(logoSlogan(page).getByLabel("Slogan (optional)")).toHaveValue(mine);
  return { other, mine, theirs };
}

test.describe("entry data (spec §7 entry updates): saving, bad input, concurrent saves", () => {
  test.beforeEach(async ({ page }) => {
    await signInOwn(page, "einzel");
    await waitForHydration(page); // every test here saves: a company of its own
  });

  test("the side menu leads to the page; company data saved and shown again", async ({ page }) => {
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Eintragsdaten" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Eintragsdaten" })).toBeVisible();
    const form = company(page);
    await expect(form.getByLabel("Firmenname")).not.toHaveValue("");

    const phone = `0761 4${unique()}`;
    await form.getByLabel("Straße").fill("Lindenweg");
    await form.getByLabel("Hausnummer").fill("5b");
    await form.getByLabel("Telefon (optional)").fill(phone);
    await saveAndWait(page, form.getByRole("button", { name: "Firmendaten speichern" }));
    // the notice at the form that was saved, with the focus
    await expect(company(page).getByRole("status")).toHaveText("Ihre Firmendaten wurden gespeichert.");
    // right after the save (no reload) the form shows what is stored
    await expect(company(page).getByLabel("Telefon (optional)")).toHaveValue(phone);
    await expect(company(page).getByLabel("Hausnummer")).toHaveValue("5b");
    if (!jsDisabled()) await expect(company(page).getByRole("status")).toBeFocused();

    // a second save in the same form builds on the first, it does not undo it
    await company(page).getByLabel("Hausnummer").fill("7");
    await saveAndWait(page, company(page).getByRole("button", { name: "Firmendaten speichern" }));
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();

    await page.goto(PATH);

    await waitForHydration(page);
    await expect(company(page).getByLabel("Telefon (optional)")).toHaveValue(phone);
    await expect(company(page).getByLabel("Hausnummer")).toHaveValue("7");
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toHaveCount(0); // a notice shows once
  });

  test("typing in one section while the other is saved: the typing stays", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const details = page.getByRole("form", { name: "Firmendetails" });
    const draft = String(1900 + (Number(unique()) % 120));
    await details.getByLabel("Gründungsjahr").fill(draft);
    await company(page).getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
    if (jsDisabled()) return; // a full page load starts every form afresh; nothing to keep without JavaScript
    await expect(details.getByLabel("Gründungsjahr")).toHaveValue(draft);
    // its version did not move on unseen: the details were not changed, so they save
    await details.getByRole("button", { name: "Firmendetails speichern" }).click();
    await expect(page.getByText("Ihre Firmendetails wurden gespeichert.")).toBeVisible();
    await expect(details.getByLabel("Gründungsjahr")).toHaveValue(draft);
  });

  test("unsaved input is named beside its save button, and leaving the page asks first", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const details = page.getByRole("form", { name: "Firmendetails" });
    await expect(details.getByText("Ungespeicherte Änderungen")).toHaveCount(0);
    const draft = String(1900 + (Number(unique()) % 120));
    await details.getByLabel("Gründungsjahr").fill(draft);
    await expect(details.getByText("Ungespeicherte Änderungen")).toBeVisible();
    await expect(company(page).getByText("Ungespeicherte Änderungen")).toHaveCount(0);

    // another tab: the portal asks, staying is the first choice and keeps the input
    const tabs = page.getByRole("navigation", { name: "Abschnitte des Eintrags" });
    await tabs.getByRole("link", { name: "Öffnungszeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Ungespeicherte Änderungen" });
    await expect(dialog).toContainText("„Firmendetails“");
    await dialog.getByRole("button", { name: "Auf der Seite bleiben" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(details.getByLabel("Gründungsjahr")).toHaveValue(draft);

    // closing the window or typing another address: the browser's own question
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe("beforeunload");
    await question.dismiss();
    await expect(details.getByLabel("Gründungsjahr")).toHaveValue(draft);

    // typed back to what is stored: nothing to ask about
    await details.getByLabel("Gründungsjahr").fill("");
    await details.getByLabel("Gründungsjahr").fill(await details.getByLabel("Gründungsjahr").evaluate((e) => (e as HTMLInputElement).defaultValue));
    await expect(details.getByText("Ungespeicherte Änderungen")).toHaveCount(0);
    await details.getByLabel("Gründungsjahr").fill(draft);
    await tabs.getByRole("link", { name: "Öffnungszeiten" }).click();
    await dialog.getByRole("button", { name: "Seite verlassen, Eingaben verwerfen" }).click();
    await expect(page).toHaveURL(/abschnitt=oeffnungszeiten/);
  });

  test("bad input: a German message at each field, everything typed kept, nothing saved", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const form = company(page);
    const before = await form.getByLabel("Postleitzahl").inputValue();
    // the browser's own checks would stop some of these first; the server must answer the same
    await form.evaluate((f) => f.setAttribute("novalidate", ""));
    await form.getByLabel("Firmenname").fill("<b>Wagner</b>");
    await form.getByLabel("Hausnummer").fill("12--14");
    await form.getByLabel("Postleitzahl").fill("7909");
    await form.getByLabel("Telefon (optional)").fill("12345");
    await form.getByLabel("E-Mail-Adresse (optional)").fill("info@wagner");
    await form.getByRole("button", { name: "Firmendaten speichern" }).click();

    const messages: [string, string][] = [
      ["Firmenname", "Bitte verwenden Sie keine spitzen Klammern (< und >)."],
      ["Hausnummer", "Bitte geben Sie eine Hausnummer wie 12, 12a, 12-14 oder 3/1 ein: beginnt mit einer Ziffer, nur Buchstaben, Ziffern, - und /."],
      ["Postleitzahl", "Die Postleitzahl besteht aus genau 5 Ziffern."],
      ["Telefon (optional)", "Bitte geben Sie eine deutsche Telefonnummer ein, z. B. 0221 1234567 oder +49 221 1234567."],
      ["E-Mail-Adresse (optional)", "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. info@firma.de."],
    ];
    for (const [label, message] of messages) {
      const input = form.getByLabel(label);
      await expect(input, label).toHaveAttribute("aria-invalid", "true");
      await expect(input, label).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
    await expect(form.getByLabel("Firmenname")).toHaveValue("<b>Wagner</b>");
    await expect(form.getByLabel("Postleitzahl")).toHaveValue("7909");
    await expect(form.getByLabel("E-Mail-Adresse (optional)")).toHaveValue("info@wagner");

    await page.goto(PATH);

    await waitForHydration(page);
    await expect(company(page).getByLabel("Postleitzahl")).toHaveValue(before);
  });

  test("two windows save the same section: the second is told at its form, keeps its input, and overwrites only by choice", async ({ page, context }) => {
    const { other, mine, theirs } = await conflict(page, context);
    await other.goto(LOGO);
    await waitForHydration(other);
    await expect(logoSlogan(other).getByLabel("Slogan (optional)")).toHaveValue(theirs); // not overwritten

    // the same save button again does not overwrite: the conflict stays until the user chooses
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(PATH));
    await logoSlogan(page).getByRole("button", { name: "Logo und Slogan speichern" }).click();
    await answered;
    await expect(logoSlogan(page).getByRole("alert")).toContainText("Der Eintrag wurde in der Zwischenzeit geändert");
    await other.reload();
    await waitForHydration(other);
    await expect(logoSlogan(other).getByLabel("Slogan (optional)")).toHaveValue(theirs);

    // the explicit choice saves what is typed over the stored version
    await logoSlogan(page).getByRole("button", { name: "Meine Eingaben trotzdem speichern" }).click();
    await expect(logoSlogan(page).getByRole("status")).toHaveText("Logo und Slogan wurden gespeichert.");
    if (!jsDisabled()) await expect(logoSlogan(page).getByRole("status")).toBeFocused();
    await page.goto(LOGO);
    await waitForHydration(page);
    await expect(logoSlogan(page).getByLabel("Slogan (optional)")).toHaveValue(mine);
    await other.close();
  });

  test("after a conflict, 'Gespeicherte Fassung übernehmen' drops the input and shows what is stored; on a phone no word of the box is broken", async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    const { other, theirs } = await conflict(page, context, "Massivholzmöbel nach Maß, Fassung A, aus der Werkstatt am Rhein seit 1970");
    // what is stored and both choices wrap between words only (a word breaks only where it is wider than the box)
    const box = logoSlogan(page).getByRole("alert");
    await expect(box.locator("dd")).toContainText(theirs);
    expect(await midWordBreaks(box)).toEqual([]);
    await logoSlogan(page).getByRole("button", { name: "Gespeicherte Fassung übernehmen" }).click();
    await expect(logoSlogan(page).getByRole("status")).toHaveText("Ihre Eingaben wurden verworfen. Das Formular zeigt die gespeicherte Fassung.");
    if (!jsDisabled()) await expect(logoSlogan(page).getByRole("status")).toBeFocused();
    await expect(logoSlogan(page).getByLabel("Slogan (optional)")).toHaveValue(theirs);
    await expect(logoSlogan(page).getByRole("alert")).toBeEmpty();
    // nothing was written: the other window's save stands
    await other.goto(LOGO);
    await waitForHydration(other);
    await expect(logoSlogan(other).getByLabel("Slogan (optional)")).toHaveValue(theirs);
    await other.close();
  });

  test("XSS: names and slogans with markup-like text come back as plain text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(PATH);
    await waitForHydration(page);
    const name = `Wagner & Söhne "Holz" 'x' onmouseover=alert(1) ${unique()}`;
    const slogan = `javascript:alert(document.cookie) ' " & ${unique()}`;
    await company(page).getByLabel("Firmenname").fill(name);
    await company(page).getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
    await page.goto(LOGO);
    await waitForHydration(page);
    await logoSlogan(page).getByLabel("Slogan (optional)").fill(slogan);
    await logoSlogan(page).getByRole("button", { name: "Logo und Slogan speichern" }).click();
    await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();
    await expect(logoSlogan(page).getByLabel("Slogan (optional)")).toHaveValue(slogan);
    await expect(page.locator("[onmouseover]")).toHaveCount(0);

    await page.goto(PATH);

    await waitForHydration(page);
    await expect(company(page).getByLabel("Firmenname")).toHaveValue(name);
    await expect(page.locator("[onmouseover]")).toHaveCount(0);
    if (!jsDisabled()) await page.getByLabel("Firmenname").hover();
    expect(dialogs).toEqual([]);
    // leave the name as the other tests know it
    await company(page).getByLabel("Firmenname").fill("Schreinerei Wagner");
    await company(page).getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
  });
});

test.describe("a form loaded for one company is never saved into another", () => {
  test("the company was switched in another tab: nothing saved, the input shown, the form shows the active company", async ({
    page,
    context,
  }) => {
    await signInOwn(page, "kunde", LOGO);
    await waitForHydration(page);
    const typed = `Nur für die Bäckerei ${unique()}`;
    await logoSlogan(page).getByLabel("Slogan (optional)").fill(typed);

    const other = await context.newPage();
    await other.goto("/");
    await waitForHydration(other);
    await other.getByLabel("Meine Firmen").selectOption({ label: "Café am Dom" });
    await other.getByRole("button", { name: "Wechseln" }).click();
    await expect(other.getByTestId("active-company")).toContainText("Café am Dom");

    await logoSlogan(page).getByRole("button", { name: "Logo und Slogan speichern" }).click();
    const alert = logoSlogan(page).getByRole("alert");
    await expect(alert).toContainText("Sie haben inzwischen eine andere Firma ausgewählt");
    await expect(alert).toContainText(typed); // not lost: shown as text
    await expect(logoSlogan(page).getByLabel("Slogan (optional)")).not.toHaveValue(typed);
    await expect(page.getByTestId("active-company")).toContainText("Café am Dom"); // the active company's page, with JS too
    await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toHaveCount(0);

    // neither company got it
    await other.goto(LOGO);
    await waitForHydration(other);
    await expect(logoSlogan(other).getByLabel("Slogan (optional)")).not.toHaveValue(typed);
    await other.goto("/");
    await waitForHydration(other);
    await other.getByLabel("Meine Firmen").selectOption({ label: "Bäckerei Krüger GmbH" });
    await other.getByRole("button", { name: "Wechseln" }).click();
    await expect(other.getByTestId("active-company")).toContainText("Bäckerei Krüger GmbH");
    await other.goto(LOGO);
    await waitForHydration(other);
    await expect(logoSlogan(other).getByLabel("Slogan (optional)")).not.toHaveValue(typed);
    await other.close();
  });
});

test.describe("entry data on a phone", () => {
  test("the section tabs keep their places when another one is shown", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, "einzel", PATH);
    const nav = page.getByRole("navigation", { name: "Abschnitte des Eintrags" });
    const tabs = nav.getByRole("link");
    // each tab's box, relative to the tab row
    const places = async () => {
      const row = (await nav.boundingBox())!;
      return Promise.all((await tabs.all()).map(async (t) => {
        const b = (await t.boundingBox())!;
        return { x: b.x - row.x, y: b.y - row.y, width: b.width, height: b.height };
      }));
    };
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    const before = await places();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
    await expect(tabs.first()).not.toHaveAttribute("aria-current", "page");
    expect(await places()).toEqual(before);
  });
});
