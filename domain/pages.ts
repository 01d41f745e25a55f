/**
 * THE page registry (spec §2 "Screens and routes", "Route access classes",
 * "Layout"): every page and route of the portal once, with what the portal
 * needs to know about it. The access table (app/access.ts), the gate, the side
 * menu and its breadcrumb (domain/menu.ts), the dashboard tiles, the page
 * titles, the not-booked page, the benchmark's page list (bench/pages.mjs) and
 * the route tests all read it; tests/unit/app/page-registry.test.ts checks it
 * against the build's routes. Shared by the portal and /api: no app imports.
 */
import type { ProductKey } from "./products";
import { ROLES, type Role } from "./roles";

/**
 * - open: no check.
 * - anonymous: logged-in users go to the dashboard; `logoutFirst` (only
 *   /login/cuca) ends the session instead and shows the page.
 * - roles: needs a login (else /login?redirectTo=<path and query>) and one of
 *   the roles (else /403).
 *
 * `selfRedirect`: the route handles its redirects itself (spec §4.4 rule 1).
 * `accountIndependent`: the route stays even without an active company (rule 5).
 * `sideMenu: false`: the layout hides the side menu (spec §2 Layout).
 */
export type Access =
  | { kind: "open"; selfRedirect?: boolean }
  | { kind: "anonymous"; logoutFirst?: boolean }
  | { kind: "roles"; roles: readonly Role[]; selfRedirect?: boolean; accountIndependent?: boolean; sideMenu?: false };

export const ALL_ROLES: readonly Role[] = ROLES;
const OPEN: Access = { kind: "open" };
const ANONYMOUS: Access = { kind: "anonymous" };
const GENERAL: Access = { kind: "roles", roles: ALL_ROLES };
const CUSTOMER: Access = { kind: "roles", roles: ["customer"] };
const CUSTOMER_NO_MENU: Access = { kind: "roles", roles: ["customer"], sideMenu: false };

/** The side menu's sections (spec §2 Layout), in menu order; a product's section shows when the company has booked it. */
export const MENU_SECTIONS = {
  start: { title: "Start" },
  entry: { title: "Mein Eintrag", product: "entry" },
  entryService: { title: "Eintragsservice", product: "entryService" },
  website: { title: "Website", product: "website" },
  seo: { title: "SEO", product: "seo" },
  searchAds: { title: "Suchmaschinenwerbung", product: "searchAds" },
  ratingPlus: { title: "Bewertungsmanagement", product: "ratingPlus" },
  wkdb: { title: "Wer kennt den BESTEN", product: "wkdb" },
  secretarial: { title: "Sekretariatsservice", product: "secretarial" },
  voicebot: { title: "Voicebot", product: "voicebot" },
  webBanner: { title: "Werbebanner", product: "webBanner" },
  tvBanner: { title: "TV-Banner", product: "tvBanner" },
  leads: { title: "Anfragen", product: "leads" },
  firmendaten: { title: "Firmendaten" },
  benutzer: { title: "Mein Profil" },
} as const satisfies Record<string, { title: string; product?: ProductKey }>;
export type MenuSectionId = keyof typeof MENU_SECTIONS;

export interface PageDef {
  /** URL pattern; `:name` is one segment */
  path: string;
  access: Access;
  /**
   * the product (domain/products.ts) whose ACTIVE subscription the page needs: without one
   * the company sees the shared not-booked page (status 200) instead
   */
  product?: ProductKey;
  /** the side-menu item: its section and label (its order is the registry's) */
  menu?: { section: MenuSectionId; label: string };
  /** the page's title (the browser tab: "<title> – <company> – Mein Bereich"); none for a route without a page */
  title?: string;
  /** listed in the side menu but not built yet: no route, no access entry (a visit goes to /404) */
  planned?: true;
  /**
   * the pattern of the route module that serves this page, when one module serves
   * several pages (spec §2 `{product}/uebersicht`: one route for both rating
   * products); without it, the route's pattern is `path`
   */
  route?: string;
}

const P = "/kunde/meineProdukte";
const E = `${P}/eintrag`;

/**
 * Every page by name. Order matters twice: the access table matches the first
 * pattern, and a menu section lists its items in this order.
 */
