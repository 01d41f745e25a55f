import { expect, test, type Page } from "./browser-test";
import jpeg from "jpeg-js";
import { expectAccessible, waitForHydration } from "./a11y-helpers";
import { claimAccount, PASSWORD } from "./personas";
import { freshAddress, linkTo, mailsTo } from "./mails";

/**
 * Registration, activation, guest registration, the newsletter's opt-in and
 * password recovery as a person goes through them, with JavaScript on and off:
 * the links come from the mail outbox (GET /api/debug/mails, the data of the
 * non-production page /debug/mails), never from a log.
 */

const NEW_PASSWORD = "Kölner-Dom-bei-Nacht-42";


async function fillRegistration(page: Page, email: string, o: { password?: string; repeat?: string; terms?: boolean; newsletter?: boolean } = {}) {
  await page.getByLabel("Anrede").selectOption("frau");
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Mustermann");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(o.password ?? NEW_PASSWORD);
  await page.getByLabel("Passwort wiederholen").fill(o.repeat ?? o.password ?? NEW_PASSWORD);
  if (o.terms !== false) await page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check();
  if (o.newsletter) await page.getByLabel(/B2B-Newsletter/).check();
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(login);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

test.describe("registration and activation", () => {
  test("from the login page: register, activate by the mail's link, log in; the newsletter by its own link", async ({ page, request }) => {
    const email = freshAddress("erika");
    await page.goto("/login");
    await page.getByRole("link", { name: "Registrieren" }).click();
    await expect(page).toHaveURL(/\/registrierung$/);
    await expectAccessible(page, "registration form");
    await fillRegistration(page, email, { newsletter: true });
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/erfolgreich$/);
    await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();

    // not active yet
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Ihr Konto ist noch nicht aktiviert.");

    const [activation, newsletter] = await mailsTo(request, email, 2);
    expect(activation!.subject).toBe("Bitte bestätigen Sie Ihre Registrierung");
    // the address is not yet confirmed as the registrant's: the greeting names nobody (decision 014)
    expect(activation!.text).toMatch(/^Guten Tag,\n/);
    await page.goto(linkTo(activation!, "/registrierung/aktivierung"));
    await page.getByRole("button", { name: "Konto jetzt aktivieren" }).click();
    await expect(page).toHaveURL(/\/login\?aktiviert$/);
    await expect(page.getByText("Ihr Konto ist aktiviert.")).toBeVisible();

    await logIn(page, email, NEW_PASSWORD);
    // a user without a company lands on the user dashboard
    await expect(page).toHaveURL(/\/benutzer$/);

    await page.context().clearCookies();
    await page.goto(linkTo(newsletter!, "/b2b-newsletter/bestaetigt"));
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.getByRole("heading", { name: "Newsletter bestätigt" })).toBeVisible();
    // the link is used: opened again, its button is refused
    await page.goto(linkTo(newsletter!, "/b2b-newsletter/bestaetigt"));
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.getByRole("alert")).toContainText("ungültig, abgelaufen oder wurde bereits verwendet");
  });

  test("manual activation with the code from the mail", async ({ page, request }) => {
    const email = freshAddress("code");
    await page.goto("/registrierung");
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/erfolgreich$/);
    const [mail] = await mailsTo(request, email);
    const code = mail!.text.match(/([A-Z2-9]{4}-[A-Z2-9]{4})/)![1]!;

    await page.getByRole("link", { name: "Aktivierungscode eingeben" }).click();
    await expectAccessible(page, "manual activation");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Aktivierungscode").fill("ABCD-EFGH");
    await page.getByRole("button", { name: "Mit Code aktivieren" }).click();
    await expect(page.getByLabel("Aktivierungscode")).toHaveAccessibleDescription(/passt nicht zu dieser E-Mail-Adresse/);
    // what was typed is kept
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await page.getByLabel("Aktivierungscode").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Mit Code aktivieren" }).click();
    await expect(page).toHaveURL(/\/login\?aktiviert$/);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
  });

  test("bad input: German messages at the fields, names and address kept, passwords never sent back", async ({ page, request }) => {
    const email = freshAddress("falsch");
    await page.goto("/registrierung");
    await page.locator("form#registrierung").evaluate((f) => f.setAttribute("novalidate", "")); // the server's answer is under test
    // the passwords typed differently and the terms not accepted: both said in one answer (spec §5)
    await fillRegistration(page, email, { password: "Ein-langes-Passwort-1", repeat: "Ein-anderes-Passwort-2", terms: false });
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/)).toHaveAccessibleDescription(/Bitte stimmen Sie den Nutzungsbedingungen zu/);
    await expect(page.getByLabel("Passwort wiederholen")).toHaveAccessibleDescription(/Die beiden Passwörter stimmen nicht überein./);
    await expect(page.getByLabel("Vorname")).toHaveValue("Erika");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    expect(await page.content()).not.toContain("Ein-langes-Passwort-1");
    await expectAccessible(page, "registration with field errors");

    // the address as password: the rules of the password change, refused by the server
    await page.locator("form#registrierung").evaluate((f) => f.setAttribute("novalidate", ""));
    await fillRegistration(page, email, { password: email });
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    const password = page.getByLabel("Passwort", { exact: true });
    await expect(password).toHaveAccessibleDescription(/nicht Ihre E-Mail-Adresse/);
    if (test.info().project.name === "nojs") {
      // the page is built anew: no password in it, and the fields say why they are empty (decision 017)
      await expect(password).toHaveValue("");
      await expect(password).toHaveAccessibleDescription(/Bitte geben Sie Ihr Passwort erneut ein/);
      await expect(page.getByLabel("Passwort wiederholen")).toHaveValue("");
      await expect(page.getByRole("button", { name: /Passwort anzeigen/ })).toHaveCount(0);
    } else {
      // with JavaScript what was typed stays
      await expect(password).toHaveValue(email);
      await expect(page.getByLabel("Passwort wiederholen")).toHaveValue(email);
      await expect(password).not.toHaveAccessibleDescription(/erneut ein/);
    }
    expect(await mailsTo(request, email, 0)).toEqual([]);
  });

  test("@js-only 'Passwort anzeigen': a toggle button beside each password field, by keyboard", async ({ page }) => {
    await page.goto("/registrierung");
    await expect(page.locator("form#registrierung")).toHaveAttribute("data-hydrated", "");
    const password = page.getByLabel("Passwort", { exact: true });
    await password.fill("Ein-langes-Passwort-1");
    await expect(password).toHaveAttribute("type", "password");
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: "Passwort anzeigen", exact: true });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue("Ein-langes-Passwort-1");
    // the repetition has its own, named after its field
    await expect(page.getByLabel("Passwort wiederholen")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Passwort anzeigen (Passwort wiederholen)" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("the page after the registration names the address and sends the mail again, within the address's budget", async ({ page, request }) => {
    const email = freshAddress("erneut");
    await page.goto("/registrierung");
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/erfolgreich$/);
    await expect(page.getByRole("main")).toContainText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`);
    const resend = page.getByRole("button", { name: "E-Mail erneut senden" });
    await resend.click();
    await expect(page.getByRole("form", { name: "E-Mail erneut senden" }).getByRole("status")).toContainText(`Wir haben die E-Mail erneut an ${email} geschickt.`);
    const mails = await mailsTo(request, email, 2);
    expect(mails.map((m) => m.kind)).toEqual(["activation", "activation"]);
    // the newest mail's link activates the registration
    await page.goto(linkTo(mails[1]!, "/registrierung/aktivierung"));
    await page.getByRole("button", { name: "Konto jetzt aktivieren" }).click();
    await expect(page).toHaveURL(/\/login\?aktiviert$/);
    // the address's budget of three mails an hour (the registration's and two more), then a German refusal
    await page.goto("/registrierung/erfolgreich");
    await resend.click();
    await expect(page.getByRole("form", { name: "E-Mail erneut senden" }).getByRole("status")).toContainText("erneut an");
    await resend.click();
    await expect(page.getByRole("form", { name: "E-Mail erneut senden" }).getByRole("status")).toContainText("in der letzten Stunde schon mehrere E-Mails");
    expect(await mailsTo(request, email, 3)).toHaveLength(3);
  });

  test("a known address: the same success page; its owner gets a mail, no second account", async ({ page, request }) => {
    const { login } = claimAccount("privat");
    await page.goto("/registrierung");
    await fillRegistration(page, login.toUpperCase());
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/erfolgreich$/);
    const [mail] = await mailsTo(request, login);
    expect(mail!.kind).toBe("registration-existing");
    expect(linkTo(mail!, "/passwort/vergessen")).toBe("/passwort/vergessen");
    // the account keeps its password
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
  });

  test("cancelling a registration by the mail's link deletes it", async ({ page, request }) => {
    const email = freshAddress("abbruch");
    await page.goto("/registrierung");
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/erfolgreich$/);
    const [mail] = await mailsTo(request, email);
    await page.goto(linkTo(mail!, "/registrierung/abbrechen"));
    await page.getByRole("button", { name: "Registrierung abbrechen und Daten löschen" }).click();
    await expect(page.getByRole("heading", { name: "Registrierung abgebrochen" })).toBeVisible();
    // the activation link of the same mail is dead now
    await page.goto(linkTo(mail!, "/registrierung/aktivierung"));
    await page.getByRole("button", { name: "Konto jetzt aktivieren" }).click();
    await expect(page.locator("#aktivierung-link").getByRole("alert")).toContainText("ungültig, abgelaufen oder wurde bereits verwendet");
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole("alert")).toContainText("nicht korrekt");
  });

  test("guest registration: the welcome mail's link sets the first password", async ({ page, request }) => {
    const email = freshAddress("gast");
    await page.goto("/registrierung");
    await page.getByRole("link", { name: /Als Gast registrieren/ }).click();
    await expect(page.getByRole("heading", { name: "Als Gast registrieren" })).toBeVisible();
    await page.getByLabel("Anrede").selectOption("herr");
    await page.getByLabel("Vorname").fill("Max");
    await page.getByLabel("Nachname").fill("Gast");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check();
    await page.getByRole("button", { name: "Gastzugang anlegen" }).click();
    await expect(page).toHaveURL(/\/registrierung\/gast\/erfolgreich$/);
    await expect(page.getByRole("main")).toContainText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`);
    const [mail] = await mailsTo(request, email);
    expect(mail!.text).toMatch(/^Guten Tag,\n/);
    await page.goto(linkTo(mail!, "/passwort/erneuern"));
    await expect(page.getByRole("heading", { name: "Passwort festlegen" })).toBeVisible();
    await page.getByLabel("Neues Passwort", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Neues Passwort wiederholen").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/passwort\/erneuern\/bestaetigung$/);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
  });
});

