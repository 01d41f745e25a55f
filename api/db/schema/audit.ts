/** What support staff did (spec §6 customer-service mode). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { FieldChange } from "#domain/entry-changes";

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