const DEFS = {
  // Pages without an auth check
  "error.403": { path: "/403", access: OPEN, title: "Fehler 403" },
  "error.404": { path: "/404", access: OPEN, title: "Fehler 404" },
  "error.500": { path: "/500", access: OPEN, title: "Fehler 500" },
  "error.502": { path: "/502", access: OPEN, title: "Fehler 502" },
  error: { path: "/fehler", access: OPEN, title: "Fehler" },
  switchPortal: { path: "/switchPortal", access: { kind: "open", selfRedirect: true } },
  accessibility: { path: "/barrierefreiheit", access: OPEN, title: "Erklärung zur Barrierefreiheit" },
  // non-production pages (spec §2, decision 086): 404 in production and wherever DEV_PAGES is not "1"
  debug: { path: "/debug", access: OPEN, title: "Debug (Test)" },
  // the personas and their one-click sign-in (decision 087)
  demo: { path: "/demo", access: OPEN, title: "Demo (Test)" },
  // a chosen brand and the seasonal banner (decision 086)
  preview: { path: "/preview", access: OPEN, title: "Vorschau (Test)" },
  // the shared UI components in their states, for browser tests and reviewers
  test: { path: "/test", access: OPEN, title: "Komponenten (Test)" },
  // non-production debug page (spec §2); its call answers 404 in production
  "debug.mails": { path: "/debug/mails", access: OPEN, title: "Versendete E-Mails (Test)" },
  // a claim letter of the outbox as PDF (decision 074; resource, outside production only)
  "debug.letter": { path: "/debug/briefe/:id", access: OPEN },
  // Anonymous only
  login: { path: "/login", access: ANONYMOUS, title: "Anmelden" },
  "login.cuca": { path: "/login/cuca", access: { kind: "anonymous", logoutFirst: true }, title: "Support-Anmeldung" },
  // "Mit Facebook anmelden": the start (POST) and Facebook's way back (GET)
  "login.facebook": { path: "/login/facebook", access: ANONYMOUS, title: "Anmeldung mit Facebook" },
  registration: { path: "/registrierung", access: ANONYMOUS, title: "Registrieren" },
  "registration.sent": { path: "/registrierung/erfolgreich", access: ANONYMOUS, title: "Registrierung abgeschickt" },
  "registration.activation": { path: "/registrierung/aktivierung", access: ANONYMOUS, title: "Konto aktivieren" },
  "registration.cancel": { path: "/registrierung/abbrechen", access: ANONYMOUS, title: "Registrierung abbrechen" },
  "registration.guest": { path: "/registrierung/gast", access: ANONYMOUS, title: "Als Gast registrieren" },
  "registration.guestSent": { path: "/registrierung/gast/erfolgreich", access: ANONYMOUS, title: "Gastzugang angelegt" },
  "password.forgotten": { path: "/passwort/vergessen", access: ANONYMOUS, title: "Passwort vergessen" },
  "password.forgottenSent": { path: "/passwort/vergessen/bestaetigung", access: ANONYMOUS, title: "E-Mail unterwegs" },
  "password.renew": { path: "/passwort/erneuern", access: ANONYMOUS, title: "Neues Passwort festlegen" },
  "password.renewed": { path: "/passwort/erneuern/bestaetigung", access: ANONYMOUS, title: "Passwort gespeichert" },
  "password.renewFailed": { path: "/passwort/erneuern/fehler", access: ANONYMOUS, title: "Link ungültig" },
  "newsletter.confirmed": { path: "/b2b-newsletter/bestaetigt", access: ANONYMOUS, title: "B2B-Newsletter bestätigen" },
  // spec §2 account link (decisions 093, 094): a sales mail's sealed customer number, then registration or
  // login, and the hold and pending pages; anonymous only, as the spec says. Every page but the first carries `?ref=`.
  "accountLink.redirect": { path: "/account/verknuepfung/weiterleitung", access: ANONYMOUS, title: "Unternehmen verknüpfen" },
  "accountLink.register": { path: "/account/verknuepfung/registrierung", access: ANONYMOUS, title: "Unternehmen mit Ihrem Konto verknüpfen" },
  "accountLink.login": { path: "/account/verknuepfung/login", access: ANONYMOUS, title: "Anmelden und Unternehmen verknüpfen" },
  "accountLink.hold": { path: "/account/verknuepfung/angehalten", access: ANONYMOUS, title: "Verknüpfung angehalten" },
  "accountLink.pending": { path: "/account/verknuepfung/ausstehend", access: ANONYMOUS, title: "Verknüpfung wird geprüft" },
  // Claiming (spec §2; decision 073): the way in and its steps anonymous only, as the spec says; the
  // redirect and the outcome pages open (they tell a logged-in owner it is theirs: spec §2 `owner`),
  // login/success for all roles (the verification's start). Every page carries the funnel's `?ref=`.
  "claiming.redirect": { path: "/claiming/redirect", access: { kind: "open", selfRedirect: true }, title: "Eintrag übernehmen" },
  "claiming.welcome": { path: "/claiming/welcome", access: ANONYMOUS, title: "Eintrag übernehmen" },
  "claiming.register": { path: "/claiming/register", access: ANONYMOUS, title: "Registrieren und Eintrag übernehmen" },
  "claiming.registerPassword": { path: "/claiming/register/password", access: ANONYMOUS, title: "Passwort festlegen" },
  "claiming.registerSuccess": { path: "/claiming/register/success", access: ANONYMOUS, title: "Bitte prüfen Sie Ihr Postfach" },
  "claiming.login": { path: "/claiming/login", access: ANONYMOUS, title: "Anmelden und Eintrag übernehmen" },
  "claiming.loginSuccess": { path: "/claiming/login/success", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true }, title: "Inhaberschaft nachweisen" },
  // the website-domain mail's link (decision 075): open like every mail's link; confirming needs the claimant's login
  "claiming.verify": { path: "/claiming/verify", access: OPEN, title: "Übernahme bestätigen" },
  // the owner's answer to a request for access (decision 090): logged in, whatever the active company
  "claiming.request": { path: "/claiming/anfrage", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true }, title: "Anfrage zu Ihrem Eintrag" },
  "claiming.otherowner": { path: "/claiming/otherowner", access: OPEN, title: "Eintrag hat bereits einen Inhaber" },
  "claiming.otherownerProvider": { path: "/claiming/otherowner/provider", access: OPEN, title: "Eintrag wird von uns betreut" },
  "claiming.owner": { path: "/claiming/owner", access: OPEN, title: "Das ist bereits Ihr Eintrag" },
  "claiming.ownerProvider": { path: "/claiming/owner/provider", access: OPEN, title: "Ihr Eintrag wird von uns betreut" },
  "claiming.hold": { path: "/claiming/hold", access: OPEN, title: "Eintrag vorübergehend gesperrt" },
  "claiming.pending": { path: "/claiming/pending", access: OPEN, title: "Übernahme wird geprüft" },
  "claiming.advantago": { path: "/claiming/advantago", access: OPEN, title: "Eintrag wird von unserem Vertriebspartner betreut" },
  // spec §2 lists it as anonymous only; open, because whoever changed the address is usually still logged in
  "emailChange.activate": { path: "/user/email-aenderung/aktivieren", access: OPEN, title: "Neue E-Mail-Adresse bestätigen" },
  // the link that confirms a website's new contact-form address (spec §2 website/email), to whoever reads that inbox
  "website.contactConfirm": { path: "/website/kontaktadresse/bestaetigen", access: OPEN, title: "Kontaktadresse bestätigen" },
  // the rating signet (SVG) on the customer's website, for its anonymous visitors (decision 057; resource)
  "wkdb.signet": { path: "/siegel/:firma", access: OPEN },
  // All four roles
  dashboard: { path: "/", access: GENERAL, title: "Übersicht", menu: { section: "start", label: "Übersicht" } },
  redirect: { path: "/redirect", access: GENERAL, title: "Weiterleitung" },
  // "Nicht mehr anzeigen" of the seasonal banner (spec §1, every logged-in user, with a company or not): a POST, no page
  "seasonalBanner.hide": { path: "/hinweis/saison-ausblenden", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true } },
  // spec §7 tracking: the beacon of a page view after a client navigation (decision 084): a POST, no page
  "tracking.view": { path: "/seitenaufruf", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true } },
  logout: { path: "/logout", access: { kind: "roles", roles: ALL_ROLES, selfRedirect: true }, title: "Abmelden" },
  user: { path: "/benutzer", access: GENERAL, title: "Benutzerübersicht", menu: { section: "benutzer", label: "Benutzerübersicht" } },
  // the user's own profile image (200×200 JPEG)
  "user.profileImage": { path: "/benutzer/profilbild", access: GENERAL },
  "user.ratings": { path: "/benutzer/bewertungen", access: GENERAL, title: "Meine Bewertungen", menu: { section: "benutzer", label: "Meine Bewertungen" } },
  // everything stored about the user, as a JSON download (DSGVO art. 15/20)
  "user.dataExport": { path: "/benutzer/datenexport", access: GENERAL },
  // spec §2/§4.4: for all roles, independent of the account type
  ugc: { path: "/ugc", access: { kind: "roles", roles: ALL_ROLES, accountIndependent: true }, title: "Bewertung schreiben" },
  // Customer only
  customer: { path: "/kunde", access: CUSTOMER },
  // spec §2 "highlights": what changed for the company this month (decision 089; before the legacy paths' `/kunde/:legacy`)
  "customer.highlights": { path: "/kunde/highlights", access: CUSTOMER, title: "Neuigkeiten des Monats", menu: { section: "start", label: "Neuigkeiten" } },
  "entry.overview": { path: `${E}/uebersicht`, access: CUSTOMER, product: "entry", title: "Eintrag – Übersicht", menu: { section: "entry", label: "Übersicht" } },
  "entry.data": { path: `${E}/eintragsdaten`, access: CUSTOMER, product: "entry", title: "Eintragsdaten", menu: { section: "entry", label: "Eintragsdaten" } },
  "entry.logo": { path: `${E}/logo-bild`, access: CUSTOMER },
  "entry.document": { path: `${E}/dokumente/:id`, access: CUSTOMER },
  "entry.image": { path: `${E}/bilder/:id`, access: CUSTOMER },
  "entry.statistics": { path: `${E}/statistiken`, access: CUSTOMER, product: "entry", title: "Statistiken", menu: { section: "entry", label: "Statistiken" } },
  // the statistics chart's rows of the whole range (JSON for the page's chart)
  "entry.statisticsData": { path: `${E}/statistiken/daten`, access: CUSTOMER },
  // a table of the statistics as CSV (docs/product-page.md)
  "entry.statisticsCsv": { path: `${E}/statistiken/csv`, access: CUSTOMER },
  "entry.service": {
    path: `${E}/eintragsservice`,
    access: CUSTOMER,
    product: "entryService",
    title: "Eintragsservice",
    menu: { section: "entryService", label: "Eintragsservice" },
  },
  // a partner portal's icon for the entry-service page (an image of the portal's own)
  "entry.serviceIcon": { path: `${E}/eintragsservice/icon/:id`, access: CUSTOMER },
  "entry.selfDisclosure": { path: `${E}/selbstauskunft`, access: CUSTOMER, product: "entry", title: "Selbstauskunft", menu: { section: "entry", label: "Selbstauskunft" } },
  "entry.selfDisclosureDownload": { path: `${E}/selbstauskunft/download`, access: CUSTOMER },
  "entry.selfDisclosurePdf": { path: `${E}/selbstauskunft/pdf`, access: CUSTOMER },
  "entry.rightsTransfer": {
    path: `${E}/rechteuebertragung/uebersicht`,
    access: CUSTOMER,
    product: "entry",
    title: "Rechteübertragung",
    menu: { section: "entry", label: "Rechteübertragung" },
  },
  "products.error": { path: `${P}/fehler`, access: CUSTOMER_NO_MENU, title: "Fehler" },
  // the Google Business Profile connection (spec §2: side menu disabled)
  "google.auth": { path: `${P}/google/auth`, access: CUSTOMER_NO_MENU, title: "Mit Google verbinden" },
  "google.profile": { path: `${P}/google/unternehmensProfil`, access: CUSTOMER_NO_MENU, title: "Google-Unternehmensprofil" },
  // "Hinweis ausblenden" of the banner about an unconfirmed Google profile (a POST; a visit leads to the dashboard)
  "google.hideBanner": { path: `${P}/google/hinweis-ausblenden`, access: CUSTOMER },
  // the not-booked page's request for advice about a product (a POST; a visit leads to the dashboard)
  "products.request": { path: `${P}/produktanfrage`, access: CUSTOMER },
  // the legacy /kunde paths (domain/legacy.ts): permanent redirects, unknown names to /404
  "customer.legacy": { path: "/kunde/:legacy", access: CUSTOMER },
  // the list sections' suggestions (JSON for the page's script)
  "entry.suggestions": { path: `${E}/vorschlaege`, access: CUSTOMER },
  // the company form's address suggestions as you type (JSON for the page's script)
  "entry.addressSuggestions": { path: `${E}/adressvorschlaege`, access: CUSTOMER },
  "claiming.confirm": { path: "/claiming/confirm", access: CUSTOMER, title: "Inhaberschaft bestätigen" },
  // support staff acting for a customer (the API refuses anyone else)
  "cuca.deeplink": { path: "/kundenservice/deeplink", access: CUSTOMER },

  // the product pages of spec §2 (those still marked `planned` are in the side menu, not built yet)
  "website.overview": { path: `${P}/website/uebersicht`, access: CUSTOMER, product: "website", title: "Website-Übersicht", menu: { section: "website", label: "Übersicht" } },
  "website.statistics": { path: `${P}/website/statistiken`, access: CUSTOMER, product: "website", title: "Website-Statistiken", menu: { section: "website", label: "Statistiken" } },
  // a table of the website statistics as CSV
  "website.statisticsCsv": { path: `${P}/website/statistiken/csv`, access: CUSTOMER },
  "website.edit": { path: `${P}/website/bearbeiten`, access: CUSTOMER, product: "website", title: "Website bearbeiten", menu: { section: "website", label: "Bearbeiten" } },
  // a file sent to the website team: a download, or an image shown in the page
  "website.file": { path: `${P}/website/bearbeiten/datei/:id`, access: CUSTOMER },
  "website.email": { path: `${P}/website/email`, access: CUSTOMER, product: "website", title: "E-Mail zur Website", menu: { section: "website", label: "E-Mail" } },
  "seo.overview": { path: `${P}/seo/uebersicht`, access: CUSTOMER, product: "seo", title: "SEO-Übersicht", menu: { section: "seo", label: "Übersicht" } },
  // the keyword list and the positions over time as CSV (resource)
  "seo.csv": { path: `${P}/seo/uebersicht/csv`, access: CUSTOMER },
  "searchAds.statistics": {
    path: `${P}/suchmaschinenWerbung/statistiken`,
    access: CUSTOMER,
    product: "searchAds",
    title: "Statistiken der Suchmaschinenwerbung",
    menu: { section: "searchAds", label: "Statistiken" },
  },
  // the periods of the search-engine ads as CSV (resource)
  "searchAds.statisticsCsv": { path: `${P}/suchmaschinenWerbung/statistiken/csv`, access: CUSTOMER },
  "searchAds.adGroups": {
    path: `${P}/suchmaschinenWerbung/anzeigengruppen`,
    access: CUSTOMER,
    product: "searchAds",
    title: "Anzeigengruppen",
    menu: { section: "searchAds", label: "Anzeigengruppen" },
  },
  // the ad groups, or the chosen campaigns over time, as CSV (resource)
  "searchAds.adGroupsCsv": { path: `${P}/suchmaschinenWerbung/anzeigengruppen/csv`, access: CUSTOMER },
  "searchAds.budget": { path: `${P}/suchmaschinenWerbung/budget`, access: CUSTOMER, product: "searchAds", title: "Budget der Suchmaschinenwerbung", menu: { section: "searchAds", label: "Budget" } },
  // the spend of each day of a month as CSV (resource)
  "searchAds.budgetCsv": { path: `${P}/suchmaschinenWerbung/budget/csv`, access: CUSTOMER },
  // spec §2 "Rating product: {product}/uebersicht": one route (meineProdukte+/$product.uebersicht.tsx) for both rating products, by slug
  "ratingPlus.overview": {
    path: `${P}/bewertungsmanagement/uebersicht`,
    route: `${P}/:product/uebersicht`,
    access: CUSTOMER,
    product: "ratingPlus",
    title: "Bewertungsmanagement",
    menu: { section: "ratingPlus", label: "Übersicht" },
  },
  // the overview's tables (the portals, the ratings per period) as CSV (resource)
  "ratingPlus.overviewCsv": { path: `${P}/bewertungsmanagement/uebersicht/csv`, route: `${P}/:product/uebersicht/csv`, access: CUSTOMER },
  "ratingPlus.manage": {
    path: `${P}/bewertungsmanagement/bewertungen-verwalten`,
    access: CUSTOMER,
    product: "ratingPlus",
    title: "Bewertungen verwalten",
    menu: { section: "ratingPlus", label: "Bewertungen verwalten" },
  },
  "ratingPlus.partners": {
    path: `${P}/bewertungsmanagement/partner-netzwerk`,
    access: CUSTOMER,
    product: "ratingPlus",
    title: "Partner-Netzwerk",
    menu: { section: "ratingPlus", label: "Partner-Netzwerk" },
  },
  "ratingPlus.status": {
    path: `${P}/bewertungsmanagement/bewertungsstatus`,
    access: CUSTOMER,
    product: "ratingPlus",
    title: "Bewertungsstatus",
    menu: { section: "ratingPlus", label: "Bewertungsstatus" },
  },
  "wkdb.overview": {
    path: `${P}/wkdb/uebersicht`,
    route: `${P}/:product/uebersicht`,
    access: CUSTOMER,
    product: "wkdb",
    title: "Wer kennt den BESTEN",
    menu: { section: "wkdb", label: "Übersicht" },
  },
  "wkdb.overviewCsv": { path: `${P}/wkdb/uebersicht/csv`, route: `${P}/:product/uebersicht/csv`, access: CUSTOMER },
  "wkdb.awards": { path: `${P}/wkdb/auszeichnungen`, access: CUSTOMER, product: "wkdb", title: "Auszeichnungen", menu: { section: "wkdb", label: "Auszeichnungen" } },
  // an award's certificate as PDF, :art "siegel" or "top-unternehmen" (resource)
  "wkdb.awardPdf": { path: `${P}/wkdb/auszeichnungen/pdf/:art`, access: CUSTOMER },
  "wkdb.packages": { path: `${P}/wkdb/vermarktungspakete`, access: CUSTOMER, product: "wkdb", title: "Vermarktungspakete", menu: { section: "wkdb", label: "Vermarktungspakete" } },
  // a month's marketing package as PDF, :monat "2026-10" (resource)
  "wkdb.packagePdf": { path: `${P}/wkdb/vermarktungspakete/pdf/:monat`, access: CUSTOMER },
  "secretarial.overview": {
    path: `${P}/sekretariatsservice/uebersicht`,
    access: CUSTOMER,
    product: "secretarial",
    title: "Sekretariatsservice",
    menu: { section: "secretarial", label: "Übersicht" },
  },
  // a table of the overview (calls per period, per weekday and hour, the caller list) as CSV (resource)
  "secretarial.csv": { path: `${P}/sekretariatsservice/uebersicht/csv`, access: CUSTOMER },
  "secretarial.guides": {
    path: `${P}/sekretariatsservice/anleitungen`,
    access: CUSTOMER,
    product: "secretarial",
    title: "Anleitungen zur Rufumleitung",
    menu: { section: "secretarial", label: "Anleitungen" },
  },
  "webBanner.overview": { path: `${P}/werbebanner/uebersicht`, access: CUSTOMER, product: "webBanner", title: "Werbebanner", menu: { section: "webBanner", label: "Übersicht" } },
  // a banner's creative shown in the page, and all of them as ZIP (resources)
  "webBanner.creative": { path: `${P}/werbebanner/uebersicht/motiv/:id`, access: CUSTOMER },
  "webBanner.zip": { path: `${P}/werbebanner/uebersicht/zip/:id`, access: CUSTOMER },
  "webBanner.upload": { path: `${P}/werbebanner/dateiupload`, access: CUSTOMER, product: "webBanner", title: "Material für neue Werbebanner", menu: { section: "webBanner", label: "Datei-Upload" } },
  // an image sent for new banners: a download, or shown in the page (resource)
  "webBanner.file": { path: `${P}/werbebanner/dateiupload/datei/:id`, access: CUSTOMER },
  tvBanner: { path: `${P}/tvbanner`, access: CUSTOMER, product: "tvBanner", title: "TV-Banner", menu: { section: "tvBanner", label: "TV-Banner" } },
  // a creative's video (MP4, byte ranges) or poster (JPEG) for the TV-banner page's player (resource)
  "tvBanner.media": { path: `${P}/tvbanner/medien/:id/:datei`, access: CUSTOMER },
  // spec §2 /kunde/anfragen/: the leads, all of them and by kind (the area shows when the product is booked or any lead exists, spec §9)
  "leads.overview": { path: "/kunde/anfragen/uebersicht", access: CUSTOMER, product: "leads", title: "Anfragen – Übersicht", menu: { section: "leads", label: "Übersicht" } },
  "leads.offers": { path: "/kunde/anfragen/angebote", access: CUSTOMER, product: "leads", title: "Angebotsanfragen", menu: { section: "leads", label: "Angebote" } },
  "leads.jobs": { path: "/kunde/anfragen/jobs", access: CUSTOMER, product: "leads", title: "Bewerbungen", menu: { section: "leads", label: "Jobs" } },
  "leads.messages": { path: "/kunde/anfragen/nachrichten", access: CUSTOMER, product: "leads", title: "Nachrichten", menu: { section: "leads", label: "Nachrichten" } },
  // spec §2 /kunde/firmendaten/: the contract with its notice dates and billing address, the products with their cancellation (decisions 068–071)
  "companyData.contract": { path: "/kunde/firmendaten/vertragsdaten", access: CUSTOMER, title: "Vertragsdaten", menu: { section: "firmendaten", label: "Vertragsdaten" } },
  "companyData.products": { path: "/kunde/firmendaten/produkte", access: CUSTOMER, title: "Produkte", menu: { section: "firmendaten", label: "Produkte" } },
  // § 312k BGB: the confirmation page the button "Verträge hier kündigen" leads to (?produkt=<subscription id>), and the receipt after "jetzt kündigen"
  "companyData.cancel": { path: "/kunde/firmendaten/produkte/kuendigen", access: CUSTOMER, title: "Kündigung bestätigen" },
  "companyData.documents": { path: "/kunde/firmendaten/dokumente", access: CUSTOMER, title: "Dokumente", menu: { section: "firmendaten", label: "Dokumente" } },
  // a document as PDF, an invoice as XRechnung, a year's documents as ZIP (decisions 065, 067)
  "companyData.documentPdf": { path: "/kunde/firmendaten/dokumente/pdf/:quelle/:art/:nummer", access: CUSTOMER },
  "companyData.documentXml": { path: "/kunde/firmendaten/dokumente/xrechnung/:nummer", access: CUSTOMER },
  "companyData.documentsZip": { path: "/kunde/firmendaten/dokumente/zip/:jahr", access: CUSTOMER },
  // spec §2 firmendaten/ansprechpartner: the company's contact persons, saved as one list with its version (decision 080)
  "companyData.contacts": { path: "/kunde/firmendaten/ansprechpartner", access: CUSTOMER, title: "Ansprechpartner", menu: { section: "firmendaten", label: "Ansprechpartner" } },
  // spec §2 "Voicebot: {token}": the last segment is the provider's number of the company's voicebot (the menu's
  // link carries it, domain/menu.ts). Last in the registry, as every other path of its length wins over a parameter:
  // pageFor takes the first entry that fits (and a planned page's own path stays unknown), Remix ranks static segments first
  voicebot: { path: `${P}/:token`, access: CUSTOMER, product: "voicebot", title: "Voicebot", menu: { section: "voicebot", label: "Voicebot" } },
  // a table of the voicebot's page (the periods, the reasons, the call list) as CSV (resource)
  "voicebot.csv": { path: `${P}/:token/csv`, access: CUSTOMER },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof DEFS;
