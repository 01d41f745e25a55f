import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn } from "./personas";
import { pdfText } from "./pdf-text";
import { documentsOf } from "../../seed/documents.mjs";
import { berlinToday, formatDateDe } from "#domain/format";
import { decimalOf, euro, oldestRetained } from "#domain/documents";

/**
 * The documents page (spec §2 /kunde/firmendaten/dokumente) of Bäckerei Krüger
 * (kunde@'s first company) with the documents of seed/documents.mjs: one year at
 * a time by links (no JavaScript needed), each document as PDF, each invoice as
 * XRechnung, the year as ZIP. Read-only: it runs with JavaScript on and off on
 * the shared kunde@ session.
 */
const today = berlinToday();
const own = documentsOf(today, ["100101"]).filter((d) => d.issuedOn >= oldestRetained(today));
const years = [...new Set(own.map((d) => d.issuedOn.slice(0, 4)))].sort().reverse();
const newestFirst = (a: { issuedOn: string; number: string }, b: { issuedOn: string; number: string }) => b.issuedOn.localeCompare(a.issuedOn) || b.number.localeCompare(a.number);
const credit = own.find((d) => d.type === "CREDIT_NOTE")!;
const creditYear = credit.issuedOn.slice(0, 4);
const foreign = documentsOf(today, ["100201"]).find((d) => d.type === "INVOICE")!;

test("documents: the years as links, invoices with PDF and XRechnung, credit notes, the year's ZIP; another company's file refused", async ({ page }) => {
  await signIn(page, "kunde", "/");
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Dokumente" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokumente" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("8 Jahre nach Ablauf des Ausstellungsjahres");

  // the years newest first, the newest shown
  const nav = page.getByRole("navigation", { name: "Jahre" });
  await expect(nav.getByRole("link")).toHaveText(years);
  await expect(nav.getByRole("link", { name: years[0], exact: true })).toHaveAttribute("aria-current", "page");
  const invoices = own.filter((d) => d.type === "INVOICE" && d.issuedOn.startsWith(`${years[0]}-`)).sort(newestFirst);
  const table = page.getByRole("region", { name: "Rechnungen" });
  await expect(table.getByRole("row")).toHaveCount(invoices.length + 1);
  const first = invoices[0]!;
  await expect(table.getByRole("row").nth(1)).toContainText(`${first.number}${formatDateDe(first.issuedOn)}`);
  await expect(table.getByRole("row").nth(1)).toContainText(euro(first.grossCents));

  // the newest invoice as PDF and as XRechnung, with the same gross amount
  const pdfLink = table.getByRole("link", { name: `PDF Rechnung ${first.number}` });
  await expect(pdfLink).toHaveAttribute("href", `/kunde/firmendaten/dokumente/pdf/BILLING/INVOICE/${first.number}`);
  const pdfRes = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdfRes.status()).toBe(200);
  expect(pdfRes.headers()["content-type"]).toBe("application/pdf");
  expect(pdfRes.headers()["content-disposition"]).toContain(`filename="Rechnung_${first.number}.pdf"`);
  const pdf = await pdfText(await pdfRes.body());
  expect(pdf.title).toBe(`Rechnung ${first.number}`);
  expect(pdf.text).toContain("Bäckerei Krüger GmbH");
  const xmlLink = table.getByRole("link", { name: `XRechnung ${first.number}` });
  const xmlRes = await page.request.get((await xmlLink.getAttribute("href"))!);
  expect(xmlRes.status()).toBe(200);
  expect(xmlRes.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await xmlRes.text()).toContain(`<ram:GrandTotalAmount>${decimalOf(first.grossCents)}</ram:GrandTotalAmount>`);

  // the year of a credit note, by its link: the credit note with the invoice it corrects
  await nav.getByRole("link", { name: creditYear, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?jahr=${creditYear}$`));
  await expect(page.getByRole("heading", { level: 2, name: `Dokumente ${creditYear}` })).toBeVisible();
  await expect(nav.getByRole("link", { name: creditYear, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(new RegExp(`^${creditYear} – Dokumente – Bäckerei Krüger GmbH`));
  const credits = page.getByRole("region", { name: "Gutschriften" });
  await expect(credits.getByRole("row").filter({ hasText: credit.number })).toContainText(`zu ${credit.refersTo}`);
  await expect(credits.getByRole("link", { name: "XRechnung" })).toHaveCount(0);
  // the year's order confirmations with their monthly price
  for (const order of own.filter((d) => d.type === "ORDER_CONFIRMATION" && d.issuedOn.startsWith(`${creditYear}-`))) {
    await expect(page.getByRole("region", { name: "Vertragsdokumente" }).getByRole("row").filter({ hasText: order.number })).toContainText(`${euro(order.grossCents)} monatlich`);
  }

  // the year as ZIP: each document's PDF, each invoice's XRechnung
  const zipLink = page.getByRole("link", { name: `Alle Dokumente ${creditYear} als ZIP` });
  const zipRes = await page.request.get((await zipLink.getAttribute("href"))!);
  expect(zipRes.status()).toBe(200);
  expect(zipRes.headers()["content-type"]).toBe("application/zip");
  expect(zipRes.headers()["content-disposition"]).toContain(`filename="Dokumente_Baeckerei_Krueger_GmbH_${creditYear}.zip"`);
  const files = unzipSync(new Uint8Array(await zipRes.body()));
  const ofYear = own.filter((d) => d.issuedOn.startsWith(`${creditYear}-`));
  expect(Object.keys(files)).toHaveLength(ofYear.length + ofYear.filter((d) => d.type === "INVOICE").length);
  expect(strFromU8(files[`Gutschrift_${credit.number}.pdf`]!.subarray(0, 5))).toBe("%PDF-");

  // another company's document, a made-up one: refused, no file
  const refused = await page.request.get(`/kunde/firmendaten/dokumente/pdf/BILLING/INVOICE/${foreign.number}`);
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).toContain("text/plain");
  expect((await page.request.get(`/kunde/firmendaten/dokumente/xrechnung/R-1999-000001`)).status()).toBe(404);
  await expectAccessible(page, "documents");
});
