/** Connections to external services (spec §7 "External services"). */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import { companies } from "./companies";

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
