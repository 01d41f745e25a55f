import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

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

/** Logs a persona in through the real form, in the browser. */
export async function loginUi(page: Page, who: PersonaName, path = "/login") {
  const p = PERSONAS[who];
  await page.goto(who === "support" ? "/login/cuca" : path);
  await page.getByLabel("E-Mail-Adresse oder Benutzername").fill(p.login);
  await page.getByLabel("Passwort").fill(PASSWORD);
  if ("companyId" in p) await page.getByLabel("Firmen-ID").fill(p.companyId);
  await page.getByRole("button", { name: /anmelden/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // the page after the login has rendered (its main landmark) before we look for the notification
  await expect(page.locator("main#inhalt")).toBeVisible();
  await page.waitForLoadState("load");
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

/** Logs a persona in with plain HTTP (a request context keeps the cookies). */
export async function loginHttp(request: APIRequestContext, who: PersonaName) {
  const p = PERSONAS[who];
  const path = who === "support" ? "/login/cuca" : "/login";
  const csrf = await csrfOf(request, path);
  const form: Record<string, string> = { csrf, login: p.login, password: PASSWORD };
  if ("companyId" in p) form.companyId = p.companyId;
  const res = await request.post(path, { form, maxRedirects: 0 });
  expect(res.status(), `login ${who}`).toBe(302);
}
