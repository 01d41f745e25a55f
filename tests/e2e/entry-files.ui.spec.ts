import { expect, test, type Page } from "./browser-test";
import jpeg from "jpeg-js";
import { expectAccessible, expectReflow, jsDisabled, waitForHydration } from "./a11y-helpers";
import { signInOwn } from "./personas";

/**
 * The entry's files (spec §7 updateLogoAndSlogan, updateDocuments): the logo
 * uploaded on its tab (with JavaScript a preview before the save), refused with
 * a German message at the field when the file is not what its name says; PDF
 * documents added, downloaded with their name and removed. Runs with JS on and off.
 */

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";
const logoForm = (page: Page) => page.getByRole("form", { name: "Logo und Slogan" });
const documentsForm = (page: Page) => page.getByRole("form", { name: "Dokumente" });
const mediaForm = (page: Page) => page.getByRole("form", { name: "Bilder" });
/** A real JPEG photo of one colour. */
const photo = (grey: number) => jpeg.encode({ width: 640, height: 480, data: Buffer.alloc(640 * 480 * 4, grey) }, 85).data;

// a real 2×2 PNG (red), so the browser can show it
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMJgCsYBAH7ZB/lr2o4zAAAAAElFTkSuQmCC", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Clicks a button of the form and waits until the page's data came back (the notice of an earlier save proves nothing). */
async function submit(page: Page, form: ReturnType<typeof logoForm>, name: string) {
  const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(PATH) && r.status() === 200);
  await form.getByRole("button", { name, exact: true }).click();
  await reloaded;
}

/** Removing asks first: "Entfernen" opens the question, its named button removes (the portal's destructive actions). */
async function removeWithQuestion(page: Page, form: ReturnType<typeof logoForm>, what: string) {
  const question = form.locator("details").filter({ has: page.locator("summary", { hasText: `Entfernen (${what})` }) });
  await expect(question.getByRole("button", { name: `Ja, ${what} entfernen` })).toBeHidden();
  await question.locator("summary").click();
  await expect(question).toContainText(`Möchten Sie ${what} wirklich entfernen?`);
  await submit(page, form, `Ja, ${what} entfernen`);
}

