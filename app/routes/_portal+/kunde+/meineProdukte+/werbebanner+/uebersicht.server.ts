import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { formatFixed, formatNumber } from "~/components/charts/format";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { formatDateDe, formatDateTimeDe } from "#domain/format";
import { pathTo } from "#domain/pages";
import { clickRate, isWebBannerAction, PHASE_LABELS, WEB_BANNER_ACTIONS, type WebBannerAction, type WebBannerPhase } from "#domain/web-banners";

const ACTION_WORDS: Record<string, string> = { approve: "freigegeben", "request-change": "Änderung angefordert", pause: "pausiert", resume: "fortgesetzt" };

/**
 * The web banners' overview (spec §2 werbebanner/uebersicht, §7
 * getCompanyWebBanners): the banners grouped by format, each with its preview,
 * period, state, counts and what the customer may do today; words and numbers
 * are formatted here, so the page's script carries no rules.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [answer, auth] = await Promise.all([portal.api.call((api) => api["web-banners"].getCompanyWebBanners.$get({ query: {} })), portal.auth()]);
  const { groups } = await portal.need(answer);
  const waiting = groups.flatMap((g) => g.banners).filter((b) => b.phase === "AWAITING_APPROVAL").map((b) => ({ id: b.id, name: b.name }));
  return {
    companyId: auth?.accountId ?? "",
    waiting,
    groups: groups.map((g) => ({
      flavour: g.flavour,
      title: `${g.label} (${g.width} × ${g.height} Pixel, ${g.where})`,
      banners: g.banners.map((b) => {
        const rate = clickRate(b.impressions, b.clicks);
        // the creative in the banner's size, and the one twice as large for sharp screens
        const preview = b.creatives[0];
        const sharp = preview ? b.creatives.find((c) => c.width === preview.width * 2) : undefined;
        return {
          id: b.id,
          name: b.name,
          targetUrl: b.targetUrl,
          period: `${formatDateDe(b.startDate)} bis ${formatDateDe(b.endDate)}`,
          phase: b.phase as WebBannerPhase,
          phaseLabel: PHASE_LABELS[b.phase as WebBannerPhase],
          impressions: formatNumber(b.impressions),
          clicks: formatNumber(b.clicks),
          rate: rate === null ? "–" : `${formatFixed(rate, 2)} %`,
          version: b.version,
          actions: b.actions.map((a) => ({ action: a, label: WEB_BANNER_ACTIONS[a].label })),
          preview: preview
            ? {
                src: pathTo("webBanner.creative", { id: preview.id }),
                ...(sharp ? { srcSet: `${pathTo("webBanner.creative", { id: sharp.id })} 2x` } : {}),
                width: preview.width,
                height: preview.height,
              }
            : null,
          creatives: b.creatives.length,
          zip: pathTo("webBanner.zip", { id: b.id }),
          history: b.history.map((e) => ({
            at: formatDateTimeDe(e.at),
            what: ACTION_WORDS[e.action] ?? e.action,
            by: e.bySupport ? `Kundenservice${e.byName ? ` (${e.byName})` : ""}` : (e.byName ?? "ehemaliger Benutzer"),
            comment: e.comment,
          })),
        };
      }),
    })),
  };
}

const back = (anchor = "") => `${pathTo("webBanner.overview")}${anchor}`;
const say = (portal: PortalContext, text: string, tone?: "danger" | "info") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/** What a change request's form gets back when refused: the banner, the message at the field, the comment as typed. */
export type ChangeRequestReply = { banner: string; comment: string; error: string };

/**
 * A banner's action (spec §7 updateCompanyWebBannerStatus/banner/{id}/{action})
 * on the version the page showed: done, refused (said in German), changed in
 * between (the page shows the stored state), or a change request whose comment
 * is missing (the message at the field, the text kept).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const banner = String(form.get("banner") ?? "");
  const act = String(form.get("action") ?? "");
  const comment = String(form.get("comment") ?? "");
  const anchor = `#banner-${banner}`;
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back());
  }
  const res = await portal.api.call((api) =>
    api["web-banners"].updateCompanyWebBannerStatus.banner[":id"][":action"].$post({ param: { id: banner, action: act }, json: { version: String(form.get("version") ?? ""), ...(act === "request-change" ? { comment } : {}) } }),
  );
  if (res.ok) {
    say(portal, res.data.message);
    throw redirect(back(anchor));
  }
  if (res.status === 401 || res.status === 403) await portal.need(res);
  const conflict = "Der Banner wurde inzwischen geändert, zum Beispiel in einem anderen Fenster. Die Seite zeigt jetzt seinen aktuellen Stand";
  // a change request keeps its text whatever refused it
  if (act === "request-change" && (res.status === 409 || res.status === 422)) {
    const error = res.status === 409 ? `${conflict}; Ihr Text ist erhalten.` : (res.errors.find((e) => e.field === "comment") ?? res.errors[0])?.message ?? "Das ist mit diesem Banner gerade nicht möglich.";
    return data({ banner, comment, error } satisfies ChangeRequestReply, { status: res.status });
  }
  if (res.status === 409) say(portal, `${conflict}; bitte wählen Sie erneut.`, "info");
  else if (res.status === 404) say(portal, "Diesen Banner gibt es nicht mehr.", "info");
  else if (res.status < 500) say(portal, res.errors[0]?.message ?? "Das ist mit diesem Banner gerade nicht möglich.", "danger");
  else {
    const what = isWebBannerAction(act) ? `„${WEB_BANNER_ACTIONS[act as WebBannerAction].label}“ hat gerade nicht geklappt.` : "Das hat gerade nicht geklappt.";
    say(portal, portal.failedWrite(res, `${what} Bitte versuchen Sie es in einigen Minuten erneut.`).text, "danger");
  }
  throw redirect(back(anchor));
}
