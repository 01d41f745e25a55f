/**
 * Taking over a company's entry (spec §2 claiming routes, §4 "Claiming", §7 claiming
 * calls; decisions 072–076): the entry's lock, the sealed links already used, the
 * funnel's state keyed by its reference, and the claims with their verification.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";
import { users } from "./users";
import { now } from "./now";

/** An entry locked against claiming (hold, with its reason code) or looked after by a partner channel. */
export const claimLocks = sqliteTable("claim_locks", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** domain/claiming.ts HOLD_REASONS; null: no hold */
  holdReason: text("hold_reason"),
  /** domain/claiming.ts PARTNER_CHANNELS; null: none */
  partner: text("partner"),
  since: text("since").notNull().default(now),
});

/** The sealed links opened (spec §7 decryptData): each opens once; kept until it would have expired anyway. */
export const claimSealsUsed = sqliteTable("claim_seals_used", {
  nonce: text("nonce").primaryKey(),
  companyId: text("company_id").notNull(),
  usedAt: text("used_at").notNull().default(now),
  expiresAt: text("expires_at").notNull(),
});

/**
 * A claim funnel (spec §2 welcome → register/login → success): its state on the
 * server, keyed by the SHA-256 of the single-use reference in the pages' address.
 */
export const claimFunnels = sqliteTable(
  "claim_funnels",
  {
    refHash: text("ref_hash").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the account the funnel belongs to once someone logged in through it */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** the registration's first step (salutation, names, address, newsletter), JSON */
    person: text("person", { mode: "json" }).$type<{ salutation: string; firstName: string; lastName: string; email: string; newsletter: boolean }>(),
    /** start, person, registered, done */
    step: text("step").notNull().default("start"),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    /** set when the claim completed: the reference is spent */
    spentAt: text("spent_at"),
  },
  (t) => [index("claim_funnels_company").on(t.companyId)],
);

/**
 * A claim of a company by a user and its verification: letter code or
 * website-domain link (decision 074/075); `verifying` until proven, then
 * `verified` (the company is the user's), or `void` (too many wrong codes,
 * superseded) or `lost` (another claim won).
 */
export const claims = sqliteTable(
  "claims",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refHash: text("ref_hash").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("verifying"),
    /** SHA-256 of the letter's code or the mailed link's token (bound to the claim) */
    secretHash: text("secret_hash"),
    /** the website-domain address the link went to */
    address: text("address"),
    expiresAt: text("expires_at").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
    decidedAt: text("decided_at"),
  },
  (t) => [index("claims_company").on(t.companyId, t.status), index("claims_user").on(t.userId)],
);

/** Every claim, verification, transfer, refusal and dissolution: who, what, when (shown to the company). */
export const claimEvents = sqliteTable(
  "claim_events",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** who did it (null: the system, e.g. an expiry) */
    userId: integer("user_id"),
    kind: text("kind").notNull(),
    detail: text("detail"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("claim_events_company").on(t.companyId, t.createdAt)],
);

/**
 * A request for access to an entry that already has a verified owner (item
 * "competing claims", decision 090): the owner is asked by mail (a single-use
 * link to a page with two buttons) and has REQUEST_WINDOW_DAYS to agree or
 * refuse. `open` until then; `agreed` (the entry went to the claimant),
 * `refused`, `taken` (silence, then the claimant verified and took over), `lost`
 * (another claim won, or the owner gave the entry up) or `withdrawn`.
 */
export const claimRequests = sqliteTable(
  "claim_requests",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** who asks */
    claimantId: integer("claimant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** who held the entry when it was asked for (the mail went to them) */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the owner's single-use link token */
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").notNull().default("open"),
    createdAt: text("created_at").notNull(),
    /** the end of the owner's window: after it, silence lets the claimant verify and take over */
    windowEndsAt: text("window_ends_at").notNull(),
    decidedAt: text("decided_at"),
    /** who decided (the owner agreeing or refusing, the claimant taking over); null: the system */
    decidedBy: integer("decided_by"),
  },
  (t) => [index("claim_requests_company").on(t.companyId, t.status), index("claim_requests_claimant").on(t.claimantId)],
);

/** The owner-claim reminder mail sent for a claim period (item "owner claim upkeep"): once per company and claimed_last_update. */
export const claimReminders = sqliteTable(
  "claim_reminders",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the claimed_last_update whose expiry the mail announced */
    claimedLastUpdate: text("claimed_last_update").notNull(),
    sentAt: text("sent_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.claimedLastUpdate] })],
);
