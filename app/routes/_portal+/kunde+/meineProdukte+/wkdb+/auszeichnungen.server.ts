import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatDateDe } from "#domain/format";
import { pathTo } from "#domain/pages";
import { averageText, gradeWord, hasFigure } from "#domain/ratings";
import { AWARD_SLUGS, signetSnippet } from "#domain/rating-awards";
import { activeCompanyId } from "./downloads.server";

/**
 * The awards page (spec §2 rating product `auszeichnungen`): awards/status
 * (decision 059) in one call, everything formatted: the period and its figures,
 * per award whether it is earned (with the PDF's address) or what is missing,
 * and the signet's image and HTML while the signet is earned.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const companyId = await activeCompanyId(portal);
  const d = await portal.need(await portal.api.call((api) => api.wkdb.awards.status.$post({ json: { companyId } })));
  const f = d.figure;
  // the portal's public address (PORTAL_ORIGIN) where one is set: the snippet is used on other sites
  const image = `${(portal.env.PORTAL_ORIGIN ?? portal.url.origin).replace(/\/+$/, "")}${pathTo("wkdb.signet", { firma: companyId })}`;
  return {
    period: `${formatDateDe(d.period.from)} bis ${formatDateDe(d.period.to)}`,
    figure: hasFigure(f) ? `${averageText(f.avgScore)} (${gradeWord(f.avgScore)}) aus ${f.count.toLocaleString("de-DE")} ${f.count === 1 ? "Bewertung" : "Bewertungen"}` : null,
    awards: d.awards.map((a) => ({
      id: AWARD_SLUGS[a.kind],
      title: a.title,
      rule: a.rule,
      missing: a.missing,
      pdf: a.qualified ? pathTo("wkdb.awardPdf", { art: AWARD_SLUGS[a.kind] }) : null,
    })),
    signet: d.signet.available ? { image, snippet: signetSnippet(image, d.signet.entryUrl, d.companyName) } : null,
  };
}
