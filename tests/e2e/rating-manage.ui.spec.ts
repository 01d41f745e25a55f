import { expect, test } from "./browser-test";
import { expectAccessible, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { freshAddress, mailsTo } from "./mails";

/**
 * Managing ratings (spec §2 `bewertungen-verwalten`, §3 Rating; decisions
 * 060–063) in a test-pool copy of Bäckerei Krüger, whose ratings are the last
 * half year of seed/company-ratings.mjs with the notices of
 * seed/rating-reports.mjs. Runs with JavaScript on and off; it changes data, so
 * each run has its own account.
 */
const PATH = "/kunde/meineProdukte/bewertungsmanagement/bewertungen-verwalten";

test("managing ratings: newest first, filtered by portal and stars, paged; an answer refused, saved, changed in a conflict, deleted; a rating reported with its confirmation; the check statement on the public rating pages", async ({ page, context, request }) => {
  test.slow(); // some twenty round trips, a second tab and a mail: beside a second worker on two cores it can pass 30 s
  await signInOwn(page, "kunde");
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Bewertungen verwalten" })).toBeVisible();
  const main = page.locator("main#inhalt");
  // § 5b (3) UWG: how ratings are checked, on the page
  await expect(main).toContainText("So prüfen wir Bewertungen: Jede Bewertung");
  const items = page.locator("li[id^=b-]");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText(/[1-5] von 5 Sternen?/);
  // newest first: the dates of the page never rise
  const dates = (await items.allTextContents()).map((t) => /(\d\d)\.(\d\d)\.(\d{4})/.exec(t)!.slice(1).reverse().join("-"));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expectAccessible(page, "managing ratings");

  // the next page by the kit's pager
  await page.getByRole("navigation", { name: "Seiten der Bewertungen" }).getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/[?&]ab=10\b/);
  await expect(items).toHaveCount(10);

  // the filter: a GET form
  await page.getByLabel("Portal").selectOption({ label: "Wer kennt den BESTEN" });
  await page.getByLabel("Sterne").selectOption({ label: "5 von 5 Sternen" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/portal=WKDB&sterne=5/);
  await expect(page.getByRole("status").filter({ hasText: "mit diesem Filter" })).toBeVisible();
  for (const text of await items.allTextContents()) expect(text).toMatch(/Wer kennt den BESTEN · .*5 von 5 Sternen/);

  // an answer: markup refused at the field, the text kept; then saved and shown under the rating, escaped
  await page.goto(PATH);
  await waitForHydration(page);
  const answerable = items.filter({ has: page.getByRole("link", { name: "Antworten", exact: true }) }).first();
  const id = (await answerable.getAttribute("id"))!;
  const item = page.locator(`#${id}`);
  await item.getByRole("link", { name: "Antworten", exact: true }).click();
  const field = item.getByLabel("Ihre Antwort");
  await field.fill("Danke <b>sehr</b> für Ihren Besuch!");
  await item.getByRole("button", { name: "Antwort speichern" }).click();
  await expect(item.getByRole("alert")).toHaveText("Bitte verwenden Sie keine spitzen Klammern (< und >).");
  await expect(item.getByLabel("Ihre Antwort")).toHaveValue("Danke <b>sehr</b> für Ihren Besuch!");
  await item.getByLabel("Ihre Antwort").fill('Danke & bis bald – Ihr "Krüger"-Team');
  await item.getByRole("button", { name: "Antwort speichern" }).click();
  await expect(page.getByText("Ihre Antwort ist gespeichert und erscheint unter der Bewertung.")).toBeVisible();
  await expect(item).toContainText(/Ihre Antwort vom \d\d\.\d\d\.\d{4}/);
  await expect(item).toContainText('Danke & bis bald – Ihr "Krüger"-Team');

  // changed in another tab meanwhile: the stored answer shown, the typed text kept; saving again replaces it
  await item.getByRole("link", { name: "Antwort ändern" }).click();
  const other = await context.newPage();
  await other.goto(`${PATH}?antworten=${id.slice(2)}`);
  // (text typed before the page has hydrated can be reset by it)
  await waitForHydration(other);
  await other.locator(`#${id}`).getByLabel("Ihre Antwort").fill("Die Antwort aus dem anderen Fenster.");
  await other.locator(`#${id}`).getByRole("button", { name: "Antwort speichern" }).click();
  await expect(other.getByText("Ihre Antwort ist gespeichert")).toBeVisible();
  await other.close();
  await item.getByLabel("Ihre Antwort").fill("Vielen Dank, wir freuen uns auf Ihren nächsten Besuch!");
  await item.getByRole("button", { name: "Antwort speichern" }).click();
  await expect(item.getByRole("alert")).toContainText("inzwischen geändert");
  await expect(item).toContainText("Die Antwort aus dem anderen Fenster.");
  await expect(item.getByLabel("Ihre Antwort")).toHaveValue("Vielen Dank, wir freuen uns auf Ihren nächsten Besuch!");
  await item.getByRole("button", { name: "Antwort speichern" }).click();
  await expect(page.getByText("Ihre Antwort ist gespeichert")).toBeVisible();
  await expect(item).toContainText("Vielen Dank, wir freuen uns auf Ihren nächsten Besuch!");
  await expect(item).not.toContainText("Die Antwort aus dem anderen Fenster.");

  // deleted
  await item.getByRole("link", { name: "Antwort ändern" }).click();
  await item.getByRole("button", { name: "Antwort löschen" }).click();
  await expect(page.getByText("Ihre Antwort ist gelöscht.")).toBeVisible();
  await expect(item).not.toContainText("Ihre Antwort vom");

  // a notice (DSA art. 16): prefilled with the company, refused at the field with the text kept, then received
  // (the newest ratings of the own portals carry the seeded notices: the pages further on)
  const reportable = items.filter({ has: page.getByRole("link", { name: "Melden", exact: true }) }).first();
  for (let n = 0; n < 8; n++) {
    await page.goto(`${PATH}?portal=PROVIDER&ab=${n * 10}`);
    if (await reportable.count()) break;
  }
  await waitForHydration(page);
  const rid = (await reportable.getAttribute("id"))!;
  const rated = page.locator(`#${rid}`);
  await rated.getByRole("link", { name: "Melden", exact: true }).click();
  await expect(rated.getByLabel("Ihr Name oder der Ihrer Firma")).toHaveValue("Bäckerei Krüger GmbH");
  await expect(rated.getByLabel("Anschrift")).toHaveValue("Hauptstraße 12, 50667 Köln");
  const address = freshAddress("meldung");
  await rated.getByLabel("Grund").selectOption({ label: "Falsche Tatsachenbehauptung" });
  // blanks pass the browser's length check, not the server's rule
  await rated.getByLabel(/Warum verstößt die Bewertung/).fill(" ".repeat(25));
  await rated.getByLabel("E-Mail-Adresse für die Eingangsbestätigung").fill(address);
  await rated.getByLabel(/nach bestem Wissen und Gewissen/).check();
  await rated.getByRole("button", { name: "Meldung absenden" }).click();
  await expect(rated.getByRole("alert")).toHaveText("Bitte erklären Sie, warum die Bewertung gegen die Regeln verstößt.");
  await expect(rated.getByLabel("E-Mail-Adresse für die Eingangsbestätigung")).toHaveValue(address);
  await expectAccessible(page, "managing ratings: a notice refused at its field");
  await rated.getByLabel(/Warum verstößt die Bewertung/).fill("An diesem Tag war unsere Filiale wegen Renovierung geschlossen.");
  await rated.getByLabel(/nach bestem Wissen und Gewissen/).check();
  await rated.getByRole("button", { name: "Meldung absenden" }).click();
  await expect(page.getByText(/Ihre Meldung ist am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr eingegangen \(Nummer \d+\)\. Eine Bestätigung geht an/)).toBeVisible();
  await expect(rated).toContainText(/Ihre Meldung vom \d\d\.\d\d\.\d{4}: eingegangen/);
  await expect(rated.getByRole("link", { name: "Melden", exact: true })).toHaveCount(0);
  const [mail] = await mailsTo(request, address);
  expect(mail!.subject).toBe("Ihre Meldung einer Bewertung ist bei uns eingegangen");
  expect(mail!.text).toMatch(/am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr bei uns eingegangen/);
  expect(mail!.text).toContain("Grund der Meldung: Falsche Tatsachenbehauptung.");

  // the seeded notices in their states, a kept one with the reason
  for (let n = 0; n < 12; n++) {
    await page.goto(`${PATH}?ab=${n * 10}`);
    if (await main.getByText(/: nicht entfernt/).count()) break;
  }
  await expect(main.getByText(/: nicht entfernt/).first()).toBeVisible();
  await expect(main.locator("li[id^=b-]").filter({ hasText: ": nicht entfernt" }).first()).toContainText("Begründung: Die Bewertung schildert eine persönliche Erfahrung");

  // the public rating pages say how ratings are checked too
  for (const path of ["/benutzer/bewertungen", "/ugc"]) {
    await page.goto(path);
    await page.getByTestId("rating-check").getByText("Wie wir Bewertungen prüfen").click();
    await expect(page.getByTestId("rating-check").getByText(/^So prüfen wir Bewertungen: Jede Bewertung/)).toBeVisible();
  }
});
