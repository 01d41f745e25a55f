import { expect, test, type APIRequestContext } from "./browser-test";
import { expectAccessible, jsDisabled } from "./a11y-helpers";
import { signIn } from "./personas";

/**
 * Tracking (spec §7; decision 084) and the debug page (spec §2): a logged-in user's
 * page views are counted per section path, without JavaScript by the server for
 * every page it sends, with JavaScript by the beacon for the pages shown by a
 * client navigation; /debug shows the counts, the build, the environment and the bindings.
 */
const SECTION = "/benutzer/bewertungen";

/** The views of a section on /debug, read by a visitor of its own (not logged in: not tracked). */
async function views(request: APIRequestContext, section: string): Promise<number> {
  const html = await (await request.get("/debug")).text();
  const row = new RegExp(`data-section="${section}"><td>[^<]*</td><td[^>]*>(\\d+)</td>`).exec(html);
  return row ? Number(row[1]) : 0;
}

test("tracking: a logged-in user's page view is counted for its section on /debug, after the page is shown", async ({ page, request }) => {
  const before = await views(request, SECTION);
  await signIn(page, "privat", "/benutzer");
  if (jsDisabled()) {
    // without JavaScript every page is a document: the server records it after answering
    await page.goto(SECTION);
  } else {
    // a client navigation: the beacon sends the view once the page is shown
    const beacon = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/seitenaufruf"));
    await page.getByRole("link", { name: "Meine Bewertungen" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
    expect((await beacon).status()).toBe(204);
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => views(request, SECTION)).toBeGreaterThan(before);
});

/** The data events on /debug (decision 096: a download is one). */
async function dataEvents(request: APIRequestContext): Promise<number> {
  const html = await (await request.get("/debug")).text();
  return Number(/data-testid="data-events">(\d+)</.exec(html)?.[1] ?? 0);
}

// the same HTTP with or without JavaScript: run once
test("tracking: a download (here a statistics table as CSV) is counted as a data event, not as a page view @js-only", async ({ page, request }) => {
  const before = await dataEvents(request);
  await signIn(page, "kunde", "/kunde/meineProdukte/eintrag/statistiken");
  const csv = await page.request.get("/kunde/meineProdukte/eintrag/statistiken/csv?tabelle=zeitverlauf");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment/);
  await expect.poll(() => dataEvents(request)).toBeGreaterThan(before);
});

test("debug page: build, environment, bindings present, the tracking counts and the mail outbox", async ({ page }) => {
  await page.goto("/debug");
  await expect(page.getByRole("heading", { level: 1, name: "Debug" })).toBeVisible();
  await expect(page.locator('[data-setting="ENVIRONMENT"]')).toHaveText("development");
  await expect(page.locator('[data-binding="DB"]')).toContainText("vorhanden");
  await expect(page.locator('[data-secret="SESSION_SECRET"]')).toHaveText("gesetzt");
  await expect(page.getByRole("heading", { name: "Seitenaufrufe je Bereich" })).toBeVisible();
  await expectAccessible(page, "debug page");
  await page.getByRole("link", { name: "Versendete E-Mails" }).click();
  await expect(page).toHaveURL(/\/debug\/mails$/);
});
