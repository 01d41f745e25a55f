import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Env } from "./env";
import type * as schema from "./db/schema";
import type { MenuRows } from "./services/menu";
import type { SessionAuth } from "./services/sessions";
import type { FieldChange } from "#domain/entry-changes";

/** The drizzle database of the D1 binding (`$client`: the binding itself, for prepared reads). */
export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

export interface ApiVariables {
  db: Db;
  requestId: string;
  /** the caller, read live with the session (api/middleware/auth.ts); unset on the open calls */
  auth: SessionAuth;
  /** set by the accountId guard for the path families of spec §7 */
  accountId: string;
  /** menu-items: its reads, done in the batch of the session check (api/middleware/auth.ts), if they were */
  menuRows?: MenuRows;
  /** a support session's save of an entry section: the fields it changed, for the audit row (api/middleware/audit.ts) */
  auditChanges?: FieldChange[];
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
