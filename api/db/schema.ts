import { sql } from "drizzle-orm";
import { integer, primaryKey, real, sqliteTable, text, index } from "drizzle-orm/sqlite-core";

import type { OpeningHours } from "../../domain/entry";
import type { FieldChange } from "../../domain/entry-changes";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const users = sqliteTable("users", {
  id: integer("id").primaryKey(),
  login: text("login").notNull().unique(),
  email: text("email").notNull(),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  profileImage: text("profile_image"),
  lastLogin: text("last_login"),
  userNotificationCode: text("user_notification_code"),
  createdAt: text("created_at").notNull().default(now),
  /** "active"; "pending" until the registration is activated; "guest" (no password yet) */
  status: text("status").notNull().default("active"),
  salutation: text("salutation"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  termsAcceptedAt: text("terms_accepted_at"),
  /** the B2B newsletter: asked for at registration (double opt-in), confirmed through the mail's link */
  newsletterRequestedAt: text("newsletter_requested_at"),
  newsletterConfirmedAt: text("newsletter_confirmed_at"),
  /** grows by one with every saved change of the profile (optimistic concurrency) */
  version: integer("version").notNull().default(1),
});

/**
 * Single-use tokens handed out by mail (activation, password reset, e-mail change,
 * newsletter opt-in). Only the SHA-256 of a token is kept; `code_hash` is the
 * hash of the short code typed in by hand (manual activation).
 */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash"),
    /** the address an e-mail change confirms */
    newEmail: text("new_email"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("user_tokens_user").on(t.userId, t.purpose)],
);

/** Every mail the portal sends (issue: mails are messages, not log lines): written first, handed to the mail service after. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** what the mail is for (activation, password-reset, …) */
    kind: text("kind").notNull(),
    createdAt: text("created_at").notNull().default(now),
    sentAt: text("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_unsent").on(t.sentAt, t.id)],
);

/** Events counted by a throttle (password recovery per address and per account, activation codes): key and time (ms). */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("throttle_events_key").on(t.key, t.at)],
);

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const companies = sqliteTable("companies", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  street: text("street"),
  zipCode: text("zip_code"),
  city: text("city"),
  phone: text("phone"),
  claimedBy: text("claimed_by"),
  claimedLastUpdate: text("claimed_last_update"),
  isPublishedOnCleverb2b: integer("is_published_on_cleverb2b", { mode: "boolean" }).notNull().default(false),
  /** spec §4 Wkdb signet: whether the entry shows the "Wer kennt den BESTEN" signet */
  hasWkdbSignet: integer("has_wkdb_signet", { mode: "boolean" }).notNull().default(false),
});

