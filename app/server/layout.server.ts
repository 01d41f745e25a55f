import type { MenuSection } from "#domain/menu";
import type { ProductKey } from "#domain/products";
import type { PortalContext } from "./context.server";

export interface MenuData {
  customer: { id: string; name: string; products: ProductKey[] } | null;
  accounts: { id: string; name: string }[];
  user: {
    user_id: number;
    login: string;
    username: string;
    email: string;
    profile_image: string | null;
    last_login: string | null;
    roles: string[];
    user_notification_code: string | null;
  };
  cuca: { companyId: string } | null;
  /** the user's pending notification (spec §1), content included */
  notification: (NotificationContent & { code: string }) | null;
  sections: MenuSection[];
}

export interface AccountData {
  company_id: string;
  company_name: string;
  claimed_by: string | null;
  claimed_last_update: string | null;
  products: { Stock_Keeping_Unit__c: string; Status__c: string; displayName: string | null }[];
  cucaInfo?: {
    linkedToUser: boolean;
    user: { user_id: number; login: string; email: string; last_login: string | null } | null;
  };
}

export interface NotificationContent {
  headline: string;
  text: string;
  button_text: string;
  button_link: string;
}

/**
 * Data of the logged-in layout: the menu (with the pending notification) and,
 * for support staff, the account details, fetched together.
 */
export async function loadLayout(portal: PortalContext) {
  const auth = await portal.auth();
  if (!auth) throw new Error("gate lets no anonymous visitor into the portal layout");
  // spec §4.7: a userNotification query records it (first, so this very page shows it)
  const recordNotification = portal.url.searchParams.get("userNotification");
  if (recordNotification) await portal.api.post("/user/addUserNotification", { body: { userNotification: recordNotification } });
  const [menuRes, accountRes] = await Promise.all([
    portal.api.get<MenuData>("/navigation/menu-items", { query: { accountId: auth.accountId } }),
    auth.cuca && auth.accountId ? portal.api.get<{ account: AccountData }>(`/customer/account/${encodeURIComponent(auth.accountId)}`) : null,
  ]);
  const menu = await portal.need(menuRes);
  const account = accountRes ? await portal.need(accountRes) : null;
  return {
    menu,
    cucaAccount: account?.account ?? null,
    notification: menu.notification,
    isCuca: auth.cuca,
    ratingManagerUrl: portal.env.RATING_MANAGER_URL,
  };
}
