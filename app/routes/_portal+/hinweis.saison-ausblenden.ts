import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { hideBannerAnswer } from "~/server/hide-banner.server";
import { SEASONAL_BANNER_HIDDEN, SEASONAL_BANNER_HIDDEN_S } from "~/server/seasonal-banner.server";
import { seasonalPeriodOn } from "#domain/seasonal-banner";
import { berlinToday } from "#domain/format";
import { noticeNow } from "~/server/test-clock.server";
import { pathTo } from "#domain/pages";

/** No page of its own: a visit leads to the dashboard. */
export const loader = () => redirect(pathTo("dashboard"));

/**
 * "Hinweis ausblenden" of the seasonal banner (spec §1): hidden until the session
 * ends (the next login shows it again while its dates last).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const period = seasonalPeriodOn(berlinToday(noticeNow(portal)));
  if (period) await portal.state.set(SEASONAL_BANNER_HIDDEN, period.shownFrom, SEASONAL_BANNER_HIDDEN_S);
  return hideBannerAnswer(form);
}
