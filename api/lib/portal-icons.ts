/**
 * A partner portal's icon (spec §7 getPartnerPortalList?icons): a small SVG
 * with the portal's initials on its colour, as a data URL, so the page loads
 * no image from a third party.
 */
const COLOURS: Record<string, string> = {
  GOOGLEMYBUSINESS: "#1a56c4",
  KLICKTEL: "#b3261e",
  CYLEX: "#0b6e4f",
  GOLOCAL: "#8a4b08",
  GOYELLOW: "#6b5b00",
  DIALO: "#5b3f99",
  WKDB: "#1d4ed8",
  BING: "#00695c",
  APPLE: "#333333",
  FACEBOOK: "#1b4f9c",
};

export function portalIcon(id: string, name: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${COLOURS[id] ?? "#334155"}"/><text x="16" y="21" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