/** The registry by name, each entry with its name. */
export const PAGES: { readonly [K in PageName]: PageDef & { name: K } } = Object.fromEntries(
  Object.entries(DEFS).map(([name, def]) => [name, { ...def, name }]),
) as never;
/** Every entry in registry order. */
export const PAGE_LIST: readonly (PageDef & { name: PageName })[] = Object.values(PAGES);
/** The entries with a route (not planned), in registry order. */
export const BUILT_PAGES = PAGE_LIST.filter((p) => !p.planned);

/* ---- Paths ---- */

type ParamsOf<S extends string> = S extends `${string}:${infer N}/${infer Rest}` ? N | ParamsOf<`/${Rest}`> : S extends `${string}:${infer N}` ? N : never;
/** The path pattern of a page, as a literal type. */
export type PathOf<K extends PageName> = (typeof DEFS)[K]["path"];
/** A page's parameters (`:id` → `{ id }`); none for a page without. */
type ParamArgs<K extends PageName> = [ParamsOf<PathOf<K>>] extends [never] ? [] : [params: Record<ParamsOf<PathOf<K>>, string>];

/** Pages that a link may lead to: every built page (a planned one has no route yet). */
export type BuiltPageName = { [K in PageName]: (typeof DEFS)[K] extends { planned: true } ? never : K }[PageName];

