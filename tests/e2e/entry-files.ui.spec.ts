import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, jsDisabled, waitForHydration } from "./a11y-helpers";
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

// a real 2×2 PNG (red), so the browser can show it
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMJgCsYBAH7ZB/lr2o4zAAAAAElFTkSuQmCC", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Clicks a button of the form and waits until the page's data came back (the notice of an earlier save proves nothing). */
async function submit(page: Page, form: ReturnType<typeof logoForm>, name: string) {
  const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(PATH) && r.status() === 200);
  await form.getByRole("button", { name, exact: true }).click();
  await reloaded;
}

test.describe("entry files: logo and documents", () => {
  test("the logo is uploaded, previewed with JavaScript, saved and shown; a PDF named .png is refused at the field", async ({ page }) => {
    await signInOwn(page, "kunde", `${PATH}?abschnitt=logo`);
    await waitForHydration(page);
    const form = logoForm(page);
    await expect(form.getByText("Es ist kein Logo hochgeladen.")).toBeVisible();
    await expectAccessible(page, "logo tab");

    // not an image, whatever its name says: refused at the field, the slogan typed is kept
    await form.getByLabel("Slogan (optional)").fill("Brot wie früher");
    await form.getByLabel("Logo hochladen (optional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PDF });
    await form.getByRole("button", { name: "Logo und Slogan speichern" }).click();
    await expect(form.getByText("Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF.")).toBeVisible();
    await expect(form.getByLabel("Logo hochladen (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Slogan (optional)")).toHaveValue("Brot wie früher");
    await expect(form.getByText("Es ist kein Logo hochgeladen.")).toBeVisible();

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

    const res = await page.request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toContain("filename*=UTF-8''Preisliste%202026.pdf");
    expect(Buffer.from(await res.body()).equals(PDF)).toBe(true);

    await submit(page, form, "Preisliste 2026.pdf entfernen");
    await expect(form.getByRole("link", { name: "Preisliste 2026.pdf" })).toHaveCount(0);
    expect((await page.request.get((await res.url()).replace(/^https?:\/\/[^/]+/, ""))).status()).toBe(404);
  });
});
