import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { pathTo } from "#domain/pages";
import { addDays } from "~/components/product/date-range";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { unavailableOf, viewTotalsCall } from "./statistiken.server";

/** The overview's figures: the last this many whole days (up to yesterday), against as many before. */
export const FIGURE_DAYS = 30;

/** The last FIGURE_DAYS days' totals against the days before; `unavailable` when Matomo does not answer. */
async function lastDays(portal: PortalContext, website: string, today: string) {
  const end = addDays(today, -1);
  const start = addDays(end, -(FIGURE_DAYS - 1));
  const [now, before] = await Promise.all([viewTotalsCall(portal, website, start, end), viewTotalsCall(portal, website, addDays(start, -FIGURE_DAYS), addDays(start, -1))]);
  const range = { startDate: start, endDate: end };
  const unavailable = unavailableOf([now, before]);
  if (unavailable) return { ...range, totals: null, previous: null, unavailable };
  const { totals } = await portal.need(now);
  return { ...range, totals, previous: before.ok ? before.data.totals : null, unavailable: null };
}

/**
 * The website overview (spec §2 website/uebersicht): the company's websites to
 * choose from, the chosen one's tier (spec §3), address and status, its visits
 * of the last 30 days against the 30 before, and its website check's last
 * result with the button to check again (spec §7 getWebsiteCheck).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const named = portal.url.searchParams.get("website");
  // with a website named its figures go out beside the list; without, they wait for the list's first website
  // (a name that is not one of the company's websites is refused there; the page then shows the first)
  const early = named ? lastDays(portal, named, today).catch(() => null) : null;
  const { websites } = await portal.need(await portal.api.call((api) => api.customer.getWebsites.$get({ query: {} })));
  const chosen = websites.find((w) => w.id === named) ?? websites[0] ?? null;
  const companyId = (await portal.auth())?.accountId ?? "";
  const list = websites.map((w) => ({ id: w.id, url: w.url, tierName: w.tierName }));
  if (!chosen) return { companyId, websites: list, website: null, figures: null };
  const figures = chosen.piwikId === null ? null : ((chosen.id === named ? await early : null) ?? (await lastDays(portal, chosen.id, today)));
  const { id, url, tierName, status, encUrl, check } = chosen;
  return { companyId, websites: list, website: { id, url, tierName, status, encUrl, check, hasStatistics: chosen.piwikId !== null }, figures };
}

/** The overview's address with the website chosen, at the check. */
const back = (website: string) => `${pathTo("website.overview")}?website=${encodeURIComponent(website)}#pruefung`;

/**
 * "Website jetzt prüfen" (spec §7 getWebsiteCheck): the check runs on the
 * backend; its result is stored there and the page shows it after the redirect.
 * A check sooner than 10 s after the last (spec §9) answers with the seconds
 * to wait, shown at the button; an address that cannot be checked with its message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const website = String(form.get("website") ?? "");
  if (!(await loadedForActiveCompany(portal, form))) {
    return data({ wait: null, message: OTHER_COMPANY_BUTTON_MESSAGE }, { status: 409 });
  }
  const res = await portal.api.call((api) => api.customer.getWebsiteCheck.$get({ query: { encUrl: String(form.get("encUrl") ?? "") } }));
  if (res.ok) throw redirect(back(website));
  if (res.status === 429) return data({ wait: res.retryAfter ?? 10, message: res.errors[0]?.message ?? null }, { status: 429 });
  if (res.status === 400) return data({ wait: null, message: res.errors[0]?.message ?? null }, { status: 400 });
  if (res.status === 401 || res.status === 403) await portal.need(res);
  return data({ wait: null, message: portal.failedWrite(res, "Die Prüfung konnte gerade nicht gestartet werden. Bitte versuchen Sie es später erneut.").text }, { status: 502 });
}
