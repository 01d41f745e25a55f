/** Service cases (spec §3). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import { companies } from "./companies";

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
