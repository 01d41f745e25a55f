// TV banners of the demo (spec §2 tvbanner, §3 "TV banner" and "Creative", §4 "Creative approval"):
// Krüger Haustechnik KG (100102, MB-TVBANNER since 2025-09-01) runs spots on screens in shops and
// waiting rooms around Cologne. Fixed data: the screens, four creatives in different states of the
// two approvals, and how they got there. The creatives' files (two short MP4s made once with ffmpeg
// and a poster frame of each, under seed/tv-banners/) go into R2 (scripts/lib.mjs putDemoFiles).
import { readFileSync } from "node:fs";

/** The files in R2: key, the file beside this module, its type. */
export const TV_MEDIA = [
  { key: "tv-banners/demo/wartung.mp4", file: "tv-banners/wartung.mp4", contentType: "video/mp4" },
  { key: "tv-banners/demo/wartung.jpg", file: "tv-banners/wartung.jpg", contentType: "image/jpeg" },
  { key: "tv-banners/demo/bad.mp4", file: "tv-banners/bad.mp4", contentType: "video/mp4" },
  { key: "tv-banners/demo/bad.jpg", file: "tv-banners/bad.jpg", contentType: "image/jpeg" },
];

/** The bytes of one of TV_MEDIA. */
export const tvMediaBytes = (m) => readFileSync(new URL(m.file, import.meta.url));

const WARTUNG = { videoKey: "tv-banners/demo/wartung.mp4", posterKey: "tv-banners/demo/wartung.jpg", durationSeconds: 8 };
const BAD = { videoKey: "tv-banners/demo/bad.mp4", posterKey: "tv-banners/demo/bad.jpg", durationSeconds: 8 };

/** The creatives, newest last; each in another state of the two approvals (spec §4). */
export const TV_CREATIVES = [
  // accepted by both: on air
  { binaryMasterId: "BM-100102-001", companyId: "100102", title: "Wartung jetzt buchen", ...WARTUNG, customerApprovalStatus: "ACCEPTED", customerReason: null, partnerApprovalStatus: "ACCEPTED", createdAt: "2025-08-18T09:00:00.000Z" },
  // the customer rejected it (support staff entered it after a call), the partner had not checked it yet
  {
    binaryMasterId: "BM-100102-002",
    companyId: "100102",
    title: "Heizungscheck zum Winter",
    ...WARTUNG,
    customerApprovalStatus: "REJECTED",
    customerReason: "Die Telefonnummer im Abspann ist veraltet. Bitte 0221 7654321 einsetzen.",
    partnerApprovalStatus: "UNVERIFIED",
    createdAt: "2025-10-27T08:30:00.000Z",
  },
  // the customer accepted it, the partner rejected it
  { binaryMasterId: "BM-100102-003", companyId: "100102", title: "Badsanierung im Frühjahr", ...BAD, customerApprovalStatus: "ACCEPTED", customerReason: null, partnerApprovalStatus: "REJECTED", createdAt: "2026-02-09T10:00:00.000Z" },
  // the partner accepted it; waiting for the customer
  { binaryMasterId: "BM-100102-004", companyId: "100102", title: "Ihr neues Bad aus einer Hand", ...BAD, customerApprovalStatus: "UNVERIFIED", customerReason: null, partnerApprovalStatus: "ACCEPTED", createdAt: "2026-11-16T09:00:00.000Z" },
];

/** The screens (spec §3 external_id) with the creative chosen (binary_master_id). */
export const TV_BANNERS = [
  { externalId: "TVB-100102-01", companyId: "100102", location: "Köln-Ehrenfeld, Bäckerei am Neptunplatz", screen: "Bildschirm über der Theke, 43 Zoll", startDate: "2025-09-01", endDate: "2026-08-31", binaryMasterId: "BM-100102-001" },
  { externalId: "TVB-100102-02", companyId: "100102", location: "Köln-Nippes, Apotheke an der Neusser Straße", screen: "Bildschirm im Wartebereich, 50 Zoll", startDate: "2025-09-01", endDate: "2027-08-31", binaryMasterId: "BM-100102-001" },
  { externalId: "TVB-100102-03", companyId: "100102", location: "Pulheim, Baumarkt an der Venloer Straße", screen: "Bildschirm im Eingangsbereich, 55 Zoll", startDate: "2026-03-01", endDate: "2027-02-28", binaryMasterId: "BM-100102-004" },
];

