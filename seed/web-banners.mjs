// The web banners of the demo companies (spec §2 werbebanner, §3 web banner): banners
// in each format around the seeding day, in every state a customer meets, with the ad
// server's counts, their status history and their creatives (PNG images in R2). All of
// it is a pure function of the seeding day, so tests recompute it.
import { generator, hash } from "./hash.mjs";
import { png } from "./png.mjs";

const SIZES = { Skyscraper: [160, 600], Rectangle: [300, 250], Leaderboard: [728, 90], Mobile: [320, 50] };

/** Days from `day` (YYYY-MM-DD), as YYYY-MM-DD. */
const shift = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Krüger Haustechnik (MB-WEBBANNER since June 2025): its banners, dates counted from the seeding day. */
const PLAN = [
  { n: 1, flavour: "Skyscraper", name: "Heizungscheck Herbst", from: -60, to: 30, status: "APPROVED", colour: [178, 34, 34] },
  { n: 2, flavour: "Rectangle", name: "Heizungscheck Herbst", from: -60, to: 30, status: "APPROVED", colour: [178, 34, 34] },
  { n: 3, flavour: "Leaderboard", name: "Badsanierung aus einer Hand", from: 14, to: 104, status: "AWAITING_APPROVAL", colour: [0, 94, 140] },
  { n: 4, flavour: "Mobile", name: "Notdienst rund um die Uhr", from: -120, to: 60, status: "PAUSED", colour: [33, 33, 33] },
  { n: 5, flavour: "Rectangle", name: "Wärmepumpe statt Ölheizung", from: 21, to: 111, status: "CHANGES_REQUESTED", colour: [46, 125, 50] },
  { n: 6, flavour: "Leaderboard", name: "Frühjahrsaktion Wartung", from: -420, to: -330, status: "APPROVED", colour: [0, 121, 107] },
];
/** The company whose banners the plan is; the browser tests' copies of it get the same banners, their creatives the same images. */
const COMPANY = "100102";
/** Sabine Krüger (kunde@example.com) approved the running ones; the change request is hers too. */
const CUSTOMER_USER = 1001;

/**
 * The banners on `today`: id, company, format, period, state, counts so far (none
 * before the start, then a steady number a day with the day's own spread).
 * @param {string} today YYYY-MM-DD
 * @param {string} [companyId] Krüger Haustechnik, or a browser-test copy of it
 */
export function webBannersOn(today, companyId = COMPANY) {
  return PLAN.map((p) => {
    const [width, height] = SIZES[p.flavour];
    const startDate = shift(today, p.from);
    const endDate = shift(today, p.to);
    const shown = p.status === "APPROVED" || p.status === "PAUSED" ? Math.max(0, Math.min(daysBetween(startDate, today), daysBetween(startDate, endDate) + 1)) : 0;
    // a paused banner ran for half of its days so far
    const days = p.status === "PAUSED" ? Math.floor(shown / 2) : shown;
    const r = generator(hash(`${COMPANY}|banner|${p.n}`));
    const perDay = 900 + Math.floor(r() * 1400);
    const impressions = days * perDay;
    const clicks = Math.round(impressions * (0.0015 + r() * 0.004));
    return { id: `WB-${companyId}-${p.n}`, n: p.n, companyId, flavour: p.flavour, name: p.name, targetUrl: "https://krueger-haustechnik.example/", startDate, endDate, status: p.status, impressions, clicks, width, height, colour: p.colour };
  });
}

/**
 * A banner's creatives: the image in its size and twice as large (for sharp screens).
 * @param {ReturnType<typeof webBannersOn>[number]} b
 */
export function creativesOf(b) {
  const base = b.name.toLowerCase().replaceAll("ä", "ae").replaceAll("ö", "oe").replaceAll("ü", "ue").replaceAll("ß", "ss").replace(/[^a-z0-9]+/g, "-");
  return [1, 2].map((scale) => {
    const w = b.width * scale;
    const h = b.height * scale;
    const id = `${b.id}-${scale}x`;
    // a copy's creatives are the original's images
    const original = `WB-${COMPANY}-${b.n}`;
    return { id, bannerId: b.id, fileName: `${base}_${b.width}x${b.height}${scale > 1 ? "@2x" : ""}.png`, contentType: "image/png", width: w, height: h, objectKey: `web-banners/${COMPANY}/${original}/${original}-${scale}x`, scale };
  });
}

