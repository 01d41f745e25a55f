import type { Db } from "../context";
import { auditLog } from "../db/schema";
import { boundedChanges, type FieldChange } from "#domain/entry-changes";

/**
 * One audit-log row: what a support-staff member did for which company, with its outcome;
 * for a save of an entry section the fields it changed, bounded (domain/entry-changes.ts).
 */
export const auditEntry = (
  db: Db,
  { changes, ...row }: { staffUserId: number; companyId: string; method: string; path: string; status: number; changes?: FieldChange[] },
) => db.insert(auditLog).values({ ...row, changes: boundedChanges(changes), createdAt: new Date().toISOString() });
