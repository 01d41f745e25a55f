import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pathTo } from "#domain/pages";
import { LATEST_REPORTS, MAX_REPORTS_PER_CALL } from "#domain/rating-awards";
import { activeCompanyId } from "./downloads.server";

/** `?jahr=2025`: a year the call takes (2000 to 2999), else none (the page asks to choose one). */
const yearOf = (url: URL): number | null => {
  const v = url.searchParams.get("jahr") ?? "";
  return /^2\d{3}$/.test(v) ? Number(v) : null;
};

/**
 * The marketing packages (spec §2 rating product `vermarktungspakete`, §7
 * marketing-packages/reports/retrieve-latest): the latest reports and the years
 * of the archive in one call, and the year asked for (`?jahr=`) in the same
 * round; each report with its PDF's address.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const year = yearOf(portal.url);
  const companyId = await activeCompanyId(portal);
  const [latest, ofYear] = await Promise.all([
    portal.api.call((api) => api.wkdb["marketing-packages"].reports["retrieve-latest"].$post({ json: { companyId, year: null, offset: 0, limit: LATEST_REPORTS } })),
    year === null ? null : portal.api.call((api) => api.wkdb["marketing-packages"].reports["retrieve-latest"].$post({ json: { companyId, year, offset: 0, limit: MAX_REPORTS_PER_CALL } })),
  ]);
  const l = await portal.need(latest);
  const y = ofYear ? await portal.need(ofYear) : null;
  const row = (r: { download: string; label: string }) => ({ label: r.label, pdf: pathTo("wkdb.packagePdf", { monat: r.download }) });
  return {
    latest: l.reports.map(row),
    years: l.years,
    // an asked year that has none (an old link) says so
    year: year === null ? null : { year, reports: (y?.reports ?? []).map(row) },
    asked: portal.url.searchParams.has("jahr"),
  };
}