/**
 * The path of a page by its registry name, `:params` filled in (each encoded as one segment):
 * `pathTo("entry.statistics")`, `pathTo("entry.image", { id })`.
 */
export function pathTo<K extends BuiltPageName>(name: K, ...args: ParamArgs<K>): PathOf<K> {
  const params = args[0] as Record<string, string> | undefined;
  const def = PAGES[name];
  if (!params) return def.path as PathOf<K>;
  return def.path.replace(/:(\w+)/g, (_, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`page ${name}: no value for :${key}`);
    return encodeURIComponent(v);
  }) as PathOf<K>;
}

const segments = (p: string) => p.split("/").filter(Boolean);
type Matcher<E extends { path: string; planned?: true }> = { entry: E; have: string[] };
/** The matchers of a list of entries (the registry's, or a test's own). */
export const pageMatchers = <E extends { path: string; planned?: true }>(entries: readonly E[]): Matcher<E>[] =>
  entries.map((entry) => ({ entry, have: segments(entry.path).map((s) => s.toLowerCase()) }));
const MATCHERS = pageMatchers(PAGE_LIST);

/**
 * The entry of a path among `matchers` (pageFor's rule, for any list of entries):
 * the first that fits; a planned entry only when asked for (see pageFor).
 */
export function matchPage<E extends { path: string; planned?: true }>(matchers: readonly Matcher<E>[], pathname: string, opts: { planned?: boolean } = {}): E | null {
  const want = segments(pathname);
  for (const { entry, have } of matchers) {
    if (have.length !== want.length) continue;
    if (!have.every((s, i) => s.startsWith(":") || s === want[i]!.toLowerCase())) continue;
    if (entry.planned && !opts.planned) {
      if (have.some((s) => s.startsWith(":"))) continue;
      return null;
    }
    return entry;
  }
  return null;
}

