import { expect, test, type Page } from "./browser-test";
import { expectAccessible, expectReflow, jsDisabled, PHONE, waitForHydration } from "./a11y-helpers";
import { signIn, signInOwn } from "./personas";
import { ENTRY_SERVICE_STATUS_ORDER } from "#domain/status-order";
import { RESULT_STATUS_LABELS } from "#domain/entry-service";
import { PRODUCT_ABOUT } from "#domain/products";

/**
 * The entry service (spec §2 eintrag/eintragsservice; §4 statuses and their
 * order, Wkdb signet; §5 the user data; §7 bea, internalBea): the listing on
 * each partner portal with what differs, a new check that runs in the
 * background, a reload of the portals and the signet. Runs with JavaScript on
 * and off. Reading uses the shared kunde@ session; writing, a company of the
 * test pool (Bäckerei Krüger's copy, which has the entry service).
 */
const PAGE = "/kunde/meineProdukte/eintrag/eintragsservice";
const portals = (page: Page) => page.getByTestId("partner-portals").locator("tbody tr");
const portal = (page: Page, name: string) => portals(page).filter({ has: page.getByRole("rowheader", { name, exact: true }) });
/** A difference's row: [what, portal shows, entry] */
const difference = (page: Page, portalName: string, what: string) =>
  page.getByTestId("differences").getByRole("row").filter({ has: page.getByRole("rowheader", { name: portalName, exact: true }) }).filter({ hasText: what }).getByRole("cell");

