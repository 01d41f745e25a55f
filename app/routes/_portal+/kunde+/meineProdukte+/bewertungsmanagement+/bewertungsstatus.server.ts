import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { errorReportForm } from "~/components/ratings/forms";
import { formAction } from "~/server/form-action.server";
import { formatDateTimeDe, germanStamp } from "#domain/format";
import {
  ERROR_REPORT_KINDS,
  ERROR_REPORT_PATHS,
  ERROR_REPORT_RULES,
  ERROR_REPORT_STATE_LABELS,
  errorReportRule,
  isErrorReportPath,
  LATEST_STATUS_LIMIT,
  RATING_PORTAL_NAMES,
  RATING_STATE_LABELS,
  starGlyphs,
} from "#domain/ratings";
import { pathTo } from "#domain/pages";

/**
 * The rating status (spec §2 bewertungsstatus): the latest rating events with
 * their state in the check before publication (spec §7 ratings/status/latest,
 * limit 6 by spec §9), the forms to report wrong data on a portal
 * (report-error/…), and the reports sent with their state.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const companyId = (await portal.auth())?.accountId ?? "";
  const [latest, reports] = await Promise.all([
    portal.api.call((api) => api.wkdb.ratings.status.latest.$post({ json: { companyId, limit: LATEST_STATUS_LIMIT } })),
    portal.api.call((api) => api.wkdb.portals["report-error"].list.$get({ query: {} })),
  ]);
  const { events } = await portal.need(latest);
  const sent = await portal.need(reports);
  return {
    companyId,
    events: events.map((e) => ({
      id: e.id,
      when: germanStamp(e.ratedAt),
      portal: RATING_PORTAL_NAMES[e.portal],
      author: e.authorName,
      stars: starGlyphs(e.stars),
      starsLabel: `${e.stars} von 5 Sternen`,
      state: RATING_STATE_LABELS[e.state],
      pending: e.state === "IN_REVIEW",
      answered: e.answeredAt ? germanStamp(e.answeredAt.slice(0, 10)) : null,
    })),
    reports: sent.reports.map((r) => ({
      id: r.id,
      when: formatDateTimeDe(r.createdAt),
      what: ERROR_REPORT_KINDS[r.kind].title,
      portal: RATING_PORTAL_NAMES[r.portal],
      wrong: r.wrongValue,
      right: r.rightValue,
      state: ERROR_REPORT_STATE_LABELS[r.state],
      reason: r.decisionReason,
    })),
  };
}

/** A report of wrong data (spec §7 portals/report-error/…): the form's intent names which of the three. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const path = isErrorReportPath(intent) ? intent : ERROR_REPORT_PATHS[0]!;
  const companyId = (await portal.auth())?.accountId ?? "";
  return formAction(portal, form, {
    form: errorReportForm(path),
    rules: ERROR_REPORT_RULES,
    refine: errorReportRule(path),
    company: true,
    send: (values) => portal.api.call((api) => api.wkdb.portals["report-error"][":kind"].$post({ param: { kind: path }, json: { companyId, ...values } })),
    done: (data) => ({
      redirect: `${pathTo("ratingPlus.status")}#meldungen`,
      notice: `Vielen Dank, Ihre Meldung „${ERROR_REPORT_KINDS[path].title}“ zu ${RATING_PORTAL_NAMES[data.report.portal]} ist am ${formatDateTimeDe(data.report.createdAt)} eingegangen. Wir prüfen sie und zeigen hier, was daraus wurde.`,
      atForm: false,
    }),
    failed: "Ihre Meldung konnte gerade nicht gesendet werden. Ihre Eingaben sind erhalten – bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