/**
 * The registry entry of a path (case-insensitive like Remix's matching; a trailing
 * slash does not count), or null. `planned`: whether planned pages count too;
 * without it, a planned page's own path is unknown, even where an entry with a
 * parameter would fit it (a planned `/kunde/meineProdukte/<name>` is no voicebot's number).
 * (No page is planned today; tests/unit/domain/pages.test.ts checks the rule on a list of its own.)
 */
export function pageFor(pathname: string, opts: { planned?: boolean } = {}): (PageDef & { name: PageName }) | null {
  return matchPage(MATCHERS, pathname, opts);
}

/** The browser tab's title of a page: "<title> – <company> – Mein Bereich" (the company only in the portal). */
export function titleOf(name: PageName, company?: string | null): string {
  const def: PageDef = PAGES[name];
  if (!def.title) throw new Error(`page ${name} has no title`);
  return [def.title, company, "Mein Bereich"].filter(Boolean).join(" – ");
}

/** The pages of a product in menu order (built and planned, as the side menu lists them). */
export function pagesOfProduct(product: ProductKey): (PageDef & { name: PageName })[] {
  return PAGE_LIST.filter((p) => p.menu && (MENU_SECTIONS[p.menu.section] as { product?: ProductKey }).product === product);
}

/** The product a path needs (a built page with `product`), or null. */
export function productOfPath(pathname: string): ProductKey | null {
  return pageFor(pathname)?.product ?? null;
}

