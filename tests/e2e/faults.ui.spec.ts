import { expect, test, type APIRequestContext } from "./browser-test";
import { FAULT_PROXY_PORT, FAULTY_URL } from "../../playwright.config";
import { PASSWORD, signIn, signInOwn } from "./personas";

/**
 * Faults (a failing backend): a portal whose /api is a loopback proxy that answers
 * 500, 502, never, or with broken JSON on demand. The visitor sees /500, /502
 * or an inline German message with a request id, never a stack, and keeps what
 * they typed; a failed write is not reported as done.
 *
 * The fault proxy is one for all: these tests run one after another in their own
 * Playwright project (`faults`), each flow with JavaScript on and then off.
 */
test.use({ baseURL: FAULTY_URL });

const FAULTS = `http://127.0.0.1:${FAULT_PROXY_PORT}/__fault`;
const fault = (request: APIRequestContext, match: string, kind: "500" | "502" | "timeout" | "malformed") =>
  request.post(FAULTS, { data: { match, kind } });

test.beforeEach(async ({ request }) => {
  await request.post(FAULTS, { data: { clear: true } });
});
test.afterEach(async ({ request }) => {
  await request.post(FAULTS, { data: { clear: true } });
});

const cases = [
  { kind: "500", status: 500, heading: "Interner Fehler" },
  { kind: "502", status: 502, heading: "Dienst nicht erreichbar" },
  { kind: "timeout", status: 502, heading: "Dienst nicht erreichbar" },
  { kind: "malformed", status: 502, heading: "Dienst nicht erreichbar" },
] as const;

for (const js of [true, false]) {
  test.describe(js ? "JavaScript on" : "JavaScript off", () => {
    test.use({ javaScriptEnabled: js });

    for (const c of cases) {
      test(`backend ${c.kind}: an error page with the request id, no stack`, async ({ page, request }) => {
        await signIn(page, "einzel");
        await fault(request, "/api/navigation/menu-items", c.kind);
        const res = await page.goto("/benutzer");
        expect(res?.status()).toBe(c.status);
        await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
        const requestId = await page.getByTestId("request-id").textContent();
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(res?.headers()["x-request-id"]).toBe(requestId);
        const html = await page.content();
        expect(html).not.toMatch(/\bat [\w.]+ \(|Error:|node_modules|\.ts:\d+/);
      });
    }

    test("login while the backend fails: German message with request id, the login kept", async ({ page, request }) => {
      await fault(request, "/api/auth/login", "500");
      await page.goto("/login");
      await page.getByLabel("E-Mail-Adresse oder Benutzername").fill("einzel@example.com");
      await page.getByLabel("Passwort").fill(PASSWORD);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page.getByText(/Die Anmeldung ist gerade nicht möglich\..*Anfrage-ID [0-9a-f-]{36}/)).toBeVisible();
      await expect(page.getByLabel("E-Mail-Adresse oder Benutzername")).toHaveValue("einzel@example.com");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a company switch that fails is not reported as done", async ({ page, request }) => {
      // an account of its own: the switch lives in this context's cookies, and no welcome notification covers the menu
      await signInOwn(page, "kunde");
      await expect(page.getByTestId("active-company")).toContainText("Bäckerei Krüger GmbH");
      await fault(request, "/api/customer/account", "502");
      await page.getByLabel("Meine Firmen").selectOption({ label: "Café am Dom" });
      await page.getByRole("button", { name: "Wechseln" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Dienst nicht erreichbar" })).toBeVisible();
      await request.post(FAULTS, { data: { clear: true } });
      await page.goto("/");
      await expect(page.getByTestId("active-company")).toContainText("Bäckerei Krüger GmbH");
    });

    for (const kind of ["500", "timeout"] as const) {
      test(`saving the entry while the backend fails (${kind}): inline message with request id, input kept, not reported as saved`, async ({
        page,
        request,
      }) => {
        const path = "/kunde/meineProdukte/eintrag/eintragsdaten?abschnitt=logo";
        await signInOwn(page, "einzel", path);
        const form = page.getByRole("form", { name: "Logo und Slogan" });
        const stored = await form.getByLabel("Slogan (optional)").inputValue();
        const typed = `Nicht gespeichert ${kind} ${Date.now()}`;
        await fault(request, "/api/customer/updateLogoAndSlogan", kind);
        await form.getByLabel("Slogan (optional)").fill(typed);
        await form.getByRole("button", { name: "Logo und Slogan speichern" }).click();
        await expect(form.getByRole("alert")).toContainText(/konnten nicht bestätigt werden.*Eingaben sind erhalten.*Anfrage-ID [0-9a-f-]{36}/);
        await expect(form.getByLabel("Slogan (optional)")).toHaveValue(typed);
        await expect(page.getByText("Logo und Slogan wurden gespeichert.")).toHaveCount(0);
        await request.post(FAULTS, { data: { clear: true } });
        await page.goto(path);
        await expect(page.getByRole("form", { name: "Logo und Slogan" }).getByLabel("Slogan (optional)")).toHaveValue(stored);
      });
    }
  });
}
