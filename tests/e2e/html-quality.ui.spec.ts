import { expect, test, type Page } from "./browser-test";
import { jsDisabled, tabTo, waitForHydration } from "./a11y-helpers";
import { signIn } from "./personas";

/**
 * What tools nobody here wrote (the W3C checker, HTML_CodeSniffer for WCAG 2 AA)
 * found in the browser, checked the way a person meets it: with the keyboard, on a
 * phone's screen, by the colours drawn. The server HTML itself is checked by
 * tests/e2e/html-valid.http.spec.ts.
 */

/** Lets the page's script react to what just happened (React renders and runs its effects in tasks of their own). */
async function settle(page: Page) {
  if (jsDisabled()) return;
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
  await page.evaluate(() => new Promise<void>((done) => setTimeout(done)));
}

test.describe("HTML quality in the browser", () => {
  test.describe("on a phone (375×740)", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the open side menu closes with Escape and gives the focus back to its toggle (WCAG 2.1.2) @js-only", async ({ page }) => {
      await signIn(page, "einzel");
      const menu = page.getByRole("navigation", { name: "Hauptmenü" });
      const toggle = page.locator("header").getByText("Menü", { exact: true });
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByText("Menü schließen")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    });
  });

  test("statistics: the skip link leads to the main content, before the period form (WCAG 2.4.1, spec §2 eintrag/statistiken)", async ({ page }) => {
    await signIn(page, "einzel", "/kunde/meineProdukte/eintrag/statistiken");
    await tabTo(page, page.getByRole("link", { name: "Zum Inhalt springen" }), {
      max: 3,
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#inhalt$/);
    await settle(page);
    // the next Tab stops are the main content's first ones: the period form's first field comes soon, not after the results
    await tabTo(page, page.getByLabel("Von", { exact: true }), { max: 12 });
  });

  test("/benutzer: fields passed with Tab are not refused before they are changed or the form is sent @js-only", async ({ page }) => {
    await signIn(page, "privat", "/benutzer");
    const main = page.locator("main");
    const repeat = page.getByLabel("Neues Passwort wiederholen");
    // through every field of the page's forms up to the password change's last one, and out of it
    await tabTo(page, repeat, { max: 60 });
    await page.keyboard.press("Tab");
    await settle(page);
    await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(main.locator(".field-error")).toHaveCount(0);
    // a field that was changed is checked when it is left, as before
    const password = page.getByLabel("Neues Passwort", { exact: true });
    await password.fill("x");
    await page.keyboard.press("Tab");
    await expect(password).toHaveAttribute("aria-invalid", "true");
  });

  test("own ratings: the stars not given have 3:1 contrast against their background (WCAG 1.4.11)", async ({ page }) => {
    await signIn(page, "privat", "/benutzer/bewertungen");
    const stars = page.getByRole("img", { name: /von 5 Sternen/ });
    await expect(stars.first()).toBeVisible();
    const measured = await stars.evaluateAll((images) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      const background = (el: Element | null): number[] => {
        for (; el; el = el.parentElement) {
          const c = rgb(getComputedStyle(el).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3]! > 0)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const results: { text: string; ratio: number }[] = [];
      for (const image of images) {
        // every run of star characters inside the image, filled or not, in the colour it is drawn in
        const walker = document.createTreeWalker(image, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement!;
          const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background(el))];
          results.push({
            text: node.textContent ?? "",
            ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
          });
        }
      }
      return results;
    });
    // the persona's first page has a rating of fewer than 5 stars, so the stars not given are measured too
    expect(measured.length).toBeGreaterThan(await stars.count());
    for (const m of measured) expect(m.ratio, `"${m.text}"`).toBeGreaterThanOrEqual(3);
  });

  test("the scripts brought back after the first paint hydrate the page as rendered (docs/decisions/008) @js-only", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    await signIn(page, "einzel");
    await waitForHydration(page);
    // the preloads left their template (valid HTML before the paint) before the module script ran
    await expect(page.locator("template[data-after-paint]")).toHaveCount(0);
    await expect(page.locator(`script[type="text/x-after-paint"]`)).toHaveCount(0);
    // a hydration that does not match what the server rendered is a recoverable error React logs
    expect(consoleErrors.filter((e) => /Minified React error|hydrat/i.test(e))).toEqual([]);
  });
});
