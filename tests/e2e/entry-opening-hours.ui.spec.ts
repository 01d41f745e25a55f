import { expect, test, type Locator, type Page } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";

/**
 * The opening hours on the entry-data page (spec §7 updateOpeningHours, §5 opening
 * hour HH:MM): several ranges a day, closed days, special days with a date and
 * periods (Betriebsferien), times typed as people write them ("9", "18.30"). Adding
 * and removing rows works without JavaScript too (a submit that shows the form
 * again with everything typed); bad input is answered at the field and nothing
 * is stored; a save on an old version is refused (409) until the user chooses.
 * Runs with JS on and off; each test on a company of its own (seeded: Mo–Fr
 * 07:00–12:00 and 13:00–17:00, Sa and So closed).
 */

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten?abschnitt=oeffnungszeiten";
const hoursForm = (page: Page) => page.getByRole("form", { name: "Öffnungszeiten" });
const time = (form: Locator, day: string, n: number, end: "von" | "bis") => form.getByLabel(`${day}, Zeitraum ${n}, ${end}`, { exact: true });
const special = (form: Locator, n: number) => form.getByRole("group", { name: `Besonderer Tag ${n}`, exact: true });
const SAVED = "Ihre Öffnungszeiten wurden gespeichert.";

/** A date `days` from today as YYYY-MM-DD (what <input type="date"> takes) and as the page shows it. */
function dayFromNow(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  return { iso, de: iso.split("-").reverse().join(".") };
}

async function save(page: Page) {
  const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes("eintragsdaten") && r.status() === 200);
  await hoursForm(page).getByRole("button", { name: "Öffnungszeiten speichern" }).click();
  await reloaded;
}

/**
 * The posts of the page's form from now on: with JavaScript, adding, removing and
 * copying rows change the form in place and post nothing.
 */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  return posts;
}

