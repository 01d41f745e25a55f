import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PARTNER_FORM } from "~/components/ratings/forms";
import { formAction } from "~/server/form-action.server";
import { formatDateDe } from "#domain/format";
import { averageText, gradeWord, hasFigure, PARTNER_ADD_RULES, partnerAddRule, partnerPortal } from "#domain/ratings";
import { pathTo } from "#domain/pages";

const number = new Intl.NumberFormat("de-DE");

/**
 * The partner network (spec §2 partner-netzwerk): every portal the company is
 * rated on with its profile there and its figures (spec §7 portals/list), and
 * the partner portals it can still add (partners/selection-list).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [list, selection] = await Promise.all([
    portal.api.call((api) => api.wkdb.portals.list.$get({ query: {} })),
    portal.api.call((api) => api.wkdb.portals.partners["selection-list"].$get({ query: {} })),
  ]);
  const { portals, partners } = await portal.need(list);
  const { portals: addable } = await portal.need(selection);
  const companyId = (await portal.auth())?.accountId ?? "";
  const row = (p: (typeof portals)[number]) => ({
    id: p.sourceId,
    name: p.name,
    profileUrl: p.profileUrl,
    figure: hasFigure(p) ? `${averageText(p.avgScore)} (${gradeWord(p.avgScore)})` : null,
    count: hasFigure(p) ? number.format(p.count) : null,
    added: p.addedAt ? formatDateDe(p.addedAt) : null,
  });
  return { companyId, portals: portals.map(row), partners: partners.map(row), addable };
}

/** A partner portal with the profile's address (spec §7 portals/partners/add). */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const companyId = (await portal.auth())?.accountId ?? "";
  return formAction(portal, form, {
    form: PARTNER_FORM,
    rules: PARTNER_ADD_RULES,
    refine: partnerAddRule,
    company: true,
    send: (values) => portal.api.call((api) => api.wkdb.portals.partners.add.$post({ json: { companyId, sourceId: values.sourceId, url: values.url } })),
    done: (data) => ({ redirect: pathTo("ratingPlus.partners"), notice: `${partnerPortal(data.sourceId)?.name ?? "Das Portal"} gehört jetzt zu Ihrem Partner-Netzwerk.` }),
    failed: "Das Portal konnte gerade nicht hinzugefügt werden. Ihre Eingaben sind erhalten – bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
