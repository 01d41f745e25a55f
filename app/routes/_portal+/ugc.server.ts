import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import { UGC_RULES } from "#domain/rating-rules";
import { pathTo } from "#domain/pages";

/** The entries the user has looked at (to choose from) and the one chosen by `?eintrag=` (a link from elsewhere). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const viewed = await portal.need(
    await portal.api.call((api) => api.user.recentlyViewedEntries.getRecentlyViewedEntries.$get({ query: { page: "1", perPage: "50" } })),
  );
  // one entry per business, the newest look first
  const entries = [...new Map(viewed.entries.map((v) => [v.entry.id, v.entry])).values()];
  const chosen = new URL(request.url).searchParams.get("eintrag") ?? "";
  return { entries, chosen: entries.some((e) => e.id === chosen) ? chosen : "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: "ugc-bewertung",
    rules: UGC_RULES,
    send: (json) => portal.api.call((api) => api.mws["call-ugc"].$post({ json })),
    // one rating per account and entry (spec §7 call-ugc): a second one replaces the first, and says so
    done: (data) => ({
      redirect: pathTo("user.ratings"),
      notice: `Vielen Dank! Ihre Bewertung von ${data.entry.name} ist gespeichert.${data.updated ? " Sie ersetzt Ihre bisherige Bewertung dieser Firma." : ""}`,
    }),
    failed: "Ihre Bewertung konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