/** How the creatives got their approvals (the staff member: Kundenservice Team, 1006; the customer: Sabine Krüger, 1001). */
export const TV_APPROVALS = [
  { id: 1, binaryMasterId: "BM-100102-001", party: "partner", status: "ACCEPTED", reason: null, userId: null, userName: null, supportStaff: 0, at: "2025-08-20T09:12:00.000Z" },
  { id: 2, binaryMasterId: "BM-100102-001", party: "customer", status: "ACCEPTED", reason: null, userId: 1001, userName: "Sabine Krüger", supportStaff: 0, at: "2025-08-22T14:05:00.000Z" },
  { id: 3, binaryMasterId: "BM-100102-002", party: "customer", status: "REJECTED", reason: "Die Telefonnummer im Abspann ist veraltet. Bitte 0221 7654321 einsetzen.", userId: 1006, userName: "Kundenservice Team", supportStaff: 1, at: "2025-10-29T10:40:00.000Z" },
  { id: 4, binaryMasterId: "BM-100102-003", party: "customer", status: "ACCEPTED", reason: null, userId: 1001, userName: "Sabine Krüger", supportStaff: 0, at: "2026-02-10T16:20:00.000Z" },
  { id: 5, binaryMasterId: "BM-100102-003", party: "partner", status: "REJECTED", reason: "Der Schriftzug ist auf den Bildschirmen zu klein.", userId: null, userName: null, supportStaff: 0, at: "2026-02-12T08:45:00.000Z" },
  { id: 6, binaryMasterId: "BM-100102-004", party: "partner", status: "ACCEPTED", reason: null, userId: null, userName: null, supportStaff: 0, at: "2026-11-18T11:30:00.000Z" },
];

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
const row = (values) => `(${values.map(q).join(", ")})`;

/**
 * The screens, creatives and their approvals as SQL (INSERT OR IGNORE: a database seeded before gets only what it lacks).
 * For a copy of Krüger Haustechnik (the browser tests' pool, seed/demo-data.mjs TEST_POOL) `companyId` names the copy:
 * its ids carry the copy's id instead of 100102, so each copy has its own creatives to approve.
 * @param {string} [companyId]
 */
export function tvBannerStatements(companyId = "100102") {
  const id = (s) => (s === null ? null : s.replaceAll("100102", companyId));
  return [
    ...TV_CREATIVES.map(
      (c) =>
        `INSERT OR IGNORE INTO tv_creatives (binary_master_id, company_id, title, duration_seconds, video_key, poster_key, customer_approval_status, customer_reason, partner_approval_status, created_at, version) VALUES ${row([id(c.binaryMasterId), companyId, c.title, c.durationSeconds, c.videoKey, c.posterKey, c.customerApprovalStatus, c.customerReason, c.partnerApprovalStatus, c.createdAt, 1])};`,
    ),
    ...TV_BANNERS.map(
      (b) =>
        `INSERT OR IGNORE INTO tv_banners (external_id, company_id, location, screen, start_date, end_date, binary_master_id) VALUES ${row([id(b.externalId), companyId, b.location, b.screen, b.startDate, b.endDate, id(b.binaryMasterId)])};`,
    ),
    // ids unique across copies: the company's number and the row's
    ...TV_APPROVALS.map(
      (a) =>
        `INSERT OR IGNORE INTO tv_creative_approvals (id, binary_master_id, party, status, reason, user_id, user_name, support_staff, at) VALUES ${row([Number(companyId) * 10 + a.id, id(a.binaryMasterId), a.party, a.status, a.reason, a.userId, a.userName, a.supportStaff, a.at])};`,
    ),
  ];
}
