import { expect, test, type Page } from "./browser-test";
import { expectAccessible, PHONE } from "./a11y-helpers";
import { signIn, signInFresh, signInOwn } from "./personas";
import { SERVICE_MESSAGES } from "#domain/external-services";

/**
 * The Google Business Profile (spec §2 google/auth and google/unternehmensProfil
 * without the side menu; §4 require → consent → grant or deny; §7 locations,
 * a 204 meaning none; §1 the banner for a connected location Google has not
 * confirmed). Google is the local one of the test server
 * (scripts/fake-google.mjs): a real OAuth 2.0 round trip with PKCE and state.
 * Each test connects a company of the test pool (Bäckerei Krüger's copy, with
 * the entry service and rating management plus).
 */
const PROFILE = "/kunde/meineProdukte/google/unternehmensProfil";

async function connect(page: Page, as: string) {
  await page.goto(PROFILE);
  await page.getByRole("link", { name: "Mit Google verbinden" }).click();
  // spec §2: both Google pages without the side menu
  await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toHaveCount(0);
  await expectAccessible(page, "connect with Google");
  await page.getByRole("button", { name: "Weiter zu Google" }).click();
  // Google's consent page
  await expect(page.getByRole("heading", { name: "Mein Bereich möchte auf Ihr Google-Unternehmensprofil zugreifen" })).toBeVisible();
  await page.getByRole("link", { name: as }).click();
}

test.describe("Google Business Profile", () => {
  test("connect with Google, choose the location; until Google confirms it, every company page says so with links to verify (on a phone in one short line, hidden for the session on request)", async ({ page }) => {
    test.slow(); // a whole OAuth round trip, two locations and a second login
    const account = await signInOwn(page, "kunde", "/");
    await expect(page.getByText("Ihr Google-Unternehmensprofil ist noch nicht bestätigt.")).toHaveCount(0);
    await connect(page, "Als inhaberin@example.com zulassen");
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(page.getByText("Ihr Google-Konto ist verbunden.", { exact: true })).toBeVisible();
    await expect(page.getByTestId("google-status")).toHaveText("Ihr Google-Konto ist verbunden. Wählen Sie den Standort Ihrer Firma.");
    await page.getByRole("radio", { name: "Bäckerei Krüger GmbH, Hauptstraße 12, Köln" }).check();
    await page.getByRole("button", { name: "Standort verbinden" }).click();
    await expect(page.getByText("Der Standort ist verbunden. Bitte bestätigen Sie ihn noch bei Google.")).toBeVisible();
    await expect(page.getByTestId("google-status")).toHaveText("Verbundener Standort: Bäckerei Krüger GmbH, Hauptstraße 12, Köln – noch nicht von Google bestätigt");
    await expectAccessible(page, "Google profile");

    // spec §1: with rating management plus, the danger text (it wins over the entry service's warning)
    await page.goto("/");
    const banner = page.getByText("Ihr Google-Unternehmensprofil ist noch nicht bestätigt. Ohne Bestätigung können Sie Ihre Google-Bewertungen nicht verwalten.");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("link", { name: /Jetzt bei Google bestätigen/ })).toHaveAttribute("href", /business\.google\.com\/verify/);
    await expect(page.getByRole("link", { name: /Anleitung zur Bestätigung/ })).toBeVisible();

    // on a phone: one short line with a link to the details, and "Hinweis ausblenden" hides it for this session
    await page.setViewportSize(PHONE);
    const short = page.getByTestId("google-banner");
    await expect(short.getByRole("link", { name: "Details" })).toBeVisible();
    await expect(banner).toBeHidden();
    expect((await short.boundingBox())!.height).toBeLessThanOrEqual(72);
    // (with JavaScript the banner goes at once and the request runs on: the test waits for its answer before leaving the page)
    const hidden = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/hinweis-ausblenden"));
    await short.getByRole("button", { name: "Hinweis ausblenden" }).click();
    await hidden;
    await expect(short).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/kunde/meineProdukte/eintrag/uebersicht");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(short).toHaveCount(0);
    // a new session (the browser closed, a new login) shows it again
    await page.context().clearCookies();
    await signInFresh(page, account, "/");
    await expect(short).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    // the profile page itself says it without the banner
    await page.getByRole("link", { name: "Ihr Google-Unternehmensprofil in Mein Bereich" }).click();
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(banner).toHaveCount(0);

    // a confirmed location: the banner goes
    await page.goto(PROFILE);
    await page.getByRole("radio", { name: "Bäckerei Krüger, Filiale Ehrenfeld" }).check();
    await page.getByRole("button", { name: "Diesen Standort verbinden" }).click();
    await expect(page.getByText("Der Standort ist verbunden und von Google bestätigt.")).toBeVisible();
    await page.goto("/");
    await expect(banner).toHaveCount(0);
  });

  test("refused at Google: nothing is connected, and the page says so in German", async ({ page }) => {
    await signInOwn(page, "kunde", "/");
    await connect(page, "Ablehnen");
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(page.getByText(SERVICE_MESSAGES.denied)).toBeVisible();
    await expect(page.getByRole("link", { name: "Mit Google verbinden" })).toBeVisible();
  });

  test("an account without locations (Google answers 204), and a replayed answer from Google", async ({ page }) => {
    await signInOwn(page, "kunde", "/");
    const answers: string[] = [];
    page.on("request", (r) => r.url().includes("/google/auth?code=") && answers.push(r.url()));
    await connect(page, "Als ohne-standort@example.com zulassen");
    await expect(page.getByTestId("no-locations")).toBeVisible();
    // Google's redirect once more (a reload, a bookmark): its state was used, nothing happens
    expect(answers).toHaveLength(1);
    await page.goto(answers[0]!);
    await expect(page.getByText(SERVICE_MESSAGES.state)).toBeVisible();
  });

  test("a forged state is refused", async ({ page }) => {
    await signIn(page, "kunde", "/kunde/meineProdukte/google/auth?code=abc&state=gefaelscht");
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(page.getByText(SERVICE_MESSAGES.state)).toBeVisible();
  });
});
