import { closeSync, openSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { STATE_DIR } from "../../playwright.config";
import { waitForHydration } from "./a11y-helpers";
import { poolLogin, TEST_POOL, type PoolKind } from "../../seed/demo-data.mjs";

export const PASSWORD = "Demo-Passwort-2026";

export const PERSONAS = {
  kunde: { login: "kunde@example.com", roles: ["customer"], hasCompany: true },
  einzel: { login: "einzel@example.com", roles: ["customer"], hasCompany: true },
  privat: { login: "privat@example.com", roles: ["user"], hasCompany: false },
  bewertung: { login: "bewertung@example.com", roles: ["ratingusermanager"], hasCompany: false },
  handwerk: { login: "handwerk@example.com", roles: ["tradesmanager"], hasCompany: false },
  support: { login: "support@example.com", roles: ["cuca", "user", "customer"], hasCompany: true, companyId: "100101" },
} as const;

export type PersonaName = keyof typeof PERSONAS;

/** A test's own copy of a persona (seed/demo-data.mjs TEST_POOL): same name and companies, its own data. */
export interface Account {
  login: string;
  kind: PoolKind;
}

type Who = PersonaName | Account;

function credentials(who: Who): { login: string; companyId?: string; path: string } {
  if (typeof who !== "string") return { login: who.login, path: "/login" };
  const p = PERSONAS[who];
  return "companyId" in p ? { login: p.login, companyId: p.companyId, path: "/login/cuca" } : { login: p.login, path: "/login" };
}

/** Logs a persona (or an account of the pool) in through the real form, in the browser. */
export async function loginUi(page: Page, who: Who, path = "/login") {
  const c = credentials(who);
  await page.goto(c.companyId ? c.path : path);
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(c.login);
  await page.getByLabel("Passwort").fill(PASSWORD);
  if (c.companyId) await page.getByLabel("Firmen-ID").fill(c.companyId);
  await page.getByRole("button", { name: /^(Anmelden|Als Kundenservice anmelden)$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // the page after the login has rendered (its main landmark) before we look for the notification
  await expect(page.locator("main#inhalt")).toBeVisible();
  await waitForHydration(page);
  // the seeded welcome notification greets kunde@ once; close it like a user would
  const notification = page.getByRole("dialog", { name: "Willkommen im neuen Mein Bereich" });
  if (await notification.count()) {
    await notification.getByRole("button", { name: "Abbrechen" }).click();
    await expect(notification).toHaveCount(0);
  }
}

/** The form token of the page's session (every form posts it). */
export async function csrfOf(request: APIRequestContext, path = "/login"): Promise<string> {
  const html = await (await request.get(path)).text();
  const m = html.match(/name="csrf" value="([^"]+)"/);
  if (!m) throw new Error(`no csrf token on ${path}`);
  return m[1]!;
}

/** Logs a persona (or an account of the pool) in with plain HTTP (a request context keeps the cookies). */
export async function loginHttp(request: APIRequestContext, who: Who) {
  const c = credentials(who);
  const csrf = await csrfOf(request, c.path);
  const form: Record<string, string> = { csrf, login: c.login, password: PASSWORD };
  if (c.companyId) form.companyId = c.companyId;
  const res = await request.post(c.path, { form, maxRedirects: 0 });
  expect(res.status(), `login ${c.login}`).toBe(302);
}

/* ---- Logged in without the form: stored logins, fresh sessions, own accounts ---- */

/** Where auth.setup.ts keeps a persona's login (its cookies) for the run. */
export const authFile = (who: PersonaName) => join(STATE_DIR, "auth", `${who}.json`);

/** Opens a page of the portal (by default the home page) and waits until it has rendered. */
/**
 * Opens a path of the portal as a link on one of its own pages would (Sec-Fetch-Site:
 * same-origin): a userNotification query is recorded only then (spec §4.7).
 */
export async function gotoSameSite(page: Page, path: string) {
  await page.goto("/barrierefreiheit");
  await Promise.all([page.waitForURL((u) => u.pathname + u.search === path), page.evaluate((p) => window.location.assign(p), path)]);
}

async function open(page: Page, path: string) {
  if (path.includes("userNotification=")) await gotoSameSite(page, path);
  else await page.goto(path);
  await expect(page.locator("main#inhalt")).toBeVisible();
  await waitForHydration(page);
}

/**
 * Opens the persona's home page (or `path`) in the session auth.setup.ts started once through
 * the form (its stored cookies). Every test that calls this shares that session
 * and the persona's data: only for tests that change nothing — no logout, no
 * save, no recorded notification, no password change. A company switch is fine:
 * it lives in this browser context's cookies.
 */
export async function signIn(page: Page, who: PersonaName, path = "/") {
  let stored: string;
  try {
    stored = readFileSync(authFile(who), "utf8");
  } catch {
    throw new Error(`No stored login of ${who}: the project "setup" (auth.setup.ts) runs first unless --no-deps is given.`);
  }
  const { cookies } = JSON.parse(stored) as Awaited<ReturnType<BrowserContext["storageState"]>>;
  await page.context().addCookies(cookies);
  await open(page, path);
}

/** A session of its own (logged in with HTTP in the page's context), which the test may end; then the home page (or `path`). */
export async function signInFresh(page: Page, who: Who, path = "/") {
  await loginHttp(page.request, who);
  await open(page, path);
}

/**
 * An account of the test pool that no other test has had in this server's run:
 * a copy of the persona with its own companies, entries and sessions, for tests
 * that change data. Taken by creating a marker file (O_EXCL), so parallel
 * workers never get the same one; a retry takes a fresh one.
 */
export function claimAccount(kind: PoolKind): Account {
  const dir = join(STATE_DIR, "claimed");
  mkdirSync(dir, { recursive: true });
  for (let slot = 1; slot <= TEST_POOL[kind].slots; slot++) {
    try {
      closeSync(openSync(join(dir, `${kind}-${slot}`), "wx"));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw e;
    }
    const account = { login: poolLogin(kind, slot), kind };
    test.info().annotations.push({ type: "account", description: account.login });
    return account;
  }
  throw new Error(`The test pool has no ${kind} account left (${TEST_POOL[kind].slots}): restart the test server, which seeds it afresh.`);
}

/** A fresh account of the pool (claimAccount), logged in with HTTP, on its home page (or `path`). */
export async function signInOwn(page: Page, kind: PoolKind, path = "/"): Promise<Account> {
  const account = claimAccount(kind);
  await signInFresh(page, account, path);
  return account;
}

/** Switches the page's session to another of the user's companies through the side menu's form (spec §4.5). */
export async function switchCompany(page: Page, company: string) {
  await page.getByLabel("Meine Firmen").selectOption({ label: company });
  await page.getByTestId("company-switch").getByRole("button", { name: "Wechseln" }).click();
  await expect(page.getByTestId("active-company")).toContainText(company);
}
