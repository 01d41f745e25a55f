/**
 * Brand data (spec §1, §3): the footer differs for one brand. The texts of both
 * brands live here and nowhere else. Which brand a page wears is decided by the
 * host the portal is served under (`portalHosts`); a host of neither brand gets
 * the Worker's BRAND setting (wrangler.toml).
 */
export interface Brand {
  key: string;
  name: string;
  domains: { www: string; main: string };
  /** host names (without port) the portal serves this brand under; the demo: localhost and b2b.localhost */
  portalHosts: readonly string[];
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
    portalHosts: ["mein-bereich.example.com", "mein-bereich-staging.example.com", "localhost", "127.0.0.1"],
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
    portalHosts: ["b2b.mein-bereich.example.com", "b2b.mein-bereich-staging.example.com", "b2b.localhost"],
    contactDetails: { phone: "0800 765 43 21", email: "b2b-service@example.com", hours: "Mo–Fr 9–17 Uhr" },
    socialLinks: [
      { label: "LinkedIn", href: "https://www.example.com/linkedin" },
      { label: "XING", href: "https://www.example.com/xing" },
    ],
    trustLinks: [{ label: "Geprüfter B2B-Anbieter", href: "https://www.example.com/b2b/pruefsiegel" }],
    footerLogo: "B2B",
  },
};

export const brandOf = (key: string | undefined): Brand => BRANDS[key ?? "default"] ?? BRANDS.default!;

/**
 * The key of the brand a request wears: the brand whose `portalHosts` name the
 * request's host (port and case ignored), else `fallback` (the Worker's BRAND).
 */
export function brandKeyForHost(host: string, fallback: string | undefined): string {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return Object.values(BRANDS).find((b) => b.portalHosts.includes(name))?.key ?? brandOf(fallback).key;
}

/** The provider's portals one account works on (GET /api/user/getPortals): name, address and what it is for. */
export const USER_PORTALS = [
  { id: "verzeichnis", name: "Das Branchenverzeichnis", url: "https://www.example.com", description: "Firmen finden, bewerten und Ihre Bewertungen verwalten", forRole: null },
  { id: "b2b", name: "Mein Bereich B2B", url: "https://www.example.com/b2b", description: "Geschäftskunden: Firmeneintrag und gebuchte Produkte", forRole: "customer" },
  { id: "bewertungsmanager", name: "Bewertungsmanager", url: "https://bewertungsmanager.example.com", description: "Bewertungen Ihrer Firma auf allen Portalen beantworten", forRole: "ratingusermanager" },
] as const;

/** The portals an account with these roles works on (spec §7 getPortals): a private user is not offered business portals. */
export const portalsFor = (roles: readonly string[]) =>
  USER_PORTALS.filter((p) => p.forRole === null || roles.includes(p.forRole)).map(({ forRole: _role, ...p }) => p);
