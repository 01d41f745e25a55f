import { expect, test, type Page } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signIn, signInOwn, type Account } from "./personas";
import { pdfText } from "./pdf-text";

/**
 * The entry's overview (spec §2 eintrag/uebersicht), the B2B codex section with
 * the support-staff rule (spec §6 isDisabledForCuCa), the legacy /kunde paths
 * and the product error page (spec §2). Runs with JavaScript on and off.
 */
const OVERVIEW = "/kunde/meineProdukte/eintrag/uebersicht";
const ENTRY_DATA = "/kunde/meineProdukte/eintrag/eintragsdaten";

const score = async (page: Page) => Number((await page.getByTestId("completeness-score").textContent())!.replace(/\D/g, ""));

/** The pool account's company (seed/demo-data.mjs TEST_POOL: prefix, slot, 01). */
const companyOf = (account: Account) => `8${/test-einzel-(\d{3})@/.exec(account.login)![1]}01`;

test.describe("the entry overview", () => {
  test("the dashboard's entry tile leads here; a missing point links to its section, and filling it in raises the score", async ({ page }) => {
    await signInOwn(page, "einzel");
    await waitForHydration(page);
    await page.getByTestId("product-tiles").getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Ihr Eintrag" })).toBeVisible();
    await expect(page.getByTestId("public-entry")).toContainText("Schreinerei Wagner");
    const before = await score(page);
    const missing = page.getByTestId("completeness-missing");
    await missing.getByRole("link", { name: "Text „Über uns“ fehlt" }).click();
    await expect(page).toHaveURL(/abschnitt=ueber-uns$/);
    const form = page.getByRole("form", { name: "Über uns" });
    await form.getByLabel("Über Ihr Unternehmen").fill("Seit 1970 fertigen wir Möbel nach Maß.\n\nAus Holz der Region.");
    await form.getByRole("button", { name: "Über uns speichern" }).click();
    await expect(form.getByRole("status")).toHaveText("Ihr Text „Über uns“ wurde gespeichert.");

    await page.goto(OVERVIEW);

    await waitForHydration(page);
    await expect(page.getByTestId("completeness-missing")).not.toContainText("Über uns");
    expect(await score(page)).toBe(before + 10);
    // the public view shows the paragraphs as text
    await expect(page.getByTestId("public-entry")).toContainText("Aus Holz der Region.");
    await expectAccessible(page, "entry overview");
  });

  test("what support staff changed is shown to the customer, with when, which section and the field's old and new value (spec §6, §3 audit)", async ({ page, browser }) => {
    const account = await signInOwn(page, "einzel", OVERVIEW);
    await waitForHydration(page);
    await expect(page.getByText("In den letzten 90 Tagen hat der Kundenservice nichts an Ihrem Eintrag geändert.")).toBeVisible();

    const staff = await browser.newContext({ javaScriptEnabled: false });
    const staffPage = await staff.newPage();
    await staffPage.goto("/login/cuca");
    await staffPage.getByLabel("E-Mail-Adresse oder Benutzername").fill("support@example.com");
    await staffPage.getByLabel("Passwort").fill("Demo-Passwort-2026");
    await staffPage.getByLabel("Firmen-ID").fill(companyOf(account));
    await staffPage.getByRole("button", { name: /^(Anmelden|Als Kundenservice anmelden)$/ }).click();
    await staffPage.goto(`${ENTRY_DATA}?abschnitt=zahlungsarten`);
    const payments = staffPage.getByRole("form", { name: "Zahlungsarten" });
    await payments.getByLabel("PayPal").check();
    await payments.getByRole("button", { name: "Zahlungsarten speichern" }).click();
    await expect(staffPage.getByText("Ihre Zahlungsarten wurden gespeichert.")).toBeVisible();
    await staffPage.goto(`${ENTRY_DATA}?abschnitt=firmendaten`);
    const company = staffPage.getByRole("form", { name: "Firmendaten" });
    const oldPhone = await company.getByLabel("Telefon (optional)").inputValue();
    await company.getByLabel("Telefon (optional)").fill("0761 9988776");
    await company.getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(staffPage.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible();
    await staff.close();

    await page.goto(OVERVIEW);

    await waitForHydration(page);
    const changes = page.getByTestId("support-changes");
    await expect(changes.getByRole("row")).toHaveCount(3); // header and the two changes, newest first
    const [phoneRow, paymentsRow] = [changes.getByRole("row").nth(1), changes.getByRole("row").nth(2)];
    await expect(paymentsRow).toContainText("Zahlungsarten");
    await expect(paymentsRow).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await expect(paymentsRow.getByRole("listitem")).toContainText(/PayPal$/);
    await expect(phoneRow).toContainText("Firmendaten");
    // the field with its old and new value; a screen reader hears "vorher … nachher …" instead of the arrow
    const change = phoneRow.getByRole("listitem");
    await expect(change).toHaveText(`Telefon: vorher ${oldPhone || "(leer)"} →, nachher 0761 9988776`);
    await expectAccessible(page, "support changes with old and new values");
  });
});

test.describe("the B2B codex (spec §7 b2b-codex/update, §6 isDisabledForCuCa)", () => {
  test("the company agrees and withdraws", async ({ page }) => {
    await signInOwn(page, "einzel", `${ENTRY_DATA}?abschnitt=b2b`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "B2B-Kodex" });
    await form.getByLabel("Wir stimmen dem B2B-Kodex zu").check();
    await form.getByRole("button", { name: "B2B-Kodex speichern" }).click();
    await expect(form.getByRole("status")).toHaveText("Ihre Angabe zum B2B-Kodex wurde gespeichert.");
    await expect(form.getByLabel("Wir stimmen dem B2B-Kodex zu")).toBeChecked();
    await form.getByLabel("Wir stimmen dem B2B-Kodex zu").uncheck();
    await form.getByRole("button", { name: "B2B-Kodex speichern" }).click();
    await expect(form.getByRole("status")).toHaveText("Ihre Angabe zum B2B-Kodex wurde gespeichert.");
    await expect(form.getByLabel("Wir stimmen dem B2B-Kodex zu")).not.toBeChecked();
  });

  test("support staff see it disabled, with the reason", async ({ page }) => {
    await signIn(page, "support", `${ENTRY_DATA}?abschnitt=b2b`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "B2B-Kodex" });
    await expect(form.getByLabel("Wir stimmen dem B2B-Kodex zu")).toBeDisabled();
    await expect(form.getByRole("button", { name: "B2B-Kodex speichern" })).toBeDisabled();
    await expect(form).toContainText("kann nur die Firma selbst erklären");
    await expectAccessible(page, "B2B codex for support staff");
  });
});

