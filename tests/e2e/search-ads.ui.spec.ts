import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signIn, switchCompany } from "./personas";
import { campaignDay, SEA_ACCOUNTS, structureOf } from "../../seed/sea.mjs";
import { daysOf } from "#domain/statistics";
import { formatEuro } from "#domain/sea";
import { csvColumn, tableCsv } from "./csv";

/**
 * The search-engine ads (spec §2 suchmaschinenWerbung/statistiken, anzeigengruppen,
 * budget) of Krüger Haustechnik and Café am Dom, with the figures of seed/sea.mjs.
 * Runs with JavaScript on and off; the shared kunde@ session switches company in
 * its own browser only (the session cookie holds the active company).
 */
const BASE = "/kunde/meineProdukte/suchmaschinenWerbung";
const [HAUSTECHNIK, CAFE] = SEA_ACCOUNTS as [(typeof SEA_ACCOUNTS)[number], (typeof SEA_ACCOUNTS)[number]];
const number = new Intl.NumberFormat("de-DE");

/** The seed's clicks and cost of some campaigns (all of the account without ids) over some days. */
function seeded(account: (typeof SEA_ACCOUNTS)[number], days: string[], ids = structureOf(account).flatMap((g) => g.campaigns.map((c) => c.id))) {
  let clicks = 0;
  let cost = 0;
  for (const id of ids)
    for (const d of days) {
      const f = campaignDay(account, id, d);
      clicks += f?.clicks ?? 0;
      cost += f?.costCents ?? 0;
    }
  return { clicks, cost };
}

test("search-engine ads: the statistics, an ad group's campaigns compared, the month's budget; another company's figures after a switch", async ({ page }) => {
  await signIn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");

  // statistics by week: the clicks of each week, compared with the range before
  await page.goto(`${BASE}/statistiken?von=05.10.2026&bis=25.10.2026&intervall=woche`);
  await expect(page.getByRole("heading", { level: 1, name: "Statistiken Ihrer Suchmaschinenwerbung" })).toBeVisible();
  const weeks = page.getByRole("table", { name: "Einblendungen, Klicks und Kosten je Woche" });
  await expect(weeks.locator("tbody tr")).toHaveCount(3);
  await expect(weeks.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(number.format(seeded(HAUSTECHNIK, daysOf("2026-10-05", "2026-10-11")).clicks));
  await expect(page.getByTestId("vergleich-clicks")).toContainText("gegenüber dem Vorzeitraum");
  await expectAccessible(page, "search-ads statistics");
  // the same periods as CSV: numbers a spreadsheet reads (no thousands separator)
  const weeksCsv = await tableCsv(page, "Einblendungen, Klicks und Kosten je Woche");
  expect(csvColumn(weeksCsv, "Zeitraum")).toEqual(["KW 41, 05.10.–11.10.2026", "KW 42, 12.10.–18.10.2026", "KW 43, 19.10.–25.10.2026"]);
  expect(csvColumn(weeksCsv, "Klicks")[0]).toBe(String(seeded(HAUSTECHNIK, daysOf("2026-10-05", "2026-10-11")).clicks));
  expect(csvColumn(weeksCsv, "Kosten netto (€)")[0]).toBe(String(seeded(HAUSTECHNIK, daysOf("2026-10-05", "2026-10-11")).cost / 100).replace(".", ","));

  // ad groups: open one, choose two of its campaigns, see them together
  await page.goto(`${BASE}/anzeigengruppen?von=01.09.2026&bis=30.09.2026&intervall=monat`);
  const group = structureOf(HAUSTECHNIK)[1]!;
  const groupsCsv = await tableCsv(page, "Anzeigengruppen");
  expect(csvColumn(groupsCsv, "Anzeigengruppe")).toEqual(structureOf(HAUSTECHNIK).map((g) => g.name));
  expect(csvColumn(groupsCsv, "Klicks")).toEqual(structureOf(HAUSTECHNIK).map((g) => String(seeded(HAUSTECHNIK, daysOf("2026-09-01", "2026-09-30"), g.campaigns.map((c) => c.id)).clicks)));
  await page.getByRole("link", { name: `Kampagnen von ${group.name} zeigen` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Kampagnen von ${group.name}` })).toBeVisible();
  const [first, second] = group.campaigns as [(typeof group.campaigns)[number], (typeof group.campaigns)[number]];
  await page.getByRole("checkbox", { name: first.name }).check();
  await page.getByRole("checkbox", { name: second.name }).check();
  await page.getByRole("button", { name: "Ausgewählte Kampagnen zeigen" }).click();
  const together = page.getByRole("table", { name: "Ausgewählte Kampagnen: Einblendungen, Klicks und Kosten je Monat" });
  await expect(together.locator("tbody tr th")).toHaveText(["September 2026"]);
  await expect(together.locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(number.format(seeded(HAUSTECHNIK, daysOf("2026-09-01", "2026-09-30"), [first.id, second.id]).clicks));

  // the budget of a past month: the spend against the budget, Google's rule checked
  await page.goto(`${BASE}/budget?monat=2026-10`);
  const figures = page.getByTestId("budget-zahlen");
  await expect(figures.getByRole("definition").first()).toHaveText(formatEuro(HAUSTECHNIK.monthlyBudgetCents).replace(/\s/g, "\u00a0"));
  await expect(figures.getByRole("definition").nth(2)).toHaveText(formatEuro(seeded(HAUSTECHNIK, daysOf("2026-10-01", "2026-10-31")).cost).replace(/\s/g, "\u00a0"));
  await expect(page.getByTestId("budget-regel")).toContainText("An keinem Tag mehr als das Doppelte des Tagesbudgets");
  await expect(page.getByRole("table", { name: "Ausgaben je Tag" }).locator("tbody tr")).toHaveCount(31);
  const daysCsv = await tableCsv(page, "Ausgaben je Tag");
  expect(daysCsv[0]).toEqual(["Tag", "Ausgaben netto (€)", "mit 19 % USt. (€)", "Anteil am Tagesbudget (%)"]);
  expect(csvColumn(daysCsv, "Tag")).toHaveLength(31);
  expect(csvColumn(daysCsv, "Tag")[0]).toBe("Do, 01.10.2026");
  const spent = csvColumn(daysCsv, "Ausgaben netto (€)").reduce((sum, v) => sum + Math.round(Number(v.replace(",", ".")) * 100), 0);
  expect(spent).toBe(seeded(HAUSTECHNIK, daysOf("2026-10-01", "2026-10-31")).cost);

  // spec §4.5: after a switch the other company's account, not the one asked for before
  await switchCompany(page, "Café am Dom");
  await page.goto(`${BASE}/statistiken?von=05.10.2026&bis=25.10.2026&intervall=woche`);
  await expect(page.getByRole("table", { name: "Einblendungen, Klicks und Kosten je Woche" }).locator("tbody tr").first().getByRole("cell").nth(1)).toHaveText(
    number.format(seeded(CAFE, daysOf("2026-10-05", "2026-10-11")).clicks),
  );
});
