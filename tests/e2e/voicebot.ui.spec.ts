import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn, switchCompany } from "./personas";
import { VOICEBOT_CONTRACTS, voicebotCallsOn } from "../../seed/voicebot.mjs";
import { daysOf, periodLabel, periodsOf } from "#domain/statistics";
import { OUTCOME_LABELS, REASON_LABELS, VOICEBOT_CALLS_PER_PAGE } from "#domain/voicebot";
import { berlinToday } from "#domain/format";
import { parseCsv, tableCsv } from "./csv";

/**
 * The voicebot's page (spec §2 "Voicebot: {token}", the path carries the
 * provider's number) of Krüger Haustechnik, with the calls of
 * seed/voicebot.mjs. Runs with JavaScript on and off; the shared kunde@ session
 * switches company in its own browser only.
 */
const VOICEBOT = VOICEBOT_CONTRACTS[0]!;
const PATH = `/kunde/meineProdukte/${VOICEBOT.token}`;
const calls = (from: string, to: string) => daysOf(from, to).flatMap((d) => voicebotCallsOn(VOICEBOT, d));
test("voicebot: reached through the menu by its number; key figures, calls per week by outcome, reasons, the call list page by page, CSV; another number is no page", async ({ page }) => {
  await signIn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");
  // the side menu and the dashboard's tile lead to the page of the company's voicebot number
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Voicebot" })).toHaveAttribute("href", PATH);
  // (the switch shows the expired owner claim's page first)
  await page.goto("/");
  await page.getByTestId("product-tiles").getByRole("link", { name: "Zum Voicebot" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Voicebot" })).toBeVisible();
  await expect(page.locator("main#inhalt")).toContainText(VOICEBOT.phoneNumber);
  expect(new URL(page.url()).pathname).toBe(PATH);

  await page.goto(`${PATH}?von=01.10.2026&bis=31.10.2026&intervall=woche`);
  const all = calls("2026-10-01", "2026-10-31").reverse();
  const number = new Intl.NumberFormat("de-DE");
  await expect(page.getByRole("heading", { level: 2, name: "Ihre Anrufe vom 01.10.2026 bis 31.10.2026" })).toBeVisible();
  const figures = page.locator("dl").filter({ hasText: "Ø Dauer" });
  await expect(figures.locator("div").filter({ hasText: /^Anrufe/ }).locator("dd").first()).toHaveText(number.format(all.length));
  const handedOn = all.filter((c) => c.outcome === "forwarded" || c.outcome === "message").length;
  await expect(figures.locator("div").filter({ hasText: /^An Sie weitergegeben/ }).locator("dd").first()).toHaveText(
    `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(Math.round((handedOn / all.length) * 1000) / 10)} %`,
  );
  await expect(page.getByTestId("vergleich-handedOn")).toContainText(/Prozentpunkt.* gegenüber dem Vorzeitraum/);

  const weeks = periodsOf("2026-10-01", "2026-10-31", "Week", berlinToday());
  const byWeek = page.getByRole("table", { name: "Anrufe je Woche" });
  await expect(byWeek.locator("tbody tr th")).toHaveText(weeks.map((w) => periodLabel("Week", w)));
  const firstWeek = calls(weeks[0]!.start, weeks[0]!.end);
  await expect(byWeek.locator("tbody tr").first().getByRole("cell").first()).toHaveText(String(firstWeek.length));
  const reasons = page.getByRole("table", { name: "Anrufe je Anliegen" });
  await expect(reasons.locator("tbody tr").first().getByRole("rowheader")).toHaveText(REASON_LABELS.appointment);
  await expect(reasons.locator("tbody tr").first().getByRole("cell").first()).toHaveText(String(all.filter((c) => c.reason === "appointment").length));

  // the newest call first; the next page goes on with the sixth
  const list = page.getByRole("table", { name: "Anrufe beim Voicebot, die neuesten zuerst" });
  const at = (i: number) => `${all[i]!.startedAt.slice(8, 10)}.${all[i]!.startedAt.slice(5, 7)}.2026, ${all[i]!.startedAt.slice(11, 16)}`;
  await expect(list.locator("tbody tr").first().getByRole("rowheader")).toHaveText(at(0));
  await expect(list.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(OUTCOME_LABELS[all[0]!.outcome]);
  await page.getByRole("navigation", { name: "Seiten der Anrufliste" }).getByRole("link", { name: "Nächste Seite" }).click();
  await expect(list.locator("tbody tr").first().getByRole("rowheader")).toHaveText(at(VOICEBOT_CALLS_PER_PAGE));
  await expect(list.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(OUTCOME_LABELS[all[VOICEBOT_CALLS_PER_PAGE]!.outcome]);
  await expectAccessible(page, "voicebot");

  // the call list as CSV, oldest first, every call of the range
  const listCsv = await page.request.get((await page.getByRole("link", { name: "Tabelle als CSV herunterladen: Anrufliste" }).getAttribute("href"))!);
  expect(listCsv.headers()["content-disposition"]).toContain("Voicebot");
  const rows = parseCsv((await listCsv.body()).toString("utf8"));
  expect(rows[0]).toEqual(["Zeit", "Rufnummer", "Ausgang", "Dauer", "Dauer (Sekunden)", "Anliegen", "Angabe des Anrufers"]);
  expect(rows).toHaveLength(all.length + 1);
  const oldest = all.at(-1)!;
  expect(rows[1]!.slice(1, 3)).toEqual([oldest.callerNumber, OUTCOME_LABELS[oldest.outcome]]);
  expect(rows[1]![4]).toBe(String(oldest.durationSeconds));
  // the weeks' table as CSV
  const weeksCsv = await tableCsv(page, "Anrufe je Woche");
  expect(weeksCsv[0]!.slice(0, 2)).toEqual(["Zeitraum", "Anrufe"]);
  expect(weeksCsv).toHaveLength(weeks.length + 1);
  expect(weeksCsv[1]!.slice(0, 2)).toEqual([periodLabel("Week", weeks[0]!), String(firstWeek.length)]);
  // the reasons as CSV, with their share
  const reasonsCsv = await tableCsv(page, "Anliegen der Anrufer");
  expect(reasonsCsv[0]).toEqual(["Anliegen", "Anrufe", "Anteil (%)"]);
  expect(reasonsCsv[1]!.slice(0, 2)).toEqual([REASON_LABELS.appointment, String(all.filter((c) => c.reason === "appointment").length)]);

  // a number that is not this company's voicebot: no page (never another company's calls)
  const other = await page.goto("/kunde/meineProdukte/7300999001");
  expect(other?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  expect((await page.request.get("/kunde/meineProdukte/7300999001/csv?tabelle=anrufliste")).status()).toBe(404);
  // another company (Café am Dom, no voicebot) with Krüger Haustechnik's number: the not-booked page, none of the calls
  await switchCompany(page, "Café am Dom");
  const foreign = await page.goto(PATH);
  expect(foreign?.status()).toBe(200);
  await expect(page.locator("main#inhalt")).toContainText("Das Produkt „Voicebot“ ist für diese Firma nicht gebucht.");
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Voicebot" })).toHaveCount(0);
  expect((await page.request.get(`${PATH}/csv?tabelle=anrufliste`)).status()).toBe(404);
});
