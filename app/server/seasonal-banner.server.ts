import { berlinToday } from "#domain/format";
import { seasonalBannerText, seasonalPeriodOn } from "#domain/seasonal-banner";
import type { PortalContext } from "./context.server";
import { noticeNow } from "./test-clock.server";

/** The season whose banner the user closed (its first day), in the portal state until the session ends. */
export const SEASONAL_BANNER_HIDDEN = "seasonalBannerHidden";
export const SEASONAL_BANNER_HIDDEN_S = 12 * 60 * 60;

/**
 * The seasonal banner of this request (spec §1), for the logged-in layout: null
 * outside its dates or when closed in this session (the portal state is read only
 * on the days it shows).
 */
export async function seasonalBannerFor(portal: PortalContext): Promise<{ season: string; text: string } | null> {
  const period = seasonalPeriodOn(berlinToday(noticeNow(portal)));
  if (!period) return null;
  if ((await portal.state.get<string>(SEASONAL_BANNER_HIDDEN)) === period.shownFrom) return null;
  return { season: period.shownFrom, text: seasonalBannerText(period) };
}
