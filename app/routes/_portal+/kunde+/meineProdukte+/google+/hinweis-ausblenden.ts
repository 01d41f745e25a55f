import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { GOOGLE_BANNER_HIDDEN, GOOGLE_BANNER_HIDDEN_S } from "~/server/layout.server";
import { hideBannerAnswer } from "~/server/hide-banner.server";
import { pathTo } from "#domain/pages";

/** No page of its own: a visit leads to the dashboard. */
export const loader = () => redirect(pathTo("dashboard"));

/**
 * "Hinweis ausblenden" of the banner about an unconfirmed Google profile (spec §1):
 * hidden for the active company until the session ends (the next login shows it
 * again). Without JavaScript the form's POST comes back to the page it was sent
 * from; with it, the answer is data and the page stays.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const auth = await portal.auth();
  const form = await request.formData();
  const company = auth?.accountId ?? null;
  if (company) {
    const hidden = (await portal.state.get<string[]>(GOOGLE_BANNER_HIDDEN)) ?? [];
    if (!hidden.includes(company)) await portal.state.set(GOOGLE_BANNER_HIDDEN, [...hidden, company].slice(-20), GOOGLE_BANNER_HIDDEN_S);
  }
  return hideBannerAnswer(form);
}
