import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rule set of the accessibility requirement (WCAG 2.1 AA). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** True in the `nojs` Playwright project (javaScriptEnabled: false). */
export function jsDisabled(): boolean {
  return test.info().project.use.javaScriptEnabled === false;
}

/**
 * axe's structure rules outside the WCAG tags (tagged best-practice), run in the
 * same pass: heading order, one h1 and one main, content inside landmarks,
 * landmarks unique and top-level, no empty headings.
 */
export const STRUCTURE_RULES = [
  "heading-order",
  "page-has-heading-one",
  "empty-heading",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-unique",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-main-is-top-level",
  "region",
  "skip-link",
];

/** axe on a page with JS: the WCAG 2.1 A/AA tags plus the structure rules. */
function axe(page: Page) {
  // legacy mode runs axe in the page itself instead of opening a helper page per run (no iframes here)
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS);
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

/**
 * The server-rendered HTML of a JS-less page, made safe to load in a JS-enabled
 * page: every <script> removed, and a <base href> to the server so the
 * stylesheet (and every relative URL) resolves as on the real page.
 */
export function staticCopy(html: string, pageUrl: string): string {
  const origin = new URL(pageUrl).origin;
  const stripped = html.replace(SCRIPT, "");
  return stripped.replace(/<head([^>]*)>/i, `<head$1><base href="${origin}/">`);
}

/**
 * Runs axe (WCAG 2.1 A/AA) on what `page` shows and returns the violations.
 *
 * With JavaScript on, axe runs in the page itself. With JavaScript off it cannot
 * be injected, so the page's document (the server's HTML as parsed, no script
 * having touched it; it came with the page's cookies and may be a POST answer)
 * is copied, its scripts removed, and loaded with setContent into a separate page
 * of a JS-enabled context, at the same viewport; the fragment (`#hauptmenue`, which
 * opens the menu through CSS :target) is applied there too. axe then checks the
 * markup and styles a JS-less visitor gets.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!jsDisabled()) return (await axe(page).analyze()).violations;
  const html = await page.content();
  const copy = await copyPage(page);
  await copy.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  await copy.setContent(staticCopy(html, page.url()), { waitUntil: "load" });
  const hash = new URL(page.url()).hash;
  if (hash) {
    await copy.evaluate((h) => (location.hash = h), hash);
    expect(await copy.locator(hash).isVisible(), `${hash} shown through :target in the copy`).toBe(true);
  }
  // the stylesheet must have loaded, else contrast would be checked against unstyled markup
  const bodyBackground = await copy.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bodyBackground, "the portal's stylesheet applies in the copy").not.toBe("rgba(0, 0, 0, 0)");
  return (await axe(copy).analyze()).violations;
}

/**
 * The JS-enabled page the copies are loaded into: one per browser, opened in its
 * own context on first use (a context costs about a second here); each
 * setContent replaces the previous copy's document completely.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>();
function copyPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open the JS-enabled copy in");
  let copy = copyPages.get(browser);
  if (!copy) {
    copy = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true, locale: "de-DE" });
      // belt and braces: no script of the app may run in the copy even if one slipped through
      await context.route(/\.m?js(\?|$)/, (route) => route.abort());
      return context.newPage();
    })();
    copyPages.set(browser, copy);
  }
  return copy;
}

/**
 * With JavaScript, waits until the page has hydrated (the root layout marks
 * <html data-hydrated>; the scripts start only after the first paint) and every
 * form of the kit too (forms loaded lazily hydrate after the page), so clicks and
 * keys go to React's handlers and not to the plain elements underneath. Without
 * JavaScript there is nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  // the page's own answer: a describe block may switch JavaScript off for its tests alone
  if (!(await page.evaluate(() => matchMedia("(scripting: enabled)").matches))) return;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("form[data-kit]:not([data-hydrated])")).toHaveCount(0);
}

/**
 * WCAG 1.4.10 Reflow: at the viewport's width (320 CSS px in the tests) the page
 * must not scroll sideways. axe does not check this. Names what sticks out.
 */
