import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../context";
import { serviceCases } from "../db/schema";

/**
 * A new case of the company (state 'received'), only when none of its type is
 * open: at most one open case per company and type, in one statement (no race).
 * False when one is open.
 */
export async function createServiceCase(
  db: Db,
  row: { id: string; companyId: string; type: string; details: Record<string, unknown>; createdBy: number; now: string },
): Promise<boolean> {
  const inserted = await db.$client
    .prepare(
      `INSERT INTO service_cases (id, company_id, type, state, details, created_by, created_at, updated_at)
       SELECT ?1, ?2, ?3, 'received', ?4, ?5, ?6, ?6
       WHERE NOT EXISTS (SELECT 1 FROM service_cases WHERE company_id = ?2 AND type = ?3 AND state IN ('received', 'in_progress'))`,
    )
    .bind(row.id, row.companyId, row.type, JSON.stringify(row.details), row.createdBy, row.now)
    .run();
  return Boolean(inserted.meta.changes);
}

/** The company's newest cases of a type (at most 50). */
export const serviceCasesOf = (db: Db, companyId: string, type: string) =>
  db
    .select()
    .from(serviceCases)
    .where(and(eq(serviceCases.companyId, companyId), eq(serviceCases.type, type)))
    .orderBy(desc(serviceCases.createdAt))
    .limit(50);
