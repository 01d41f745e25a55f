import { expect, test } from "./browser-test";
import { closeNotificationIfOpen, focusedElement, jsDisabled, NOTIFICATION, tabTo, waitForHydration } from "./a11y-helpers";
import { PASSWORD, signIn, signInOwn } from "./personas";

/**
 * Accessibility (WCAG 2.1 AA), keyboard only: login, company switch, menu toggle and
 * a modal, plus skip link and a visible focus indicator. Every step is done with
 * Tab, Shift+Tab, typing, arrow keys, Enter and Escape; locators only look.
 * Runs with JavaScript on and off; where the two differ (the modal's focus trap
 * exists only with JavaScript) each project asserts what applies to it.
 */
test.describe("Accessibility (WCAG 2.1 AA): keyboard only", () => {
  test("login: type, Tab, type, Enter", async ({ page }) => {
    await page.goto("/login");
    const login = page.getByLabel("E-Mail-Adresse oder Benutzername");
    await expect(login, "the login field has the focus on arrival (autofocus)").toBeFocused();
    await page.keyboard.type("einzel@example.com");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Passwort")).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(page.getByTestId("active-company")).toContainText("Schreinerei Wagner");
  });

  test("skip link: the first Tab stop, visible, and it leads into the main content", async ({ page }) => {
    // a page whose content has a link to Tab to (the breadcrumb's 'Start')
    await signIn(page, "einzel", "/benutzer");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.width > 20 && box.height > 10, "the skip link is visible when focused").toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const main = page.getByRole("main");
    expect(await main.evaluate((m) => m.contains(document.activeElement)), `Tab after the skip link: ${await focusedElement(page)}`).toBe(true);
  });

  test("focus indicator: a focused link shows an outline", async ({ page }) => {
    await page.goto("/login");
    const link = page.getByRole("link", { name: "Anmeldung für Mitarbeitende" });
    await tabTo(page, link);
    const style = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), boxShadow: s.boxShadow };
    });
    const outline = style.outlineStyle !== "none" && style.outlineWidth >= 2;
    expect(outline || style.boxShadow !== "none", JSON.stringify(style)).toBe(true);
  });

  test("company switch: Tab to 'Meine Firmen', choose with the arrow keys, Tab to 'Wechseln', Enter", async ({ page }) => {
    await signIn(page, "kunde"); // the switch lives in this context's cookies
    if (await closeNotificationIfOpen(page)) await page.goto("/"); // Tab from the top of the page
    await waitForHydration(page);
    await expect(page.getByTestId("active-company")).toContainText("Bäckerei Krüger GmbH");
    const select = page.getByLabel("Meine Firmen");
    await tabTo(page, select);
    // Bäckerei Krüger GmbH → Krüger Haustechnik KG → Café am Dom
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(select.locator("option:checked")).toHaveText("Café am Dom");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Wechseln" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("active-company")).toContainText("Café am Dom");
    await expect(page.getByLabel("Meine Firmen").locator("option:checked")).toHaveText("Café am Dom");
  });

  test.describe("on a phone (375×740)", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("'Menü' toggle: Enter opens the side menu, Tab reaches its first link", async ({ page }) => {
      await signIn(page, "einzel");
      await waitForHydration(page);
      const menu = page.getByRole("navigation", { name: "Hauptmenü" });
      await expect(menu).toBeHidden();
      const toggle = page.locator("header").getByText("Menü", { exact: true });
      await tabTo(page, toggle, { max: 3 });
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      if (jsDisabled()) {
        await expect(page).toHaveURL(/#hauptmenue$/);
      } else {
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
      }
      // every Tab stop from here on is inside the open menu, none behind it
      const firstLink = menu.getByRole("link", { name: "Übersicht" }).first();
      const passed = await tabTo(page, firstLink, { max: 5 });
      await expect(firstLink).toBeVisible();
      for (const stop of passed) expect(stop, "Tab stop before the first menu link").toMatch(/Menü schließen|company/);
      // closing by keyboard: back to the toggle with Shift+Tab to 'Menü schließen', Enter
      await tabTo(page, menu.getByText("Menü schließen"), { max: 5, backwards: true });
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      if (!jsDisabled()) {
        await expect(toggle, "the focus returns to the toggle").toBeFocused();
        // role="button": Space works as well as Enter, and the focus moves into the menu
        await page.keyboard.press("Space");
        await expect(menu).toBeVisible();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(menu.getByText("Menü schließen")).toBeFocused();
        // Tab out of it (here backwards, onto the profile link behind it) closes it
        await page.keyboard.press("Shift+Tab");
        await expect(menu).toBeHidden();
        await expect(page.getByTestId("profile-button")).toBeFocused();
      }
    });
  });

  test("user-notification modal: it has the focus first and closes with Enter", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer?userNotification=WILLKOMMEN-2026"); // records a notification: its own user
    const dialog = page.getByRole("dialog", { name: NOTIFICATION });
    await expect(dialog).toBeVisible();
    // with JavaScript the dialog takes the focus; without, it is the first Tab stop of the page
    if (jsDisabled()) await page.keyboard.press("Tab");
    const cancel = dialog.getByRole("button", { name: "Abbrechen" });
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/benutzer$/);
  });

  test("modal 'Weitere Informationen' (support staff): opened, used and closed by keyboard", async ({ page }) => {
    await signIn(page, "support");
    await waitForHydration(page);
    const info = page.getByTestId("cuca-bar").getByRole("link", { name: "Weitere Informationen" });
    await tabTo(page, info, { max: 5 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Weitere Informationen" });
    await expect(dialog).toBeVisible();
    const focusInDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));

    if (jsDisabled()) {
      // the modal is its own page (?info=1); its close link is reached by Tab and followed with Enter
      await expect(page).toHaveURL(/\?info=1$/);
      await tabTo(page, dialog.getByRole("link", { name: "Schließen" }), { max: 8 });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } else {
      // focus moves into the dialog and stays there (Tab and Shift+Tab cycle), Escape closes, focus returns
      await expect.poll(focusInDialog, "focus is inside the dialog when it opens").toBe(true);
      // the trap's listeners come with Radix's focus guards (an effect after the dialog's first paint): a busy machine may paint first
      await expect(page.locator("[data-radix-focus-guard]").first()).toBeAttached();
      const visited = new Set<string>();
      for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        const focused = await focusedElement(page);
        expect(await focusInDialog(), `after ${key} the focus is still in the dialog: ${focused}`).toBe(true);
        visited.add(focused);
      }
      expect(visited.size, "Tab moves between the dialog's controls").toBeGreaterThanOrEqual(2);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(info, "the focus returns to 'Weitere Informationen'").toBeFocused();
    }
  });
  test("entry data: Tab into the slogan, type, Enter saves; a refused value gets the focus with its message", async ({ page }) => {
    await signInOwn(page, "einzel", "/kunde/meineProdukte/eintrag/eintragsdaten?abschnitt=logo"); // saves: its own company
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Logo und Slogan" });
    const slogan = form.getByLabel("Slogan (optional)");
    await tabTo(page, slogan, { max: 60 });
    const text = `Tastatur ${Date.now() % 100_000}`;
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toBeVisible();
    await expect(form.getByLabel("Slogan (optional)")).toHaveValue(text);

    // a logo address that is no image: the message is read with the field, and the field has the focus
    const logo = form.getByLabel("Internetadresse (URL) Ihres Logos (optional)");
    await tabTo(page, logo, { max: 60 });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("https://www.example.com/logo.svg");
    await page.keyboard.press("Enter");
    await expect(logo).toBeFocused();
    await expect(logo).toHaveAccessibleDescription(/endet auf \.jpg, \.jpeg, \.png oder \.gif/);
  });
});
