/** Brand data (spec §3): the footer differs for one brand. */
export interface Brand {
  key: string;
  name: string;
  domains: { www: string; main: string };
  contactDetails: { phone: string; email: string; hours: string };
  socialLinks: { label: string; href: string }[];
  trustLinks: { label: string; href: string }[];
  footerLogo: string;
}

export const BRANDS: Record<string, Brand> = {
  default: {
    key: "default",
    name: "Mein Bereich",
    domains: { www: "https://www.example.com", main: "https://example.com" },
    contactDetails: { phone: "0800 123 45 67", email: "kundenservice@example.com", hours: "Mo–Fr 8–18 Uhr" },
    socialLinks: [
      { label: "Facebook", href: "https://www.example.com/facebook" },
      { label: "Instagram", href: "https://www.example.com/instagram" },
    ],
    trustLinks: [{ label: "Geprüfter Datenschutz", href: "https://www.example.com/datenschutz-siegel" }],
    footerLogo: "MB",
  },
  b2b: {
    key: "b2b",
    name: "Mein Bereich B2B",
    domains: { www: "https://www.example.com/b2b", main: "https://example.com" },
    contactDetails: { phone: "0800 765 43 21", email: "b2b-service@example.com", hours: "Mo–Fr 9–17 Uhr" },
    socialLinks: [{ label: "LinkedIn", href: "https://www.example.com/linkedin" }],
    trustLinks: [],
    footerLogo: "B2B",
  },
};

export const brandOf = (key: string | undefined): Brand => BRANDS[key ?? "default"] ?? BRANDS.default!;

/** The provider's portals one account works on (GET /api/user/getPortals): name, address and what it is for. */
export const USER_PORTALS = [
  { id: "verzeichnis", name: "Das Branchenverzeichnis", url: "https://www.example.com", description: "Firmen finden, bewerten und Ihre Bewertungen verwalten", forRole: null },
  { id: "b2b", name: "Mein Bereich B2B", url: "https://www.example.com/b2b", description: "Geschäftskunden: Firmeneintrag und gebuchte Produkte", forRole: "customer" },
  { id: "bewertungsmanager", name: "Bewertungsmanager", url: "https://bewertungsmanager.example.com", description: "Bewertungen Ihrer Firma auf allen Portalen beantworten", forRole: "ratingusermanager" },
] as const;

/** The portals an account with these roles works on (spec §7 getPortals): a private user is not offered business portals. */
export const portalsFor = (roles: readonly string[]) =>
  USER_PORTALS.filter((p) => p.forRole === null || roles.includes(p.forRole)).map(({ forRole: _role, ...p }) => p);
