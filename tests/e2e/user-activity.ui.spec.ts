import { expect, test } from "./browser-test";
import { expectAccessible, expectReflow, jsDisabled } from "./a11y-helpers";
import { signIn, signInOwn } from "./personas";
import { ACTIVITY } from "../../seed/user-activity.mjs";
import { SEARCHES_SHOWN } from "#domain/user-activity";

/**
 * The user dashboard's latest searches and recently viewed entries, and the own
 * ratings on /benutzer/bewertungen (spec §2, §7 "User", §9 page sizes), with
 * JavaScript on and off. Each test takes a pool account of its own.
 */

test.describe("user dashboard: searches and viewed entries", () => {
  test("lists them, removes one of each, pages the viewed entries", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer");
    // the portals the account works on (spec §7 getPortals): a private user's, no business portal
    const portals = page.getByRole("region", { name: "Ihr Konto gilt auch hier" });
    await expect(portals.getByRole("link", { name: "Das Branchenverzeichnis" })).toBeVisible();
    await expect(portals.getByRole("link")).toHaveCount(1);
    const searches = page.getByRole("region", { name: "Zuletzt gesucht" });
    // the newest 5 (spec §9) of the user's 7
    await expect(searches.getByRole("listitem")).toHaveCount(SEARCHES_SHOWN);
    await expect(searches.getByText("Optiker in Frechen")).toHaveCount(0);
    await searches.getByRole("button", { name: "Suche „Zahnarzt in Köln-Ehrenfeld“ entfernen" }).click();
    await expect(page.getByText("Die Suche wurde entfernt.")).toBeVisible();
    await expect(searches.getByText("Zahnarzt in Köln-Ehrenfeld")).toHaveCount(0);
    // the next older one moves up
    await expect(searches.getByRole("listitem")).toHaveCount(SEARCHES_SHOWN);
    await expect(searches.getByText("Tierarzt Notdienst in Leverkusen")).toBeVisible();

    const viewed = page.getByRole("region", { name: "Zuletzt angesehen" });
    await expect(viewed.getByRole("listitem")).toHaveCount(5);
    // the product kit's pager: the same words on every list
    await viewed.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(/angesehen=2/);
    await expect(viewed.getByText("Seite 2 von 2")).toBeVisible();
    await expect(viewed.getByRole("listitem")).toHaveCount(ACTIVITY.viewed - 5);
    const first = viewed.getByRole("listitem").first();
    const name = (await first.locator(".font-medium").innerText()).trim();
    await first.getByRole("button", { name: /aus der Liste entfernen/ }).click();
    await expect(page.getByText("Der Eintrag wurde aus der Liste entfernt.")).toBeVisible();
    // still on page 2, one entry fewer
    await expect(page).toHaveURL(/angesehen=2/);
    await expect(viewed.getByRole("listitem")).toHaveCount(ACTIVITY.viewed - 6);
    await expect(viewed.getByText(name, { exact: true })).toHaveCount(0);
    await expectAccessible(page, "user dashboard with its lists");
    // WCAG 1.4.10: the lists' buttons wrap on the narrowest phone instead of pushing the page sideways
    await page.setViewportSize({ width: 320, height: 640 });
    await expectReflow(page, "/benutzer with its lists at 320 px");
  });
});

test.describe("own ratings", () => {
  test("a business owner looking for her company's ratings learns these are the ones she wrote, and where the company's are", async ({ page }) => {
    await signIn(page, "einzel", "/benutzer/bewertungen");
    await expect(page.getByText("Die Bewertungen, die Sie selbst über Firmen im Verzeichnis geschrieben haben.", { exact: false })).toBeVisible();
    const hint = page.getByTestId("company-ratings-hint");
    await expect(hint).toContainText("Sie suchen die Bewertungen Ihrer Firma?");
    await hint.getByRole("link", { name: "Eintragsservice" }).click();
    await expect(page).toHaveURL(/\/kunde\/meineProdukte\/eintrag\/eintragsservice$/);
  });

  test("pages of 5, a change of text and stars, a deletion after asking", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer/bewertungen");
    await expect(page.getByRole("heading", { level: 1, name: "Meine Bewertungen" })).toBeVisible();
    // a private user has no company: no hint where a company's ratings are
    await expect(page.getByTestId("company-ratings-hint")).toHaveCount(0);
    await expect(page.getByText(`${ACTIVITY.ratings} Bewertungen · Seite 1 von 3`)).toBeVisible();
    const items = page.locator("main li.card");
    await expect(items).toHaveCount(5);
    await page.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(page.getByText("Seite 2 von 3")).toBeVisible();
    await expectAccessible(page, "own ratings");

    // change the first rating of page 2
    const item = items.first();
    const entry = (await item.getByRole("heading").innerText()).trim();
    await item.getByRole("link", { name: /bearbeiten$/ }).click();
    const form = item.getByRole("form");
    await form.evaluate((f) => f.setAttribute("novalidate", "")); // the server's answer is under test
    await form.getByLabel("Ihr Text").fill("zu kurz");
    await form.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(page.locator("main li.card").first().getByLabel("Ihr Text")).toHaveAccessibleDescription(/mindestens 10 Zeichen/);
    const again = page.locator("main li.card").first();
    await again.getByRole("radio", { name: "5 Sterne" }).check();
    await again.getByLabel("Ihr Text").fill("Nach dem zweiten Besuch: ausgezeichnet.");
    await again.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(page.getByText("Ihre Bewertung wurde gespeichert.")).toBeVisible();
    // the changed rating is the newest now: the list shows page 1, with it first
    await expect(page).toHaveURL(/\/benutzer\/bewertungen$/);
    const top = page.locator("main li.card").first();
    await expect(top.getByRole("heading")).toHaveText(entry);
    await expect(top.getByText("Nach dem zweiten Besuch: ausgezeichnet.")).toBeVisible();
    await expect(top.getByRole("img", { name: "5 von 5 Sternen" })).toBeVisible();

    // delete it, after the question
    await top.getByRole("link", { name: /löschen$/ }).click();
    await expect(top.getByText("Möchten Sie diese Bewertung wirklich löschen?")).toBeVisible();
    await top.getByRole("button", { name: "Ja, Bewertung löschen" }).click();
    await expect(page.getByText("Ihre Bewertung wurde gelöscht.")).toBeVisible();
    await expect(page.getByText(`${ACTIVITY.ratings - 1} Bewertungen`)).toBeVisible();
    await expect(page.getByText("Nach dem zweiten Besuch: ausgezeichnet.")).toHaveCount(0);
  });
});