test.describe("password recovery", () => {
  test("from the login page: a link by mail sets a new password and ends every session", async ({ page, browser, request }) => {
    const { login } = claimAccount("einzel");
    // a session on another device
    const other = await browser.newPage();
    await logIn(other, login, PASSWORD);
    await expect(other).toHaveURL(/\/$/);

    await page.goto("/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expectAccessible(page, "password forgotten");
    // typed before the form kit has taken over the server's form, the address can be lost: wait for it
    await waitForHydration(page);
    await page.getByLabel("E-Mail-Adresse").fill(login);
    await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(page).toHaveURL(/\/passwort\/vergessen\/bestaetigung$/);

    const [mail] = await mailsTo(request, login);
    expect(mail!.kind).toBe("password-reset");
    const link = linkTo(mail!, "/passwort/erneuern");
    const response = await page.goto(link);
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await expectAccessible(page, "new password");
    await page.getByLabel("Neues Passwort", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Neues Passwort wiederholen").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/passwort\/erneuern\/bestaetigung$/);

    // the other device is logged out
    await other.goto("/benutzer");
    await expect(other).toHaveURL(/\/login/);
    await other.close();
    // the old password no longer works, the new one does
    await logIn(page, login, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("nicht korrekt");
    await logIn(page, login, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    // used: the link now leads to the error page
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/passwort\/erneuern\/fehler$/);
    await expect(page.getByRole("heading", { name: "Dieser Link funktioniert nicht mehr" })).toBeVisible();
  });

  test("an unknown address gets the same page; a forged link goes to the error page", async ({ page }) => {
    await page.goto("/passwort/vergessen");
    await page.getByLabel("E-Mail-Adresse").fill(freshAddress("niemand"));
    await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(page).toHaveURL(/\/passwort\/vergessen\/bestaetigung$/);
    await expect(page.getByText("Wenn zu dieser E-Mail-Adresse ein Konto besteht")).toBeVisible();

    await page.goto("/passwort/erneuern?token=erfundenerTokenDerNichtPasst0123456789");
    await expect(page).toHaveURL(/\/passwort\/erneuern\/fehler$/);
    await page.goto("/passwort/erneuern");
    await expect(page).toHaveURL(/\/passwort\/erneuern\/fehler$/);
  });
});

test.describe("e-mail change", () => {
  test("in the profile with the current password; the link to the new address confirms it, the old one is told", async ({ page, request }) => {
    const { login } = claimAccount("privat");
    const newEmail = freshAddress("neu");
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
    const form = page.getByRole("form", { name: "E-Mail-Adresse ändern" });
    await form.getByLabel("Neue E-Mail-Adresse").fill(newEmail);
    await form.getByLabel("Aktuelles Passwort").fill("falsches-Passwort");
    await form.getByRole("button", { name: "Bestätigungslink senden" }).click();
    await expect(form.getByLabel("Aktuelles Passwort")).toHaveAccessibleDescription(/Das aktuelle Passwort ist nicht korrekt./);
    await expect(form.getByLabel("Neue E-Mail-Adresse")).toHaveValue(newEmail);
    await form.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await form.getByRole("button", { name: "Bestätigungslink senden" }).click();
    await expect(page.getByText(`Wir haben einen Bestätigungslink an ${newEmail} geschickt.`)).toBeVisible();

    const [notice] = await mailsTo(request, login);
    expect(notice!.kind).toBe("email-change-notice");
    const [confirm] = await mailsTo(request, newEmail);
    await page.goto(linkTo(confirm!, "/user/email-aenderung/aktivieren"));
    await expectAccessible(page, "e-mail change confirmation");
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(page.getByRole("heading", { name: "E-Mail-Adresse geändert" })).toBeVisible();

    await page.context().clearCookies();
    await logIn(page, newEmail, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
    await expect(page.getByText(newEmail).first()).toBeVisible();
  });
});

test.describe("profile", () => {
  test("display name, profile image (200×200, shown in the top bar) and personal data; bad files refused at the field", async ({ page }) => {
    const { login } = claimAccount("privat");
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
    await expectAccessible(page, "user dashboard");
    // roles in plain words, the last login with its time
    await expect(page.getByText("Persönliches Konto: Profil und eigene Bewertungen")).toBeVisible();
    await expect(page.locator("dt:text-is('Letzte Anmeldung') + dd")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/);
    // a private user is told how a company comes to the account
    await expect(page.getByRole("heading", { name: "Sie haben eine Firma?" })).toBeVisible();

    const profile = page.getByRole("form", { name: "Anzeigename und Profilbild" });
    await profile.getByLabel("Neues Profilbild").setInputFiles({ name: "bild.png", mimeType: "image/png", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await profile.getByRole("button", { name: "Profil speichern" }).click();
    await expect(profile.getByLabel("Neues Profilbild")).toHaveAccessibleDescription(/SVG-Dateien sind nicht erlaubt/);

    // what the field takes, said at it (without JavaScript too)
    await expect(profile.getByLabel("Neues Profilbild")).toHaveAccessibleDescription(/JPG, PNG oder GIF, höchstens 5 MB\..*Das Hochladen kann bei langsamer Verbindung etwas dauern/);
    await profile.getByLabel("Anzeigename").fill("Jana aus Köln");
    const photo = jpeg.encode({ width: 400, height: 300, data: Buffer.alloc(400 * 300 * 4, 180) }, 85).data;
    await profile.getByLabel("Neues Profilbild").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
    // with JavaScript the chosen picture shows beside the current one before it is saved
    const preview = profile.getByRole("img", { name: "Vorschau des gewählten Profilbilds" });
    if (test.info().project.name === "js") {
      await expect(preview).toHaveAttribute("src", /^blob:/);
      await expect(profile.getByRole("img", { name: "Bisher: das allgemeine Benutzersymbol" })).toBeVisible();
    } else await expect(preview).toHaveCount(0);
    await profile.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByText("Ihr Profil wurde gespeichert.")).toBeVisible();
    await expect(page.getByTestId("user-name")).toHaveText("Jana aus Köln");
    const image = page.getByRole("img", { name: "Ihr Profilbild" });
    const src = await image.getAttribute("src");
    const res = await page.request.get(src!);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    // the top bar shows the same image
    await expect(page.locator(`header img[src="${src}"]`)).toHaveCount(1);

    const data = page.getByRole("form", { name: "Persönliche Daten" });
    await data.getByLabel("Anrede").selectOption("frau");
    await data.getByLabel("Vorname").fill("Jana");
    await data.getByLabel("Nachname").fill("Hoffmann-Berg");
    await data.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Ihre persönlichen Daten wurden gespeichert.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Persönliche Daten" }).getByLabel("Nachname")).toHaveValue("Hoffmann-Berg");

    // remove the image after a confirmation: the generic icon again
    const remove = page.getByRole("button", { name: "Profilbild entfernen" });
    await remove.click();
    const question = page.getByRole("group", { name: /Profilbild wirklich entfernen/ });
    await expect(question.getByRole("button", { name: "Ja, Profilbild entfernen" })).toBeFocused();
    await question.getByRole("link", { name: "Nicht entfernen" }).click();
    await expect(remove).toBeVisible();
    if (test.info().project.name === "js") await expect(remove).toBeFocused();
    await expect(page.getByRole("img", { name: "Ihr Profilbild" })).toBeVisible();
    await remove.click();
    await page.getByRole("button", { name: "Ja, Profilbild entfernen" }).click();
    await expect(page.getByText("Ihr Profilbild wurde entfernt.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Ihr Profilbild" })).toHaveCount(0);
    await expect(remove).toHaveCount(0);
    expect((await page.request.get(src!)).status()).toBe(404);
  });
});

test.describe("data export and deletion (DSGVO art. 15, 17, 20)", () => {
  test("downloads everything as JSON, then deletes the profile after the modal's confirmation", async ({ page, request }) => {
    // a download, an axe check and three answers of the server, one with a password check: more than 30 s on a busy machine
    test.slow();
    const { login } = claimAccount("privat");
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Meine Daten herunterladen (JSON)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mein-bereich-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")));
    expect(data.profile.email).toBe(login);
    expect(data.ratings.length).toBeGreaterThan(0);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Profil löschen …" }).click();
    const dialog = page.getByRole("dialog", { name: "Profil endgültig löschen?" });
    await expect(dialog.getByRole("button", { name: "Profil löschen" })).toBeVisible(); // the modal itself, not its loading box
    // the dialog of the page's script with JavaScript, the server's own without
    await expectAccessible(page, "delete profile modal", { js: true });
    await dialog.locator("form").evaluate((f) => f.setAttribute("novalidate", "")); // the server's answer is under test
    const reason = "Warum möchten Sie Ihr Profil löschen? (freiwillig)";
    const note = "Möchten Sie uns noch etwas sagen? (freiwillig)";
    const confirm = "Ja, mein Profil soll mit allen Daten gelöscht werden.";
    await expect(dialog.getByLabel("Passwort", { exact: true })).toHaveAttribute("autocomplete", "current-password");
    await dialog.getByLabel(reason).selectOption("anderes_konto");
    await dialog.getByLabel(note).fill("Ich nutze ein anderes Konto.");
    await dialog.getByRole("button", { name: "Profil löschen" }).click();
    // nothing happens without the password and the explicit confirmation; what was typed stays
    let again = page.getByRole("dialog");
    // the server's answers (a password check among them: PBKDF2 behind an admission limit) take
    // longer on a busy machine than the 5 s an expectation waits by default
    const answered = { timeout: 20_000 };
    await expect(again.getByLabel(confirm)).toHaveAccessibleDescription(/Bitte bestätigen Sie/, answered);
    await expect(again.getByLabel("Passwort", { exact: true })).toHaveAccessibleDescription(/Bitte geben Sie Ihr Passwort ein/);
    await expect(again.getByLabel(reason)).toHaveValue("anderes_konto");
    await expect(again.getByLabel(note)).toHaveValue("Ich nutze ein anderes Konto.");
    // a wrong password: refused by /api at the field, the rest kept
    await again.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
    await again.getByLabel("Passwort", { exact: true }).fill("falsches-Passwort");
    await again.getByLabel(confirm).check();
    await again.getByRole("button", { name: "Profil löschen" }).click();
    again = page.getByRole("dialog");
    await expect(again.getByLabel("Passwort", { exact: true })).toHaveAccessibleDescription(/Das aktuelle Passwort ist nicht korrekt/, answered);
    await expect(again.getByLabel(reason)).toHaveValue("anderes_konto");
    await expect(again.getByLabel(note)).toHaveValue("Ich nutze ein anderes Konto.");
    await expect(again.getByLabel(confirm)).toBeChecked();
    await again.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await again.getByRole("button", { name: "Profil löschen" }).click();
    await expect(page).toHaveURL(/\/login\?profilGeloescht$/, answered);
    await expect(page.getByText("Ihr Profil wurde gelöscht.")).toBeVisible();

    await logIn(page, login, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("nicht korrekt");
    const mails = await mailsTo(request, login);
    expect(mails.map((m) => m.kind)).toEqual(["profile-deleted"]);
  });

  test("@js-only closed with Escape, the focus is back on 'Profil löschen …'", async ({ page }) => {
    const { login } = claimAccount("privat");
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
    // a click before hydration is the plain link's: the modal then comes from the server without its keys
    await waitForHydration(page);
    await page.getByRole("link", { name: "Profil löschen …" }).click();
    // the modal is live once it has taken the focus (drawn is not enough: its keys start after that)
    await expect(page.getByRole("dialog").locator(":focus")).toHaveCount(1);
    // the dialog's keys work once its script has loaded, which on a busy machine can come
    // after it shows and takes the focus: Escape again until it closes (it must, within 15 s)
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Profil löschen …" })).toBeFocused();
  });

  test("'Abbrechen' closes the modal and deletes nothing", async ({ page }) => {
    const { login } = claimAccount("privat");
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
    // a click while the page hydrates can be the plain link's and then the script's: the modal drawn twice
    await waitForHydration(page);
    await page.getByRole("link", { name: "Profil löschen …" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Abbrechen" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/benutzer$/);
    await page.context().clearCookies();
    await logIn(page, login, PASSWORD);
    await expect(page).toHaveURL(/\/benutzer$/);
  });
});

test.describe("Facebook login (against the local Facebook of scripts/fake-facebook.mjs)", () => {
  test("a new Facebook account: logged in with an account of its own, the user dashboard", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Mit Facebook anmelden" }).click();
    await expect(page.getByRole("heading", { name: "Bei „Mein Bereich“ mit Facebook anmelden" })).toBeVisible();
    await page.getByRole("link", { name: /Weiter als Felix Buch/ }).click();
    await expect(page).toHaveURL(/\/benutzer$/);
    await expect(page.getByTestId("user-name")).toHaveText("Felix Buch");
    // no password yet: instead of the e-mail and password changes, a link that sets one
    await expect(page.getByRole("heading", { name: "E-Mail-Adresse ändern" })).toHaveCount(0);
    await page.getByRole("button", { name: "Link zum Festlegen senden" }).click();
    await expect(page.getByText("Wir haben Ihnen einen Link an fb-neu@example.org geschickt.")).toBeVisible();
  });

  test("an address with an account already, or a cancel at Facebook: nobody is logged in, the reason in German", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Mit Facebook anmelden" }).click();
    await page.getByRole("link", { name: /Weiter als Sabine Krüger/ }).click();
    await expect(page.getByRole("alert")).toContainText("gibt es bereits ein Konto bei Mein Bereich");
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toBeVisible();
    await expectAccessible(page, "facebook login refused");
    await page.goto("/login");
    await page.getByRole("button", { name: "Mit Facebook anmelden" }).click();
    await page.getByRole("link", { name: "Abbrechen" }).click();
    // a cancel is no failure: back on the login page, which says so
    await expect(page).toHaveURL(/\/login\?facebookAbgebrochen$/);
    await expect(page.getByText("Sie haben die Anmeldung mit Facebook abgebrochen.")).toBeVisible();
    await page.goto("/benutzer");
    await expect(page).toHaveURL(/\/login/);
  });
});
