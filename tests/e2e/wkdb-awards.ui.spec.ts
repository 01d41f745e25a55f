import { expect, test } from "./browser-test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signIn } from "./personas";
import { pdfText } from "./pdf-text";
import { ratingsOn } from "../../seed/company-ratings.mjs";
import { berlinToday, formatDateDe } from "#domain/format";
import { daysOf } from "#domain/statistics";
import { addMonths, awardPeriod, monthLabel, reportMonths } from "#domain/rating-awards";

/**
 * The pages of "Wer kennt den BESTEN" built on the awards and marketing
 * packages (spec §2 rating product `auszeichnungen`, `vermarktungspakete`) of
 * Bäckerei Krüger (kunde@'s first company, MB-WKDB since 2024-05-01) with the
 * ratings of seed/company-ratings.mjs. Read-only: they run with JavaScript on
 * and off on the shared kunde@ session.
 */
const COMPANY = "100101";
const today = berlinToday();
const period = awardPeriod(today);
const published = daysOf(period.from, period.to).flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today)).filter((r) => r.state === "PUBLISHED");
const average = published.reduce((s, r) => s + r.stars, 0) / published.length;
const oneDecimal = (n: number) => n.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

test("wkdb awards: reached through the menu; the signet earned as PDF, the top badge's gap named; the signet image and its HTML to copy", async ({ page }) => {
  await signIn(page, "kunde", "/");
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Auszeichnungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Auszeichnungen" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(`vom ${formatDateDe(period.from)} bis ${formatDateDe(period.to)}`);
  await expect(main).toContainText(`aus ${published.length} Bewertungen`);

  // the signet: earned, its certificate a one-page PDF with the figures
  const signet = page.getByRole("region", { name: "Bewertungssiegel", exact: true });
  await expect(signet).toContainText("Erreicht.");
  const link = signet.getByRole("link", { name: "Urkunde „Bewertungssiegel“ als PDF herunterladen" });
  await expect(link).toHaveAttribute("href", "/kunde/meineProdukte/wkdb/auszeichnungen/pdf/siegel");
  const res = await page.request.get("/kunde/meineProdukte/wkdb/auszeichnungen/pdf/siegel");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toContain(`filename="Bewertungssiegel-Baeckerei-Krueger-GmbH-${period.from.slice(0, 7)}-bis-${period.to.slice(0, 7)}.pdf"`);
  const pdf = await pdfText(await res.body());
  expect(pdf.pages).toBe(1);
  for (const text of ["Bäckerei Krüger GmbH", `Durchschnitt ${oneDecimal(average)} von 5 Sternen`, `aus ${published.length} veröffentlichten Bewertungen`, `Ausgestellt am ${formatDateDe(today)}`, "https://www.example.com/auszeichnung/"])
    expect(pdf.text).toContain(text);

  // the top badge: not earned, the page says what is missing; its PDF is refused with the same words
  const top = page.getByRole("region", { name: "Top-Unternehmen" });
  await expect(top).toContainText("Noch nicht erreicht:");
  await expect(top.getByRole("listitem").filter({ hasText: "Ihr Durchschnitt liegt bei" })).toContainText("nötig sind 4,5.");
  await expect(top.getByRole("link")).toHaveCount(0);
  const refused = await page.request.get("/kunde/meineProdukte/wkdb/auszeichnungen/pdf/top-unternehmen");
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain("nötig sind 4,5.");

  // the signet for the website: the image for anyone, and the HTML to embed it
  const forWebsite = page.getByRole("region", { name: "Bewertungssiegel für Ihre Website" });
  await expect(forWebsite.getByRole("img", { name: "Vorschau Ihres Bewertungssiegels" })).toHaveJSProperty("complete", true);
  expect(await forWebsite.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const code = forWebsite.getByRole("textbox", { name: "HTML-Code für Ihre Website" });
  await expect(code).toHaveAttribute("readonly", "");
  const origin = new URL(page.url()).origin;
  await expect(code).toHaveValue(new RegExp(`^<a href="https://www\\.example\\.com/firma/${COMPANY}"[^>]*><img src="${origin.replace(/\./g, "\\.")}/siegel/${COMPANY}" width="200" height="100" alt="Bewertungssiegel von Bäckerei Krüger GmbH bei Wer kennt den BESTEN"></a>$`));
  // a visitor of the customer's website: no session
  const anonymous = await page.context().browser()!.newContext();
  const svg = await anonymous.request.get(`${origin}/siegel/${COMPANY}`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(svg.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(svg.headers()["set-cookie"]).toBeUndefined();
  expect(await svg.text()).toContain(`${oneDecimal(average)} von 5 Sternen`);
  expect((await anonymous.request.get(`${origin}/siegel/100201`)).status()).toBe(404);
  await anonymous.close();

  if (jsDisabled()) {
    // without JavaScript the code is selected and copied by hand: no button that does nothing
    await expect(forWebsite.getByRole("button", { name: "Kopieren" })).toHaveCount(0);
  } else {
    await waitForHydration(page);
    await forWebsite.getByRole("button", { name: "Kopieren" }).click();
    await expect(forWebsite.getByRole("status")).toHaveText(/Der Code ist (kopiert|markiert)/);
  }
  await expectAccessible(page, "wkdb awards");
});

test("wkdb marketing packages: the latest three reports as PDF, the archive by year", async ({ page }) => {
  await signIn(page, "kunde", "/");
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Vermarktungspakete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vermarktungspakete" })).toBeVisible();
  const months = reportMonths("2024-05-01", today).reverse();
  const latest = page.getByRole("region", { name: "Neueste Berichte" });
  await expect(latest.getByRole("listitem")).toHaveCount(3);
  await expect(latest.getByRole("link")).toHaveText(months.slice(0, 3).map((m) => `Bericht ${monthLabel(m)} als PDF`));

  // last month's report: from that month's figures
  const last = months[0]!;
  const href = await latest.getByRole("link").first().getAttribute("href");
  expect(href).toBe(`/kunde/meineProdukte/wkdb/vermarktungspakete/pdf/${last}`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-disposition"]).toContain(`filename="Vermarktungspaket-Baeckerei-Krueger-GmbH-${last}.pdf"`);
  const pdf = await pdfText(await res.body());
  expect(pdf.pages).toBe(1);
  expect(pdf.title).toBe(`Vermarktungspaket ${monthLabel(last)} – Bäckerei Krüger GmbH`);
  const ofMonth = daysOf(`${last}-01`, `${addMonths(last, 1)}-01`)
    .slice(0, -1)
    .flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today))
    .filter((r) => r.state === "PUBLISHED");
  expect(pdf.text).toContain(`Zusammen\n${ofMonth.length}\n`);
  expect(pdf.text).toContain("Aufrufe des Eintrags: ");
  // a month without report is no file
  expect((await page.request.get(`/kunde/meineProdukte/wkdb/vermarktungspakete/pdf/${today.slice(0, 7)}`)).status()).toBe(404);

  // the archive: the years newest first, a year's reports by link (no JavaScript needed)
  const archive = page.getByRole("region", { name: "Archiv" });
  const years = [...new Set(months.map((m) => m.slice(0, 4)))];
  await expect(archive.getByRole("navigation", { name: "Jahre des Archivs" }).getByRole("link")).toHaveText(years);
  await archive.getByRole("link", { name: "2024", exact: true }).click();
  await expect(page).toHaveURL(/\?jahr=2024/);
  await expect(archive.getByRole("heading", { level: 3, name: "Berichte 2024" })).toBeVisible();
  await expect(archive.getByRole("link", { name: "2024", exact: true })).toHaveAttribute("aria-current", "page");
  const of2024 = months.filter((m) => m.startsWith("2024-"));
  await expect(archive.getByRole("list").last().getByRole("link")).toHaveText(of2024.map((m) => `Bericht ${monthLabel(m)} als PDF`));
  await expect(page).toHaveTitle(/^Archiv 2024 – Vermarktungspakete – Bäckerei Krüger GmbH/);
  await expectAccessible(page, "wkdb marketing packages");

  // a year without reports says so; an address's year that is none asks for one of the list
  await page.goto("/kunde/meineProdukte/wkdb/vermarktungspakete?jahr=2023");
  await expect(archive).toContainText("Für 2023 gibt es keine Berichte.");
  await page.goto("/kunde/meineProdukte/wkdb/vermarktungspakete?jahr=1999");
  await expect(archive).toContainText("Bitte wählen Sie ein Jahr aus der Liste.");
  await expect(latest.getByRole("listitem")).toHaveCount(3);
});
