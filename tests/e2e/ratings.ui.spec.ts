import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn, signInOwn, switchCompany } from "./personas";
import { ratingsOn } from "../../seed/company-ratings.mjs";
import { daysOf, periodLabel, periodsOf } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { averageText, RATING_PORTAL_NAMES, RATING_PORTALS } from "#domain/ratings";
import { parseCsv } from "./csv";

/**
 * The rating products' pages (spec §2 rating product `{product}/uebersicht`,
 * `partner-netzwerk`, `bewertungsstatus`) of Bäckerei Krüger (100101), with
 * the ratings of seed/company-ratings.mjs. Each runs with JavaScript on and
 * off; the pages that write take a copy of the persona of their own.
 */
const P = "/kunde/meineProdukte";
const today = berlinToday();
const published = (from: string, to: string) => daysOf(from, to).flatMap((d) => ratingsOn("100101", "100101", d, today)).filter((r) => r.state === "PUBLISHED");
const average = (list: { stars: number }[]) => averageText(list.reduce((n, r) => n + r.stars, 0) / list.length);

test("rating overview: one route for both products by slug; portals with −1 as no data, key figures, ratings per week, CSV; an unknown slug is no page", async ({ page }) => {
  await signIn(page, "kunde");
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Übersicht" }).nth(0).waitFor();
  await page.goto(`${P}/bewertungsmanagement/uebersicht?von=01.09.2026&bis=30.09.2026&intervall=woche`);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Bewertungen auf allen Portalen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Ihre Bewertungen vom 01.09.2026 bis 30.09.2026" })).toBeVisible();
  const september = published("2026-09-01", "2026-09-30");
  const figures = page.locator("dl").filter({ hasText: "Gesamtdurchschnitt" });
  await expect(figures.locator("div").filter({ hasText: /^Neue Bewertungen/ }).locator("dd").first()).toHaveText(String(september.length));
  await expect(figures.locator("div").filter({ hasText: /^Ø der neuen Bewertungen/ }).locator("dd").first()).toHaveText(average(september));
  await expect(page.getByTestId("vergleich-newAverage")).toContainText(/Stern.* gegenüber dem Vorzeitraum|kein Vergleichswert/);

  // every portal of spec §3 in its order; DIALO and GOYELLOW have none: "noch keine Daten", never −1
  const portals = page.getByRole("table", { name: /Durchschnitt und Anzahl der Bewertungen je Portal/ });
  await expect(portals.locator("tbody tr th")).toHaveText([...RATING_PORTALS.map((p) => RATING_PORTAL_NAMES[p]), "Alle Portale"]);
  await expect(portals.locator("tbody tr").filter({ hasText: "Dialo" })).toContainText("noch keine Daten");
  await expect(portals).not.toContainText("-1");
  const wkdbSeptember = september.filter((r) => r.portal === "WKDB");
  await expect(portals.locator("tbody tr").filter({ hasText: "Wer kennt den BESTEN" }).getByRole("cell").nth(2)).toHaveText(String(wkdbSeptember.length));

  const weeks = periodsOf("2026-09-01", "2026-09-30", "Week", today);
  const byWeek = page.getByRole("table", { name: "Bewertungen je Woche" });
  await expect(byWeek.locator("tbody tr th")).toHaveText(weeks.map((w) => periodLabel("Week", w)));
  await expect(byWeek.locator("tbody tr").first().getByRole("cell").first()).toHaveText(String(published(weeks[0]!.start, weeks[0]!.end).length));
  await expectAccessible(page, "rating overview");

  // the portals' table as CSV: BOM, `;`, one row per portal and the total
  const csv = await page.request.get(`${P}/bewertungsmanagement/uebersicht/csv?von=01.09.2026&bis=30.09.2026&intervall=woche&tabelle=portale`);
  expect(csv.headers()["content-type"]).toMatch(/text\/csv/);
  expect(csv.headers()["content-disposition"]).toMatch(/Bewertungen_je_Portal_Baeckerei_Krueger_GmbH/);
  const body = await csv.text();
  expect(body.startsWith("\uFEFF")).toBe(true);
  const rows = parseCsv(body);
  expect(rows[0]).toEqual(["Portal", "Durchschnitt (Sterne)", "Note", "Bewertungen insgesamt", "Neue Bewertungen im Zeitraum", "Durchschnitt im Zeitraum"]);
  expect(rows.find((r) => r[0] === "Dialo")).toEqual(["Dialo", "", "noch keine Daten", "", "0", ""]);
  expect(rows.find((r) => r[0] === "Wer kennt den BESTEN")?.[4]).toBe(String(wkdbSeptember.length));

  // the same route under the other product's slug, with its own title; an unknown slug is the 404 page
  await page.goto(`${P}/wkdb/uebersicht`);
  await expect(page.getByRole("heading", { level: 1, name: "Wer kennt den BESTEN: Ihre Bewertungen" })).toBeVisible();
  await expect(page).toHaveTitle(/^Wer kennt den BESTEN – Bäckerei Krüger GmbH – Mein Bereich$/);
  const unknown = await page.request.get(`${P}/gibtsnicht/uebersicht`, { maxRedirects: 0 });
  expect([302, 404]).toContain(unknown.status());
  // a company without the product gets the shared not-booked page (200)
  await switchCompany(page, "Café am Dom");
  const res = await page.goto(`${P}/bewertungsmanagement/uebersicht`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("main")).toContainText("Bewertungsmanagement Plus");
});

