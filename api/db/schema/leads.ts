/** Requests and leads (spec §2 /kunde/anfragen/, §3 Lead: externalId, §7 Leads). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

/**
 * A lead that came in for a company (decision 050): its external id (spec §3),
 * its kind (domain/leads.ts LEAD_TYPES), subject and text, and who sent it —
 * name, e-mail and phone, which the portal shows only once the lead is
 * accepted. Times are Berlin wall clock, "YYYY-MM-DD HH:MM". An application
 * (type job) names its job ad and the day the ad closed; it is deleted on
 * `deleteOn` (six months later, AGG § 15 Abs. 4, decision 051). In production
 * the leads come from the provider's lead system behind API_ORIGIN.
 */
export const leads = sqliteTable(
  "leads",
  {
    externalId: text("external_id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    requesterPhone: text("requester_phone"),
    createdAt: text("created_at").notNull(),
    acceptedAt: text("accepted_at"),
    /** who accepted it: the user's name, or null with `acceptedByStaff` for support staff */
    acceptedBy: text("accepted_by"),
    acceptedByStaff: integer("accepted_by_staff", { mode: "boolean" }).notNull().default(false),
    answeredAt: text("answered_at"),
    jobTitle: text("job_title"),
    jobClosedOn: text("job_closed_on"),
    deleteOn: text("delete_on"),
  },
  (t) => [index("leads_company_created").on(t.companyId, t.createdAt), index("leads_company_type_created").on(t.companyId, t.type, t.createdAt)],
);