export async function expectReflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 50)}: "${(el.textContent ?? "").trim().slice(0, 30)}"`)
      .slice(0, 8);
  });
  expect.soft(overflow, `${what}: wider than ${page.viewportSize()?.width} px`).toEqual([]);
}

export const NOTIFICATION = "Willkommen im neuen Mein Bereich";

/**
 * Closes kunde@'s welcome notification if it is open, like a user would, and
 * tells whether it was. Call it after a full page load: loginUi looks for it
 * right when the URL changes, which with JavaScript can be before the dashboard
 * has rendered it.
 */
export async function closeNotificationIfOpen(page: Page): Promise<boolean> {
  // the page has rendered and loaded before we decide whether the notification is there
  await expect(page.locator("main#inhalt")).toBeVisible();
  await page.waitForLoadState("load");
  const dialog = page.getByRole("dialog", { name: NOTIFICATION });
  if (!(await dialog.count())) return false;
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  return true;
}

/** A short description of the focused element, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "<body>";
    return el.outerHTML.replace(/>[\s\S]*$/, ">").slice(0, 160) + ` "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times;
 * returns the description of every element passed on the way.
 */
export async function tabTo(page: Page, target: Locator, { max = 25, backwards = false } = {}): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return passed;
    passed.push(await focusedElement(page));
  }
  throw new Error(`not reached by ${max}× ${backwards ? "Shift+Tab" : "Tab"}; passed:\n${passed.join("\n")}`);
}

/** One line per violation and node, readable in a test failure. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => `[${v.impact}] ${v.id}: ${v.help}\n    at ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n/g, " ")}`),
    )
    .join("\n");
}

/**
 * Whether this test's axe checks run here. Once per page state: in the `nojs`
 * project, on the server's HTML, which every visitor gets first and which
 * hydration leaves as it is (a chart drawn later is aria-hidden beside its
 * table); in the `js` project only for what exists with JavaScript alone
 * (tests tagged @js-only, a state a call names with `js: true`) and in the
 * accessibility spec itself, which checks every page both ways. (axe is a
 * second of CPU per page: run twice on the same markup it cost the suite about
 * a minute and a half.)
 */
function axeRunsHere(opts: { js?: boolean }): boolean {
  const info = test.info();
  if (jsDisabled() || opts.js) return true;
  return info.file.endsWith("a11y.ui.spec.ts") || info.title.includes("@js-only") || info.tags.includes("@js-only");
}

/**
 * Asserts zero violations (WCAG 2.1 A/AA and the structure rules) on the page as
 * it is now, and that it is marked German. Soft: the other pages still run.
 * `js`: a state only JavaScript draws this way (a dialog of the page's script),
 * checked in the `js` project too.
 */
export async function expectAccessible(page: Page, what: string, opts: { js?: boolean } = {}) {
  // not checked here: the page is still waited for as axe would have (typing into a form the kit has not taken over yet can be lost)
  if (!axeRunsHere(opts)) return waitForHydration(page);
  await test.step(`axe: ${what}`, async () => {
    expect.soft(await page.locator("html").getAttribute("lang"), `${what}: <html lang>`).toBe("de");
    const violations = await axeViolations(page);
    expect.soft(describeViolations(violations), `axe violations on ${what} (${page.url()})`).toBe("");
  });
}

/** A phone's screen (portrait): the widths the portal's phone layouts are made for are 360–390 px. */
export const PHONE = { width: 360, height: 740 };

/**
 * Where the browser broke a line of `target`'s text inside a word ("Fassun|g"):
 * a line may end only at a space or a hyphen. Each character's box is measured;
 * a character lower than the one before it in the same text starts a new line.
 */
export async function midWordBreaks(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const range = document.createRange();
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let previous: { i: number; rect: DOMRect } | null = null;
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || !rect.width) continue; // a collapsed space
        if (previous && rect.top >= previous.rect.bottom - previous.rect.height / 2 && !/[\s\-\u00ad]/.test(node.data.slice(previous.i, i))) {
          found.push(`${node.data.slice(Math.max(0, previous.i - 8), previous.i + 1)}|${node.data.slice(i, i + 8)}`);
        }
        previous = { i, rect };
      }
    }
    return found;
  });
}
