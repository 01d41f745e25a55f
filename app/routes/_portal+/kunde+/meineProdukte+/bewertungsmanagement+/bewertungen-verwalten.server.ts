import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { offsetParam } from "~/server/paging.server";
import { formatDateDe, germanStamp } from "#domain/format";
import {
  isOpenReport,
  isReportable,
  MANAGED_RATINGS_PER_PAGE,
  REPORT_STATE_LABELS,
  STAR_CHOICES,
  type ReportReason,
} from "#domain/rating-answers";
import { isRatingPortal, RATING_PORTAL_NAMES, RATING_STATE_LABELS } from "#domain/ratings";

/** "12.11.2026" from "2026-11-12 09:41" (the ratings' Berlin local times). */
const day = (stamp: string) => germanStamp(stamp.slice(0, 10));
const idParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name) ?? "";
  return /^\d{1,16}$/.test(raw) ? Number(raw) : null;
};

/** The filters from the address: anything no list knows is "all" (a bookmark never fails). */
function filtersOf(url: URL) {
  const portal = url.searchParams.get("portal") ?? "";
  const stars = url.searchParams.get("sterne") ?? "";
  return {
    portal: isRatingPortal(portal) ? portal : ("" as const),
    stars: (STAR_CHOICES as readonly string[]).includes(stars) ? (stars as (typeof STAR_CHOICES)[number]) : ("" as const),
  };
}

