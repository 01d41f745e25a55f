/**
 * The account link (spec §2 "Account link", §7 /api/accountlink/*; decisions 093–094):
 * a sales mail's sealed customer number opened once starts a funnel whose state
 * lives here, keyed by the SHA-256 of the single-use reference the pages carry.
 * The used links' nonces share claiming's `claim_seals_used`.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";
import { users } from "./users";
import { now } from "./now";

export const accountLinkFunnels = sqliteTable(
  "account_link_funnels",
  {
    refHash: text("ref_hash").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the customer number the link carried (the company's contract) */
    customerNumber: text("customer_number").notNull(),
    /** the registration's first step (salutation, names, address, newsletter), JSON */
    person: text("person", { mode: "json" }).$type<{ salutation: string; firstName: string; lastName: string; email: string; newsletter: boolean }>(),
    /** start, person, registered, done */
    step: text("step").notNull().default("start"),
    /** the account the company was linked to (or whose link waits for review) */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    /** set when the company was linked: the reference is spent */
    spentAt: text("spent_at"),
  },
  (t) => [index("account_link_funnels_company").on(t.companyId)],
);
