import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn, switchCompany } from "./personas";
import { callsOn, SECRETARIAL_CONTRACTS } from "../../seed/secretarial.mjs";
import { daysOf, periodLabel, periodsOf } from "#domain/statistics";
import { CALLS_PER_PAGE } from "#domain/secretarial";
import { berlinToday } from "#domain/format";
import { csvColumn, tableCsv } from "./csv";

/**
 * The secretarial service (spec §2 sekretariatsservice/uebersicht and
 * anleitungen) of Krüger Haustechnik, with the calls of seed/secretarial.mjs.
 * Runs with JavaScript on and off; the shared kunde@ session switches company
 * in its own browser only.
 */
const BASE = "/kunde/meineProdukte/sekretariatsservice";
const CONTRACT = SECRETARIAL_CONTRACTS[0]!;
const calls = (from: string, to: string) => daysOf(from, to).flatMap((d) => callsOn(CONTRACT, d));

test("secretarial service: the month's minutes, calls per week and hour, the caller list page by page, the forwarding guide", async ({ page }) => {
  await signIn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");
  await page.goto(`${BASE}/uebersicht?von=01.10.2026&bis=31.10.2026&intervall=woche`);
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Sekretariatsservice" })).toBeVisible();
  const month = berlinToday().slice(0, 7);
  const used = calls(`${month}-01`, berlinToday()).reduce((n, c) => n + Math.ceil(c.durationSeconds / 60), 0);
  await expect(page.getByTestId("minuten")).toContainText(`${new Intl.NumberFormat("de-DE").format(used)} von 600 Minuten genutzt`);

  const weeks = periodsOf("2026-10-01", "2026-10-31", "Week", berlinToday());
  const byWeek = page.getByRole("table", { name: "Anrufe je Woche" });
  await expect(byWeek.locator("tbody tr th")).toHaveText(weeks.map((w) => periodLabel("Week", w)));
  await expect(byWeek.locator("tbody tr").first().getByRole("cell").first()).toHaveText(String(calls(weeks[0]!.start, weeks[0]!.end).length));
  await expect(page.getByRole("table", { name: "Anrufe nach Wochentag und Uhrzeit" })).toBeVisible();
  // both tables as CSV: the weeks' calls, and the calls by weekday and time of day adding up to the range's
  const weeksCsv = await tableCsv(page, "Anrufe je Woche");
  expect(csvColumn(weeksCsv, "Anrufe")).toEqual(weeks.map((w) => String(calls(w.start, w.end).length)));
  const hoursCsv = await tableCsv(page, "Anrufe nach Wochentag und Uhrzeit");
  expect(hoursCsv[0]!.slice(1, 3)).toEqual(["Montag", "Dienstag"]);
  expect(hoursCsv.slice(1).flatMap((r) => r.slice(1)).reduce((n, v) => n + Number(v || 0), 0)).toBe(calls("2026-10-01", "2026-10-31").length);

  // the newest call first; the next page goes on with the sixth
  const all = calls("2026-10-01", "2026-10-31").reverse();
  const list = page.getByRole("table", { name: "Anrufe, die neuesten zuerst" });
  await expect(list.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(all[0]!.concern);
  await page.getByRole("navigation", { name: "Seiten der Anrufliste" }).getByRole("link", { name: "Nächste Seite" }).click();
  await expect(list.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(all[CALLS_PER_PAGE]!.concern);
  await expect(list.locator("tbody tr").first().getByRole("rowheader")).toHaveText(`${all[CALLS_PER_PAGE]!.startedAt.slice(8, 10)}.${all[CALLS_PER_PAGE]!.startedAt.slice(5, 7)}.2026, ${all[CALLS_PER_PAGE]!.startedAt.slice(11, 16)}`);
  await expectAccessible(page, "secretarial overview");

  // the caller list as CSV, oldest first
  const listCsv = await tableCsv(page, "Anrufliste");
  expect(listCsv[0]).toEqual(["Zeit", "Name", "Rufnummer", "Anliegen", "Notiz", "Dauer", "Dauer (Sekunden)"]);
  expect(listCsv).toHaveLength(all.length + 1);
  expect(listCsv[1]![0]).toContain(all.at(-1)!.startedAt);
  expect(csvColumn(listCsv, "Anliegen")).toEqual(all.map((c) => c.concern).reverse());

  // the guide: the codes with the service's number, ready to dial
  await page.getByRole("link", { name: "so geht’s" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Anrufe an den Sekretariatsservice weiterleiten" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "**61*02214710100#" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "##61#" })).toBeVisible();
  await expectAccessible(page, "forwarding guide");
});
