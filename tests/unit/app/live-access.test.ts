import { describe, expect, it } from "vitest";
import { customerCookie, portalEnv } from "./portal-env";
import { PortalContext } from "../../../app/server/context.server";
import { loadLayout } from "../../../app/server/layout.server";
import { createSessionStorage } from "../../../app/server/session.server";

/**
 * The portal keeps what the API said the visitor may do; the layout's menu
 * call brings the live roles and companies on every page, so a page the
 * visitor lost access to since the last request is left at once.
 */
const env = portalEnv;

async function requestFor(path: string) {
  const cookie = await customerCookie({ companies: ["100101", "100102"], accountId: "100102" });
  return new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });
}

const menu = (roles: string[], accounts: string[]) =>
  Response.json({
    data: {
      customer: accounts.includes("100102") ? { id: "100102", name: "Krüger Haustechnik KG", products: [] } : null,
      accounts: accounts.map((id) => ({ id, name: id })),
      user: { user_id: 1001, login: "kunde@example.com", username: "S", email: "k@example.com", profile_image: null, last_login: null, roles, user_notification_code: null },
      cuca: null,
      notification: null,
      sections: [],
    },
  });

/** A backend answering by path. */
const backend = (answers: Record<string, () => Response>) => async (req: Request) => {
  const answer = answers[new URL(req.url).pathname];
  if (!answer) throw new Error(`unexpected call ${req.url}`);
  return answer();
};

const thrownRedirect = async (p: Promise<unknown>) => {
  const thrown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("Location");
};

describe("live access in the portal", () => {
  it("the same roles and companies: the page is shown, the cookie untouched", async () => {
    const portal = await PortalContext.create(await requestFor("/kunde/meineProdukte/eintrag/eintragsdaten"), env, backend({
      "/api/navigation/menu-items": () => menu(["customer"], ["100101", "100102"]),
    }));
    const layout = await loadLayout(portal);
    expect(layout.menu.customer?.id).toBe("100102");
    expect(await portal.session.commit()).toBeNull();
  });

  it("the customer role taken away: a customer page goes to /403 on the next request", async () => {
    const portal = await PortalContext.create(await requestFor("/kunde/meineProdukte/eintrag/eintragsdaten"), env, backend({
      "/api/navigation/menu-items": () => menu([], ["100101", "100102"]),
    }));
    expect(await thrownRedirect(loadLayout(portal))).toBe("/403");
    const next = await createSessionStorage(env, false).getSession((await portal.session.commit())!.split(";")[0]);
    expect(next.get("roles")).toEqual([]);
  });

  it("the active company taken away: another company of the user's becomes active, back to the dashboard", async () => {
    const portal = await PortalContext.create(await requestFor("/kunde/meineProdukte/eintrag/eintragsdaten"), env, backend({
      "/api/navigation/menu-items": () => Response.json({ errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }] }, { status: 403 }),
      "/api/auth/refresh": () => Response.json({ data: { token: "opaque-2", expiresAt: "2099-01-01T00:00:00.000Z", roles: ["customer"], companies: ["100101"] } }),
    }));
    expect(await thrownRedirect(loadLayout(portal))).toBe("/");
    const next = await createSessionStorage(env, false).getSession((await portal.session.commit())!.split(";")[0]);
    expect(next.get("accountId")).toBe("100101");
    expect(next.get("companies")).toEqual(["100101"]);
    expect(next.get("token")).toBe("opaque-2");
  });

  it("a 403 for a company that is still the user's stays a 403", async () => {
    const portal = await PortalContext.create(await requestFor("/"), env, backend({
      "/api/navigation/menu-items": () => Response.json({ errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }] }, { status: 403 }),
      "/api/auth/refresh": () => Response.json({ data: { token: "opaque-2", expiresAt: "2099-01-01T00:00:00.000Z", roles: ["customer"], companies: ["100101", "100102"] } }),
    }));
    expect(await thrownRedirect(loadLayout(portal))).toBe("/403");
  });
});
