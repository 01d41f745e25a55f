import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { APPROVAL_INTENT, approvalFormId } from "~/components/tv-banner/approval-form";
import { tvBannerView } from "~/components/tv-banner/report";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { formAction } from "~/server/form-action.server";
import { berlinToday } from "#domain/format";
import { pathTo } from "#domain/pages";
import { APPROVAL_LABELS, APPROVAL_REFINE, APPROVAL_RULES, approvalStatusOf, CREATIVES_PER_PAGE, MAX_CREATIVES } from "#domain/tv-banners";
import { offsetParam } from "~/server/paging.server";
import { pageUrl } from "~/server/page-url";

/** The portal's address of a creative's video or poster (the resource route beside this page). */
export const mediaPath = (binaryMasterId: string, kind: "video" | "poster") => pathTo("tvBanner.media", { id: binaryMasterId, datei: kind });

/** All the company's creatives (up to the most the call gives): the choice for a screen lists every one; the page shows a page of them. */
const creativesCall = (portal: PortalContext) => portal.api.call((api) => api["tv-banners"].getCompanyCreatives.$get({ query: { offset: "0", limit: String(MAX_CREATIVES) } }));

/**
 * The TV banners (spec §2 tvbanner, §7 getCompanyTvBanners and
 * getCompanyCreatives, one round): the screens with their creative and period,
 * the creatives with player, both approvals and their history.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [banners, creatives, auth] = await Promise.all([portal.api.call((api) => api["tv-banners"].getCompanyTvBanners.$get({ query: {} })), creativesCall(portal), portal.auth()]);
  const all = (await portal.need(creatives)).creatives;
  // a page past the end (an old link, creatives gone since) shows the last one
  const offset = Math.min(offsetParam(portal.url, CREATIVES_PER_PAGE), Math.max(0, Math.ceil(all.length / CREATIVES_PER_PAGE) - 1) * CREATIVES_PER_PAGE);
  const view = tvBannerView((await portal.need(banners)).banners, all, berlinToday(), mediaPath, [offset, offset + CREATIVES_PER_PAGE]);
  return { companyId: auth?.accountId ?? "", offset, perPage: CREATIVES_PER_PAGE, total: all.length, ...view };
}

const say = (portal: PortalContext, text: string, tone?: "danger") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/**
 * Two forms: a creative's approval (spec §7 updateCreative, the form kit's
 * ladder: field errors 400, a change made meanwhile 409 with the stored
 * approval), and the creative chosen for a banner (spec §7 setCreative). Both
 * end on the page read afresh (post/redirect/get: the creatives reload, spec §4).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  // back to the page of the list the form was on (`?ab=`)
  const ab = offsetParam(pageUrl(request), CREATIVES_PER_PAGE);
  const back = `${pathTo("tvBanner")}${ab ? `?ab=${ab}` : ""}`;
  if (form.get("intent") === APPROVAL_INTENT) {
    const binaryMasterId = String(form.get("binaryMasterId") ?? "").slice(0, 64);
    return formAction(portal, form, {
      form: approvalFormId(binaryMasterId),
      rules: APPROVAL_RULES,
      refine: APPROVAL_REFINE,
      company: true,
      conflict: {
        message: "Die Freigabe dieses Motivs wurde inzwischen an anderer Stelle geändert (zum Beispiel von einer Kollegin oder unserem Kundenservice).",
        stored: async () => {
          const now = (await portal.need(await creativesCall(portal))).creatives.find((c) => c.binaryMasterId === binaryMasterId);
          if (!now) return { version: 1, values: {} };
          return { version: now.version, values: { approvalStatus: APPROVAL_LABELS[approvalStatusOf(now.customerApprovalStatus)], reason: now.customerReason ?? "" } };
        },
      },
      send: (values, { version }) =>
        portal.api.call((api) =>
          api["tv-banners"].updateCreative.$post({ json: { binaryMasterId, approvalStatus: values.approvalStatus, reason: values.reason, version: version === null ? undefined : String(version) } }),
        ),
      done: (_data, values) => ({
        redirect: `${back}#motiv-${binaryMasterId}`,
        notice: values.approvalStatus === "ACCEPTED" ? "Sie haben das Motiv freigegeben." : "Sie haben das Motiv abgelehnt. Die Agentur erhält Ihren Grund.",
        atForm: true,
      }),
      failed: "Ihre Entscheidung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  // the creative for a banner
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back);
  }
  const externalId = String(form.get("externalId") ?? "").slice(0, 64);
  const binaryMasterId = String(form.get("binaryMasterId") ?? "").slice(0, 64);
  const res = await portal.api.call((api) => api["tv-banners"].setCreative.$post({ json: { binaryMasterId, externalId } }));
  if (res.ok) say(portal, "Das Motiv für den Bildschirm ist gewählt.");
  else if (res.status === 401 || res.status === 403) await portal.need(res);
  else if (res.status < 500) say(portal, res.errors.map((e) => e.message).join(" "), "danger");
  else say(portal, portal.failedWrite(res, "Das Motiv konnte gerade nicht gewählt werden. Bitte versuchen Sie es in einigen Minuten erneut.").text, "danger");
  throw redirect(`${back}#banner-${externalId}`);
}
