import { expect, test } from "./browser-test";
import { jsDisabled, waitForHydration } from "./a11y-helpers";
import { csrfOf, loginUi, PASSWORD, signIn, signInFresh, signInOwn } from "./personas";

const NOTIFICATION = "Willkommen im neuen Mein Bereich";

test.describe("Login (bad input)", () => {
  test("wrong password: German message at the form, the login kept", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("einzel@example.com");
    await page.getByLabel("Passwort").fill("falsches-Passwort");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByText("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.")).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse oder Benutzername")).toHaveValue("einzel@example.com");
    // the message takes the focus, on the first failed submit too
    if (test.info().project.name === "js") await expect(page.getByRole("alert")).toBeFocused();
  });

  test("empty form: a message at each field", async ({ page }) => {
    await page.goto("/login");
    // the browser's own check would stop an empty submit; the server must answer the same way
    await page.locator("form#login").evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
  });

  test("customer: dashboard with the active company and its products, then logout", async ({ page }) => {
    await loginUi(page, "einzel");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText("Schreinerei Wagner");
    await expect(page.getByTestId("product-tiles").getByRole("heading")).toHaveText(["Eintrag"]);
    // one account: 'Meine Firma' as a link
    await expect(page.getByText("Meine Firma", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login\?abgemeldet=1$/);
    await expect(page.getByText("Sie wurden erfolgreich abgemeldet.")).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a protected page sends to /login and, after the login, back to it", async ({ page }) => {
    await page.goto("/benutzer?tab=profil");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbenutzer%3Ftab%3Dprofil$/);
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("handwerk@example.com");
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/benutzer\?tab=profil$/);
    await expect(page.getByTestId("user-name")).toHaveText("Peter Schulze");
  });
});

test.describe("Company switch (spec §4.5)", () => {
  test("several accounts: 'Meine Firmen' select switches by form submit", async ({ page }) => {
    await loginUi(page, "kunde");
    await expect(page.getByLabel("Meine Firmen")).toBeVisible();
    await page.getByLabel("Meine Firmen").selectOption({ label: "Café am Dom" });
    await page.getByRole("button", { name: "Wechseln" }).click();
    await expect(page.getByTestId("active-company")).toContainText("Café am Dom");
    // the switch is said where the user looks (spec §4.5)
    await expect(page.getByText("Sie bearbeiten jetzt Café am Dom.")).toBeVisible();
    await expect(page.getByTestId("product-tiles")).toContainText("Landingpage");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).not.toContainText("Sekretariatsservice");
    // spec §4.2: the next login starts with the company chosen last
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login\?abgemeldet=1$/);
    await loginUi(page, "kunde");
    await expect(page.getByTestId("active-company")).toContainText("Café am Dom");
  });

  test("an expired owner claim leads to the claim confirmation", async ({ page }) => {
    await signIn(page, "kunde"); // the switch lives in this context's cookies
    await page.getByLabel("Meine Firmen").selectOption({ label: "Krüger Haustechnik KG" });
    await page.getByRole("button", { name: "Wechseln" }).click();
    await expect(page).toHaveURL(/\/claiming\/confirm$/);
    await expect(page.getByText(/Krüger Haustechnik KG ist am 11\.05\.2026 abgelaufen/)).toBeVisible();
  });
});

test.describe("User notification (spec §1, §4.7)", () => {
  test("recorded by query, shown with line breaks, closed for good", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer?userNotification=WILLKOMMEN-2026");
    const dialog = page.getByRole("dialog", { name: NOTIFICATION });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("notification-text").locator("br")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("@js-only an open notification stays in place while the page hydrates; then it holds the focus", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer?userNotification=WILLKOMMEN-2026"); // records a notification: its own user
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    // every dialog element taken out of the page from its first byte on
    await page.addInitScript(() => {
      const w = window as unknown as { removedDialogs: number };
      w.removedDialogs = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes) if (n instanceof Element && (n.matches("[role=dialog]") || n.querySelector("[role=dialog]"))) w.removedDialogs++;
      }).observe(document, { childList: true, subtree: true });
    });
    // a slow phone: the layout's first update comes while the modal's own code is still on its way
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.reload();
    const dialog = page.getByRole("dialog", { name: NOTIFICATION });
    await expect(dialog.locator(":focus")).toHaveCount(1, { timeout: 15_000 }); // hydrating at a quarter of the speed
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { removedDialogs: number }).removedDialogs)).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a userNotification query in an address typed in or linked from elsewhere records nothing", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer");
    await page.goto("/benutzer?userNotification=WILLKOMMEN-2026");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/benutzer");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("confirm follows the button link through the redirect page", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer?userNotification=WILLKOMMEN-2026");
    const dialog = page.getByRole("dialog", { name: NOTIFICATION });
    await dialog.getByRole("button", { name: "Zum Benutzerbereich" }).click();
    await expect(page).toHaveURL(/\/benutzer$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Roles (spec §6)", () => {
  test("a private user without company lands on the user dashboard", async ({ page }) => {
    await signIn(page, "privat"); // its landing right after the form: auth.setup.ts
    await expect(page).toHaveURL(/\/benutzer$/);
    await expect(page.getByTestId("user-name")).toHaveText("Jana Hoffmann");
    await page.goto("/kunde");
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
  });

  test("ratingusermanager: Administration with the external Bewertungsmanager link", async ({ page }) => {
    await signIn(page, "bewertung");
    const menu = page.getByRole("navigation", { name: "Hauptmenü" });
    await expect(menu.getByRole("region", { name: "Administration" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Bewertungsmanager/ })).toHaveAttribute("href", "https://bewertungsmanager.example.com");
  });

  test("unknown paths go to /404 with status 404", async ({ page }) => {
    const res = await page.goto("/gibt-es-nicht");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });
});

