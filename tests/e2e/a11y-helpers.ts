import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import { expect, test, type Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rule set of issue 3 §2. */
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
  return new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])) })
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
 * be injected, so the page's HTML as the browser got it from the server (same
 * cookies, same request, e.g. a POST answer) is copied, its scripts removed, and
 * loaded into a fresh page of a JS-enabled context with the same viewport; the
 * fragment (`#hauptmenue`, which opens the menu through CSS :target) is applied
 * there too. axe then checks exactly the markup and styles a JS-less visitor sees.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!jsDisabled()) {
    return (await axe(page).analyze()).violations;
  }
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open the JS-enabled copy in");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    locale: "de-DE",
  });
  try {
    // belt and braces: the copy must not run the app's scripts even if one slipped through
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    const copy = await context.newPage();
    await copy.setContent(staticCopy(html, page.url()), { waitUntil: "load" });
    const hash = new URL(page.url()).hash;
    if (hash) await copy.evaluate((h) => (location.hash = h), hash);
    // the stylesheet must have loaded, else contrast would be checked against unstyled markup
    const bodyBackground = await copy.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBackground, "the portal's stylesheet applies in the copy").not.toBe("rgba(0, 0, 0, 0)");
    return (await axe(copy).analyze()).violations;
  } finally {
    await context.close();
  }
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
 * Asserts zero violations (WCAG 2.1 A/AA and the structure rules) on the page as
 * it is now, and that it is marked German. Soft: the other pages still run.
 */
export async function expectAccessible(page: Page, what: string) {
  await test.step(`axe: ${what}`, async () => {
    expect.soft(await page.locator("html").getAttribute("lang"), `${what}: <html lang>`).toBe("de");
    const violations = await axeViolations(page);
    expect.soft(violations, `${what} (${page.url()}):\n${describeViolations(violations)}`).toEqual([]);
  });
}
