import { profileImageUrl } from "./profile-image.server";
import { isSameSiteNavigation } from "./headers.server";
import type { ApiResult, AreaClients, DataOf } from "./api-client.server";
import { redirect } from "@remix-run/cloudflare";
import type { PortalContext } from "./context.server";
import { decide, homeOf } from "../routing";
import { pageUrl } from "./page-url";
import { googleProfileBanner } from "#domain/external-services";
import { packMenu } from "#domain/menu";
import { safeCallbackUrl, safeInternalPath } from "#domain/redirect";
import { accessFor } from "~/access";

type Answer<F extends (...args: never[]) => Promise<unknown>> = DataOf<Awaited<ReturnType<F>>>;

/** The menu of GET /api/navigation/menu-items, as the backend answers it. */
export type MenuData = Answer<AreaClients["navigation"]["menu-items"]["$get"]>;
/** A company account of GET /api/customer/account/{companyId}, as the backend answers it. */
export type AccountData = Answer<AreaClients["customer"]["account"][":companyId"]["$get"]>["account"];
/** The user notification's content (spec §1). */
export type NotificationContent = NonNullable<MenuData["notification"]>;

/** The page again under the visitor's new access: a redirect when it is no longer theirs. */
async function redecide(portal: PortalContext) {
  const auth = await portal.auth();
  const d = decide(pageUrl(portal.request), auth, portal.allowedHosts);
  if (d.type === "redirect") throw redirect(d.to);
}

/**
 * The active company was refused: if it is no longer the user's, the live
 * access (a refresh) picks another and the visitor starts again at home;
 * otherwise it stays a 403.
 */
async function recheckAccess(portal: PortalContext) {
  const res = await portal.api.call((api) => api.auth.refresh.$get());
  const fresh = await portal.need(res);
  portal.account.renewToken(fresh.token);
  portal.account.noteAccess(fresh.roles, fresh.companies);
  const auth = await portal.auth();
  if (auth && !auth.accountId) {
    const next = fresh.companies[0];
    if (next) portal.account.setActiveAccount(next);
    throw redirect(homeOf({ roles: fresh.roles, hasActiveAccount: Boolean(next) }));
  }
}

/**
 * The menu as the browser gets it: what the layout shows (the company, the
 * selector's accounts, the user button, the sections). The subscriptions are
 * for the page's loader (the dashboard); the user's login, e-mail, roles and
 * notification code, the support-staff marker and the notification (sent on
 * its own) are the server's business: every page's HTML carries this.
 */
function forBrowser(menu: MenuData) {
  const customer = menu.customer
    ? { id: menu.customer.id, name: menu.customer.name, city: menu.customer.city, products: menu.customer.products, google: menu.customer.google }
    : null;
  // spec §1: the Google-profile banner, decided here (its text only when it shows)
  const googleBanner = menu.customer ? googleProfileBanner(menu.customer.google, menu.customer.products) : null;
  return { customer, accounts: menu.accounts, user: { username: menu.user.username, profile_image: profileImageUrl(menu.user.profile_image) }, sections: packMenu(menu.sections), googleBanner };
}

/** The companies whose banner about an unconfirmed Google profile the user hid (spec §1), in the portal state for the session's lifetime. */
export const GOOGLE_BANNER_HIDDEN = "googleBannerHidden";
export const GOOGLE_BANNER_HIDDEN_S = 12 * 60 * 60;

/**
 * GET /api/navigation/menu-items of this request, called once however many
 * loaders ask (the layout, the gate's check of a product page, and the dashboard
 * for the subscriptions that come with it). A userNotification query of a
 * same-site navigation records it first, so this very page shows it (spec §4.7).
 */
export function menuOf(portal: PortalContext): Promise<ApiResult<MenuData>> {
  return portal.memo("menu", async () => {
    const auth = await portal.auth();
    const recordNotification = portal.url.searchParams.get("userNotification");
    // only a navigation from the portal's own pages changes state; a link from another site or a mail does not
    if (recordNotification && isSameSiteNavigation(portal.request, portal.url)) {
      await portal.api.call((api) => api.user.addUserNotification.$post({ json: { userNotification: recordNotification } }));
    }
    return portal.api.call((api) => api.navigation["menu-items"].$get({ query: auth?.accountId ? { accountId: auth.accountId } : {} }));
  });
}

/**
 * The subscriptions of the active company that came with this request's menu
 * (null when they did not: no menu, no company, or not the customer role; the
 * page then asks GET /api/customer/getSubscriptions, whose answer decides).
 */
/** The active company's name from this request's menu call (a download's file name), or null. */
export const activeCompanyName = (portal: PortalContext): Promise<string | null> => menuOf(portal).then((menu) => (menu.ok ? (menu.data.customer?.name ?? null) : null));

export async function subscriptionsFromMenu(portal: PortalContext) {
  const res = await menuOf(portal);
  return res.ok ? (res.data.customer?.subscriptions ?? null) : null;
}

/**
 * Whether a notification's button link leads somewhere (spec §1): a portal page
 * of the access table (not a legacy name's catch-all), or an allowed host.
 */
export function notificationLinkReady(link: string, allowedHosts: readonly string[]): boolean {
  const internal = safeInternalPath(link);
  if (internal) {
    const entry = accessFor(new URL(internal, "http://portal.invalid").pathname);
    return entry !== null && !entry.path.includes(":legacy");
  }
  return safeCallbackUrl(link, allowedHosts) !== null;
}

/**
 * Data of the logged-in layout: the menu (with the pending notification) and,
 * for support staff, the account details, fetched together.
 */
export async function loadLayout(portal: PortalContext) {
  const auth = await portal.auth();
  if (!auth) throw new Error("gate lets no anonymous visitor into the portal layout");
  const [menuRes, accountRes] = await Promise.all([
    menuOf(portal),
    auth.cuca && auth.accountId
      ? portal.api.call((api) => api.customer.account[":companyId"].$get({ param: { companyId: auth.accountId! } }))
      : null,
  ]);
  if (!menuRes.ok && menuRes.status === 403 && auth.accountId) await recheckAccess(portal);
  const menu = await portal.need(menuRes);
  // the menu says what the visitor may do now: a role or company taken away since the
  // last request ends its pages here (their /api calls were refused already)
  if (portal.account.noteAccess(menu.user.roles, menu.accounts.map((a) => a.id))) await redecide(portal);
  const account = accountRes ? await portal.need(accountRes) : null;
  return {
    menu: forBrowser(menu),
    cucaAccount: account?.account ?? null,
    // a link into a page that is not built yet is not offered as one
    notification: menu.notification ? { ...menu.notification, linkReady: notificationLinkReady(menu.notification.button_link, portal.allowedHosts) } : null,
    isCuca: auth.cuca,
  };
}
