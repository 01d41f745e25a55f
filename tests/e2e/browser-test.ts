import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * React 18's "root did not complete" (error 345): thrown when an event asks for
 * the document's hydration while Remix is still decoding the page's data; React
 * hydrates the page a moment later all the same. app/early-events.ts keeps the
 * user's own early clicks and keys from causing it; a few test steps still hit
 * it, so it is not counted here (it leaves nothing half-working).
 */
const RECOVERED = /Minified React error #345;/;

/**
 * The browser tests' `test`: Playwright's, and a test fails when one of its pages
 * threw an uncaught error. Such an error (React's own among them, e.g. a part of
 * the page drawn anew during hydration) leaves a page half-working while each
 * step may still pass, or fails a later test that shares its data.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => void (RECOVERED.test(e.message) || errors.push(`${page.url()}: ${e.message}`)));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
