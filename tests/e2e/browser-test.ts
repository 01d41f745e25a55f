import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

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
      page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
