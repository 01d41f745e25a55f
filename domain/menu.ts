import type { ProductKey } from "./products";

/** One entry of the side menu; `routeName` is what the breadcrumb matches (spec §2 Layout). */
export interface MenuItem {
  routeName: string;
  label: string;
  href: string;
  external?: boolean;
}
export interface MenuSection {
  id: string;
  title: string;
  items: MenuItem[];
}

const P = "/kunde/meineProdukte";
const item = (href: string, label: string): MenuItem => ({ routeName: href, href, label });

/** Product pages of spec §2 ("/kunde/meineProdukte/…"), per product family. */
const PRODUCT_SECTIONS: Partial<Record<ProductKey, Omit<MenuSection, "id">>> = {
  entry: {
    title: "Mein Eintrag",
    items: [
      item(`${P}/eintrag/uebersicht`, "Übersicht"),
      item(`${P}/eintrag/eintragsdaten`, "Eintragsdaten"),
      item(`${P}/eintrag/statistiken`, "Statistiken"),
      item(`${P}/eintrag/selbstauskunft`, "Selbstauskunft"),
      item(`${P}/eintrag/rechteuebertragung/uebersicht`, "Rechteübertragung"),
    ],
  },
  entryService: { title: "Eintragsservice", items: [item(`${P}/eintrag/eintragsservice`, "Eintragsservice")] },
  website: {
    title: "Website",
    items: [
      item(`${P}/website/uebersicht`, "Übersicht"),
      item(`${P}/website/statistiken`, "Statistiken"),
      item(`${P}/website/bearbeiten`, "Bearbeiten"),
      item(`${P}/website/email`, "E-Mail"),
    ],
  },
  seo: { title: "SEO", items: [item(`${P}/seo/uebersicht`, "Übersicht")] },
  searchAds: {
    title: "Suchmaschinenwerbung",
    items: [
      item(`${P}/suchmaschinenWerbung/statistiken`, "Statistiken"),
      item(`${P}/suchmaschinenWerbung/anzeigengruppen`, "Anzeigengruppen"),
      item(`${P}/suchmaschinenWerbung/budget`, "Budget"),
    ],
  },
  ratingPlus: {
    title: "Bewertungsmanagement",
    items: [
      item(`${P}/bewertungsmanagement/uebersicht`, "Übersicht"),
      item(`${P}/bewertungsmanagement/bewertungen-verwalten`, "Bewertungen verwalten"),
      item(`${P}/bewertungsmanagement/partner-netzwerk`, "Partner-Netzwerk"),
      item(`${P}/bewertungsmanagement/bewertungsstatus`, "Bewertungsstatus"),
    ],
  },
  wkdb: {
    title: "Wer kennt den BESTEN",
    items: [
      item(`${P}/wkdb/uebersicht`, "Übersicht"),
      item(`${P}/wkdb/auszeichnungen`, "Auszeichnungen"),
      item(`${P}/wkdb/vermarktungspakete`, "Vermarktungspakete"),
    ],
  },
  secretarial: {
    title: "Sekretariatsservice",
    items: [item(`${P}/sekretariatsservice/uebersicht`, "Übersicht"), item(`${P}/sekretariatsservice/anleitungen`, "Anleitungen")],
  },
  voicebot: { title: "Voicebot", items: [item(`${P}/voicebot`, "Voicebot")] },
  webBanner: {
    title: "Werbebanner",
    items: [item(`${P}/werbebanner/uebersicht`, "Übersicht"), item(`${P}/werbebanner/dateiupload`, "Datei-Upload")],
  },
  tvBanner: { title: "TV-Banner", items: [item(`${P}/tvbanner`, "TV-Banner")] },
  leads: {
    title: "Anfragen",
    items: [
      item("/kunde/anfragen/uebersicht", "Übersicht"),
      item("/kunde/anfragen/angebote", "Angebote"),
      item("/kunde/anfragen/jobs", "Jobs"),
      item("/kunde/anfragen/nachrichten", "Nachrichten"),
    ],
  },
};

/** The pages of a product in menu order, for dashboard tiles; empty when the product has no page of its own. */
export function productPages(key: ProductKey): string[] {
  return PRODUCT_SECTIONS[key]?.items.map((i) => i.href) ?? [];
}

/**
 * The side menu of spec §2: built from the active company's active products
 * and the user's roles.
 */
export function buildMenu(opts: {
  products: readonly ProductKey[];
  roles: readonly string[];
  hasCompany: boolean;
  /** a support-staff session acts for the company: the staff member's own profile pages are not offered */
  cuca?: boolean;
  ratingManagerUrl: string;
}): MenuSection[] {
  const sections: MenuSection[] = [{ id: "start", title: "Start", items: [item("/", "Übersicht")] }];
  if (opts.hasCompany && opts.roles.includes("customer")) {
    for (const key of opts.products) {
      const s = PRODUCT_SECTIONS[key];
      if (s) sections.push({ id: key, ...s });
    }
    sections.push({
      id: "firmendaten",
      title: "Firmendaten",
      items: [
        item("/kunde/firmendaten/vertragsdaten", "Vertragsdaten"),
        item("/kunde/firmendaten/produkte", "Produkte"),
        item("/kunde/firmendaten/dokumente", "Dokumente"),
        item("/kunde/firmendaten/ansprechpartner", "Ansprechpartner"),
      ],
    });
  }
  if (!opts.cuca) {
    sections.push({
      id: "benutzer",
      title: "Mein Profil",
      items: [item("/benutzer", "Benutzerübersicht"), item("/benutzer/bewertungen", "Meine Bewertungen")],
    });
  }
  if (opts.roles.includes("ratingusermanager")) {
    sections.push({
      id: "administration",
      title: "Administration",
      items: [{ routeName: "bewertungsmanager", label: "Bewertungsmanager", href: opts.ratingManagerUrl, external: true }],
    });
  }
  return sections;
}

/** Breadcrumb trail for a path: the menu section and item whose routeName matches it. */
export function breadcrumbFor(sections: readonly MenuSection[], pathname: string): { label: string; href?: string }[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const s of sections) {
    const hit = s.items.find((i) => !i.external && i.routeName.toLowerCase() === path.toLowerCase());
    if (hit) {
      if (hit.href === "/") return [{ label: "Start" }];
      // a section of one page named like it ("Eintragsservice › Eintragsservice") is one level
      if (hit.label === s.title) return [{ label: "Start", href: "/" }, { label: hit.label }];
      return [{ label: "Start", href: "/" }, { label: s.title }, { label: hit.label }];
    }
  }
  return [{ label: "Start", href: "/" }];
}