test.describe("entry files: logo, images and documents", () => {
  test("the logo is uploaded, previewed with JavaScript, saved and shown; a PDF named .png is refused at the field", async ({ page }) => {
    await signInOwn(page, "kunde", `${PATH}?abschnitt=logo`);
    await waitForHydration(page);
    const form = logoForm(page);
    // a logo set as an address is said to be one, not "no logo" (the pool's bakery has one)
    await expect(form.getByTestId("logo-from-url")).toHaveText("Ihr Logo wird von der Internetadresse unten geladen: https://bilder.example/baeckerei-krueger/logo.png");
    await expect(form.getByText(/kein Logo/)).toHaveCount(0);
    await expectAccessible(page, "logo tab");

    // not an image, whatever its name says: refused at the field, the slogan typed is kept
    await form.getByLabel("Slogan (optional)").fill("Brot wie früher");
    await form.getByLabel("Logo hochladen (optional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PDF });
    // no broken picture as its preview
    if (!jsDisabled()) await expect(page.getByTestId("logo-preview")).toHaveCount(0);
    await form.getByRole("button", { name: "Logo und Slogan speichern" }).click();
    await expect(form.getByText("Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF.")).toBeVisible();
    await expect(form.getByLabel("Logo hochladen (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Slogan (optional)")).toHaveValue("Brot wie früher");
    await expect(form.getByTestId("logo-from-url")).toBeVisible();

    await form.getByLabel("Logo hochladen (optional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    if (!jsDisabled()) {
      // the chosen image, before anything is sent
      await expect(page.getByTestId("logo-preview").getByRole("img", { name: "Vorschau des gewählten Logos" })).toBeVisible();
    }
    await submit(page, form, "Logo und Slogan speichern");
    await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();
    const stored = form.getByRole("img", { name: "Ihr hochgeladenes Logo" });
    await expect(stored).toBeVisible();
    // the image came through the portal: the browser decoded it
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await expect(form.getByLabel("Slogan (optional)")).toHaveValue("Brot wie früher");

    // the overview shows it, and no longer counts the logo as missing
    await page.goto("/kunde/meineProdukte/eintrag/uebersicht");
    await expect(page.getByRole("img", { name: /^Logo von / })).toBeVisible();
    await expect(page.getByText("Logo fehlt")).toHaveCount(0);

    // removed, even with a file still chosen that would be refused
    await page.goto(`${PATH}?abschnitt=logo`);
    await waitForHydration(page);
    await form.getByLabel("Logo hochladen (optional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PDF });
    await form.getByLabel("Hochgeladenes Logo entfernen").check();
    await submit(page, form, "Logo und Slogan speichern");
    await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();
    await expect(form.getByText("Sie haben noch kein Logo hinterlegt.")).toBeVisible();
  });

  test("a PDF is added to the documents, downloaded with its name, and removed", async ({ page }) => {
    await signInOwn(page, "kunde", `${PATH}?abschnitt=dokumente`);
    await waitForHydration(page);
    const form = documentsForm(page);
    await expect(form.getByText("Sie haben noch keine Dokumente hinterlegt", { exact: false })).toBeVisible();

    // nothing chosen: a message at the field
    await form.getByRole("button", { name: "Dokument hinzufügen", exact: true }).click();
    await expect(form.getByText("Bitte wählen Sie ein PDF-Dokument aus, das Sie hinzufügen möchten.")).toBeVisible();

    await form.getByLabel("PDF-Dokument hinzufügen").setInputFiles({ name: "Preisliste 2026.pdf", mimeType: "application/pdf", buffer: PDF });
    await submit(page, form, "Dokument hinzufügen");
    await expect(page.getByText("Ihre Dokumente wurden gespeichert.")).toBeVisible();
    const link = form.getByRole("link", { name: "Preisliste 2026.pdf" });
    await expect(link).toBeVisible();
    await expectAccessible(page, "documents tab");
    // WCAG 1.4.10: the list of documents fits a phone's width
    await page.setViewportSize({ width: 320, height: 740 });
    await expectReflow(page, "documents tab at 320 px");
    await page.setViewportSize({ width: 1280, height: 720 });

    const res = await page.request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toContain("filename*=UTF-8''Preisliste%202026.pdf");
    expect(Buffer.from(await res.body()).equals(PDF)).toBe(true);

    await removeWithQuestion(page, form, "Preisliste 2026.pdf");
    await expect(form.getByRole("link", { name: "Preisliste 2026.pdf" })).toHaveCount(0);
    expect((await page.request.get((await res.url()).replace(/^https?:\/\/[^/]+/, ""))).status()).toBe(404);
  });

  test("images are added with a text each, shown as thumbnails, moved and removed", async ({ page }) => {
    await signInOwn(page, "kunde", `${PATH}?abschnitt=bilder`);
    await waitForHydration(page);
    const form = mediaForm(page);
    await expect(form.getByText("Sie haben noch keine Bilder hinterlegt", { exact: false })).toBeVisible();

    // an image without its text: a message at the text field, nothing added
    await form.getByLabel("Bild hinzufügen").setInputFiles({ name: "theke.jpg", mimeType: "image/jpeg", buffer: photo(200) });
    await form.getByRole("button", { name: "Bilder speichern" }).click();
    await expect(form.getByText("Bitte beschreiben Sie in wenigen Worten, was das Bild zeigt", { exact: false })).toBeVisible();

    for (const [alt, grey] of [["Verkaufstheke", 200], ["Backstube", 90]] as const) {
      await form.getByLabel("Bild hinzufügen").setInputFiles({ name: `${alt}.jpg`, mimeType: "image/jpeg", buffer: photo(grey) });
      await form.getByLabel("Beschreibung des neuen Bildes").fill(alt);
      await submit(page, form, "Bilder speichern");
      await expect(page.getByText("Ihre Bilder wurden gespeichert.")).toBeVisible();
    }
    const images = form.getByRole("list", { name: "Ihre Bilder in ihrer Reihenfolge" }).getByRole("img");
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAccessibleName(/^Verkaufstheke/);
    // the thumbnail came through the portal and is no larger than its box
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
    await expectAccessible(page, "images tab");
    await page.setViewportSize({ width: 320, height: 740 });
    await expectReflow(page, "images tab at 320 px");
    await page.setViewportSize({ width: 1280, height: 720 });

    await submit(page, form, "Bild 1 nach unten");
    await expect(images.first()).toHaveAccessibleName(/^Backstube/);
    await expect(form.getByLabel("Beschreibung von Bild 2")).toHaveValue("Verkaufstheke");

    // the text typed for the other image goes with the removal and is kept (saved with it)
    await form.getByLabel("Beschreibung von Bild 2").fill("Verkaufstheke am Morgen");
    await removeWithQuestion(page, form, "Bild 1");
    await expect(images).toHaveCount(1);
    await expect(images.first()).toHaveAccessibleName(/^Verkaufstheke am Morgen/);
  });
});
