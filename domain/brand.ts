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