test.describe("own ratings, by keyboard (WCAG 2.4.3 focus order)", () => {
  test("what opens in place takes the focus; closed again, the focus is back on its button", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer/bewertungen"); // only opens and closes, but keeps to its own account
    const item = page.locator("main li.card").first();
    const edit = item.getByRole("link", { name: /bearbeiten$/ });
    await edit.focus();
    await page.keyboard.press("Enter");
    // the chosen stars (without JavaScript: the page opened anew, its top)
    if (!jsDisabled()) await expect(item.getByRole("form").getByRole("radio", { checked: true })).toBeFocused();
    await item.getByRole("link", { name: "Abbrechen" }).focus();
    await page.keyboard.press("Enter");
    await expect(item.getByRole("form")).toHaveCount(0);
    if (!jsDisabled()) await expect(edit).toBeFocused();

    const remove = item.getByRole("link", { name: /löschen$/ });
    await remove.focus();
    await page.keyboard.press("Enter");
    // the question's answer, with and without JavaScript (autofocus)
    await expect(item.getByRole("button", { name: "Ja, Bewertung löschen" })).toBeFocused();
    await item.getByRole("link", { name: "Nicht löschen" }).focus();
    await page.keyboard.press("Enter");
    await expect(item.getByRole("button", { name: "Ja, Bewertung löschen" })).toHaveCount(0);
    if (!jsDisabled()) await expect(remove).toBeFocused();
  });
});

test.describe("/ugc: a rating of an entry the user looked at", () => {
  test("from the viewed list's 'Bewerten' to the own ratings; bad input at the fields", async ({ page }) => {
    await signInOwn(page, "privat", "/benutzer");
    const viewed = page.getByRole("region", { name: "Zuletzt angesehen" });
    const first = viewed.getByRole("listitem").first();
    const name = (await first.locator(".font-medium").innerText()).trim();
    await first.getByRole("link", { name: `${name} bewerten` }).click();
    await expect(page).toHaveURL(/\/ugc\?eintrag=/);
    await expectAccessible(page, "/ugc");
    const form = page.getByRole("form", { name: "Ihre Bewertung" });
    await expect(form.getByLabel("Firma")).toHaveValue(/D-\d+/);
    await form.evaluate((f) => f.setAttribute("novalidate", "")); // the server's answer is under test
    await form.getByRole("button", { name: "Bewertung veröffentlichen" }).click();
    await expect(page.getByRole("form", { name: "Ihre Bewertung" }).getByLabel("Ihr Text")).toHaveAccessibleDescription(/Bitte schreiben Sie einen Text/);
    const again = page.getByRole("form", { name: "Ihre Bewertung" });
    await again.getByRole("radio", { name: "4 Sterne" }).check();
    await again.getByLabel("Ihr Text").fill("Gute Beratung, faire Preise, gerne wieder.");
    await again.getByRole("button", { name: "Bewertung veröffentlichen" }).click();
    await expect(page).toHaveURL(/\/benutzer\/bewertungen$/);
    await expect(page.getByText(`Vielen Dank! Ihre Bewertung von ${name} ist gespeichert.`)).toBeVisible();
    await expect(page.locator("main li.card").first().getByText("Gute Beratung, faire Preise, gerne wieder.")).toBeVisible();
  });
});
