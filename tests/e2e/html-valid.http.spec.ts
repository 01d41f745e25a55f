import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { definePlugin, HtmlValidate, Rule, type ConfigData } from "html-validate";
import { ROUTE_ACCESS, type RouteAccess } from "../../app/access";
import { ENTRY_DATA_PATH, ENTRY_TABS, entryTabPath } from "#domain/entry-tabs";
import { BASE_URL } from "../../playwright.config";
import { loginHttp, PERSONAS, type PersonaName } from "./personas";

/**
 * The server HTML of every page of the access table (app/access.ts), as every
 * visitor who may see it (anonymous and each persona), is valid HTML (WHATWG
 * HTML, checked by html-validate's recommended rules, which include WCAG
 * techniques such as H71 "a fieldset has a legend"; and our own rule that the
 * page's h1 is its first heading) and carries no NUL byte.
 */

/**
 * The page's own h1 comes first in the heading order (WCAG 1.3.1, HTML_CodeSniffer's
 * G141): no heading of the menus or the top bar before it. A modal dialog is a context of
 * its own (html-validate's heading-level counts it as a sectioning root too).
 */
class H1First extends Rule {
  documentation() {
    return {
      description: "The first heading of the page outside a dialog is its h1.",
    };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      // every element, in document order (a list of selectors would give them selector by selector)
      const first = document
        .querySelectorAll("*")
        .find((e) => /^h[1-6]$/.test(e.tagName) && !e.closest('dialog, [role="dialog"], [role="alertdialog"]'));
      if (first && first.tagName !== "h1") this.report(first, `The first heading of the page is <${first.tagName}>, not its <h1>`);
    });
  }
}

export const HTML_RULES: ConfigData = {
  extends: ["html-validate:recommended"],
  plugins: [definePlugin({ name: "portal", rules: { "portal/h1-first": H1First } })],
  rules: {
    "portal/h1-first": "error",
    // taste: HTML attribute names are case-insensitive; React writes some as their DOM property names (charSet, maxLength, autoComplete)
    "attr-case": "off",
    // taste: a telephone number with plain spaces may wrap at them; the nbsp is a typographic preference (and a narrow screen is better off wrapping)
    "tel-non-breaking": "off",
    // ARIA 1.2 lets authors name every role that supports a name (a list such as the footer's link lists, not only landmarks and widgets)
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // HTML allows any id without whitespace; React's useId (":R1:") and Radix build ids with colons
    "valid-id": ["error", { relaxed: true }],
    // checkboxes sharing one name are how HTML sends a multiple choice (the payment methods); other controls still may not share one
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
    // taste: a div with role="region" and a name is the same landmark as a named section
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // taste: 70 characters is where search engines cut a title; the portal's titles name the tab, the page, the company and the portal (WCAG 2.4.2 wants them descriptive)
    "long-title": "off",
    // taste: React writes void elements as <meta/>, <input/>; both forms are valid HTML
    "void-style": "off",
    // taste: React writes boolean attributes as `disabled=""`; valid HTML either way
    "attribute-boolean-style": "off",
    // taste: React writes an empty `download=""`; valid HTML either way
    "attribute-empty-style": "off",
    // taste: a bar's width computed at render (the entry overview's progress) is a style attribute; the CSP allows inline styles (style-src 'unsafe-inline')
    "no-inline-style": "off",
  },
};

type Who = "anonymous" | PersonaName;
const WHO: Who[] = ["anonymous", ...(Object.keys(PERSONAS) as PersonaName[])];

const concrete = (path: string) => path.replace(/:[^/]+/g, "beispiel");

