import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { laterData } from "~/server/api-client.server";
import { buttonAction } from "~/server/button-action.server";
import { formAction } from "~/server/form-action.server";
import { pageParam } from "~/server/paging.server";
import { RATING_RULES } from "#domain/rating-rules";
import { pathTo } from "#domain/pages";

/** The page (`?seite=2`) and the rating opened for a change or a deletion (`?bearbeiten=…`, `?loeschen=…`; without JavaScript). */
function query(url: URL) {
  const int = (name: string, max: number) => {
    const n = Number(url.searchParams.get(name) ?? "");
    return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
  };
  return { page: Math.min(pageParam(url) ?? 1, 10_000), editing: int("bearbeiten", 2 ** 52), deleting: int("loeschen", 2 ** 52) };
}

/**
 * The user's own ratings (spec §7 getRatings: `ratings`, `hasMorePages`; 5 per
 * page, spec §9), deferred: with JavaScript a navigation shows 3 placeholders
 * until they arrive.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = query(new URL(request.url));
  const list = laterData(context.portal.api.call((api) => api.user.ratings.getRatings.$get({ query: { page: String(q.page) } })));
  const auth = await context.portal.auth();
  // a business owner may look here for the company's ratings: the page says where those are
  const hasCompany = Boolean(auth?.roles.includes("customer") && auth.companies.length);
  return { ...q, list, hasCompany };
}

/** A rating changed (text and stars) or deleted; back to the page it was on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const page = query(new URL(request.url)).page;
  const back = page > 1 ? `${pathTo("user.ratings")}?seite=${page}` : pathTo("user.ratings");
  const ratingId = Number(form.get("rating_id"));
  if (form.get("intent") === "delete-rating") {
    return buttonAction(portal, () => portal.api.call((api) => api.user.ratings.deleteRating.$delete({ query: { rating_id: String(ratingId) } })), {
      done: "Ihre Bewertung wurde gelöscht.",
      gone: "Diese Bewertung war bereits gelöscht.",
      failed: "Die Bewertung konnte nicht gelöscht werden.",
      back,
    });
  }
  return formAction(portal, form, {
    form: `bewertung-${Number.isSafeInteger(ratingId) ? ratingId : 0}`,
    rules: RATING_RULES,
    send: (v) =>
      portal.api.call((api) =>
        api.user.ratings.updateRating.$post({ json: { rating_id: ratingId, rating_text: v.rating_text, stars: v.stars, version: Number(form.get("version")) || null } }),
      ),
    // the changed rating is the newest now: first on page 1, where the list goes; the notice above it
    done: () => ({ redirect: pathTo("user.ratings"), notice: "Ihre Bewertung wurde gespeichert. Sie steht jetzt als neueste oben.", atForm: false }),
    failed: "Ihre Bewertung konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