/** The page's address with these filters and start (no empty parameters; page 1 without `ab`). */
function listSearch(f: { portal: string; stars: string }, offset = 0, extra: Record<string, string> = {}) {
  const p = new URLSearchParams();
  if (f.portal) p.set("portal", f.portal);
  if (f.stars) p.set("sterne", f.stars);
  if (offset) p.set("ab", String(offset));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

/**
 * Managing ratings (spec §2 `bewertungen-verwalten`, §3 Rating; decisions
 * 060–063): the ratings from all portals newest first, ten a page (`ab`),
 * filtered by portal and stars (a GET form); each with its state in the check,
 * its answer and its newest notice. The answer form opens for `?antworten=<id>`,
 * the notice form for `?melden=<id>` (links that work without JavaScript; the
 * page stays small). Everything comes formatted.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const url = portal.url;
  const filters = filtersOf(url);
  const offset = offsetParam(url, MANAGED_RATINGS_PER_PAGE);
  const [answer, auth] = await Promise.all([
    portal.api.call((api) =>
      api.wkdb.ratings.list.$get({
        query: { portal: filters.portal, stars: filters.stars, offset: String(offset), limit: String(MANAGED_RATINGS_PER_PAGE) },
      }),
    ),
    portal.auth(),
  ]);
  const list = await portal.need(answer);
  const answering = idParam(url, "antworten");
  const reporting = idParam(url, "melden");
  return {
    companyId: auth?.accountId ?? "",
    filters,
    offset,
    total: list.total,
    // the notice form's prefill, only when it is open (a refused form keeps what was typed)
    reporter: reporting ? list.reporter : null,
    open: { answering, reporting },
    ratings: list.ratings.map((r) => {
      const published = r.state === "PUBLISHED";
      return {
        id: r.id,
        version: r.version,
        portal: RATING_PORTAL_NAMES[r.portal] ?? r.portal,
        stars: r.stars,
        author: r.authorName,
        date: day(r.ratedAt),
        text: r.text,
        state: published ? null : RATING_STATE_LABELS[r.state],
        answer: r.answer ? { text: r.answer.text, date: day(r.answer.answeredAt) } : null,
        report: r.report
          ? {
              text: `Ihre Meldung vom ${formatDateDe(r.report.receivedAt)}: ${REPORT_STATE_LABELS[r.report.state]}`,
              why: r.report.state === "KEPT" || r.report.state === "REMOVED" ? r.report.decisionReason : null,
            }
          : null,
        canReport: published && isReportable(r.portal) && !(r.report && isOpenReport(r.report.state)),
      };
    }),
  };
}

/** What a refused form gets back: which rating and form, the values as typed, the messages by field. */
export type ManageReply = { ratingId: number; form: "answer" | "report"; values: Record<string, string>; errors: Record<string, string>; conflict?: { text: string | null; date: string; version: number } };

const say = (portal: PortalContext, text: string, tone?: "danger" | "info") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/**
 * The answer (write, change, delete) and the notice, each on the rating's
 * version or with its own checks in /api: done (a notice, back to the list at
 * the rating), refused at a field (the form again with the text as typed),
 * changed meanwhile (the stored answer shown, the typed text kept: saving again
 * replaces it, "Abbrechen" keeps it), or said in German.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const ratingId = Number(form.get("ratingId") ?? 0);
  const url = new URL(request.url);
  const back = `${url.pathname}${listSearch(filtersOf(url), offsetParam(url, MANAGED_RATINGS_PER_PAGE))}#b-${ratingId}`;
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back);
  }
  const companyId = String(form.get("companyId"));
  const version = Number(form.get("version")) || 0;
  const text = (name: string) => String(form.get(name) ?? "");
  const res =
    intent === "delete"
      ? await portal.api.call((api) => api.wkdb.ratings.answer.delete.$post({ json: { companyId, ratingId, version } }))
      : intent === "report"
        ? await portal.api.call((api) =>
            api.wkdb.ratings.report.$post({
              json: {
                companyId,
                ratingId,
                reason: text("reason") as ReportReason,
                explanation: text("explanation"),
                reporterName: text("reporterName"),
                reporterAddress: text("reporterAddress"),
                reporterEmail: text("reporterEmail"),
                goodFaith: form.get("goodFaith") === "on",
              },
            }),
          )
        : await portal.api.call((api) => api.wkdb.ratings.answer.$post({ json: { companyId, ratingId, version, text: text("text") } }));
  if (res.ok) {
    say(portal, res.data.message);
    throw redirect(back);
  }
  if (res.status === 401 || res.status === 403) await portal.need(res);
  const which = intent === "report" ? "report" : "answer";
  const values =
    which === "report"
      ? Object.fromEntries(["reason", "explanation", "reporterName", "reporterAddress", "reporterEmail", "goodFaith"].map((k) => [k, text(k)]))
      : { text: text("text") };
  const fields = Object.fromEntries(res.errors.filter((e) => e.field && e.field in values).map((e) => [e.field!, e.message]));
  if (res.status === 422 && Object.keys(fields).length) return data({ ratingId, form: which, values, errors: fields } satisfies ManageReply, { status: 422 });
  if (res.status === 409 && intent === "answer") {
    // the page shows the stored answer and the new version: saving again replaces it on purpose
    // the stored answer and its version, from the page the form was on (the project's conflict view)
    const f = filtersOf(url);
    const page = await portal.api.call((api) =>
      api.wkdb.ratings.list.$get({ query: { portal: f.portal, stars: f.stars, offset: String(offsetParam(url, MANAGED_RATINGS_PER_PAGE)), limit: String(MANAGED_RATINGS_PER_PAGE) } }),
    );
    const stored = page.ok ? page.data.ratings.find((r) => r.id === ratingId) : undefined;
    if (!stored) {
      say(portal, res.errors[0]?.message ?? "Die Bewertung wurde inzwischen geändert.", "info");
      throw redirect(back);
    }
    const error = `${res.errors[0]?.message ?? ""} Gespeichert ist jetzt die Fassung oben. Speichern Sie erneut, um sie durch Ihren Text zu ersetzen, oder brechen Sie ab, um sie zu behalten.`;
    return data({ ratingId, form: which, values, errors: { text: error }, conflict: { text: stored.answer?.text ?? null, date: stored.answer ? day(stored.answer.answeredAt) : "", version: stored.version } } satisfies ManageReply, { status: 409 });
  }
  if (res.status === 404) say(portal, "Diese Bewertung gibt es nicht mehr.", "info");
  else if (res.status === 409) say(portal, res.errors[0]?.message ?? "Die Bewertung wurde inzwischen geändert.", "info");
  else if (res.status < 500) say(portal, res.errors[0]?.message ?? "Das ist mit dieser Bewertung gerade nicht möglich.", "danger");
  else say(portal, portal.failedWrite(res, "Das hat gerade nicht geklappt. Bitte versuchen Sie es in einigen Minuten erneut.").text, "danger");
  throw redirect(back);
}
