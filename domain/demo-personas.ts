/**
 * The demo personas (README "Demo personas", seed/demo-data.mjs USERS) as the
 * non-production page /demo presents them (spec §2, decision 087): who each is,
 * what each shows, and how the one-click sign-in logs them in. Server-only: the
 * page's loader reads it, the browser gets only what it renders.
 * tests/unit/domain/demo-personas.test.ts checks it against the seed.
 */
export const DEMO_PASSWORD = "Demo-Passwort-2026";

export interface DemoPersona {
  key: string;
  login: string;
  name: string;
  role: string;
  shows: string;
  /** support staff sign in at /login/cuca for this company */
  cucaCompany?: string;
}

export const DEMO_PERSONAS: readonly DemoPersona[] = [
  {
    key: "kunde",
    login: "kunde@example.com",
    name: "Sabine Krüger",
    role: "Kundin mit drei Firmen",
    shows: "Bäckerei Krüger GmbH, Krüger Haustechnik KG und Café am Dom mit allen Produkten; beim Wechsel zur zweiten Firma die Bestätigung des abgelaufenen Inhaberanspruchs.",
  },
  { key: "einzel", login: "einzel@example.com", name: "Thomas Wagner", role: "Kunde mit einer Firma", shows: "Schreinerei Wagner, nur mit dem Eintrag: die Seiten „nicht gebucht“." },
  { key: "privat", login: "privat@example.com", name: "Jana Hoffmann", role: "Privatnutzerin ohne Firma", shows: "Benutzerübersicht, eigene Bewertungen, zuletzt angesehene Einträge und Suchen." },
  { key: "bewertung", login: "bewertung@example.com", name: "Murat Yilmaz", role: "Bewertungsmanager", shows: "Den Link zum externen Bewertungsmanager." },
  { key: "handwerk", login: "handwerk@example.com", name: "Peter Schulze", role: "Handwerker-Verwalter", shows: "Den Bereich für Handwerksbetriebe ohne eigene Firma." },
  {
    key: "support",
    login: "support@example.com",
    name: "Kundenservice Team",
    role: "Kundenservice",
    shows: "Den Kundenservice-Modus für Bäckerei Krüger GmbH (100101): Kundenservice-Leiste, Website-Deeplink, gesperrte Profiländerungen.",
    cucaCompany: "100101",
  },
];

export const demoPersona = (key: unknown) => DEMO_PERSONAS.find((p) => p.key === key);