/** Routes of the table that are no page: a redirect for every visitor, or a file or JSON whose answer here is an error page of its own (404, 400). */
const NO_PAGE = new Set([
  "/switchPortal",
  "/login/facebook",
  "/passwort/erneuern",
  "/redirect",
  "/benutzer/profilbild",
  "/benutzer/datenexport",
  // a claim letter's PDF (decision 074); no letter is called "beispiel"
  "/debug/briefe/:id",
  "/kunde",
  "/kunde/:legacy",
  "/kunde/meineProdukte/eintrag/logo-bild",
  "/kunde/meineProdukte/eintrag/dokumente/:id",
  "/kunde/meineProdukte/eintrag/bilder/:id",
  "/kunde/meineProdukte/eintrag/statistiken/daten",
  "/kunde/meineProdukte/eintrag/statistiken/csv",
  "/kunde/meineProdukte/website/statistiken/csv",
  "/kunde/meineProdukte/seo/uebersicht/csv",
  "/kunde/meineProdukte/suchmaschinenWerbung/statistiken/csv",
  "/kunde/meineProdukte/suchmaschinenWerbung/budget/csv",
  "/kunde/meineProdukte/suchmaschinenWerbung/anzeigengruppen/csv",
  "/kunde/meineProdukte/sekretariatsservice/uebersicht/csv",
  "/kunde/meineProdukte/:token/csv",
  "/kunde/meineProdukte/bewertungsmanagement/uebersicht/csv",
  "/kunde/meineProdukte/wkdb/uebersicht/csv",
  "/kunde/meineProdukte/website/bearbeiten/datei/:id",
  "/kunde/meineProdukte/werbebanner/uebersicht/motiv/:id",
  "/kunde/meineProdukte/werbebanner/uebersicht/zip/:id",
  "/kunde/meineProdukte/werbebanner/dateiupload/datei/:id",
  "/kunde/meineProdukte/tvbanner/medien/:id/:datei",
  "/kunde/meineProdukte/wkdb/auszeichnungen/pdf/:art",
  "/kunde/meineProdukte/wkdb/vermarktungspakete/pdf/:monat",
  "/kunde/firmendaten/dokumente/pdf/:quelle/:art/:nummer",
  "/kunde/firmendaten/dokumente/xrechnung/:nummer",
  "/kunde/firmendaten/dokumente/zip/:jahr",
  "/siegel/:firma",
  "/kunde/meineProdukte/eintrag/eintragsservice/icon/:id",
  "/kunde/meineProdukte/eintrag/selbstauskunft/download",
  "/kunde/meineProdukte/eintrag/vorschlaege",
  "/kunde/meineProdukte/eintrag/adressvorschlaege",
  "/kundenservice/deeplink",
  "/kunde/meineProdukte/google/auth",
  "/kunde/meineProdukte/google/hinweis-ausblenden",
  "/hinweis/saison-ausblenden",
  "/seitenaufruf",
  "/kunde/meineProdukte/produktanfrage",
]);

// /login/cuca ends a session, so it comes last for each visitor.
const ordered = [...ROUTE_ACCESS].sort((a, b) => Number(a.path === "/login/cuca") - Number(b.path === "/login/cuca"));

async function contextFor(who: Who): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  if (who !== "anonymous") await loginHttp(ctx, who);
  return ctx;
}

/**
 * Whether the table lets this visitor see the route's page (the access classes of spec §2 and the
 * redirect rules of spec §4.4, as tests/e2e/access-matrix.http.spec.ts works them out).
 */
function maySee(route: RouteAccess, who: Who): boolean {
  const a = route.access;
  const persona = who === "anonymous" ? null : PERSONAS[who];
  if (a.kind === "open") return true;
  if (a.kind === "anonymous") return !persona || Boolean(a.logoutFirst);
  if (!persona || !a.roles.some((r) => (persona.roles as readonly string[]).includes(r))) return false;
  return Boolean(a.selfRedirect || a.accountIndependent || persona.hasCompany || /benutzer|redirect|claiming/i.test(route.path));
}

/** The addresses of a route's page: the entry-data page is one per tab (spec §7 entry sections; decision 027). */
const pathsOf = (route: RouteAccess) => (route.path === ENTRY_DATA_PATH ? ENTRY_TABS.map(entryTabPath) : [concrete(route.path)]);

const validator = new HtmlValidate(HTML_RULES);

for (const who of WHO) {
  test(`every page's server HTML is valid and has no NUL byte: ${who}`, async () => {
    // up to forty pages read and validated one after another, on a machine shared with the browser tests
    test.setTimeout(90_000);
    const ctx = await contextFor(who);
    const failures: string[] = [];
    for (const route of ordered.filter((r) => !NO_PAGE.has(r.path) && maySee(r, who)))
      for (const path of pathsOf(route)) {
        const res = await ctx.get(path, { maxRedirects: 0 });
        if (res.status() >= 300 && res.status() < 400) {
          failures.push(`${path}: expected a page, got ${res.status()} to ${res.headers()["location"]}`);
          continue;
        }
        // a file (an image, a PDF) or JSON for a page's script is no HTML
        if (!(res.headers()["content-type"] ?? "").startsWith("text/html")) continue;
        const html = await res.text();
        const nul = html.indexOf("\u0000");
        if (nul >= 0) failures.push(`${path}: NUL byte at ${nul}: ${JSON.stringify(html.slice(nul - 60, nul + 20))}`);
        const report = await validator.validateString(html, path);
        for (const r of report.results) {
          for (const m of r.messages) failures.push(`${path} ${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? ""})`);
        }
      }
    await ctx.dispose();
    expect(failures).toEqual([]);
  });
}
