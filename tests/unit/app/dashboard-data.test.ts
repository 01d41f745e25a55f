import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "../../../app/routes/_portal+/_index";
import { loader as layoutLoader } from "../../../app/routes/_portal+/_layout";
import { PortalContext } from "../../../app/server/context.server";
import { customerCookie, portalEnv } from "./portal-env";

/**
 * The dashboard's products (spec §2 dashboard tiles) come from the active
 * company's subscriptions that GET /api/navigation/menu-items brings for the
 * layout, their key figures from GET /api/customer/getProductKeyFigures asked
 * beside it (decision 088): one round of /api calls for the whole page, and a
 * failed figures call costs the tiles only their figures. When the menu does not bring them
 * (not the customer role, or no menu), the dashboard asks
 * GET /api/customer/getSubscriptions, whose answer decides as before.
 */
const env = portalEnv;

async function requestFor(path: string, site = "same-origin") {
  const cookie = await customerCookie({ companies: ["100101"], accountId: "100101" });
  return new Request(`http://portal.test${path}`, { headers: { Cookie: cookie, "Sec-Fetch-Site": site } });
}

const SUBSCRIPTIONS = [
  { id: 1, Stock_Keeping_Unit__c: "MB-WEB-GOLD", Status__c: "Invoicing", displayName: "Website Gold", startDate: "2022-07-01", endDate: null },
];

const FIGURES = "/api/customer/getProductKeyFigures";
const figures = () =>
  Response.json({
    data: {
      current: { startDate: "2026-10-30", endDate: "2026-11-28" },
      previous: { startDate: "2026-09-30", endDate: "2026-10-29" },
      figures: [{ product: "website", value: 120, previous: 80 }],
    },
  });
const failed = () => Response.json({ errors: [{ code: "INTERNAL", message: "Fehler" }] }, { status: 500 });
/** The calls of the page's one round, in any order (the loaders start them side by side). */
const sorted = (calls: string[]) => [...calls].sort();

const menu = (subscriptions: unknown) =>
  Response.json({
    data: {
      customer: { id: "100101", name: "Bäckerei Krüger GmbH", city: "Köln", products: ["website"], subscriptions },
      accounts: [{ id: "100101", name: "Bäckerei Krüger GmbH", city: "Köln" }],
      user: { user_id: 1001, login: "kunde@example.com", username: "S", email: "k@example.com", profile_image: null, last_login: null, roles: ["customer"], user_notification_code: null },
      cuca: null,
      notification: null,
      sections: [],
    },
  });

/** A backend answering by path, keeping the paths it was asked for in order. */
function backend(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const transport = async (req: Request) => {
    const path = new URL(req.url).pathname;
    calls.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${req.url}`);
    return answer();
  };
  return { calls, transport };
}

/** The layout's and the dashboard's loaders of one request, side by side as Remix runs them. */
async function loadPage(path: string, answers: Record<string, () => Response>, site?: string) {
  const { calls, transport } = backend(answers);
  const request = await requestFor(path, site);
  const portal = await PortalContext.create(request, env, transport);
  const args = { request, params: {}, context: { portal } } as unknown as LoaderFunctionArgs;
  const [layout, dashboard] = await Promise.allSettled([layoutLoader(args), dashboardLoader(args)]);
  return { calls, layout, dashboard, portal };
}

const value = <T>(r: PromiseSettledResult<T>) => {
  if (r.status === "rejected") throw r.reason;
  return r.value;
};

describe("the dashboard's data", () => {
  it("one round of /api calls for the page: the tiles come from the subscriptions the menu brings, which the browser does not get, with their key figures", async () => {
    const page = await loadPage("/", { "/api/navigation/menu-items": () => menu(SUBSCRIPTIONS), [FIGURES]: figures });
    expect(sorted(page.calls)).toEqual([FIGURES, "/api/navigation/menu-items"]);
    expect(page.portal.api.calls).toBe(2);
    expect(value(page.dashboard).tiles).toEqual([
      expect.objectContaining({
        key: "website",
        variants: ["Website Gold"],
        figure: { label: "Besuche Ihrer Website", display: "120", change: { arrow: "▲", text: "+50\u00a0% gegenüber dem Vorzeitraum" } },
      }),
    ]);
    expect(value(page.dashboard).window).toBe("30.10.2026 bis 28.11.2026");
    expect(value(page.layout).menu.customer).not.toHaveProperty("subscriptions");
  });

  it("a failed key-figures call: the tiles without figures, the page as before", async () => {
    const page = await loadPage("/", { "/api/navigation/menu-items": () => menu(SUBSCRIPTIONS), [FIGURES]: failed });
    expect(value(page.dashboard).tiles).toEqual([expect.objectContaining({ key: "website", figure: null })]);
    expect(value(page.dashboard).window).toBeNull();
  });

  it("a userNotification query is recorded before the one menu call, so the page shows it (spec §4.7)", async () => {
    const page = await loadPage("/?userNotification=WILLKOMMEN-2026", {
      "/api/user/addUserNotification": () => Response.json({ data: { added: true } }),
      "/api/navigation/menu-items": () => menu(SUBSCRIPTIONS),
      [FIGURES]: figures,
    });
    // (the key figures do not wait for it: they do not show the notification)
    expect(page.calls.filter((c) => c !== FIGURES)).toEqual(["/api/user/addUserNotification", "/api/navigation/menu-items"]);
    expect(page.calls).toContain(FIGURES);
    value(page.dashboard);
  });

  it.each(["cross-site", "none"])("a userNotification query of a %s navigation records nothing (a link from elsewhere changes no state)", async (site) => {
    const page = await loadPage("/?userNotification=WILLKOMMEN-2026", { "/api/navigation/menu-items": () => menu(SUBSCRIPTIONS), [FIGURES]: figures }, site);
    expect(sorted(page.calls)).toEqual([FIGURES, "/api/navigation/menu-items"]);
  });

  it("no subscriptions in the menu (not the customer role): getSubscriptions decides, its 403 leads to /403", async () => {
    const page = await loadPage("/", {
      "/api/navigation/menu-items": () => menu(null),
      "/api/customer/getSubscriptions": () => Response.json({ errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }] }, { status: 403 }),
      [FIGURES]: () => Response.json({ errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }] }, { status: 403 }),
    });
    expect(sorted(page.calls)).toEqual([FIGURES, "/api/customer/getSubscriptions", "/api/navigation/menu-items"]);
    expect(page.dashboard.status).toBe("rejected");
    const thrown = (page.dashboard as PromiseRejectedResult).reason as Response;
    expect(thrown.headers.get("Location")).toBe("/403");
  });

  it("a failed menu call: the dashboard still asks for the subscriptions itself", async () => {
    const page = await loadPage("/", {
      "/api/navigation/menu-items": () => Response.json({ errors: [{ code: "INTERNAL", message: "Fehler" }] }, { status: 500 }),
      "/api/customer/getSubscriptions": () => Response.json({ data: { subscriptions: SUBSCRIPTIONS } }),
      [FIGURES]: figures,
    });
    expect(sorted(page.calls)).toEqual([FIGURES, "/api/customer/getSubscriptions", "/api/navigation/menu-items"]);
    expect(value(page.dashboard).tiles).toHaveLength(1);
    expect(page.layout.status).toBe("rejected");
  });
});
