import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { highlightRows, monthName } from "~/components/dashboard/report";
import { menuOf } from "~/server/layout.server";

/**
 * Spec §2 /kunde highlights (decision 089): what changed for the active company
 * this calendar month (Berlin), newest first, each line with its day and a link
 * to its page; shaped here, so the page is plain server-rendered text.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [answer, menu] = await Promise.all([portal.api.call((api) => api.customer.getHighlights.$get()), menuOf(portal)]);
  const data = await portal.need(answer);
  const products = menu.ok ? (menu.data.customer?.products ?? []) : [];
  return { month: monthName(data.month), rows: highlightRows(data.highlights, products) };
}
