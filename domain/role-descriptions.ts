/** The roles in plain words (no internal names): what each lets the person do. */
export const ROLE_DESCRIPTIONS: Record<string, string> = {
  user: "Persönliches Konto: Profil und eigene Bewertungen",
  customer: "Firmenkunde: Firmeneinträge und gebuchte Produkte verwalten",
  tradesmanager: "Handwerkerverwaltung",
  ratingusermanager: "Bewertungen verwalten (Zugang zum Bewertungsmanager)",
  cuca: "Kundenservice: handelt im Auftrag eines Kunden",
};