test.describe("entry service", () => {
  test("the data the portals are checked against, each portal's status in the order of spec §4, what a portal shows differently", async ({ page }) => {
    await signIn(page, "kunde", PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Eintragsservice" })).toBeVisible();
    // spec §5: the shipping street split into street and house number
    const data = page.getByRole("region", { name: "Ihre Daten für den Abgleich" });
    await expect(data).toContainText("StraßeHauptstraße");
    await expect(data).toContainText("Hausnummer12");
    await expect(page.getByTestId("entry-service-problems")).toHaveCount(0);

    const statuses = await portals(page).locator("span.badge").allTextContents();
    const order = [...ENTRY_SERVICE_STATUS_ORDER.map((s) => RESULT_STATUS_LABELS[s]), RESULT_STATUS_LABELS.error];
    expect(statuses).toEqual([...statuses].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    await expect(portal(page, "Facebook")).toContainText("Gesperrt");
    // "Portal zeigt" / "Ihr Eintrag" side by side
    await expect(difference(page, "klicktel", "Telefon")).toHaveText(["Telefon", "0221 1234500", "0221 1234567"]);
    await expect(difference(page, "Cylex", "Hausnummer")).toHaveText(["Hausnummer", "(fehlt)", "12"]);
    await expect(page.getByTestId("differences").getByRole("columnheader")).toHaveText(["Portal", "Angabe", "Portal zeigt", "Ihr Eintrag"]);
    // a portal that answered garbage shows as such; the others still show
    await expect(portal(page, "Dialo")).toContainText("Prüfung fehlgeschlagen");
    // one count everywhere: the portals where the entry is found are the table's "ansehen" links; what "correct" means is said
    await expect(page.getByTestId("correctness")).toHaveText(
      "Ihr Eintrag ist auf 9 von 10 Partnerportalen zu finden. Von den 6 Einträgen, die wir lesen konnten, sind 2 korrekt (33 %).",
    );
    await expect(portals(page).getByRole("link", { name: /^ansehen/ })).toHaveCount(9);
    await expect(portals(page).locator("span.badge", { hasText: /^Korrekt$/ })).toHaveCount(2);
    await expect(page.getByText("Korrekt heißt auf dieser Seite überall: Firmenname, Straße, Hausnummer, Postleitzahl, Ort, Telefon und Öffnungszeiten stimmen überein.")).toBeVisible();
    // spec §3 rating stats: -1 is "not known"
    const ratings = page.getByRole("table", { name: "Bewertungen je Portal" });
    await expect(ratings.getByRole("row", { name: /^Dialo/ }).getByRole("cell")).toHaveText(["nicht bekannt", "–"]);
    // each portal's icon, an image of the portal's own
    await expect(portal(page, "klicktel").locator("img")).toHaveJSProperty("complete", true);
    await expect(portal(page, "klicktel").locator("img")).not.toHaveJSProperty("naturalWidth", 0);
    await expectAccessible(page, "entry service");
    // the page leads to the Google Business Profile
    await expect(page.getByRole("link", { name: "mit Mein Bereich verbinden und Standort wählen" })).toHaveAttribute("href", "/kunde/meineProdukte/google/unternehmensProfil");
  });

  test("a check runs in the background: the page says how long, then shows each portal's result and the chart", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    await page.getByRole("button", { name: "Prüfung starten" }).click();
    await expect(page.getByTestId("analysis-running")).toContainText("Die Prüfung läuft. Das dauert noch etwa");
    // the start button is gone while it runs: the focus is on the section, not lost
    if (!jsDisabled()) await expect(page.getByRole("heading", { level: 2, name: "Neue Prüfung" })).toBeFocused();
    if (jsDisabled()) {
      // without JavaScript the page offers to fetch the result
      await expect(async () => {
        await page.getByRole("button", { name: "Ergebnis abrufen" }).click();
        await expect(page.getByTestId("analysis-done")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    } else {
      // with it, the page asks again by itself
      await expect(page.getByTestId("analysis-done")).toBeVisible({ timeout: 15_000 });
    }
    // the same live region says that it is done
    await expect(page.getByRole("status").filter({ hasText: "Prüfung abgeschlossen." })).toHaveCount(1);
    const results = page.getByTestId("analysis-done").getByRole("definition");
    // grouped by the analysis order of spec §4: not found first
    await expect(results.first()).toHaveText("GoYellow");
    await expect(results.filter({ hasText: "klicktel" })).toContainText("Cylex");
    // blocked and unverified listings are not analysed: named as such, with the reason
    await expect(results.filter({ hasText: "Facebook" })).toHaveText("Facebook (Gesperrt), Apple Karten (Nicht bestätigt)");
    // spec §9: the third value counts the portals not found and those without an analysis; every one of them is named
    const chart = page.getByRole("table", { name: "Ergebnis der Prüfung" });
    await expect(chart.getByRole("row", { name: /Nicht gefunden oder nicht geprüft/ }).getByRole("cell")).toHaveText("4");
    const named = (await results.allTextContents()).map((t) => t.split(", ").length);
    const [correct, differing] = await Promise.all(["Korrekt", "Abweichungen"].map((label) => chart.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell").textContent()));
    expect(named.reduce((a, b) => a + b, 0)).toBe(10);
    // the analysis and the portal table agree on which portals are correct (one meaning of "correct")
    expect(Number(correct)).toBe(2);
    expect(Number(correct) + Number(differing) + 4).toBe(10);
  });

  test("the portals read again: the time of the last query is now", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    await expect(page.getByText("Zuletzt abgefragt: 20.11.2026, 06:30 Uhr")).toBeVisible();
    await page.getByRole("button", { name: "Neu abfragen" }).click();
    await expect(page.getByText("Die Partnerportale wurden neu abgefragt.")).toBeVisible();
    await expect(page.getByText("Zuletzt abgefragt: 20.11.2026, 06:30 Uhr")).toHaveCount(0);
  });

  test("the wkdb signet is shown and hidden again (spec §4: the lock sent is the opposite of the current state)", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    const signet = page.getByTestId("wkdb-signet");
    await expect(signet).toContainText("wird nicht gezeigt");
    await signet.getByRole("button", { name: "Siegel zeigen" }).click();
    await expect(page.getByText("Das Siegel „Wer kennt den BESTEN“ wird in Ihrem Eintrag gezeigt.")).toBeVisible();
    await expect(page.getByTestId("wkdb-signet")).toContainText("wird gezeigt");
    await page.getByTestId("wkdb-signet").getByRole("button", { name: "Siegel ausblenden" }).click();
    await expect(page.getByTestId("wkdb-signet")).toContainText("wird nicht gezeigt");
  });

  test("spec §5: with a street the check cannot read (it starts with a digit) no check can start: the page says what to complete and links to the entry data", async ({ page }) => {
    await signInOwn(page, "kunde", "/kunde/meineProdukte/eintrag/eintragsdaten");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Firmendaten" });
    await form.getByLabel("Straße", { exact: true }).fill("2. Querweg");
    await form.getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(form.getByRole("status")).toHaveText("Ihre Firmendaten wurden gespeichert.");
    await page.goto(PAGE);
    const problems = page.getByTestId("entry-service-problems");
    await expect(problems).toContainText("ergänzen Sie bitte in Ihren Eintragsdaten die Straße (vor der Hausnummer, z. B. „Hauptstraße 12“).");
    await expect(page.getByRole("button", { name: "Prüfung starten" })).toBeDisabled();
    await problems.getByRole("link", { name: "Eintragsdaten ergänzen" }).click();
    await expect(page).toHaveURL(/eintrag\/eintragsdaten$/);
  });

  test("fits a phone (320 px) without sideways scrolling: the wide tables scroll on their own, under the portal's name, and say so", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, "kunde", PAGE);
    await expect(page.getByTestId("differences")).toBeVisible();
    await expectReflow(page, "entry service");

    await page.setViewportSize(PHONE);
    const region = page.getByRole("region", { name: "Partnerportale (Tabelle)" });
    await expect(region.locator("xpath=following-sibling::p[1]")).toHaveText("↔ Tabelle seitlich wischen");
    await expect(region.locator("xpath=following-sibling::p[1]")).toBeVisible();
    // scrolled to its end: the last column is in view, and the portal's name still is, on an opaque background
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const row = portal(page, "Facebook");
    const name = row.getByRole("rowheader");
    const [nameBox, lastBox, regionBox] = [await name.boundingBox(), await row.getByRole("cell").last().boundingBox(), await region.boundingBox()];
    expect(nameBox!.x).toBeGreaterThanOrEqual(regionBox!.x - 0.5);
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 0.5);
    expect(await name.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    await expect(name).toContainText("Facebook");
  });

  test("a company without the entry service gets the shared not-booked page (200): the product, what it does, whom to call, a request for advice (spec §2 product pages)", async ({ page }) => {
    await signInOwn(page, "einzel", PAGE);
    // the page exists, the product is not booked: no error status
    expect((await page.reload())?.status()).toBe(200);
    const main = page.locator("main#inhalt");
    await expect(main.getByRole("heading", { level: 1, name: "Eintragsservice" })).toBeVisible();
    await expect(main).toContainText("Das Produkt „Eintragsservice“ ist für diese Firma nicht gebucht.");
    await expect(main).toContainText(PRODUCT_ABOUT.entryService);
    await expect(main.getByRole("link", { name: "0800 123 45 67" })).toHaveAttribute("href", "tel:08001234567");
    await expect(main.getByRole("navigation", { name: "Brotkrumennavigation" })).toContainText("Eintragsservice");
    // the side menu still offers booked products only
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Eintragsservice" })).toHaveCount(0);
    await expectAccessible(page, "not-booked page");
    // the request for advice: sent from the page, confirmed on it (a service case 'product-interest')
    await waitForHydration(page);
    await main.getByRole("button", { name: "Beratung anfordern" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Vielen Dank!" })).toContainText("Ihre Anfrage zu „Eintragsservice“ ist bei uns eingegangen.");
    expect(new URL(page.url()).pathname).toBe(PAGE);
  });
});
