import type { EntrySection } from "./entry";
import { pathTo } from "./pages";

// The entry-data page's tabs and addresses, apart from the sections' rules
// (domain/entry.ts): the page's own code needs these, the rules come with each
// tab's forms (loaded lazily), so the page stays within its JavaScript budget.

/**
 * The entry-data page's tabs (`eintragsdaten?abschnitt=<slug>`): each shows its
 * sections' forms; the first is shown without `abschnitt`. A tab whose sections
 * are not built yet is not listed.
 */
export const ENTRY_TABS = [
  { slug: "firmendaten", label: "Firmendaten", sections: ["company", "details"] },
  { slug: "oeffnungszeiten", label: "Öffnungszeiten", sections: ["openingHours"] },
  { slug: "branchen", label: "Branchen und Suchbegriffe", sections: ["trades", "searchKeywords"] },
  { slug: "leistungen", label: "Leistungen und Produkte", sections: ["serviceFeatures", "productFeatures", "serviceArea"] },
  { slug: "zahlungsarten", label: "Zahlungsarten", sections: ["payments", "customerCards"] },
  { slug: "online", label: "Online-Präsenz", sections: ["onlinePresence"] },
  { slug: "logo", label: "Logo und Slogan", sections: ["logoSlogan"] },
  { slug: "bilder", label: "Bilder", sections: ["media"] },
  { slug: "dokumente", label: "Dokumente", sections: ["documents"] },
  { slug: "ueber-uns", label: "Über uns", sections: ["aboutUs"] },
  { slug: "b2b", label: "B2B-Kodex", sections: ["b2bCodex"] },
] as const satisfies readonly { slug: string; label: string; sections: readonly EntrySection[] }[];
export type EntryTab = (typeof ENTRY_TABS)[number];

/** The tab of `abschnitt` (the first one when it names none). */
export const entryTab = (slug: string | null): EntryTab => ENTRY_TABS.find((t) => t.slug === slug) ?? ENTRY_TABS[0];
/** The entry-data page's path. */
export const ENTRY_DATA_PATH = pathTo("entry.data");
/** The entry-data page with a tab (the first tab has no `abschnitt`). */
export const entryTabPath = (tab: EntryTab) => (tab === ENTRY_TABS[0] ? ENTRY_DATA_PATH : `${ENTRY_DATA_PATH}?abschnitt=${tab.slug}`);
/** The tab that holds a section. */
export const tabOfSection = (section: EntrySection): EntryTab => ENTRY_TABS.find((t) => (t.sections as readonly string[]).includes(section))!;

/** The id of a section's form on the entry-data page (its answers are tied to it). */
export const entryFormId = (section: EntrySection) => `eintrag-${section}`;

/** The entry's uploaded logo in the portal (`?v=` its name, which changes with each upload). */
export const ENTRY_LOGO_PATH = pathTo("entry.logo");
export const entryLogoPath = (file: string) => `${ENTRY_LOGO_PATH}?v=${encodeURIComponent(file)}`;
/** One of the entry's images in the portal: its thumbnail, or the image itself (`groesse=original`). */
export const entryMediaPath = (id: string, size: "vorschau" | "original" = "vorschau") =>
  `${pathTo("entry.image", { id })}${size === "original" ? "?groesse=original" : ""}`;
/** One of the entry's documents in the portal, as a download. */
export const entryDocumentPath = (id: string) => pathTo("entry.document", { id });
