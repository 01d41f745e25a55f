import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { SEA_MESSAGES } from "#domain/sea";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany, sumaCall } from "~/server/adplorer.server";
import type { ApiResult } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal } from "~/server/date-range.server";
import { clampPage, newestFirstPage, pageParam } from "~/server/paging.server";
import { seaReport, TABLE_PAGE_ROWS } from "./statistiken.server";

/** Ad groups a page (spec §9's page size of lists). */
export const GROUPS_PER_PAGE = 10;
/** The ad groups' pager (`seite` is the compared campaigns' table of periods). */
export const GROUP_PAGE_PARAM = "gruppenseite";
/** At most this many campaigns compared at once (as the backend takes, spec §7 adGroupCampaignIds). */
export const MAX_COMPARED = 20;

/**
 * The ad groups of the search-engine ads (spec §2 suchmaschinenWerbung/anzeigengruppen,
 * §7 suma/statistics/adGroups, adGroups/campaigns, adGroups/campaign): the
 * range from the product kit's GET form; the ad groups with their figures, a
 * page at a time; one opened (`gruppe`) lists its campaigns, of which several
 * chosen at once (`kampagne`, repeated) are shown together over time. All in
 * the address: it works without JavaScript and every view can be bookmarked.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const group = portal.url.searchParams.get("gruppe");
  const chosen = [...new Set(portal.url.searchParams.getAll("kampagne"))].slice(0, MAX_COMPARED);
  const base = { today, form: range.form, errors: range.errors, notice: null as string | null, group: null as { id: string; name: string } | null, groupPage: 1, chosen, groups: null, pager: null, campaigns: null, compared: null };
  const account = await adplorerAccountOf(portal);
  if (isUnknownCompany(account)) return { ...base, notice: SEA_MESSAGES.unknownCompany };
  const { adplorerCompanyId } = await portal.need(account);
  if (!range.query) return base;
  const q = range.query;
  const [groups, campaigns, compared] = await Promise.all([
    sumaCall(() => portal.api.call((api) => api.adplorer.suma.statistics.adGroups.$post({ json: { adplorerCompanyId, ...q } }))),
    group ? sumaCall(() => portal.api.call((api) => api.adplorer.suma.adGroups.campaigns.$post({ json: { adplorerCompanyId, adGroupId: group, ...q } }))) : null,
    chosen.length ? sumaCall(() => portal.api.call((api) => api.adplorer.suma.adGroups.campaign.$post({ json: { adplorerCompanyId, adGroupCampaignIds: chosen, ...q } }))) : null,
  ]);
  const answers = [groups, campaigns, compared].filter((a) => a !== null);
  if (answers.some(isAlreadyLoading)) return { ...base, notice: SEA_MESSAGES.alreadyLoading };
  await dropStaleAccount(portal, [groups]);
  const errors = rangeRefusal(answers);
  if (errors) return { ...base, errors };
  const list = (await portal.need(groups)).adGroups;
  const { page, pages } = clampPage(pageParam(portal.url, GROUP_PAGE_PARAM), list.length, GROUPS_PER_PAGE);
  // an ad group or campaign of another account (an address kept from before a company switch) is not opened
  const read = async <T>(r: ApiResult<T> | null): Promise<T | null> => (!r ? null : !r.ok && r.status === 403 ? null : portal.need(r));
  const opened = (await read(campaigns))?.campaigns ?? null;
  const together = await read(compared);
  const periods = together ? newestFirstPage(portal.url, together.periods.length, TABLE_PAGE_ROWS) : null;
  const openedGroup = opened ? (list.find((g) => g.id === group) ?? null) : null;
  return {
    ...base,
    group: openedGroup ? { id: openedGroup.id, name: openedGroup.name } : null,
    groupPage: page,
    chosen: together ? chosen : [],
    groups: list.slice((page - 1) * GROUPS_PER_PAGE, page * GROUPS_PER_PAGE),
    pager: pages > 1 ? { page, pages, total: list.length } : null,
    campaigns: opened,
    compared: together && periods ? { names: together.campaigns.map((c) => c.name), report: seaReport(together, periods.rows), table: periods.table } : null,
  };
}
