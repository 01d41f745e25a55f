import type { Page } from "@playwright/test";
import { expect, test } from "./browser-test";
import { expectAccessible } from "./a11y-helpers";
import { signInOwn, switchCompany, type Account } from "./personas";
import { mailsTo } from "./mails";
import { leadDays, leadsOn, type SeededLead } from "../../seed/leads.mjs";
import { LEADS_PER_PAGE, truncateText } from "#domain/leads";
import { berlinToday, formatDateDe } from "#domain/format";

/**
 * Requests and leads (spec §2 /kunde/anfragen/: uebersicht, angebote, jobs,
 * nachrichten; §7 Leads; §9 Leads) in a test-pool copy of Bäckerei Krüger
 * (MB-LEADS) and of Krüger Haustechnik (job applications, no leads product),
 * whose leads are those of seed/leads.mjs for the last 60 days. One test per
 * page; each runs with JavaScript on and off and accepts leads of its own copy.
 */
const today = berlinToday();
/** the copies' days (scripts/lib.mjs seeds the pool's copies with the last 60) */
const DAYS = leadDays(today).slice(-60);
/** The copy of a demo company the account has: 7SSS01 (Bäckerei Krüger), 7SSS02 (Krüger Haustechnik). */
const copyOf = (account: Account, n: 1 | 2) => `7${account.login.match(/-(\d{3})@/)![1]}0${n}`;
const seeded = (companyId: string, source: string) =>
  DAYS.flatMap((d) => leadsOn(companyId, d, today, source)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.externalId.localeCompare(a.externalId));
const item = (page: Page, lead: SeededLead) => page.locator(`[id="anfrage-${lead.externalId}"]`);
const number = new Intl.NumberFormat("de-DE");
const germanDay = (iso: string) => formatDateDe(`${iso}T12:00:00Z`);

test("leads overview: the area in the menu, key figures against the range before, the list ten at a time with 'Weitere laden', accepting shows the contact data only afterwards, twice is said", async ({ page, context }) => {
  const account = await signInOwn(page, "kunde");
  const all = seeded(copyOf(account, 1), "100101");
  // the side menu's "Anfragen" section leads to the overview
  await page.getByRole("navigation", { name: "Hauptmenü" }).locator('a[href="/kunde/anfragen/uebersicht"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Anfragen" })).toBeVisible();

  // the key figures of the default range (the last 12 weeks hold every lead of the copy), with the comparison
  const figures = page.locator("dl").filter({ hasText: "Antwortzeit (Median)" });
  await expect(figures.locator("div").filter({ hasText: /^Anfragen/ }).locator("dd").first()).toHaveText(number.format(all.length));
  await expect(figures.locator("div").filter({ hasText: /^Beantwortet/ }).locator("dd").first()).toHaveText(number.format(all.filter((l) => l.answeredAt).length));
  await expect(figures).toContainText("gegenüber dem Vorzeitraum");
  await expect(page.getByRole("table", { name: "Nach Art der Anfrage" }).locator("tbody tr").first()).toContainText(String(all.filter((l) => l.type === "request").length));

  // ten leads, the newest first; the newest is not accepted yet: nothing of its requester in the page at all
  const newest = all[0]!;
  await expect(page.locator("main li[id^=anfrage-]")).toHaveCount(LEADS_PER_PAGE);
  await expect(item(page, newest).getByRole("heading")).toHaveText(newest.subject);
  expect(await page.content()).not.toContain(newest.requesterEmail);
  await expect(item(page, newest)).not.toContainText(newest.requesterName);

  // the same page in a second tab, to accept it again later
  const other = await context.newPage();
  await other.goto("/kunde/anfragen/uebersicht");
  await item(page, newest).getByRole("button", { name: "Annehmen" }).click();
  await expect(page.getByText("Die Anfrage ist angenommen.")).toBeVisible();
  await expect(item(page, newest).getByTestId("kontakt")).toContainText(newest.requesterName);
  await expect(item(page, newest).getByRole("link", { name: newest.requesterEmail })).toHaveAttribute("href", `mailto:${newest.requesterEmail}`);
  await expect(item(page, newest)).toContainText(/Angenommen am \d\d\.\d\d\.\d{4}, \d\d:\d\d von Sabine Krüger/);
  // twice: said in German, nothing changed
  await item(other, newest).getByRole("button", { name: "Annehmen" }).click();
  await expect(other.getByText("Diese Anfrage wurde bereits angenommen. Es wurde nichts geändert.")).toBeVisible();
  await other.close();
  await expectAccessible(page, "leads overview");

  // "Weitere laden": the next ten (with JavaScript added below, without it the next page's address)
  const eleventh = all[LEADS_PER_PAGE]!;
  await page.getByRole("link", { name: "Weitere laden" }).click();
  await expect(item(page, eleventh).getByRole("heading")).toHaveText(eleventh.subject);
  // past the end: no leads, no link (spec §9)
  await page.goto(`/kunde/anfragen/uebersicht?ab=${all.length}`);
  await expect(page.getByText("Hier folgen keine weiteren Einträge.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Weitere laden" })).toHaveCount(0);
});

