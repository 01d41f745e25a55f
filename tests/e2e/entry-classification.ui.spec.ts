import { expect, test, type Page } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";

/**
 * The entry's lists (spec §7 "Entry updates": trades, search keywords, service and
 * product features, service area; "Other customer calls": the suggest calls): chosen
 * from suggestions or typed, each list saved on its own, with JavaScript on and off.
 */

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
const TRADES_TAB = `${PATH}?abschnitt=branchen`;
const SERVICES_TAB = `${PATH}?abschnitt=leistungen`;
const form = (page: Page, name: string) => page.getByRole("form", { name });
const chosen = (page: Page, formName: string, legend: string) => form(page, formName).getByRole("group", { name: legend });
const suggestions = (page: Page, formName: string) => form(page, formName).getByRole("group", { name: "Vorschläge – zum Übernehmen ankreuzen" });

test.describe("spec §7: trades, keywords, features and service area", () => {
  test.beforeEach(async ({ page }) => {
    await signInOwn(page, "einzel", TRADES_TAB);
    await waitForHydration(page); // every test here saves: a company of its own
  });

  test("trades: suggestions shown on request keep the term, a ticked one is saved, an unticked one removed", async ({ page }) => {
    const trades = form(page, "Branchen");
    await trades.getByLabel("Branche suchen").fill("bäck");
    await trades.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await expect(suggestions(page, "Branchen").getByLabel("Bäckerei")).toBeVisible();
    await expect(trades.getByLabel("Branche suchen")).toHaveValue("bäck");
    await suggestions(page, "Branchen").getByLabel("Bäckerei").click();

    // another search keeps what was ticked
    await trades.getByLabel("Branche suchen").fill("kondit");
    await trades.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await expect(suggestions(page, "Branchen").getByLabel("Konditorei")).toBeVisible();
    await expect(chosen(page, "Branchen", "Ihre Branchen").getByLabel("Bäckerei")).toBeChecked();
    await suggestions(page, "Branchen").getByLabel("Konditorei").click();

    await trades.getByRole("button", { name: "Branchen speichern" }).click();
    await expect(form(page, "Branchen").getByRole("status").first()).toHaveText("Ihre Branchen wurden gespeichert.");
    await page.goto(TRADES_TAB);
    await waitForHydration(page);
    const list = chosen(page, "Branchen", "Ihre Branchen");
    await expect(list.getByRole("checkbox")).toHaveCount(2);
    await expect(list.getByLabel("Bäckerei")).toBeChecked();

    await waitForHydration(page);
    await list.getByLabel("Bäckerei").uncheck();
    await form(page, "Branchen").getByRole("button", { name: "Branchen speichern" }).click();
    await expect(form(page, "Branchen").getByRole("status").first()).toHaveText("Ihre Branchen wurden gespeichert.");
    await page.goto(TRADES_TAB);
    await waitForHydration(page);
    await expect(chosen(page, "Branchen", "Ihre Branchen").getByRole("checkbox")).toHaveCount(1);
    await expect(chosen(page, "Branchen", "Ihre Branchen").getByLabel("Konditorei")).toBeChecked();
  });

  test("more than five trades are refused at the field, the ticks kept, nothing stored", async ({ page }) => {
    const trades = form(page, "Branchen");
    for (const term of ["elektro", "bau"]) {
      await trades.getByLabel("Branche suchen").fill(term);
      await trades.getByRole("button", { name: "Vorschläge anzeigen" }).click();
      await expect(trades.getByLabel("Branche suchen")).toHaveValue(term);
      const boxes = suggestions(page, "Branchen").getByRole("checkbox");
      // the suggestions for this term (not the last term's, still shown while the answer comes)
      await expect(boxes.first()).toHaveAccessibleName(new RegExp(term, "i"));
      const values = (await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).slice(0, 3);
      for (const v of values) await suggestions(page, "Branchen").getByLabel(v, { exact: true }).click();
    }
    await trades.getByRole("button", { name: "Branchen speichern" }).click();
    await expect(form(page, "Branchen").getByText("Bitte wählen Sie höchstens 5 Branchen.")).toBeVisible();
    await page.goto(TRADES_TAB);
    await waitForHydration(page);
    await expect(form(page, "Branchen").getByText("Noch keine Einträge.")).toBeVisible();
  });

  test("search keywords: own words added without saving, a duplicate refused, then saved", async ({ page }) => {
    const keywords = form(page, "Suchbegriffe");
    await keywords.getByLabel("Suchbegriff", { exact: true }).fill("Sauerteigbrot");
    await keywords.getByRole("button", { name: "Hinzufügen" }).click();
    await expect(chosen(page, "Suchbegriffe", "Ihre Suchbegriffe").getByLabel("Sauerteigbrot")).toBeChecked();
    await expect(keywords.getByLabel("Suchbegriff", { exact: true })).toHaveValue("");

    await keywords.getByLabel("Suchbegriff", { exact: true }).fill("sauerteigbrot");
    await keywords.getByRole("button", { name: "Hinzufügen" }).click();
    await expect(keywords.getByText("„sauerteigbrot“ steht bereits in der Liste.")).toBeVisible();
    await expect(keywords.getByLabel("Suchbegriff", { exact: true })).toHaveValue("sauerteigbrot");

    // suggestions from the trades' typical keywords
    await keywords.getByLabel("Suchbegriff", { exact: true }).fill("vollkorn");
    await keywords.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await suggestions(page, "Suchbegriffe").getByLabel("Vollkornbrot").click();
    await keywords.getByRole("button", { name: "Suchbegriffe speichern" }).click();
    await expect(form(page, "Suchbegriffe").getByRole("status").first()).toHaveText("Ihre Suchbegriffe wurden gespeichert.");
    await page.goto(TRADES_TAB);
    await waitForHydration(page);
    await expect(chosen(page, "Suchbegriffe", "Ihre Suchbegriffe").getByRole("checkbox")).toHaveCount(2);
  });

  test("a word added with 'Hinzufügen' is marked unsaved; with JavaScript it survives saving the other list of the tab, without it the buttons say what they save", async ({ page }) => {
    const keywords = form(page, "Suchbegriffe");
    // each button says what it saves; without JavaScript it says what the others lose
    await expect(keywords.getByText("Diese Schaltfläche speichert nur „Suchbegriffe“.")).toBeVisible();
    await expect(keywords.getByText("geht dabei verloren")).toHaveCount(jsDisabled() ? 1 : 0);
    await keywords.getByLabel("Suchbegriff", { exact: true }).fill("Dinkelbrötchen");
    await keywords.getByRole("button", { name: "Hinzufügen" }).click();
    const added = chosen(page, "Suchbegriffe", "Ihre Suchbegriffe").getByRole("listitem").filter({ hasText: "Dinkelbrötchen" });
    await expect(added).toContainText("noch nicht gespeichert");
    if (jsDisabled()) return; // a save of the other list loads the page afresh: the note above said so
    await expect(keywords.getByText("Ungespeicherte Änderungen")).toBeVisible();

    await form(page, "Branchen").getByRole("button", { name: "Branchen speichern" }).click();
    await expect(form(page, "Branchen").getByRole("status").first()).toHaveText("Ihre Branchen wurden gespeichert.");
    await expect(added).toContainText("noch nicht gespeichert");
    await expect(added.getByRole("checkbox")).toBeChecked();
    await keywords.getByRole("button", { name: "Suchbegriffe speichern" }).click();
    await expect(keywords.getByRole("status").first()).toHaveText("Ihre Suchbegriffe wurden gespeichert.");
    await expect(chosen(page, "Suchbegriffe", "Ihre Suchbegriffe").getByLabel("Dinkelbrötchen")).toBeChecked();
    await expect(keywords.getByText("noch nicht gespeichert")).toHaveCount(0);
    await expect(keywords.getByText("Ungespeicherte Änderungen")).toHaveCount(0);
  });

  test("hostile input in a list is answered in German at the field, nothing stored", async ({ page }) => {
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    const services = form(page, "Leistungen");
    for (const [value, message] of [
      ["x".repeat(81), "höchstens 80 Zeichen"],
      ["<img src=x onerror=alert(1)>", "spitzen Klammern"],
      ["Lieferung 🚚", "Emojis"],
      ["Liefer\u200Bservice", "unsichtbare"],
      ["\u202EecivresrefeiL", "unsichtbare"],
    ] as const) {
      await services.getByLabel("Neue Leistung").fill(value);
      await services.getByRole("button", { name: "Hinzufügen" }).click();
      await expect(services.locator(".field-error")).toContainText(message);
      await expect(services.getByLabel("Neue Leistung")).toHaveAttribute("aria-invalid", "true");
      await expect(chosen(page, "Leistungen", "Ihre Leistungen").getByRole("checkbox")).toHaveCount(0);
    }
    // the search term of a catalogue too
    const area = form(page, "Einzugsgebiet");
    await area.getByLabel("Ort suchen").fill("<script>");
    await area.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await expect(area.locator(".field-error")).toContainText("spitzen Klammern");
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    await expect(form(page, "Leistungen").getByText("Noch keine Einträge.")).toBeVisible();
  });

  test("service area and product features come from their catalogues", async ({ page }) => {
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    const area = form(page, "Einzugsgebiet");
    await area.getByLabel("Ort suchen").fill("koel");
    await area.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await expect(suggestions(page, "Einzugsgebiet")).toContainText("Köln (Nordrhein-Westfalen)");
    await suggestions(page, "Einzugsgebiet").getByLabel("Köln").click();
    await area.getByRole("button", { name: "Einzugsgebiet speichern" }).click();
    await expect(form(page, "Einzugsgebiet").getByRole("status").first()).toHaveText("Ihr Einzugsgebiet wurde gespeichert.");

    const features = form(page, "Produktmerkmale");
    await features.getByLabel("Produktmerkmal suchen").fill("bio");
    await features.getByRole("button", { name: "Vorschläge anzeigen" }).click();
    await suggestions(page, "Produktmerkmale").getByLabel("Bio-zertifiziert").click();
    await features.getByRole("button", { name: "Produktmerkmale speichern" }).click();
    await expect(form(page, "Produktmerkmale").getByRole("status").first()).toHaveText("Ihre Produktmerkmale wurden gespeichert.");
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    await expect(chosen(page, "Einzugsgebiet", "Ihr Einzugsgebiet").getByLabel("Köln")).toBeChecked();
    await expect(chosen(page, "Produktmerkmale", "Ihre Produktmerkmale").getByLabel("Bio-zertifiziert")).toBeChecked();
    await expectAccessible(page, "entry data, tab Leistungen und Produkte");
  });

  test("a save after another window's save is refused (409) with what is stored now", async ({ page, context }) => {
    const other = await context.newPage();
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    await other.goto(SERVICES_TAB);
    await waitForHydration(other);
    for (const [p, value] of [
      [other, "Lieferservice"],
      [page, "Montage vor Ort"],
    ] as const) {
      await form(p, "Leistungen").getByLabel("Neue Leistung").fill(value);
      await form(p, "Leistungen").getByRole("button", { name: "Hinzufügen" }).click();
      await expect(chosen(p, "Leistungen", "Ihre Leistungen").getByLabel(value)).toBeChecked();
    }
    await form(other, "Leistungen").getByRole("button", { name: "Leistungen speichern" }).click();
    await expect(form(other, "Leistungen").getByRole("status").first()).toHaveText("Ihre Leistungen wurden gespeichert.");

    await form(page, "Leistungen").getByRole("button", { name: "Leistungen speichern" }).click();
    const alert = form(page, "Leistungen").getByRole("alert");
    await expect(alert).toContainText("Der Eintrag wurde in der Zwischenzeit geändert");
    await expect(alert).toContainText("Lieferservice"); // what is stored now
    await expect(chosen(page, "Leistungen", "Ihre Leistungen").getByLabel("Montage vor Ort")).toBeChecked(); // the input kept
    await alert.getByRole("button", { name: "Meine Eingaben trotzdem speichern" }).click();
    await expect(form(page, "Leistungen").getByRole("status").first()).toHaveText("Ihre Leistungen wurden gespeichert.");
    await page.goto(SERVICES_TAB);
    await waitForHydration(page);
    await expect(chosen(page, "Leistungen", "Ihre Leistungen").getByRole("checkbox")).toHaveCount(1);
    await expect(chosen(page, "Leistungen", "Ihre Leistungen").getByLabel("Montage vor Ort")).toBeChecked();
  });

  test("with JavaScript: suggestions as you type, an older answer never replaces a newer one", { tag: "@js-only" }, async ({ page }) => {
    // the first term's answer is held until the newer one is shown
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const asked: string[] = [];
    await page.route(/\/eintrag\/vorschlaege\?/, async (route) => {
      const q = new URL(route.request().url()).searchParams.get("q")!;
      asked.push(q);
      if (q === "ko") await held;
      await route.continue().catch(() => undefined); // the page aborted it meanwhile
    });
    await waitForHydration(page);
    const input = form(page, "Branchen").getByLabel("Branche suchen");
    await expect(async () => {
      await input.fill("");
      await input.pressSequentially("ko");
      await expect.poll(() => asked.includes("ko"), { timeout: 2000 }).toBe(true);
    }).toPass();
    await input.pressSequentially("ndit");
    await expect(suggestions(page, "Branchen").getByLabel("Konditorei")).toBeVisible();
    release();
    // "ko" would have listed Kosmetikstudio: its answer, if it came at all, is not shown
    await expect(form(page, "Branchen").getByRole("status").nth(1)).toHaveText("1 Vorschlag");
    await expect(suggestions(page, "Branchen").getByLabel("Kosmetikstudio")).toHaveCount(0);
    // a ticked suggestion joins the chosen ones when the next suggestions come
    await suggestions(page, "Branchen").getByLabel("Konditorei").click();
    await input.fill("");
    await input.pressSequentially("bäck");
    await expect(suggestions(page, "Branchen").getByLabel("Bäckerei")).toBeVisible();
    await expect(chosen(page, "Branchen", "Ihre Branchen").getByLabel("Konditorei")).toBeChecked();
    await expectAccessible(page, "entry data, tab Branchen with suggestions");
  });
});
