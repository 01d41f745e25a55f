import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { BUILT_PAGES, type PageDef, type PageName } from "#domain/pages";
import { BASE_URL } from "../../playwright.config";
import { loginHttp, PERSONAS, type PersonaName } from "./personas";

/**
 * The access matrix (spec §2 route access classes, spec §6 roles): every built page of the registry (domain/pages.ts) × anonymous and
 * each persona → the expected status or redirect target. The expectation is
 * worked out here from the table's declared classes, independently of the
 * portal's own decision code.
 */

type Who = "anonymous" | PersonaName;
const WHO: Who[] = ["anonymous", ...(Object.keys(PERSONAS) as PersonaName[])];

const concrete = (path: string) => path.replace(/:[^/]+/g, "beispiel");

/** Routes that answer with a redirect of their own once access is granted. */
const OWN_REDIRECTS: Partial<Record<PageName, (who: Who) => string>> = {
  customer: () => "/",
  "cuca.deeplink": () => "/",
  // the Google banner's "Hinweis ausblenden" is a POST; a visit leads to the dashboard
  "google.hideBanner": () => "/",
  // the seasonal banner's "Nicht mehr anzeigen" too
  "seasonalBanner.hide": () => "/",
  // the page-view beacon's POST (spec §7 tracking): a visit only redirects
  "tracking.view": () => "/",
  // the not-booked page's "Beratung anfordern" is a POST; a visit leads to the dashboard
  "products.request": () => "/",
  // a name that is no legacy path (spec §2) is unknown
  "customer.legacy": () => "/404",
  // without a live link's token: the page that says the link does not work
  "password.renew": () => "/passwort/erneuern/fehler",
  // without Facebook's answer (state, or an error) there is nothing to do but log in
  "login.facebook": () => "/login",
  switchPortal: (who) => (who === "anonymous" ? "/login" : PERSONAS[who].hasCompany ? "/" : "/benutzer"),
};
/** Pages that render with an error status on purpose. */
const OWN_STATUS: Partial<Record<PageName, number>> = {
  // the claiming pages carry the directory's sealed link (`?data=`) or the funnel's reference (`?ref=`):
  // without one, the German page "Dieser Link ist nicht mehr gültig" (decision 073)
  "claiming.redirect": 410,
  "claiming.welcome": 410,
  "claiming.register": 410,
  "claiming.registerPassword": 410,
  "claiming.registerSuccess": 410,
  "claiming.login": 410,
  "claiming.loginSuccess": 410,
  "claiming.otherowner": 410,
  "claiming.otherownerProvider": 410,
  "claiming.owner": 410,
  "claiming.ownerProvider": 410,
  "claiming.hold": 410,
  "claiming.pending": 410,
  "claiming.advantago": 410,
  // the owner's page of a request for access (decision 090): without the mail's token, "Diese Anfrage ist nicht mehr offen"
  "claiming.request": 410,
  // the account-link pages likewise (the sales mail's `?data=`, the funnel's `?ref=`; decision 093)
  "accountLink.redirect": 410,
  "accountLink.register": 410,
  "accountLink.login": 410,
  "accountLink.hold": 410,
  "accountLink.pending": 410,
  // a claim letter's PDF (decision 074): no letter is called "beispiel"
  "debug.letter": 404,
  "error.403": 403,
  "error.404": 404,
  "error.500": 500,
  "error.502": 502,
  // the list sections' suggestions (JSON for the page's script) need a list and a term
  "entry.suggestions": 400,
  // the entry's files: the demo companies have no uploaded logo, and no document is called "beispiel"
  "entry.logo": 404,
  "entry.document": 404,
  "entry.image": 404,
  // the demo users have no profile image
  "user.profileImage": 404,
  // no partner portal is called "beispiel"
  "entry.serviceIcon": 404,
  // a statistics CSV names its table (`?tabelle=`); without one there is nothing to download
  "entry.statisticsCsv": 404,
  // the website statistics' CSV names its website and table (`?website=…&tabelle=`)
  "website.statisticsCsv": 404,
  // the SEO overview's CSV names its table (`?tabelle=`)
  "seo.csv": 404,
  // the search-engine ads' CSVs: the personas' active companies have no adplorer account ('Unknown companyId'),
  // the budget's names its month, the ad groups' its table
  "searchAds.statisticsCsv": 404,
  "searchAds.budgetCsv": 400,
  "searchAds.adGroupsCsv": 404,
  // the secretarial service's CSV names its table (`?tabelle=`)
  "secretarial.csv": 404,
  // the rating overview's CSV names its table (`?tabelle=`)
  "ratingPlus.overviewCsv": 404,
  "wkdb.overviewCsv": 404,
  // no voicebot's number is "beispiel" (the page itself is the not-booked page: the personas' companies have no voicebot)
  "voicebot.csv": 404,
  // no file sent to the website team is called "beispiel"
  "website.file": 404,
  // no web banner, creative or image sent for banners is called "beispiel"
  "webBanner.creative": 404,
  "webBanner.zip": 404,
  "webBanner.file": 404,
  // a TV-banner creative's file is its "video" or "poster": "beispiel" is neither
  "tvBanner.media": 404,
  // an award's PDF is the "siegel" or the "top-unternehmen", a marketing package's a month (2026-10): "beispiel" is neither
  "wkdb.awardPdf": 404,
  "wkdb.packagePdf": 404,
  // no company's id is "beispiel": no signet
  "wkdb.signet": 404,
  // no document is numbered "beispiel", and no year is called so: no PDF, XRechnung or ZIP
  "companyData.documentPdf": 404,
  "companyData.documentXml": 404,
  "companyData.documentsZip": 404,
};

function expected(route: PageDef & { name: PageName }, who: Who): { status: number; location?: string } {
  const path = concrete(route.path);
  const a = route.access;
  const persona = who === "anonymous" ? null : PERSONAS[who];
  const home = persona?.hasCompany ? "/" : "/benutzer";
  // every persona's company has booked every product of a built page (the not-booked page answers 200 too)
  const redirect = OWN_REDIRECTS[route.name];
  const page = () => (redirect ? { status: 302, location: redirect(who) } : { status: OWN_STATUS[route.name] ?? 200 });
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
const ordered = [...BUILT_PAGES].sort((a, b) => Number(a.path === "/login/cuca") - Number(b.path === "/login/cuca"));

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
  expect(BUILT_PAGES.length).toBeGreaterThan(10);
  // (every page of the registry is built: no planned page is left to be unknown here; tests/unit/domain/pages.test.ts)
  for (const path of ["/gibt-es-nicht", "/kunde/unbekannt/tief", "/favicon.ico", "/account/verknuepfung/gibt-es-nicht"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()["location"], path).toBe("/404");
  }
});
