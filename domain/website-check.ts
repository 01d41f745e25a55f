/**
 * The website check (spec §4 "Website check status", §7 GET getWebsiteCheck?encUrl,
 * §9 one check per 10 seconds): what the portal looks at on a customer's start
 * page, in the words the page shows, and which addresses it never fetches.
 */

/** Spec §4: `wait` (the 10 seconds are not over) and `pending` (running) are the page's states; a finished check is one of the other three. */
export const WEBSITE_CHECK_STATUSES = ["wait", "pending", "success", "redirect", "error"] as const;
export type WebsiteCheckStatus = (typeof WEBSITE_CHECK_STATUSES)[number];
export type WebsiteCheckOutcome = Extract<WebsiteCheckStatus, "success" | "redirect" | "error">;

/** Spec §9: at most one check per company in this time. */
export const WEBSITE_CHECK_INTERVAL_MS = 10_000;
/** An answer slower than this counts as slow. */
export const WEBSITE_CHECK_SLOW_MS = 2_000;
/** At most this many redirects are followed. */
export const WEBSITE_CHECK_MAX_REDIRECTS = 5;

/** What a finished check's status means to the customer (spec §4). */
export const WEBSITE_CHECK_STATUS_TEXT: Record<WebsiteCheckStatus, string> = {
  wait: "Bitte warten Sie einen Moment",
  pending: "Prüfung läuft …",
  success: "Ihre Website ist erreichbar",
  redirect: "Ihre Website leitet auf eine andere Adresse weiter",
  error: "Ihre Website ist nicht erreichbar",
};

/** The points of a check, in the order the page lists them. */
export const WEBSITE_CHECK_POINTS = {
  reachable: {
    label: "Erreichbar",
    advice: "Ihre Startseite hat nicht geantwortet. Bitte rufen Sie uns an, wenn das länger als ein paar Minuten so bleibt.",
  },
  https: {
    label: "Verschlüsselte Verbindung (HTTPS)",
    advice: "Ohne HTTPS warnen Browser Ihre Besucher vor Ihrer Website. Wir richten Ihnen ein Zertifikat ein.",
  },
  httpRedirect: {
    label: "Weiterleitung von http:// auf https://",
    advice: "Wer Ihre Adresse mit http:// aufruft, sollte automatisch auf die verschlüsselte Seite kommen.",
  },
  speed: {
    label: "Schnelle Antwort (unter 2 Sekunden)",
    advice: "Langsame Seiten verlieren Besucher, besonders am Smartphone. Große Bilder sind die häufigste Ursache.",
  },
  title: {
    label: "Seitentitel",
    advice: "Der Titel steht in der Trefferliste von Suchmaschinen. Er sollte Ihren Firmennamen und Ort nennen.",
  },
  description: {
    label: "Beschreibung für Suchmaschinen",
    advice: "Ohne Beschreibung (Meta-Description) wählen Suchmaschinen selbst einen Textausschnitt für die Trefferliste.",
  },
  viewport: {
    label: "Für Smartphones eingerichtet",
    advice: "Ohne Viewport-Angabe zeigen Smartphones Ihre Seite winzig verkleinert an.",
  },
  impressum: {
    label: "Link zum Impressum auf der Startseite",
    advice: "Geschäftliche Websites in Deutschland brauchen ein leicht erreichbares Impressum (§ 5 DDG). Sonst drohen Abmahnungen.",
  },
  privacy: {
    label: "Link zur Datenschutzerklärung auf der Startseite",
    advice: "Die Datenschutzerklärung muss von jeder Seite aus erreichbar sein (Art. 13 DSGVO). Sonst drohen Abmahnungen.",
  },
} as const;
export type WebsiteCheckPoint = keyof typeof WEBSITE_CHECK_POINTS;

export interface WebsiteCheckFinding {
  key: WebsiteCheckPoint;
  ok: boolean;
  /** what was found, e.g. the title or "0,4 Sekunden" */
  detail?: string;
}

/** A finished check (spec §3 "Website check: result, status"). */
export interface WebsiteCheckResult {
  status: WebsiteCheckOutcome;
  /** ISO time */
  checkedAt: string;
  url: string;
  /** where the start page was in the end (after redirects) */
  finalUrl: string | null;
  responseMs: number | null;
  /** why it failed, or where it redirects to (spec §7 "a website check error carries the message") */
  message: string | null;
  findings: WebsiteCheckFinding[];
}

/** The 429's German message with the seconds still to wait. */
export const checkWaitMessage = (seconds: number) =>
  `Sie können Ihre Website nur alle 10 Sekunden prüfen. Bitte warten Sie noch ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"}.`;

/** Host names that are never public websites. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|box|home\.arpa|corp)$/i;

function ipv4Private(host: string): boolean {
  const parts = host.split(".").map(Number);
  const [a = 0, b = 0, c = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  );
}

function ipv6Private(host: string): boolean {
  const h = host.toLowerCase();
  // an IPv4 address inside (mapped ::ffff:a.b.c.d, written by URL as ::ffff:xxxx:xxxx): judged as that address
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return ipv4Private(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return (
    h === "::" ||
    h === "::1" ||
    /^f[cd]/.test(h) ||
    /^fe[89ab]/.test(h) ||
    /^ff/.test(h) ||
    h.startsWith("::ffff:") ||
    // IPv4-compatible (::a.b.c.d, deprecated), NAT64, 6to4 and Teredo carry an IPv4 address inside
    /^::[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(h) ||
    h.startsWith("64:ff9b:") ||
    h.startsWith("2002:") ||
    /^2001:(0{1,4})?:/.test(h) ||
    h.startsWith("2001:db8:")
  );
}

/**
 * Why the check must not fetch an address, or null when it may: only http and
 * https on their usual ports, no user name, and never a private, loopback,
 * link-local or otherwise internal address (so the Worker cannot be made to
 * look inside a network). The URL parser has already turned spellings like
 * `http://2130706433/` into the dotted address. A public name that resolves to
 * a private address cannot be seen here (a Worker has no DNS lookup): that case
 * rests on Cloudflare's network, which does not route a Worker's fetch into
 * private networks (docs/decisions/032-website-check-in-the-worker.md).
 */
export function refusedTarget(url: URL): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "Nur Adressen mit http:// oder https:// können geprüft werden.";
  if (url.username || url.password) return "Adressen mit Zugangsdaten werden nicht geprüft.";
  if (url.port) return "Nur Websites auf dem üblichen Port werden geprüft.";
  const host = url.hostname.replace(/\.$/, "");
  const internal = "Diese Adresse ist keine öffentliche Website und wird nicht geprüft.";
  if (host.startsWith("[")) return ipv6Private(host.slice(1, -1)) ? internal : null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return ipv4Private(host) ? internal : null;
  if (!host.includes(".") || LOCAL_NAMES.test(host)) return internal;
  return null;
}
