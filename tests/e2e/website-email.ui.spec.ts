import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signInOwn } from "./personas";
import { freshAddress, linkTo, mailsTo } from "./mails";

/**
 * The website's e-mail (spec §2 website/email): the mailboxes of the tier with
 * the storage each uses, the settings for a mail program, the contact form's
 * address changed through a link to the new address, and a mailbox password
 * reset. Runs with JavaScript on and off, in an account of the test pool.
 */
const PAGE = "/kunde/meineProdukte/website/email";

test.describe("website e-mail", () => {
  test("the mailboxes with their storage and the mail-program settings; a new contact address holds once its link is confirmed; a mailbox password reset is asked for once", async ({ page }) => {
    await signInOwn(page, "kunde", PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "E-Mail zu Ihrer Website" })).toBeVisible();
    await expect(page.getByText("Zu Website Gold gehören 10 Postfächer mit je 10 GB Speicher. Eingerichtet: 3.")).toBeVisible();
    const boxes = page.getByRole("table", { name: "Postfächer und belegter Speicher" });
    await expect(boxes.getByRole("rowheader")).toHaveText(["info@baeckerei-krueger.example", "bestellung@baeckerei-krueger.example", "s.krueger@baeckerei-krueger.example"]);
    await expect(boxes.getByRole("row").filter({ hasText: "s.krueger@" })).toContainText("9,6 GB von 10 GB (96 %) – fast voll");
    const settings = page.getByRole("table", { name: "Server, Ports und Verschlüsselung" });
    await expect(settings.getByRole("row").filter({ hasText: "IMAP" })).toContainText("imap.mail.example993SSL/TLS");
    await expect(page.getByTestId("kontaktadresse")).toHaveText("Anfragen aus dem Kontaktformular gehen an info@baeckerei-krueger.example.");
    await expectAccessible(page, "website e-mail");

    const address = freshAddress("kontakt");
    const contact = page.getByRole("region", { name: "Kontaktformular Ihrer Website" });
    await contact.getByLabel("Neue Adresse für das Kontaktformular").fill("kein-at-zeichen");
    await contact.getByRole("button", { name: "Bestätigungslink senden" }).click();
    await expect(contact.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.")).toBeVisible();
    await contact.getByLabel("Neue Adresse für das Kontaktformular").fill(address);
    await contact.getByRole("button", { name: "Bestätigungslink senden" }).click();
    await expect(page.getByText(`Wir haben einen Link an ${address} geschickt.`)).toBeVisible();
    await expect(page.getByTestId("kontaktadresse-ausstehend")).toContainText(address);
    await expect(page.getByTestId("kontaktadresse")).toContainText("info@baeckerei-krueger.example");

    const [mail] = await mailsTo(page.request, address);
    await page.goto(linkTo(mail!, "/website/kontaktadresse/bestaetigen"));
    await page.getByRole("button", { name: "Adresse bestätigen" }).click();
    await expect(page.getByRole("heading", { name: "Adresse bestätigt" })).toBeVisible();
    await page.goto(PAGE);
    await expect(page.getByTestId("kontaktadresse")).toHaveText(`Anfragen aus dem Kontaktformular gehen an ${address}.`);

    const reset = page.getByRole("region", { name: "Passwort eines Postfachs zurücksetzen" });
    await reset.getByLabel("Postfach", { exact: true }).selectOption("bestellung@baeckerei-krueger.example");
    await reset.getByRole("button", { name: "Passwort zurücksetzen lassen" }).click();
    await expect(page.getByText("Wir setzen das Passwort von bestellung@baeckerei-krueger.example zurück")).toBeVisible();
    await expect(reset.getByRole("button", { name: "Passwort zurücksetzen lassen" })).toBeDisabled();
    await expect(reset).toContainText("Für bestellung@baeckerei-krueger.example läuft seit");
  });
});
