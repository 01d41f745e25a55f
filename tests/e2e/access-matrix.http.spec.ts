import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { ROUTE_ACCESS, type RouteAccess } from "../../app/access";
import { BASE_URL } from "../../playwright.config";
import { loginHttp, PERSONAS, type PersonaName } from "./personas";

/**
 * The access matrix (spec §2 route access classes, spec §6 roles): every route of app/access.ts × anonymous and
 * each persona → the expected status or redirect target. The expectation is
 * worked out here from the table's declared classes, independently of the
 * portal's own decision code.
 */

type Who = "anonymous" | PersonaName;
const WHO: Who[] = ["anonymous", ...(Object.keys(PERSONAS) as PersonaName[])];

const concrete = (path: string) => path.replace(/:[^/]+/g, "beispiel");

/** Routes that answer with a redirect of their own once access is granted. */
const OWN_REDIRECTS: Record<string, (who: Who) => string> = {
  "/kunde": () => "/",
  "/kundenservice/deeplink": () => "/",
  // the Google banner's "Hinweis ausblenden" is a POST; a visit leads to the dashboard
  "/kunde/meineProdukte/google/hinweis-ausblenden": () => "/",
  // a name that is no legacy path (spec §2) is unknown
  "/kunde/:legacy": () => "/404",
  // without a live link's token: the page that says the link does not work
  "/passwort/erneuern": () => "/passwort/erneuern/fehler",
  // without Facebook's answer (state, or an error) there is nothing to do but log in
  "/login/facebook": () => "/login",
  "/switchPortal": (who) => (who === "anonymous" ? "/login" : PERSONAS[who].hasCompany ? "/" : "/benutzer"),
};
/** Pages that render with an error status on purpose. */
const OWN_STATUS: Record<string, number> = {
  "/403": 403,
  "/404": 404,
  "/500": 500,
  "/502": 502,
  // the list sections' suggestions (JSON for the page's script) need a list and a term
  "/kunde/meineProdukte/eintrag/vorschlaege": 400,
  // the entry's files: the demo companies have no uploaded logo, and no document is called "beispiel"
  "/kunde/meineProdukte/eintrag/logo-bild": 404,
  "/kunde/meineProdukte/eintrag/dokumente/:id": 404,
  "/kunde/meineProdukte/eintrag/bilder/:id": 404,
  // the demo users have no profile image
  "/benutzer/profilbild": 404,
  // no partner portal is called "beispiel"
  "/kunde/meineProdukte/eintrag/eintragsservice/icon/:id": 404,
};

function expected(route: RouteAccess, who: Who): { status: number; location?: string } {
  const path = concrete(route.path);
  const a = route.access;
  const persona = who === "anonymous" ? null : PERSONAS[who];
  const home = persona?.hasCompany ? "/" : "/benutzer";
  const page = () =>
    OWN_REDIRECTS[route.path] ? { status: 302, location: OWN_REDIRECTS[route.path]!(who) } : { status: OWN_STATUS[route.path] ?? 200 };
  if (a.kind === "open") return page();
  if (a.kind === "anonymous") {
    if (!persona || a.logoutFirst) return page();
    return { status: 302, location: home };
  }
  if (!persona) return { status: 302, location: path === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(path)}` };
  if (!a.roles.some((r) => (persona.roles as readonly string[]).includes(r))) return { status: 302, location: "/403" };
  if (!a.selfRedirect && !a.accountIndependent && !persona.hasCompany && !/benutzer|redirect|claiming/i.test(path)) {
    return { status: 302, location: "/benutzer" };
  }
  return page();
}

async function contextFor(who: Who): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  if (who !== "anonymous") await loginHttp(ctx, who);
  return ctx;
}

// /login/cuca ends a session, so it comes last for each visitor.
const ordered = [...ROUTE_ACCESS].sort((a, b) => Number(a.path === "/login/cuca") - Number(b.path === "/login/cuca"));

for (const who of WHO) {
  test(`access matrix: ${who}`, async () => {
    const ctx = await contextFor(who);
    const failures: string[] = [];
    for (const route of ordered) {
      const want = expected(route, who);
      const res = await ctx.get(concrete(route.path), { maxRedirects: 0 });
      const location = res.headers()["location"];
      const got = { status: res.status(), ...(location ? { location: location.replace(BASE_URL, "") } : {}) };
      if (got.status !== want.status || got.location !== want.location) {
        failures.push(`${route.path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      }
    }
    await ctx.dispose();
    expect(failures).toEqual([]);
  });
}

test("every route of the table is covered and unknown paths go to /404", async ({ request }) => {
  expect(ROUTE_ACCESS.length).toBeGreaterThan(10);
  for (const path of ["/gibt-es-nicht", "/kunde/unbekannt/tief", "/favicon.ico"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()["location"], path).toBe("/404");
  }
});