test.describe("Support-staff mode (spec §1)", () => {
  test("bar, 'Weitere Informationen' and the website deeplink", async ({ page }) => {
    await signInFresh(page, "support"); // a session of its own: the test logs out
    await expect(page.getByTestId("cuca-bar")).toContainText("Angemeldet als Bäckerei Krüger GmbH | 100101");
    await expect(page.getByTestId("profile-button")).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("link", { name: "Weitere Informationen" }).click();
    const dialog = page.getByRole("dialog", { name: "Weitere Informationen" });
    await expect(dialog).toBeVisible();
    for (const text of ["100101", "Bäckerei Krüger GmbH", "Ja", "1001", "kunde@example.com", "vom Unternehmen bestätigt am 01.09.2026"]) {
      await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // the claim in words, not the raw value; no name broken inside a word (overflow-wrap only where a word does not fit)
    await expect(dialog).not.toContainText("OWNER");
    await expect(dialog.getByText("Bäckerei Krüger GmbH", { exact: true })).toHaveCSS("word-break", "normal");
    await dialog.getByRole("button", { name: "Website-Deeplink generieren" }).click();
    const link = page.getByRole("dialog", { name: "Weitere Informationen" }).getByLabel("Website-Deeplink");
    // the local website editor (scripts/fake-website-editor.mjs)
    await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/deeplink\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const href = await link.inputValue();
    if (jsDisabled()) {
      await expect(page.getByText("Markieren Sie den Link und kopieren Sie ihn mit Strg+C.", { exact: false })).toBeVisible();
    } else {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("dialog").getByRole("button", { name: "Link kopieren" }).click();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Kopiert" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
    }
    await expect(page.getByRole("dialog").getByRole("link", { name: /Im Website-Editor öffnen/ })).toHaveAttribute("href", href);
    // the editor checks the link and opens the company's website
    const editor = await page.context().newPage();
    await editor.goto(href);
    await expect(editor.getByRole("heading", { name: "Website-Editor (lokal)" })).toBeVisible();
    await expect(editor.getByTestId("firma")).toHaveText("100101");
    await expect(editor.getByTestId("website")).toHaveText("WEB-100101-1 (https://www.baeckerei-krueger.example)");
    await editor.close();
    await page.getByRole("dialog").getByRole("link", { name: "Schließen" }).or(page.getByRole("dialog").getByRole("button", { name: "Schließen" })).click();
    // a support session's own menu is the company's: not the staff member's profile and ratings
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Meine Bewertungen" })).toHaveCount(0);
    await page.getByTestId("cuca-bar").getByRole("button", { name: "Abmelden" }).click();
    // back to the support staff's own login
    await expect(page).toHaveURL(/\/login\/cuca\?abgemeldet=1$/);
    await expect(page.getByText("Sie wurden erfolgreich abgemeldet.")).toBeVisible();
  });

  test("a deeplink that cannot be made: 'Fehler beim genieren des Website Deeplinks' as a danger alert (spec §8)", { tag: "@js-only" }, async ({ page }) => {
    // support staff in a company without a website (Krüger Haustechnik): the generate form of a
    // company with one, sent after the company changed, is refused by the backend
    await page.goto("/login/cuca");
    await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("support@example.com");
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByLabel("Firmen-ID").fill("100102");
    await page.getByRole("button", { name: "Als Kundenservice anmelden" }).click();
    await expect(page.getByTestId("cuca-bar")).toContainText("Krüger Haustechnik KG");
    const csrf = await csrfOf(page.request, "/");
    const res = await page.request.post("/kundenservice/deeplink", { form: { csrf, returnTo: "/?info=1" }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    await page.goto("/?info=1");
    const alert = page.getByRole("dialog", { name: "Weitere Informationen" }).getByRole("alert");
    await expect(alert).toHaveText("Fehler beim genieren des Website Deeplinks");
    await expect(page.getByRole("dialog").getByRole("button", { name: "Website-Deeplink generieren" })).toHaveCount(0);
  });

  test("/login/cuca logs a logged-in user out first", async ({ page }) => {
    await signInFresh(page, "einzel"); // a session of its own: the test ends it
    await page.goto("/login/cuca");
    await expect(page.getByRole("heading", { name: "Support-Anmeldung" })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("Layout (spec §2, §9)", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the 'Menü' toggle opens the side menu on a phone", async ({ page }) => {
    await signIn(page, "einzel");
    const menu = page.getByRole("navigation", { name: "Hauptmenü" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menü" }).or(page.getByRole("button", { name: "Menü", exact: true })).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Benutzerübersicht" })).toBeVisible();
    // the product pages and the company data are links
    await expect(menu.getByRole("link", { name: "Eintragsdaten" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Selbstauskunft" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Statistiken" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Vertragsdaten" })).toBeVisible();
  });

  test("the scripts come after the first paint and hydrate the page without an error", { tag: "@js-only" }, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const scriptsLive = async () => {
      // the inert template is gone: its preloads were put back and the module script ran (decision 008)
      await expect(page.locator("template[data-after-paint]")).toHaveCount(0);
    };
    await page.goto("/login");
    await expect(page.locator("form[data-kit][data-hydrated]")).toHaveCount(1);
    await scriptsLive();
    await signIn(page, "einzel");
    await waitForHydration(page);
    await scriptsLive();
    expect(errors).toEqual([]);
  });
});

test.describe("Feedback while waiting (spec §2 loader, alerts)", () => {
  test("the loader text shows while a navigation waits for data", async ({ page }, info) => {
    await signIn(page, "einzel");
    if (info.project.name === "nojs") {
      // without JavaScript the browser's own progress shows; the page itself must simply load
      await page.getByRole("link", { name: "Benutzerübersicht" }).click();
      await expect(page.getByTestId("user-name")).toHaveText("Thomas Wagner");
      return;
    }
    // the page's data is held back until the loader text has been seen
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("link", { name: "Benutzerübersicht" }).click();
    await expect(page.getByTestId("page-loader")).toHaveText(
      "Bitte haben Sie einen kurzen Moment Geduld, Ihre Daten werden geladen.",
    );
    release();
    await expect(page.getByTestId("user-name")).toHaveText("Thomas Wagner");
    await expect(page.getByTestId("page-loader")).toHaveCount(0);
  });

  test("a dismissible alert goes away after 5 s with JavaScript and stays without", async ({ page }, info) => {
    const alert = page.getByText("Sie wurden erfolgreich abgemeldet.");
    if (info.project.name === "nojs") {
      await page.goto("/login?abgemeldet=1");
      await expect(alert).toBeVisible();
      // no script runs, but a refresh or a CSS animation could still remove it: let 5.5 s of
      // the page's own time pass (Chromium's virtual time, which timers and animations follow)
      const cdp = await page.context().newCDPSession(page);
      const expired = new Promise((resolve) => cdp.once("Emulation.virtualTimeBudgetExpired", resolve));
      await cdp.send("Emulation.setVirtualTimePolicy", { policy: "advance", budget: 5_500 });
      await expired;
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(/\/login\?abgemeldet=1$/);
    } else {
      // the page's clock stands still until the test moves it
      await page.clock.install({ time: new Date("2026-11-02T09:00:00") });
      await page.clock.pauseAt(new Date("2026-11-02T09:00:01"));
      await page.goto("/login?abgemeldet=1");
      await expect(alert).toBeVisible();
      // the scripts start one frame after the first paint: that frame and its timer are on the clock too
      await page.clock.runFor(50);
      await expect(page.getByRole("button", { name: "Schließen" })).toBeVisible(); // hydrated: the 5 s have started
      await page.clock.runFor(3_500);
      await expect(alert).toBeVisible();
      await page.clock.runFor(3_000);
      await expect(alert).toBeHidden();
    }
  });
});