/** The message tied to a field (aria-describedby) and the field marked invalid. */
async function expectRefused(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe("spec §7 updateOpeningHours: opening hours", () => {
  test.beforeEach(async ({ page }) => {
    await signInOwn(page, "einzel", PATH); // every test here saves: a company of its own
    await waitForHydration(page);
  });

  test("the tab shows the week; ranges added and removed keep what is typed; saved normalised and shown again", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Öffnungszeiten" })).toHaveAttribute("aria-current", "page");
    const form = hoursForm(page);
    await expect(time(form, "Montag", 1, "von")).toHaveValue("07:00");
    await expect(time(form, "Montag", 2, "bis")).toHaveValue("17:00");
    await expect(form.getByRole("group", { name: "Samstag" })).toContainText("Geschlossen");
    await expectAccessible(page, "opening hours");

    // typed first, then rows added and removed: the typing stays (without JavaScript through the server)
    const posts = postsOf(page);
    await time(form, "Montag", 2, "von").fill("14:00");
    await time(form, "Montag", 2, "bis").fill("18:30");
    await form.getByRole("button", { name: "Öffnungszeit hinzufügen (Samstag)" }).click();
    await expect(time(form, "Samstag", 1, "von")).toBeFocused();
    await time(form, "Samstag", 1, "von").fill("9:00");
    await time(form, "Samstag", 1, "bis").fill("13:00");
    await form.getByRole("button", { name: "Weiteren Zeitraum hinzufügen (Montag)" }).click();
    await expect(time(form, "Montag", 3, "von")).toBeFocused();
    await time(form, "Montag", 3, "von").fill("19:00");
    await form.getByRole("button", { name: "Entfernen (Freitag, Zeitraum 2)" }).click();
    await expect(form.getByRole("button", { name: "Weiteren Zeitraum hinzufügen (Freitag)" })).toBeFocused();
    await form.getByRole("button", { name: "Entfernen (Montag, Zeitraum 3)" }).click();
    await expect(time(form, "Montag", 3, "von")).toHaveCount(0);
    await expect(time(form, "Freitag", 2, "von")).toHaveCount(0);
    await expect(time(form, "Montag", 2, "von")).toHaveValue("14:00");
    await expect(time(form, "Montag", 2, "bis")).toHaveValue("18:30");
    await expect(time(form, "Samstag", 1, "von")).toHaveValue("09:00"); // read as HH:MM once left (without JavaScript by the server)
    await expect(page.getByText(SAVED)).toHaveCount(0); // adding and removing saves nothing
    // a row removed while its field has the focus
    await form.getByRole("button", { name: "Weiteren Zeitraum hinzufügen (Dienstag)" }).click();
    await time(form, "Dienstag", 3, "von").fill("20:00");
    await form.getByRole("button", { name: "Entfernen (Dienstag, Zeitraum 3)" }).click();
    await expect(time(form, "Dienstag", 3, "von")).toHaveCount(0);
    await expect(time(form, "Montag", 2, "bis")).toHaveValue("18:30");
    if (!jsDisabled()) expect(posts, "with JavaScript, rows change in place").toEqual([]);

    // Enter in a field saves (it is not the first add button)
    const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes("eintragsdaten") && r.status() === 200);
    await time(form, "Samstag", 1, "bis").press("Enter");
    await reloaded;
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);
    await expect(time(hoursForm(page), "Samstag", 1, "von")).toHaveValue("09:00"); // stored as HH:MM

    await page.goto(PATH);
    const again = hoursForm(page);
    await expect(time(again, "Montag", 2, "von")).toHaveValue("14:00");
    await expect(time(again, "Montag", 2, "bis")).toHaveValue("18:30");
    await expect(time(again, "Freitag", 1, "bis")).toHaveValue("12:00");
    await expect(time(again, "Freitag", 2, "von")).toHaveCount(0);
    await expect(time(again, "Samstag", 1, "von")).toHaveValue("09:00");
    await expect(again.getByRole("group", { name: "Sonntag" })).toContainText("Geschlossen");
  });

  test("Monday's hours copied to Tuesday–Friday as typed (nothing saved until the save button)", async ({ page }) => {
    const form = hoursForm(page);
    const posts = postsOf(page);
    await time(form, "Montag", 1, "von").fill("8:30");
    await form.getByRole("button", { name: "Weiteren Zeitraum hinzufügen (Montag)" }).click();
    await time(form, "Montag", 3, "von").fill("18:00");
    await time(form, "Montag", 3, "bis").fill("20:00");
    await time(form, "Dienstag", 1, "von").fill("06:00"); // the focus is in a row the copy replaces
    await form.getByRole("button", { name: "Zeiten vom Montag für Dienstag bis Freitag übernehmen" }).click();
    for (const day of ["Dienstag", "Mittwoch", "Donnerstag", "Freitag"]) {
      await expect(time(form, day, 1, "von"), day).toHaveValue("08:30");
      await expect(time(form, day, 2, "bis"), day).toHaveValue("17:00");
      await expect(time(form, day, 3, "von"), day).toHaveValue("18:00");
    }
    await expect(form.getByRole("group", { name: "Samstag" })).toContainText("Geschlossen");
    await expect(page.getByText(SAVED)).toHaveCount(0);
    if (!jsDisabled()) expect(posts, "with JavaScript, the copy is made in place").toEqual([]);
    await save(page);
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);
    await page.goto(PATH);
    await expect(time(hoursForm(page), "Freitag", 3, "bis")).toHaveValue("20:00");
    await expect(time(hoursForm(page), "Donnerstag", 1, "von")).toHaveValue("08:30");
  });

  test("spec §5: times typed as people write them are read as HH:MM; Monday copied with a time that cannot be read shows the message at every copy", async ({
    page,
  }) => {
    const form = hoursForm(page);
    const copy = form.getByRole("button", { name: "Zeiten vom Montag für Dienstag bis Freitag übernehmen" });
    const clock = "Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30.";
    await time(form, "Montag", 1, "von").fill("9.75");
    await copy.click();
    for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"]) {
      await expectRefused(time(form, day, 1, "von"), clock);
      await expect(time(form, day, 1, "von"), day).toHaveValue("9.75"); // the typed text kept
    }
    await expect(form.getByRole("group", { name: "Samstag" })).toContainText("Geschlossen");

    await time(form, "Montag", 1, "von").fill("9");
    await time(form, "Montag", 2, "bis").fill("18.30");
    await copy.click();
    for (const day of ["Montag", "Dienstag", "Freitag"]) {
      await expect(time(form, day, 1, "von"), day).toHaveValue("09:00");
      await expect(time(form, day, 1, "von"), day).not.toHaveAttribute("aria-invalid");
      await expect(time(form, day, 2, "bis"), day).toHaveValue("18:30");
    }
    await form.getByRole("button", { name: "Öffnungszeit hinzufügen (Samstag)" }).click();
    await time(form, "Samstag", 1, "von").fill("10 Uhr");
    await time(form, "Samstag", 1, "bis").fill("1430");
    await save(page);
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);

    await page.goto(PATH);
    const again = hoursForm(page);
    await expect(time(again, "Montag", 1, "von")).toHaveValue("09:00");
    await expect(time(again, "Donnerstag", 2, "bis")).toHaveValue("18:30");
    await expect(time(again, "Samstag", 1, "von")).toHaveValue("10:00");
    await expect(time(again, "Samstag", 1, "bis")).toHaveValue("14:30");
  });

  test("a period (Betriebsferien) is entered once with its last day, shown as one entry again and in the preview of the entry", async ({ page }) => {
    const form = hoursForm(page);
    const first = dayFromNow(30);
    const last = dayFromNow(37);
    await form.getByRole("button", { name: "Besonderen Tag hinzufügen" }).click();
    await special(form, 1).getByLabel("Datum").fill(first.iso);
    await special(form, 1).getByLabel("Bis (optional)").fill(last.iso);
    await special(form, 1).getByLabel("Hinweis (optional)").fill("Betriebsferien");
    await save(page);
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);

    await page.goto(PATH);
    const again = hoursForm(page);
    await expect(special(again, 1).getByLabel("Datum")).toHaveValue(first.iso);
    await expect(special(again, 1).getByLabel("Bis (optional)")).toHaveValue(last.iso);
    await expect(special(again, 1)).toContainText("Geschlossen");
    await expect(special(again, 2)).toHaveCount(0); // one entry, not eight days

    await page.goto("/kunde/meineProdukte/eintrag/uebersicht");
    const preview = page.getByRole("region", { name: "So sehen Suchende Ihren Eintrag" });
    const row = preview.getByRole("row", { name: `${first.de} – ${last.de}` });
    await expect(row.getByRole("rowheader")).toHaveText(`${first.de} – ${last.de}`);
    await expect(row.getByRole("cell")).toHaveText("Betriebsferien: geschlossen");
    await expectAccessible(page, "entry preview with a period");
  });

  test("special days: closed or with their own hours and a note, sorted by date, removable", async ({ page }) => {
    const form = hoursForm(page);
    const later = dayFromNow(40);
    const sooner = dayFromNow(20);
    await form.getByRole("button", { name: "Besonderen Tag hinzufügen" }).click();
    await expect(special(form, 1).getByLabel("Datum")).toBeFocused();
    await special(form, 1).getByLabel("Datum").fill(later.iso);
    await special(form, 1).getByLabel("Hinweis (optional)").fill("Betriebsferien");
    await form.getByRole("button", { name: "Besonderen Tag hinzufügen" }).click();
    await special(form, 2).getByLabel("Datum").fill(sooner.iso);
    await special(form, 2).getByLabel("Hinweis (optional)").fill("Heiligabend");
    await special(form, 2).getByRole("button", { name: /^Öffnungszeit hinzufügen/ }).click();
    await time(form, "Besonderer Tag 2", 1, "von").fill("09:00");
    await time(form, "Besonderer Tag 2", 1, "bis").fill("12:00");
    await expect(special(form, 1).getByLabel("Hinweis (optional)")).toHaveValue("Betriebsferien");
    await save(page);
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);

    await page.goto(PATH);
    const again = hoursForm(page);
    // sorted by date: the sooner one first
    await expect(special(again, 1).getByLabel("Datum")).toHaveValue(sooner.iso);
    await expect(special(again, 1).getByLabel("Hinweis (optional)")).toHaveValue("Heiligabend");
    await expect(time(again, "Besonderer Tag 1", 1, "von")).toHaveValue("09:00");
    await expect(special(again, 2).getByLabel("Datum")).toHaveValue(later.iso);
    await expect(special(again, 2)).toContainText("Geschlossen");

    await special(again, 1).getByRole("button", { name: "Besonderer Tag 1 entfernen" }).click();
    await expect(again.getByRole("button", { name: "Besonderen Tag hinzufügen" })).toBeFocused();
    await expect(special(again, 1).getByLabel("Hinweis (optional)")).toHaveValue("Betriebsferien");
    await save(page);
    await page.goto(PATH);
    await expect(special(hoursForm(page), 1).getByLabel("Hinweis (optional)")).toHaveValue("Betriebsferien");
    await expect(special(hoursForm(page), 2)).toHaveCount(0);
  });

  test("bad input: a German message at each field, everything typed kept, nothing stored", async ({ page }) => {
    const form = hoursForm(page);
    await time(form, "Montag", 1, "von").fill("25:00");
    await time(form, "Dienstag", 1, "bis").fill("12:60");
    await time(form, "Mittwoch", 1, "von").fill("18:00");
    await time(form, "Mittwoch", 1, "bis").fill("08:00");
    await form.getByRole("button", { name: "Besonderen Tag hinzufügen" }).click();
    await special(form, 1).getByLabel("Datum").fill(dayFromNow(10).iso);
    await special(form, 1).getByLabel("Hinweis (optional)").fill("<b>Ferien</b>");
    await form.getByRole("button", { name: "Besonderen Tag hinzufügen" }).click();
    await special(form, 2).getByLabel("Datum").fill(dayFromNow(11).iso);
    await special(form, 2).getByLabel("Hinweis (optional)").fill("Weihnachten 🎄");
    await form.getByRole("button", { name: "Öffnungszeiten speichern" }).click();

    const clock = /Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z\. B\. 08:30\./;
    await expectRefused(time(form, "Montag", 1, "von"), clock);
    await expectRefused(time(form, "Dienstag", 1, "bis"), clock);
    await expectRefused(time(form, "Mittwoch", 1, "bis"), "Die Endzeit muss nach der Anfangszeit liegen.");
    await expectRefused(special(form, 1).getByLabel("Hinweis (optional)"), /Bitte verwenden Sie keine spitzen Klammern/);
    await expectRefused(special(form, 2).getByLabel("Hinweis (optional)"), /Bitte verwenden Sie keine Emojis/);
    await expect(time(form, "Montag", 1, "von")).toHaveValue("25:00");
    await expect(special(form, 1).getByLabel("Hinweis (optional)")).toHaveValue("<b>Ferien</b>");
    await expect(page.locator("b", { hasText: "Ferien" })).toHaveCount(0); // shown as text, never as markup
    if (jsDisabled()) await expect(time(form, "Montag", 1, "von")).toBeFocused(); // the browser focuses the first refused field

    // the checks across fields once every field is right: overlapping ranges, a past date
    await time(form, "Montag", 1, "von").fill("07:00");
    await time(form, "Montag", 2, "von").fill("11:00");
    await time(form, "Dienstag", 1, "bis").fill("12:00");
    await time(form, "Mittwoch", 1, "bis").fill("20:00");
    await special(form, 1).getByLabel("Hinweis (optional)").fill("Ferien");
    await special(form, 2).getByLabel("Hinweis (optional)").fill("Weihnachten");
    await special(form, 2).getByLabel("Datum").fill("2020-12-24");
    await form.getByRole("button", { name: "Öffnungszeiten speichern" }).click();
    await expectRefused(time(form, "Montag", 2, "von"), "Dieser Zeitraum überschneidet sich mit 07:00–12:00. Bitte fassen Sie die Zeiten zusammen.");
    await expectRefused(special(form, 2).getByLabel("Datum"), "Das Datum liegt in der Vergangenheit. Bitte geben Sie einen Tag ab heute an.");
    await expect(page.getByText(SAVED)).toHaveCount(0);

    await page.goto(PATH);
    await expect(time(hoursForm(page), "Montag", 2, "von")).toHaveValue("13:00");
    await expect(time(hoursForm(page), "Mittwoch", 1, "bis")).toHaveValue("12:00");
    await expect(special(hoursForm(page), 1)).toHaveCount(0);
  });

  test("two windows save the opening hours: the second is told what is stored now and overwrites only by choice", async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto(PATH);
    await hoursForm(other).getByRole("button", { name: "Öffnungszeit hinzufügen (Sonntag)" }).click();
    await time(hoursForm(other), "Sonntag", 1, "von").fill("10:00");
    await time(hoursForm(other), "Sonntag", 1, "bis").fill("12:00");
    await save(other);
    await expect(hoursForm(other).getByRole("status")).toHaveText(SAVED);

    const form = hoursForm(page);
    await form.getByRole("button", { name: "Öffnungszeit hinzufügen (Samstag)" }).click();
    await time(form, "Samstag", 1, "von").fill("08:00");
    await time(form, "Samstag", 1, "bis").fill("12:00");
    await form.getByRole("button", { name: "Öffnungszeiten speichern" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Der Eintrag wurde in der Zwischenzeit geändert");
    await expect(form).toContainText("Sonntag: 10:00–12:00"); // what is stored now
    await expect(time(form, "Samstag", 1, "von")).toHaveValue("08:00"); // the input kept
    await expect(page.getByText(SAVED)).toHaveCount(0);
    await expectAccessible(page, "opening hours after a 409");

    await alert.getByRole("button", { name: "Meine Eingaben trotzdem speichern" }).click();
    await expect(hoursForm(page).getByRole("status")).toHaveText(SAVED);
    await other.goto(PATH);
    await expect(time(hoursForm(other), "Samstag", 1, "von")).toHaveValue("08:00");
    await expect(hoursForm(other).getByRole("group", { name: "Sonntag" })).toContainText("Geschlossen"); // overwritten, by choice
    await other.close();
  });
});

