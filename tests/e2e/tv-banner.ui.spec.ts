import { expect, test, type Page } from "./browser-test";
import { expectAccessible, waitForHydration } from "./a11y-helpers";
import { signInOwn, switchCompany } from "./personas";
import { TV_BANNERS, TV_CREATIVES } from "../../seed/tv-banners.mjs";
import { REASON_REQUIRED_MESSAGE } from "#domain/tv-banners";

/**
 * The TV banners (spec §2 tvbanner, §4 creative approval) of the test's own copy
 * of Krüger Haustechnik (seed/tv-banners.mjs): the player, both approvals, the
 * customer's decision with its field error and its conflict, the history, and
 * the creative chosen for a screen. Runs with JavaScript on and off.
 */
const PATH = "/kunde/meineProdukte/tvbanner";
const WAITING = TV_CREATIVES[3]!; // "Ihr neues Bad aus einer Hand": the partner accepted it, the customer not yet
const SCREEN = TV_BANNERS[1]!; // Köln-Nippes, running until 2027-08-31

const creativeCard = (page: Page, title: string) => page.getByTestId("motiv").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
const screenCard = (page: Page, location: string) => page.locator("article").filter({ has: page.getByRole("heading", { level: 3, name: location, exact: true }) });

test("TV banners: player with poster, both approvals, reject with reason and accept, the conflict, the history, the creative for a screen", async ({ page }) => {
  await signInOwn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre TV-Banner" })).toBeVisible();
  await waitForHydration(page);

  // the screens with their period and creative
  await expect(screenCard(page, SCREEN.location)).toContainText("01.09.2025 – 31.08.2027");
  await expect(screenCard(page, TV_BANNERS[2]!.location).getByTestId("bildschirm-stand")).toHaveText(`„${WAITING.title}“ wartet auf Ihre Freigabe.`);

  // the creative: a video that plays without JavaScript, its poster, both approvals in words
  const card = creativeCard(page, WAITING.title);
  const video = card.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "none");
  const poster = (await video.getAttribute("poster"))!;
  const posterAnswer = await page.request.get(poster);
  expect(posterAnswer.status()).toBe(200);
  expect(posterAnswer.headers()["content-type"]).toBe("image/jpeg");
  const src = (await video.locator("source").getAttribute("src"))!;
  const part = await page.request.get(src, { headers: { Range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-type"]).toBe("video/mp4");
  expect((await part.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  await expect(card.getByTestId("freigabe-kunde")).toHaveText("Noch nicht geprüft");
  await expect(card.getByTestId("freigabe-partner")).toHaveText("Freigegeben");
  await expect(page.getByText("Seine Freigabe können Sie nicht ändern.")).toBeVisible();

  // a rejection without a reason: the message at the field, the choice kept
  await card.getByLabel("Ablehnen – das Motiv soll überarbeitet werden").check();
  await card.getByRole("button", { name: "Entscheidung speichern" }).click();
  await expect(card.getByText(REASON_REQUIRED_MESSAGE)).toBeVisible();
  await expect(card.getByLabel("Ablehnen – das Motiv soll überarbeitet werden")).toBeChecked();
  await card.getByLabel("Grund der Ablehnung").fill("Bitte mit unserem neuen Logo.");
  await card.getByRole("button", { name: "Entscheidung speichern" }).click();
  await expect(card.getByText("Sie haben das Motiv abgelehnt. Die Agentur erhält Ihren Grund.")).toBeVisible();
  await expect(card.getByTestId("freigabe-kunde")).toHaveText("Abgelehnt");
  const history = card.getByRole("table", { name: `Verlauf der Freigaben für „${WAITING.title}“, die neuesten zuerst` });
  await expect(history.locator("tbody tr").first()).toContainText("Sabine Krüger");
  await expect(history.locator("tbody tr").first()).toContainText("Bitte mit unserem neuen Logo.");
  await expect(history.locator("tbody tr").last()).toContainText("Sendepartner");
  await expectAccessible(page, "tv banners");

  // accepted in another tab meanwhile: this tab's decision meets the conflict, then overrides it knowingly
  const other = await page.context().newPage();
  await other.goto(PATH);
  await waitForHydration(other);
  const otherCard = creativeCard(other, WAITING.title);
  await otherCard.getByLabel("Freigeben – das Motiv darf gesendet werden").check();
  await otherCard.getByRole("button", { name: "Entscheidung speichern" }).click();
  await expect(otherCard.getByTestId("freigabe-kunde")).toHaveText("Freigegeben");
  await other.close();
  await card.getByLabel("Grund der Ablehnung").fill("Bitte mit unserem neuen Logo und der neuen Adresse.");
  await card.getByRole("button", { name: "Entscheidung speichern" }).click();
  await expect(card.getByText("Die Freigabe dieses Motivs wurde inzwischen an anderer Stelle geändert", { exact: false })).toBeVisible();
  await card.getByRole("button", { name: "Gespeicherte Fassung übernehmen" }).click();
  await expect(card.getByTestId("freigabe-kunde")).toHaveText("Freigegeben");
  await expect(screenCard(page, TV_BANNERS[2]!.location).getByTestId("bildschirm-stand")).toHaveText(`„${WAITING.title}“ läuft.`);

  // the creative for a screen; a rejected one is not offered
  const screen = screenCard(page, SCREEN.location);
  const choice = screen.getByLabel("Motiv für diesen Bildschirm");
  expect(await choice.locator("option").allTextContents()).not.toContain(TV_CREATIVES[1]!.title);
  await choice.selectOption({ label: WAITING.title });
  await screen.getByRole("button", { name: "Motiv wählen" }).click();
  await expect(page.getByText("Das Motiv für den Bildschirm ist gewählt.")).toBeVisible();
  await expect(screenCard(page, SCREEN.location).getByTestId("bildschirm-stand")).toHaveText(`„${WAITING.title}“ läuft.`);
  await expect(creativeCard(page, WAITING.title)).toContainText(SCREEN.location);

  // the oldest creative on the next page of the list
  await page.getByRole("navigation", { name: "Seiten Ihrer Motive" }).getByRole("link", { name: "Nächste Seite" }).click();
  await expect(creativeCard(page, TV_CREATIVES[0]!.title).getByTestId("freigabe-kunde")).toHaveText("Freigegeben");
  await expect(creativeCard(page, WAITING.title)).toHaveCount(0);
});
