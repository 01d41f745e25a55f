import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signInOwn, switchCompany } from "./personas";
import { png } from "../../seed/png.mjs";

/**
 * Web banners (spec §2 werbebanner/uebersicht and dateiupload, §4 web banner
 * status, §7 web-banners, updateWebBannerFiles) in a test-pool copy of Krüger
 * Haustechnik, whose banners are those of seed/web-banners.mjs. Runs with
 * JavaScript on and off; it changes data, so each run has its own account.
 */
const BASE = "/kunde/meineProdukte/werbebanner";
const PNG = Buffer.from(png(4, 3, () => [200, 40, 40]));

test("web banners: the formats with previews, a change request refused at the field, a draft approved, a banner paused and resumed, the creatives as ZIP, material uploaded", async ({ page }) => {
  await signInOwn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");
  await page.goto(`${BASE}/uebersicht`);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Werbebanner" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([/^Skyscraper \(160 × 600 Pixel/, /^Rectangle/, /^Leaderboard/, /^Mobile/]);
  await expect(page.getByRole("status").filter({ hasText: "Ein Banner wartet auf Ihre Freigabe" })).toContainText("Badsanierung aus einer Hand");

  // the draft: a comment of blanks only passes the browser's check, not the server's; the text stays
  const draft = page.getByRole("article", { name: "Badsanierung aus einer Hand" });
  await expect(draft).toContainText("Wartet auf Ihre Freigabe");
  const preview = draft.getByRole("img", { name: "Vorschau des Banners „Badsanierung aus einer Hand“" });
  await expect(preview).toHaveJSProperty("complete", true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(728);
  await draft.getByText("Änderung anfordern", { exact: true }).first().click();
  const comment = draft.getByLabel("Was soll das Grafik-Team ändern?");
  await comment.fill("            ");
  await draft.getByRole("button", { name: "Änderung anfordern" }).click();
  await expect(page.getByRole("article", { name: "Badsanierung aus einer Hand" }).getByRole("alert")).toHaveText("Bitte beschreiben Sie in mindestens 10 Zeichen, was geändert werden soll.");
  await expect(page.getByRole("article", { name: "Badsanierung aus einer Hand" }).getByLabel("Was soll das Grafik-Team ändern?")).toHaveValue("            ");
  await expect(page.getByRole("article", { name: "Badsanierung aus einer Hand" })).toContainText("Wartet auf Ihre Freigabe");
  await expectAccessible(page, "web banners");

  await page.getByRole("article", { name: "Badsanierung aus einer Hand" }).getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByText("Der Banner ist freigegeben.")).toBeVisible();
  const approved = page.getByRole("article", { name: "Badsanierung aus einer Hand" });
  await expect(approved).toContainText("Freigegeben, startet bald");
  await approved.getByText("Verlauf (1)").click();
  await expect(approved.getByRole("listitem")).toContainText(/freigegeben von Sabine Krüger/);

  // the running skyscraper paused, then resumed
  const running = () => page.getByRole("region", { name: /^Skyscraper/ }).getByRole("article", { name: "Heizungscheck Herbst" });
  await running().getByRole("button", { name: "Pausieren" }).click();
  await expect(page.getByText("Der Banner ist pausiert und wird nicht mehr ausgespielt.")).toBeVisible();
  await expect(running()).toContainText("Pausiert");
  await running().getByRole("button", { name: "Fortsetzen" }).click();
  await expect(page.getByText("Der Banner wird wieder ausgespielt.")).toBeVisible();
  await expect(running()).toContainText("Läuft");

  // the leaderboard's creatives as ZIP: both sizes and the text about the banner
  const zipLink = page.getByRole("article", { name: "Badsanierung aus einer Hand" }).getByRole("link", { name: /Motive herunterladen \(ZIP, 2 Dateien\)/ });
  const zip = await page.request.get((await zipLink.getAttribute("href"))!);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await zip.body()));
  expect(Object.keys(files).sort()).toEqual(["LIESMICH.txt", "badsanierung-aus-einer-hand_728x90.png", "badsanierung-aus-einer-hand_728x90@2x.png"]);
  expect(strFromU8(files["LIESMICH.txt"]!)).toContain("Format: Leaderboard (728 × 90 Pixel)");

  // material for new banners: a PDF refused at the field, two images sent, one deleted
  await page.getByRole("link", { name: "Datei-Upload" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Material für neue Werbebanner" })).toBeVisible();
  const chooser = page.getByLabel("Bilder auswählen");
  await chooser.setInputFiles([
    { name: "Logo.png", mimeType: "image/png", buffer: PNG },
    { name: "Flyer.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF") },
  ]);
  await page.getByRole("button", { name: "Bilder senden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Flyer.pdf:" })).toContainText("Bitte senden Sie Bilder im Format JPG, PNG oder GIF.");
  await expect(page.getByText("Sie haben noch keine Bilder gesendet.")).toBeVisible();
  await chooser.setInputFiles([
    { name: "Logo.png", mimeType: "image/png", buffer: PNG },
    { name: "Team.png", mimeType: "image/png", buffer: PNG },
  ]);
  await page.getByRole("button", { name: "Bilder senden" }).click();
  await expect(page.getByText("2 Bilder sind beim Grafik-Team.")).toBeVisible();
  const rows = page.getByRole("table", { name: "Gesendete Bilder" }).getByRole("row");
  const thumb = rows.filter({ hasText: "Logo.png" }).locator("img");
  await expect(thumb).toHaveJSProperty("complete", true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await expectAccessible(page, "web banner upload");
  await page.getByRole("button", { name: "Logo.png löschen" }).click();
  await expect(page.getByText("„Logo.png“ ist gelöscht.")).toBeVisible();
  await expect(rows.filter({ hasText: "Logo.png" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Team.png" })).toHaveCount(1);
});