/**
 * The image of a creative: the banner's colour, a white mark where a logo goes
 * and a light field where the button goes (across or down, by the format).
 */
export function creativeImage(b, creative) {
  const { width: w, height: h } = creative;
  const across = w >= h;
  const [r, g, bl] = b.colour;
  const light = [255, 213, 79];
  return png(w, h, (x, y) => {
    const u = x / w;
    const v = y / h;
    if (x < 2 * creative.scale || y < 2 * creative.scale || x >= w - 2 * creative.scale || y >= h - 2 * creative.scale) return [255, 255, 255];
    const logo = across ? u > 0.03 && u < 0.03 + (0.6 * h) / w && v > 0.2 && v < 0.8 : v > 0.04 && v < 0.04 + (0.5 * w) / h && u > 0.25 && u < 0.75;
    if (logo) return [255, 255, 255];
    const button = across ? u > 0.7 && u < 0.95 && v > 0.3 && v < 0.7 : v > 0.8 && v < 0.9 && u > 0.12 && u < 0.88;
    if (button) return light;
    const shade = 1 - 0.25 * (across ? u : v);
    return [Math.round(r * shade), Math.round(g * shade), Math.round(bl * shade)];
  });
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The banners, their creatives' rows and their history as SQL (INSERT OR IGNORE).
 * @param {string} today YYYY-MM-DD
 * @param {string[]} [companyIds] Krüger Haustechnik, or browser-test copies of it
 * @returns {string[]}
 */
export function webBannerStatements(today, companyIds = [COMPANY]) {
  const out = [];
  const sizes = new Map();
  for (const b of companyIds.flatMap((id) => webBannersOn(today, id))) {
    out.push(
      `INSERT OR IGNORE INTO web_banners (id, company_id, flavour, name, target_url, start_date, end_date, status, impressions, clicks, version) VALUES (${[b.id, b.companyId, b.flavour, b.name, b.targetUrl, b.startDate, b.endDate, b.status, b.impressions, b.clicks, 1].map(q).join(", ")});`,
    );
    for (const c of creativesOf(b)) {
      // a copy's image is the original's: its size once
      if (!sizes.has(c.objectKey)) sizes.set(c.objectKey, creativeImage(b, c).byteLength);
      const size = sizes.get(c.objectKey);
      out.push(
        `INSERT OR IGNORE INTO web_banner_creatives (id, banner_id, file_name, content_type, width, height, size, object_key) VALUES (${[c.id, b.id, c.fileName, c.contentType, c.width, c.height, size, c.objectKey].map(q).join(", ")});`,
      );
    }
    const at = `${shift(b.startDate, -7)}T09:30:00.000Z`;
    if (b.status === "APPROVED" || b.status === "PAUSED") out.push(event(b, "approve", "AWAITING_APPROVAL", "APPROVED", null, at));
    if (b.status === "PAUSED") out.push(event(b, "pause", "APPROVED", "PAUSED", null, `${shift(today, -30)}T16:05:00.000Z`));
    if (b.status === "CHANGES_REQUESTED") {
      out.push(event(b, "request-change", "AWAITING_APPROVAL", "CHANGES_REQUESTED", "Bitte unsere neue Telefonnummer 0221 4710 100 statt der alten eintragen und das Förderprogramm erwähnen.", `${shift(today, -2)}T11:12:00.000Z`));
    }
  }
  return out;
}
// a fixed id from banner and step: seeding again adds nothing
const event = (b, action, from, to, comment, at) =>
  `INSERT OR IGNORE INTO web_banner_events (id, banner_id, action, from_status, to_status, comment, user_id, by_support, at) VALUES (${[hash(`${b.id}|${action}`), b.id, action, from, to, comment, CUSTOMER_USER, 0, at].map(q).join(", ")});`;

/**
 * The creatives' images for R2.
 * @param {string} today YYYY-MM-DD
 * @returns {{ key: string, bytes: Uint8Array, contentType: string, fileName: string }[]}
 */
export function webBannerObjects(today) {
  return webBannersOn(today, COMPANY).flatMap((b) => creativesOf(b).map((c) => ({ key: c.objectKey, bytes: creativeImage(b, c), contentType: c.contentType, fileName: c.fileName })));
}