test("partner network: the portals with profile link and figures; a partner portal added with its profile's address, a wrong host refused at the field", async ({ page }) => {
  await signInOwn(page, "kunde", `${P}/bewertungsmanagement/partner-netzwerk`);
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Partner-Netzwerk" })).toBeVisible();
  const table = page.getByRole("table", { name: /Portale mit Ihrem Profil/ });
  await expect(table.locator("tbody tr").first().getByRole("link")).toHaveAttribute("href", /^https:\/\/www\.example\.com\/firma\//);
  await expect(table.locator("tbody tr").filter({ hasText: "GoYellow" })).toContainText("noch keine Daten");

  const form = page.getByRole("form", { name: "Partnerportal hinzufügen" });
  await form.getByLabel("Portal").selectOption({ label: "ProvenExpert (provenexpert.com)" });
  await form.getByLabel("Adresse Ihres Profils").fill("https://www.trustpilot.com/review/baeckerei-krueger");
  await form.getByRole("button", { name: "Portal hinzufügen" }).click();
  await expect(page.getByRole("form", { name: "Partnerportal hinzufügen" }).getByText("Diese Adresse gehört nicht zu ProvenExpert.", { exact: false }).first()).toBeVisible();
  // the input is kept
  await expect(page.getByRole("form", { name: "Partnerportal hinzufügen" }).getByLabel("Adresse Ihres Profils")).toHaveValue("https://www.trustpilot.com/review/baeckerei-krueger");

  await page.getByRole("form", { name: "Partnerportal hinzufügen" }).getByLabel("Adresse Ihres Profils").fill("https://www.provenexpert.com/baeckerei-krueger/");
  await page.getByRole("form", { name: "Partnerportal hinzufügen" }).getByRole("button", { name: "Portal hinzufügen" }).click();
  await expect(page.getByText("ProvenExpert gehört jetzt zu Ihrem Partner-Netzwerk.")).toBeVisible();
  const row = page.getByRole("table", { name: /Portale mit Ihrem Profil/ }).locator("tbody tr").filter({ hasText: "ProvenExpert" });
  await expect(row).toContainText("Partnerportal seit");
  await expect(row.getByRole("link")).toHaveAttribute("href", "https://www.provenexpert.com/baeckerei-krueger/");
  // it left the selection
  await expect(page.getByRole("form", { name: "Partnerportal hinzufügen" }).getByLabel("Portal").locator("option", { hasText: "ProvenExpert" })).toHaveCount(0);
  await expectAccessible(page, "partner network");
});

test("rating status: the six newest ratings with their state; an error report refused at its field, then received and listed with its state", async ({ page }) => {
  await signInOwn(page, "kunde", `${P}/bewertungsmanagement/bewertungsstatus`);
  await expect(page.getByRole("heading", { level: 1, name: "Bewertungsstatus" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ihre neuesten Bewertungen" }).or(page.locator("section").filter({ hasText: "Ihre neuesten Bewertungen" })).locator("li")).toHaveCount(6);
  await expect(page.getByText("So prüfen wir Bewertungen:")).toBeVisible();

  await page.getByText("Falscher Durchschnitt", { exact: true }).click();
  const form = page.getByRole("form", { name: "Falscher Durchschnitt" });
  await form.getByLabel("Portal").selectOption({ label: "golocal" });
  await form.getByLabel("Angezeigter Durchschnitt").fill("drei");
  await form.getByLabel("Richtiger Durchschnitt").fill("4,2");
  await form.getByRole("button", { name: "Fehler melden" }).click();
  const again = page.getByRole("form", { name: "Falscher Durchschnitt" });
  await expect(again.getByText("Bitte geben Sie den Durchschnitt als Zahl von 1 bis 5 an, z. B. 4,3.")).toBeVisible();
  await expect(again.getByLabel("Richtiger Durchschnitt")).toHaveValue("4,2");
  await again.getByLabel("Angezeigter Durchschnitt").fill("3,1");
  await again.getByRole("button", { name: "Fehler melden" }).click();
  await expect(page.getByText(/Ihre Meldung „Falscher Durchschnitt“ zu golocal ist am .* eingegangen/)).toBeVisible();
  const reports = page.getByRole("table", { name: /Ihre Fehlermeldungen/ });
  await expect(reports.locator("tbody tr").first()).toContainText("Falscher Durchschnitt");
  await expect(reports.locator("tbody tr").first()).toContainText("eingegangen");
  await expect(reports.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText("3,1");
  await expectAccessible(page, "rating status");
});