test.describe("legacy paths and the product error page (spec §2)", () => {
  test("legacy /kunde paths redirect permanently to the new page, or to the dashboard that says so; other names are unknown", async ({ page }) => {
    await signIn(page, "kunde", "/");
    await waitForHydration(page);
    const to = async (path: string) => {
      const res = await page.request.get(path, { maxRedirects: 0 });
      return { status: res.status(), location: res.headers().location };
    };
    expect(await to("/kunde/eintragsfuellgrad")).toEqual({ status: 301, location: OVERVIEW });
    expect(await to("/kunde/Eintragsfuellgrad")).toEqual({ status: 301, location: OVERVIEW });
    expect(await to("/kunde/ratgeber")).toEqual({ status: 302, location: "/" });
    expect(await to("/kunde/einblendungenSuma")).toEqual({ status: 301, location: "/kunde/meineProdukte/suchmaschinenWerbung/statistiken" });
    expect(await to("/kunde/bewertungsdurchschnitt")).toEqual({ status: 301, location: "/kunde/meineProdukte/bewertungsmanagement/uebersicht" });
    expect(await to("/kunde/bewertungssiegel")).toEqual({ status: 301, location: "/kunde/meineProdukte/wkdb/auszeichnungen" });
    expect((await to("/kunde/gibtEsNicht")).location).toBe("/404");
    await page.goto("/kunde/eintragsfuellgrad");
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
    // a link that leads nowhere says so instead of landing silently on the dashboard
    await page.goto("/kunde/ratgeber");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Die frühere Seite „Ratgeber“ gibt es nicht mehr. Sie sehen stattdessen Ihre Übersicht.")).toBeVisible();
    await page.goto("/kunde/bewertungsdurchschnitt");
    await expect(page.getByRole("heading", { level: 1, name: "Ihre Bewertungen auf allen Portalen" })).toBeVisible();
  });

  test("/kunde/meineProdukte/fehler shows without the side menu, with the number for the customer service", async ({ page }) => {
    await signIn(page, "kunde", "/kunde/meineProdukte/fehler");
    await expect(page.getByRole("heading", { level: 1, name: "Die Produktseite konnte nicht geladen werden" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText(/nennen Sie bitte diese Nummer: [0-9a-f-]{36}/);
    await expectAccessible(page, "product error page");
  });
});

test.describe("the self-disclosure (spec §2 eintrag/selbstauskunft)", () => {
  test("the side menu leads to it; it shows what is stored and downloads it as a JSON file", async ({ page }) => {
    await signIn(page, "einzel", "/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Selbstauskunft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Selbstauskunft" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Schreinerei Wagner");
    await expect(page.getByRole("main")).toContainText("einzel@example.com");
    const res = await page.request.get("/kunde/meineProdukte/eintrag/selbstauskunft/download");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="selbstauskunft-100201-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await res.json();
    expect(data.account.company_id).toBe("100201");
    // the booked products are listed, not only counted; every date German
    await expect(page.getByRole("main")).toContainText("Gebuchte Produkte (1)");
    await expect(page.getByRole("main")).toContainText(/Eintrag[^:]*: aktiv, seit 01\.05\.2019/);
    expect(await page.getByRole("main").innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expectAccessible(page, "self-disclosure");
  });

  test("the self-disclosure as a readable PDF: the same data, German dates", async ({ page }) => {
    await signIn(page, "einzel", "/kunde/meineProdukte/eintrag/selbstauskunft");
    await expect(page.getByRole("link", { name: "Selbstauskunft als PDF" })).toHaveAttribute("href", "/kunde/meineProdukte/eintrag/selbstauskunft/pdf");
    const res = await page.request.get("/kunde/meineProdukte/eintrag/selbstauskunft/pdf");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="selbstauskunft-100201-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = await pdfText(await res.body());
    expect(pdf.title).toBe("Selbstauskunft");
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    for (const text of ["Schreinerei Wagner (Firmen-ID 100201)", "Firmenstammdaten", "Gebuchte Produkte (1)", "einzel@example.com", "Inhaberschaft bestätigt", "ja, zuletzt am 15.03.2026"]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toMatch(/: aktiv, seit 01\.05\.2019/);
    expect(pdf.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

test.describe("the rights transfer (spec §2 eintrag/rechteuebertragung/uebersicht)", () => {
  const PATH = "/kunde/meineProdukte/eintrag/rechteuebertragung/uebersicht";

  test("the company asks for it: refused fields first, then the request listed as received, and no second one while it is open", async ({ page }) => {
    await signInOwn(page, "einzel", PATH);
    await waitForHydration(page);
    await expect(page.getByText("Sie haben noch keine Rechteübertragung beantragt.")).toBeVisible();
    const form = page.getByRole("form", { name: "Neuer Antrag" });
    await form.evaluate((f) => f.setAttribute("novalidate", ""));
    await form.getByLabel("E-Mail-Adresse der neuen Person").fill("lena@");
    await form.getByLabel("Vorname der neuen Person").fill("Lena");
    await form.getByRole("button", { name: "Rechteübertragung beantragen" }).click();
    await expect(form.getByLabel("Nachname der neuen Person")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("E-Mail-Adresse der neuen Person")).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await expect(form.getByLabel("Vorname der neuen Person")).toHaveValue("Lena");

    await form.getByLabel("Nachname der neuen Person").fill("Wagner");
    await form.getByLabel("E-Mail-Adresse der neuen Person").fill("lena@wagner.example");
    await form.getByLabel("Grund der Übertragung").selectOption({ label: "Unternehmensnachfolge" });
    await form.getByLabel("Ich bin berechtigt, für die Firma zu handeln.").check();
    await form.getByRole("button", { name: "Rechteübertragung beantragen" }).click();
    await expect(form.getByRole("status")).toHaveText("Ihr Antrag auf Rechteübertragung ist eingegangen. Wir prüfen ihn und melden uns bei Ihnen.");
    const cases = page.getByTestId("transfer-cases");
    await expect(cases).toContainText("Lena Wagner");
    await expect(cases).toContainText("Unternehmensnachfolge");
    await expect(cases).toContainText("Eingegangen");
    await expect(form.getByRole("button", { name: "Rechteübertragung beantragen" })).toBeDisabled();
    await expect(form).toContainText(/Ihr Antrag vom .* ist noch offen/);
    await expectAccessible(page, "rights transfer");
  });

  test("support staff see the form disabled, with the reason", async ({ page }) => {
    await signIn(page, "support", PATH);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Neuer Antrag" });
    await expect(form.getByRole("button", { name: "Rechteübertragung beantragen" })).toBeDisabled();
    await expect(form).toContainText("kann nur die Firma selbst beantragen");
  });
});

test.describe("the slogan's character counter", () => {
  test("shows how much is used and never cuts a long text without a word: it is refused at the field, nothing saved", async ({ page }) => {
    await signInOwn(page, "einzel", `${ENTRY_DATA}?abschnitt=logo`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Logo und Slogan" });
    const slogan = form.getByLabel("Slogan (optional)");
    const stored = await slogan.inputValue();
    await expect(slogan).toHaveAccessibleDescription(new RegExp(`${stored.length} von 150 Zeichen`));
    const long = `${"Holz mit Herz ".repeat(11)}und Hand!`.slice(0, 151);
    await slogan.fill(long);
    await expect(slogan).toHaveValue(long); // not cut by the browser
    // with JavaScript the counter follows the typing
    if (!jsDisabled()) await expect(form.getByText("151 von 150 Zeichen – bitte kürzen Sie um 1 Zeichen")).toBeVisible();
    await form.getByRole("button", { name: "Logo und Slogan speichern" }).click();
    await expect(slogan).toHaveAccessibleDescription(/Der Slogan darf höchstens 150 Zeichen lang sein/);
    await expect(slogan).toHaveValue(long);
    await page.goto(`${ENTRY_DATA}?abschnitt=logo`);
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Logo und Slogan" }).getByLabel("Slogan (optional)")).toHaveValue(stored);
  });
});