test.describe("spec §7 updateOpeningHours: a form loaded for one company is never saved into another", () => {
  test("the company was switched in another tab: nothing saved, the typed hours shown as text", async ({ page, context }) => {
    await signInOwn(page, "kunde", PATH); // the bakery: no opening hours yet, one empty row a day
    const form = hoursForm(page);
    await time(form, "Samstag", 1, "von").fill("6:30");
    await time(form, "Samstag", 1, "bis").fill("12:00");

    const other = await context.newPage();
    await other.goto("/");
    await other.getByLabel("Meine Firmen").selectOption({ label: "Café am Dom" });
    await other.getByRole("button", { name: "Wechseln" }).click();
    await expect(other.getByTestId("active-company")).toContainText("Café am Dom");

    await form.getByRole("button", { name: "Öffnungszeiten speichern" }).click();
    await expect(form.getByRole("alert")).toContainText("Sie haben inzwischen eine andere Firma ausgewählt");
    await expect(form).toContainText("Ihre nicht gespeicherten Öffnungszeiten für die Firma mit der ID");
    await expect(form).toContainText("Samstag: 06:30–12:00"); // not lost: shown as text (read as HH:MM)
    // the form shows the active company's hours (the café opens on Saturdays at 08:00)
    await expect(time(hoursForm(page), "Samstag", 1, "von")).toHaveValue("08:00");
    await expect(page.getByText(SAVED)).toHaveCount(0);
    await other.close();
  });
});