test("leads offers: only requests for a quote; a long text cut at 100 characters, whole when opened", async ({ page }) => {
  const account = await signInOwn(page, "kunde", "/kunde/anfragen/angebote");
  const offers = seeded(copyOf(account, 1), "100101").filter((l) => l.type === "offer");
  await expect(page.getByRole("heading", { level: 1, name: "Angebotsanfragen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `${number.format(offers.length)} Einträge, die neuesten zuerst` })).toBeVisible();
  const shown = offers.slice(0, LEADS_PER_PAGE);
  await expect(page.locator("main li[id^=anfrage-] h3")).toHaveText(shown.map((l) => l.subject));
  // (the seed's quote requests are partly longer than 100 characters)
  const long = shown.find((l) => truncateText(l.message) !== l.message)!;
  await expect(item(page, long)).toContainText(truncateText(long.message));
  await expect(item(page, long)).not.toContainText(long.message);
  await item(page, long).getByRole("link", { name: "Ganzen Text lesen" }).click();
  await expect(item(page, long)).toContainText(long.message);
  await expectAccessible(page, "leads offers");
});

test("leads jobs: Krüger Haustechnik has no leads product but applications: the area shows, each with its job ad and the day it is deleted (AGG)", async ({ page }) => {
  const account = await signInOwn(page, "kunde");
  await switchCompany(page, "Krüger Haustechnik KG");
  const apps = seeded(copyOf(account, 2), "100102");
  const menu = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(menu.locator('a[href="/kunde/anfragen/jobs"]')).toBeVisible();
  await page.goto("/kunde/anfragen/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Bewerbungen" })).toBeVisible();
  await expect(page.getByText("sechs Monate nach dem Ende der Anzeige gelöscht").first()).toBeVisible();
  const first = apps[0]!;
  await expect(item(page, first)).toContainText(`Stellenanzeige: ${first.jobTitle}`);
  await expect(item(page, first)).toContainText("(läuft noch)");
  await item(page, first).getByRole("button", { name: "Annehmen" }).click();
  await expect(item(page, first).getByTestId("kontakt")).toContainText(first.requesterEmail);
  // an application to an ad that closed (seed/leads.mjs: five weeks ago): the day it is deleted, six months on
  const closed = apps.findIndex((a) => a.deleteOn);
  await page.goto(`/kunde/anfragen/jobs?ab=${closed}`);
  await expect(item(page, apps[closed]!)).toContainText(`(beendet am ${germanDay(apps[closed]!.jobClosedOn!)}). Wird am ${germanDay(apps[closed]!.deleteOn!)} gelöscht (AGG).`);
  await expectAccessible(page, "leads jobs");
});

test("leads messages: accepted, then answered by mail from the page; the reply reaches the outbox and the message counts as answered", async ({ page }) => {
  const account = await signInOwn(page, "kunde", "/kunde/anfragen/nachrichten");
  const messages = seeded(copyOf(account, 1), "100101").filter((l) => l.type === "message");
  const open = messages.find((m) => !m.acceptedAt)!;
  await expect(page.getByRole("heading", { level: 1, name: "Nachrichten" })).toBeVisible();
  await expect(page.locator("main li[id^=anfrage-]").first()).toContainText("Nachricht vom");
  await item(page, open).getByRole("button", { name: "Annehmen" }).click();
  await expect(item(page, open).getByTestId("kontakt")).toContainText(open.requesterEmail);
  await item(page, open).getByRole("link", { name: /per E-Mail antworten/i }).click();
  const reply = `Vielen Dank für Ihre Nachricht (${test.info().project.name}).`;
  await item(page, open).getByLabel(`Ihre Antwort per E-Mail an ${open.requesterName}`).fill(reply);
  await item(page, open).getByRole("button", { name: "Antwort senden" }).click();
  await expect(page.getByText("Ihre Antwort ist per E-Mail unterwegs.")).toBeVisible();
  await expect(item(page, open)).toContainText(/Beantwortet am \d\d\.\d\d\.\d{4}/);
  const mails = await mailsTo(page.request, open.requesterEmail);
  expect(mails.some((m) => m.text.includes(reply))).toBe(true);
  await expectAccessible(page, "leads messages");
});
