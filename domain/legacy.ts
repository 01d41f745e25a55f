/**
 * The legacy /kunde paths of spec §2 ("bewertungsdurchschnitt, bewertungssiegel,
 * eintragsfuellgrad, eintragsservice, einblendungenSuma, aktionen and ratgeber
 * redirect to the new product pages or nowhere"): each with the new pages that
 * took its place, best first. It goes to the first of them the portal has, else
 * to the dashboard.
 */
const P = "/kunde/meineProdukte";
export const LEGACY_PATHS: Readonly<Record<string, readonly string[]>> = {
  bewertungsdurchschnitt: [`${P}/bewertungsmanagement/uebersicht`, `${P}/wkdb/uebersicht`],
  bewertungssiegel: [`${P}/bewertungsmanagement/auszeichnungen`, `${P}/wkdb/auszeichnungen`],
  eintragsfuellgrad: [`${P}/eintrag/uebersicht`],
  eintragsservice: [`${P}/eintrag/eintragsservice`],
  einblendungensuma: [`${P}/suchmaschinenWerbung/statistiken`],
  aktionen: [],
  ratgeber: [],
};

/**
 * Where a legacy path leads (matched without regard to case, as routes are):
 * its first new page that `exists`, else the dashboard; null for a path that
 * is not a legacy one.
 */
export function legacyTarget(segment: string, exists: (path: string) => boolean): string | null {
  const key = segment.toLowerCase();
  if (!Object.hasOwn(LEGACY_PATHS, key)) return null; // not "constructor" or "__proto__" either
  const pages = LEGACY_PATHS[key]!;
  return pages.find(exists) ?? "/";
}

/** The legacy pages' names, for the notice on the dashboard. */
const LEGACY_NAMES: Readonly<Record<string, string>> = {
  bewertungsdurchschnitt: "Bewertungsdurchschnitt",
  bewertungssiegel: "Bewertungssiegel",
  eintragsfuellgrad: "Eintragsfüllgrad",
  eintragsservice: "Eintragsservice",
  einblendungensuma: "Einblendungen Suchmaschinenwerbung",
  aktionen: "Aktionen",
  ratgeber: "Ratgeber",
};

/**
 * What the dashboard says when a legacy path leads nowhere (instead of landing
 * there silently): the page is gone, or its new page is not there yet.
 */
export function legacyNotice(segment: string): string {
  const key = segment.toLowerCase();
  const name = LEGACY_NAMES[key] ?? segment;
  return LEGACY_PATHS[key]?.length
    ? `Die frühere Seite „${name}“ wird neu gestaltet und ist noch nicht verfügbar. Sie sehen stattdessen Ihre Übersicht.`
    : `Die frühere Seite „${name}“ gibt es nicht mehr. Sie sehen stattdessen Ihre Übersicht.`;
}
