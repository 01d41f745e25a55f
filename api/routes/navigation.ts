import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { forbidden, unauthenticated } from "../lib/errors";
import { toSubscriptions } from "../services/accounts";
import { readMenu } from "../services/menu";
import { activeProducts } from "#domain/products";
import { buildMenu } from "#domain/menu";
import { leadsAvailable } from "#domain/leads";

/**
 * GET /api/navigation/menu-items[?accountId]: the side menu of the active
 * company (from its active products and the user's roles), plus what the
 * layout shows around it: the company selector and the user button. The
 * active company comes with its subscriptions, read in the same batch, for
 * the page beside the menu that shows them (the dashboard): one /api call and
 * one D1 round trip fewer per page. They are given under the rule of
 * GET /api/customer/getSubscriptions (the customer role, spec §6; the company
 * is one of the caller's, checked above); otherwise `subscriptions` is null.
 */
export const navigationRoutes = new Hono<ApiEnv>().get("/menu-items", async (c) => {
  const auth = c.var.auth;
  const accountId = c.req.query("accountId") || null;
  if (accountId && !auth.companies.includes(accountId)) throw forbidden();
  // one D1 round trip for everything the layout needs, usually the session check's own (api/middleware/auth.ts)
  const [users_, visibleRows, subRows, notifications_] = c.var.menuRows ?? (await readMenu(c.var.db, auth, accountId));
  const visible = visibleRows.map(({ id, name, city }) => ({ id, name, city }));
  // the active company's row: its Google connection and its voicebot
  const google = visibleRows.find((r) => r.id === accountId);
  const user = users_[0];
  const notification = notifications_[0];
  const subs = accountId ? toSubscriptions(subRows) : [];
  if (!user) throw unauthenticated();
  // keep the token's order (the user's stored order)
  const ordered = auth.companies.map((id) => visible.find((a) => a.id === id)).filter((a) => a !== undefined);
  const customer = accountId ? (ordered.find((a) => a.id === accountId) ?? null) : null;
  const products = activeProducts(subs);
  // the voicebot's page carries its provider's number (spec §2 "Voicebot: {token}"): the menu's link, and the dashboard's
  const voicebotNumber = customer && products.includes("voicebot") ? (google?.voicebotNumber ?? null) : null;
  // spec §9: the requests' area shows when the product is booked or the company has any lead (job applications without it)
  const leads = Boolean(customer) && leadsAvailable(products, Boolean(google?.hasLeads));
  return c.json({
    data: {
      customer: customer
        ? {
            ...customer,
            products,
            subscriptions: auth.roles.includes("customer") ? subs : null,
            // spec §1: a connected Google location, and whether Google has confirmed it
            google: google?.googleLocationId ? { connected: true, externallyConfirmed: Boolean(google.googleConfirmed) } : null,
            voicebotNumber,
            leadsAvailable: leads,
          }
        : null,
      accounts: ordered,
      user: {
        user_id: user.id,
        login: user.login,
        username: user.username,
        email: user.email,
        profile_image: user.profileImage,
        last_login: user.lastLogin,
        roles: auth.roles,
        user_notification_code: user.userNotificationCode,
      },
      cuca: auth.cuca ? { companyId: auth.cuca } : null,
      notification: auth.cuca ? null : (notification ?? null),
      sections: buildMenu({
        products,
        roles: auth.roles,
        hasCompany: Boolean(customer),
        cuca: Boolean(auth.cuca),
        ratingManagerUrl: c.env.RATING_MANAGER_URL,
        voicebotNumber,
        leadsAvailable: leads,
      }),
    },
  });
});