/**
 * The portal pages that /api's mails link to (api/mails/layout.ts portalLink), by
 * what the link does: registration (spec §4, §7 "Auth"), password, e-mail change,
 * the B2B newsletter. /api builds the link from the portal's origin, the path and
 * the token as a query; a renamed page cannot leave a mail linking to a 404.
 */
export const MAIL_LINKS = {
  /** registration mail: "Konto aktivieren" (`?token=`) */
  activation: pathTo("registration.activation"),
  /** registration mail: "Registrierung abbrechen" (`?token=`) */
  cancelRegistration: pathTo("registration.cancel"),
  /** newsletter mail: "Newsletter bestätigen" (`?token=`) */
  newsletterConfirm: pathTo("newsletter.confirmed"),
  /** password mails: "Passwort festlegen" / "Neues Passwort festlegen" (`?token=`) */
  passwordRenew: pathTo("password.renew"),
  /** mails whose token has run out: "Neues Passwort anfordern" */
  passwordForgotten: pathTo("password.forgotten"),
  /** e-mail change: "Neue E-Mail-Adresse bestätigen" (`?token=`) */
  emailChangeActivation: pathTo("emailChange.activate"),
  /** new contact-form address of a website: "Adresse bestätigen" (`?token=`) */
  websiteContactConfirm: pathTo("website.contactConfirm"),
  /** the dashboard (spec §2 named route 'dashboard') */
  dashboard: pathTo("dashboard"),
  /** a claim's website-domain mail: "Übernahme bestätigen" (`?token=`, decision 075) */
  claimVerify: pathTo("claiming.verify"),
  /** a request for access to the owner: "Anfrage ansehen und beantworten" (`?token=`, decision 090) */
  claimRequest: pathTo("claiming.request"),
  /** the owner-claim reminder: "Inhaberschaft bestätigen" (decision 091) */
  claimConfirm: pathTo("claiming.confirm"),
} as const;
export type MailLink = keyof typeof MAIL_LINKS;
/**
 * The mails' links to pages behind a login, on purpose: the reader is the account's
 * owner, and the login keeps the way back (`redirectTo`). Every other mail link opens
 * without one (the reader may not be logged in on that device, or not have an account yet).
 */
export const MAIL_LINKS_BEHIND_LOGIN: ReadonlySet<MailLink> = new Set<MailLink>(["dashboard", "claimRequest", "claimConfirm"]);