export const contactPersons = sqliteTable("contact_persons", {
  id: integer("id").primaryKey(),
  companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
  salutation: text("salutation"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email"),
  phone: text("phone"),
  position: text("position"),
});

export const userCompanies = sqliteTable(
  "user_companies",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("user_companies_company").on(t.companyId)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    sku: text("stock_keeping_unit").notNull(),
    status: text("status").notNull(),
    startDate: text("start_date"),
    endDate: text("end_date"),
  },
  (t) => [index("subscriptions_company").on(t.companyId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    actingCompanyId: text("acting_company_id"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** the absolute end: refreshes slide expires_at, never past this */
    absoluteExpiresAt: text("absolute_expires_at").notNull().default(""),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey(),
    login: text("login").notNull(),
    attemptedAt: integer("attempted_at").notNull(),
  },
  (t) => [index("login_attempts_login").on(t.login, t.attemptedAt)],
);

export const notifications = sqliteTable("notifications", {
  code: text("code").primaryKey(),
  headline: text("headline").notNull(),
  text: text("text").notNull(),
  buttonText: text("button_text").notNull(),
  buttonLink: text("button_link").notNull(),
});

export const userNotifications = sqliteTable(
  "user_notifications",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    recordedAt: text("recorded_at").notNull(),
    readAt: text("read_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey(),
    staffUserId: integer("staff_user_id").notNull(),
    companyId: text("company_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    createdAt: text("created_at").notNull(),
    /** a support save of an entry section: its changed fields, old and new value (domain/entry-changes.ts); null otherwise */
    changes: text("changes", { mode: "json" }).$type<FieldChange[]>(),
  },
  (t) => [index("audit_log_company").on(t.companyId, t.createdAt)],
);

/**
 * The company entry as the directory's CRM holds it (spec §3 "Entry"). `version`
 * grows by one with every saved change: an update names the version it was made
 * on and is refused with 409 when the entry moved on meanwhile (no lost updates).
 */
export const entries = sqliteTable("entries", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(1),
  companyName: text("company_name").notNull(),
  /** street and house number in one field, as the CRM keeps them (ShippingStreet) */
  shippingStreet: text("shipping_street"),
  zipCode: text("zip_code"),
  city: text("city"),
  phone: text("phone"),
  mobile: text("mobile"),
  fax: text("fax"),
  email: text("email"),
  slogan: text("slogan"),
  logoUrl: text("logo_url"),
  /** the logo as an uploaded file: its key in R2 (FILES), when there is one */
  logoKey: text("logo_key"),
  // company details (updateCompanyDetailsData)
  legalForm: text("legal_form"),
  foundingYear: text("founding_year"),
  employees: text("employees"),
  registerCourt: text("register_court"),
  registerNumber: text("register_number"),
  vatId: text("vat_id"),
  // the sections kept as JSON (their shapes: domain/entry.ts)
  openingHours: text("opening_hours", { mode: "json" }).$type<OpeningHours>(),
  payments: text("payments", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  customerCards: text("customer_cards", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  onlinePresence: text("online_presence", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
  trades: text("trades", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  searchKeywords: text("search_keywords", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  serviceFeatures: text("service_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  productFeatures: text("product_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  serviceArea: text("service_area", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  aboutUs: text("about_us"),
  /** when the company last agreed to the B2B codex; null: not agreed (or withdrawn) */
  b2bCodexAcceptedAt: text("b2b_codex_accepted_at"),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * Files of an entry in R2 (FILES): its documents (PDF) and media (images). The
 * row is the index; `r2Key` the object. `position` orders the media.
 */
export const entryFiles = sqliteTable(
  "entry_files",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["document", "media"] }).notNull(),
    r2Key: text("r2_key").notNull(),
    thumbKey: text("thumb_key"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    alt: text("alt"),
    position: integer("position").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("entry_files_company").on(t.companyId, t.kind, t.position)],
);

/**
 * Requests of the customer to the provider's service (spec §7 POST
 * /api/customer/service-case/create/{type}), e.g. the transfer of the entry's
 * rights to another person. `details` holds the request's form as JSON.
 */
export const serviceCases = sqliteTable(
  "service_cases",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    state: text("state", { enum: ["received", "in_progress", "done", "rejected"] }).notNull().default("received"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("service_cases_company").on(t.companyId, t.type, t.createdAt)],
);

/**
 * The catalogues the entry's classification is chosen from (spec §7 "Other
 * customer calls": suggest/industries, searchKeywords, product-features,
 * service-area-cities). `key` is the name folded (domain/text-fold.mjs: a value
 * is matched by it), `search` both foldings of its words for prefix search.
 */
const catalogue = (name: string) =>
  sqliteTable(
    name,
    {
      id: integer("id").primaryKey(),
      name: text("name").notNull(),
      key: text("key").notNull().unique(),
      search: text("search").notNull(),
      /** a city's federal state; a trade's typical search keywords (comma-separated) */
      extra: text("extra"),
    },
  );
export const industries = catalogue("industries");
export const keywordCatalogue = catalogue("search_keyword_catalogue");
export const productFeatureCatalogue = catalogue("product_feature_catalogue");
export const serviceAreaCities = catalogue("service_area_cities");

/**
 * German places for the address suggestions and checks (spec §7 "Address and
 * utilities"): each postcode with its city, and the streets of each postcode.
 * `*Key` and `*Fold` are searchKey(name) and searchKey(name, true)
 * (domain/search-key.mjs): "koeln" and "koln" both find "Köln".
 */
export const geoPlaces = sqliteTable(
  "geo_places",
  {
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    cityKey: text("city_key").notNull(),
    cityFold: text("city_fold").notNull(),
  },
  (t) => [primaryKey({ columns: [t.zipCode, t.city] }), index("geo_places_city_key").on(t.cityKey), index("geo_places_city_fold").on(t.cityFold)],
);

export const geoStreets = sqliteTable(
  "geo_streets",
  {
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    street: text("street").notNull(),
    streetKey: text("street_key").notNull(),
    streetFold: text("street_fold").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zipCode, t.street] }),
    index("geo_streets_zip_key").on(t.zipCode, t.streetKey),
    index("geo_streets_key").on(t.streetKey),
  ],
);

/**
 * The entry's statistics (spec §7 b2b/getViewStatistics, getDeviceStatistics,
 * getLocationStatistics): one row per company and calendar day (Berlin), the
 * day's figures already counted, so any range up to three years is one read
 * of the primary key. Only the demo and the tests keep them here; at
 * directory scale they come from the statistics system behind API_ORIGIN
 * (README "Statistics data").
 * - impressions: the entry shown in a result list; views: the entry opened;
 *   clicks: phone number, website, route or e-mail clicked on the entry
 * - desktop, mobile, tablet: the views by device (they add up to views)
 * - local, nearby, far, unknown: the views by where the visitor was: in the
 *   company's town, within 50 km, farther, not known (they add up to views)
 */
export const entryStatistics = sqliteTable(
  "entry_statistics",
  {
    companyId: text("company_id").notNull(),
    day: text("day").notNull(),
    impressions: integer("impressions").notNull(),
    views: integer("views").notNull(),
    clicks: integer("clicks").notNull(),
    desktop: integer("desktop").notNull(),
    mobile: integer("mobile").notNull(),
    tablet: integer("tablet").notNull(),
    local: integer("local").notNull(),
    nearby: integer("nearby").notNull(),
    far: integer("far").notNull(),
    unknown: integer("unknown").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * The company's listing on each partner portal as the entry service last read
 * it (spec §7 internalBea/getPartnerPortalData): the portal's answer as it
 * came (JSON of a listing; null: the portal has none; anything else: a broken
 * answer, shown as an error), its claim state there (spec §4 BLOCKED,
 * UNVERIFIED) and when it was read. Locally seeded; in production the entry
 * service behind API_ORIGIN reads the portals.
 */
export const portalListings = sqliteTable(
  "portal_listings",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    portalId: text("portal_id").notNull(),
    answer: text("answer"),
    claimStatus: text("claim_status", { enum: ["BLOCKED", "UNVERIFIED"] }),
    url: text("url"),
    checkedAt: text("checked_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portalId] })],
);

/** Spec §3 Portal rating stats of a company: count and average per portal (a portal without a row: -1 and -1). */
export const portalRatingStats = sqliteTable(
  "portal_rating_stats",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    portalId: text("portal_id").notNull(),
    count: integer("count").notNull(),
    avgScore: real("avg_score").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portalId] })],
);

/**
 * An analysis of the entry-service user data across the partner portals (spec
 * §7 bea/getJobIdAndPortalsMetadata → getAnalysisData): it runs in the
 * background until `readyAt`; only the company that started it, with the
 * job's token (kept as its SHA-256), reads the result.
 */
export const entryServiceJobs = sqliteTable(
  "entry_service_jobs",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** the user data analysed (domain/entry-service.ts Listing without the town) */
    userData: text("user_data", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: text("created_at").notNull().default(now),
    readyAt: text("ready_at").notNull(),
  },
  (t) => [index("entry_service_jobs_company").on(t.companyId, t.createdAt)],
);

/**
 * A connection to an external service that was started and waits for the
 * provider's answer (spec §4 require → auth-url → consent → grant-access):
 * OAuth 2.0's `state` (kept as its SHA-256) and the PKCE verifier, for the
 * company and user that started it; used once, then deleted.
 */
export const oauthPending = sqliteTable("oauth_pending", {
  stateHash: text("state_hash").primaryKey(),
  companyId: text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull(),
  service: text("service").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

/**
 * A company's connection to an external service (spec §3 External service:
 * sourceName, connected, externallyConfirmed; Google location: googleLocationId,
 * googleAccountId, locationTitle) with the provider's tokens.
 */
export const externalConnections = sqliteTable(
  "external_connections",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    expiresAt: text("expires_at"),
    connectedAt: text("connected_at").notNull().default(now),
    googleAccountId: text("google_account_id"),
    googleLocationId: text("google_location_id"),
    locationTitle: text("location_title"),
    externallyConfirmed: integer("externally_confirmed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.service] })],
);

/**
 * The user's own ratings of directory entries (spec §3 Rating: id, rating_text,
 * stars, update_date). The rated entry is the directory's, named here as it was
 * rated (the directory holds far more businesses than the portal's customers).
 */
export const ratings = sqliteTable(
  "ratings",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    entryId: text("entry_id").notNull(),
    entryName: text("entry_name").notNull(),
    entryCity: text("entry_city"),
    ratingText: text("rating_text").notNull(),
    stars: integer("stars").notNull(),
    createdAt: text("created_at").notNull(),
    updateDate: text("update_date").notNull(),
    /** grows with every change (optimistic concurrency) */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("ratings_user").on(t.userId, t.updateDate)],
);

/** What the user searched for in the directory (spec §3 Latest search: timestamp). */
export const latestSearches = sqliteTable(
  "latest_searches",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** ms since 1970: the search's time and its key */
    timestamp: integer("timestamp").notNull(),
    what: text("what").notNull(),
    where: text("where"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timestamp] })],
);

/** Directory entries the user looked at (spec §3 Recently viewed entry: sequenceNumber, timestamp). */
export const recentlyViewed = sqliteTable(
  "recently_viewed",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    timestamp: integer("timestamp").notNull(),
    sequenceNumber: integer("sequence_number").notNull(),
    entryId: text("entry_id").notNull(),
    entryName: text("entry_name").notNull(),
    entryCity: text("entry_city"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timestamp] })],
);

/**
 * Why accounts were deleted (DSGVO art. 17): the reason and the free text the
 * person gave, with the day, and nothing that names the person.
 */
export const accountDeletions = sqliteTable("account_deletions", {
  id: integer("id").primaryKey(),
  deletedOn: text("deleted_on").notNull(),
  reason: text("reason").notNull(),
  customText: text("custom_text"),
});

/** Accounts of other services a user logs in with (Facebook): the service's own id of the person. */
export const externalIdentities = sqliteTable(
  "external_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("external_identities_user").on(t.userId)],
);
