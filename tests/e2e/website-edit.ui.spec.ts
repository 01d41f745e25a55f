import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { encode as encodePng } from "fast-png";

/**
 * Editing the website (spec §2 website/bearbeiten, §7 updateWebsiteFiles,
 * getWebsiteKeywords): several files at once for the website team, checked by
 * their content, listed with an image preview, downloaded and deleted; the
 * keywords within the tier's limit. Runs with JavaScript on and off, in an
 * account of the test pool (it changes data).
 */
const PAGE = "/kunde/meineProdukte/website/bearbeiten";
const PNG = Buffer.from(encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(120), channels: 4, depth: 8 }));

test.describe("website editing", () => {
  test("files for the website team: two at once, a renamed program refused, an image previewed, a text downloaded, then deleted; the keywords", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Website bearbeiten" })).toBeVisible();
    await expect(page.getByText("Sie haben noch keine Dateien gesendet.")).toBeVisible();
    const chooser = page.getByLabel("Dateien auswählen");
    // a program named like a PDF: refused, nothing stored
    await chooser.setInputFiles([
      { name: "Laden.png", mimeType: "image/png", buffer: PNG },
      { name: "Preise.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) },
    ]);
    await page.getByRole("button", { name: "Dateien senden" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Preise.pdf:" })).toContainText("Bitte senden Sie Bilder (JPG, PNG, GIF), PDF-Dokumente oder Texte (TXT, als UTF-8 gespeichert).");
    await expect(page.getByText("Sie haben noch keine Dateien gesendet.")).toBeVisible();

    await chooser.setInputFiles([
      { name: "Laden.png", mimeType: "image/png", buffer: PNG },
      { name: "Über uns.txt", mimeType: "text/plain", buffer: Buffer.from("Seit 1952 backen wir in Köln.", "utf8") },
    ]);
    await page.getByRole("button", { name: "Dateien senden" }).click();
    await expect(page.getByText("2 Dateien sind beim Website-Team.")).toBeVisible();
    const rows = page.getByRole("table", { name: "Gesendete Dateien" }).getByRole("row");
    await expect(rows.filter({ hasText: "Laden.png" })).toContainText("Bild (PNG)");
    // the preview is the image itself, served by the portal
    const preview = rows.filter({ hasText: "Laden.png" }).locator("img");
    await expect(preview).toHaveJSProperty("complete", true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const href = await rows.filter({ hasText: "Über uns.txt" }).getByRole("link").getAttribute("href");
    const download = await page.request.get(href!);
    expect(download.headers()["content-disposition"]).toContain("filename*=UTF-8''%C3%9Cber%20uns.txt");
    expect((await download.body()).toString("utf8")).toBe("Seit 1952 backen wir in Köln.");
    await expectAccessible(page, "website editing");

    await page.getByRole("button", { name: "Über uns.txt löschen" }).click();
    await expect(page.getByText("„Über uns.txt“ ist gelöscht.")).toBeVisible();
    await expect(rows.filter({ hasText: "Über uns.txt" })).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);

    // keywords: one per line within the tier's limit; too many are refused at the field with the input kept
    const field = page.getByLabel("Suchbegriffe", { exact: true });
    await expect(field).toHaveValue("Bäckerei Köln\nBrötchen bestellen Köln\nFrühstück Köln Innenstadt\nVollkornbrot");
    const tooMany = Array.from({ length: 21 }, (_, i) => `Begriff ${i + 1}`).join("\n");
    await field.fill(tooMany);
    await page.getByRole("button", { name: "Suchbegriffe speichern" }).click();
    await expect(page.getByText("Zu Ihrer Website gehören höchstens 20 Suchbegriffe; Sie haben 21 eingetragen.")).toBeVisible();
    await expect(field).toHaveValue(tooMany);
    await field.fill("Bäckerei Köln\nHochzeitstorte Köln\n\nbäckerei köln");
    await page.getByRole("button", { name: "Suchbegriffe speichern" }).click();
    await expect(page.getByText("2 Suchbegriffe gespeichert.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Suchbegriffe", { exact: true })).toHaveValue("Bäckerei Köln\nHochzeitstorte Köln");
  });
});
