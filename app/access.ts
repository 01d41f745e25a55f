import { ROLES, type Role } from "#domain/roles";

/**
 * THE route-access table (spec §2 "Route access classes"). Every loader and
 * action of the portal is checked against it before it runs (app/server/gate.server.ts);
 * a path that matches no entry goes to /404.
 *
 * - open: no check.
 * - anonymous: logged-in users go to the dashboard; `logoutFirst` (only
 *   /login/cuca) ends the session instead and shows the page.
 * - roles: needs a login (else /login?redirectTo=<path and query>) and one of
 *   the roles (else /403).
 *
 * `selfRedirect`: the route handles its redirects itself (spec §4.4 rule 1).
 * `accountIndependent`: the route stays even without an active company (rule 5).
 * `sideMenu: false`: the layout hides the side menu.
 */
export type Access =
  | { kind: "open"; selfRedirect?: boolean }
  | { kind: "anonymous"; logoutFirst?: boolean }
  | { kind: "roles"; roles: readonly Role[]; selfRedirect?: boolean; accountIndependent?: boolean; sideMenu?: false };

export interface RouteAccess {
  /** URL pattern; `:name` is one segment */
  path: string;
  access: Access;
}

export const ALL_ROLES: readonly Role[] = ROLES;
const OPEN: Access = { kind: "open" };
const ANONYMOUS: Access = { kind: "anonymous" };
const GENERAL: Access = { kind: "roles", roles: ALL_ROLES };
const CUSTOMER: Access = { kind: "roles", roles: ["customer"] };

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  // Pages without an auth check
  { path: "/403", access: OPEN },
  { path: "/404", access: OPEN },
  { path: "/500", access: OPEN },
  { path: "/502", access: OPEN },
  { path: "/fehler", access: OPEN },
  { path: "/switchPortal", access: { kind: "open", selfRedirect: true } },
  { path: "/barrierefreiheit", access: OPEN },
  // non-production debug page (spec §2); its call answers 404 in production
  { path: "/debug/mails", access: OPEN },
  // Anonymous only
  { path: "/login", access: ANONYMOUS },
  { path: "/login/cuca", access: { kind: "anonymous", logoutFirst: true } },
  // "Mit Facebook anmelden": the start (POST) and Facebook's way back (GET)
  { path: "/login/facebook", access: ANONYMOUS },
  { path: "/registrierung", access: ANONYMOUS },
  { path: "/registrierung/erfolgreich", access: ANONYMOUS },
  { path: "/registrierung/aktivierung", access: ANONYMOUS },
  { path: "/registrierung/abbrechen", access: ANONYMOUS },
  { path: "/registrierung/gast", access: ANONYMOUS },
  { path: "/registrierung/gast/erfolgreich", access: ANONYMOUS },
  { path: "/passwort/vergessen", access: ANONYMOUS },
  { path: "/passwort/vergessen/bestaetigung", access: ANONYMOUS },
  { path: "/passwort/erneuern", access: ANONYMOUS },
  { path: "/passwort/erneuern/bestaetigung", access: ANONYMOUS },
  { path: "/passwort/erneuern/fehler", access: ANONYMOUS },
  { path: "/b2b-newsletter/bestaetigt", access: ANONYMOUS },
  // spec §2 lists it as anonymous only; open, because whoever changed the address is usually still logged in
  { path: "/user/email-aenderung/aktivieren", access: OPEN },
  // All four roles
  { path: "/", access: GENERAL },
  { path: "/redirect", access: GENERAL },
  { path: "/logout", access: { kind: "roles", roles: ALL_ROLES, selfRedirect: true } },
  { path: "/benutzer", access: GENERAL },
  // the user's own profile image (200×200 JPEG)
  { path: "/benutzer/profilbild", access: GENERAL },
  { path: "/benutzer/bewertungen", access: GENERAL },
  // everything stored about the user, as a JSON download (DSGVO art. 15/20)
  { path: "/benutzer/datenexport", access: GENERAL },
  // spec §2/§4.4: for all roles, independent of the account type
  { path: "/ugc", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true } },
  // Customer only
  { path: "/kunde", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/uebersicht", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/eintragsdaten", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/logo-bild", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/dokumente/:id", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/bilder/:id", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/statistiken", access: CUSTOMER },
  // the statistics chart's rows of the whole range (JSON for the page's chart)
  { path: "/kunde/meineProdukte/eintrag/statistiken/daten", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/statistiken/csv", access: CUSTOMER }, // a table of the statistics as CSV (docs/product-page.md)
  { path: "/kunde/meineProdukte/eintrag/eintragsservice", access: CUSTOMER },
  // a partner portal's icon for the entry-service page (an image of the portal's own)
  { path: "/kunde/meineProdukte/eintrag/eintragsservice/icon/:id", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/selbstauskunft", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/selbstauskunft/download", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/selbstauskunft/pdf", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/rechteuebertragung/uebersicht", access: CUSTOMER },
  { path: "/kunde/meineProdukte/fehler", access: { kind: "roles", roles: ["customer"], sideMenu: false } },
  // the Google Business Profile connection (spec §2: side menu disabled)
  { path: "/kunde/meineProdukte/google/auth", access: { kind: "roles", roles: ["customer"], sideMenu: false } },
  { path: "/kunde/meineProdukte/google/unternehmensProfil", access: { kind: "roles", roles: ["customer"], sideMenu: false } },
  // "Hinweis ausblenden" of the banner about an unconfirmed Google profile (a POST; a visit leads to the dashboard)
  { path: "/kunde/meineProdukte/google/hinweis-ausblenden", access: CUSTOMER },
  // the legacy /kunde paths (domain/legacy.ts): permanent redirects, unknown names to /404
  { path: "/kunde/:legacy", access: CUSTOMER },
  { path: "/kunde/meineProdukte/eintrag/vorschlaege", access: CUSTOMER },
  // the company form's address suggestions as you type (JSON for the page's script)
  { path: "/kunde/meineProdukte/eintrag/adressvorschlaege", access: CUSTOMER },
  { path: "/claiming/confirm", access: CUSTOMER },
  // support staff acting for a customer (the API refuses anyone else)
  { path: "/kundenservice/deeplink", access: CUSTOMER },
];


const segments = (p: string) => p.split("/").filter(Boolean);

/** The table's paths split into lower-case segments once (accessFor runs for every menu item of every page). */
const ROUTE_SEGMENTS = ROUTE_ACCESS.map((entry) => ({ entry, have: segments(entry.path).map((s) => s.toLowerCase()) }));

/** The table entry for a path (case-insensitive like Remix's matching), or null. */
export function accessFor(pathname: string): RouteAccess | null {
  const want = segments(pathname);
  for (const { entry, have } of ROUTE_SEGMENTS) {
    if (have.length !== want.length) continue;
    if (have.every((s, i) => s.startsWith(":") || s === want[i]!.toLowerCase())) return entry;
  }
  return null;
}
