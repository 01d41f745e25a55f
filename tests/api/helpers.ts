import { env } from "cloudflare:test";
import { api } from "../../api/app";
import { hashPassword } from "../../api/lib/password";
import { DEMO_PASSWORD, seedStatements } from "../../seed/demo-data.mjs";
import { client, send } from "./client";

export { client, send } from "./client";

let demoHash: Promise<string> | undefined;

/**
 * DEMO_PASSWORD in the format the portal stored passwords in before PBKDF2 (scrypt, made
 * with Node's scryptSync): an account still carrying one is upgraded at its next login.
 * At a low cost (N=2^10, r=8, p=1; ours were N=2^14, p=5, which tests/unit/api/password.test.ts
 * verifies): the login path is the same, and the API test does not spend seconds of CPU
 * that never yield inside workerd (on a busy machine that took the test pool's storage down).
 */
export const LEGACY_SCRYPT_DEMO_HASH = "scrypt$1024$8$1$bWVpbi1iZXJlaWNoLWxlZ2FjeQ==$QenZd/Ucy/Afbl6jooFrLQchChC7djufsFy4+gs+eEo=";

/** Loads the demo data of seed/demo-data.mjs into the test's D1 (one hash for all personas, computed once). */
export async function seedDemoData() {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const hash = await demoHash;
  const statements = await seedStatements(async () => hash);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** send the X-Requested-With header (default true) */
  xhr?: boolean;
  query?: Record<string, string>;
  /** a form body (application/x-www-form-urlencoded) instead of JSON */
  form?: URLSearchParams;
}

/**
 * Calls the backend in-process by method and path, untyped: for what the typed
 * client (`client`/`send` of tests/api/client.ts, which new tests use) cannot
 * send — malformed or form bodies, unknown, percent-encoded or computed paths.
 */
export async function call(method: string, path: string, opts: CallOptions = {}) {
  const url = new URL(`https://portal.test/api${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (opts.xhr !== false) headers["X-Requested-With"] = "XMLHttpRequest";
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  if (opts.form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const body = opts.form ? opts.form.toString() : opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const res = await api.request(url.pathname + url.search, { method, headers, body }, env);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = (await res.json().catch(() => null)) as any;
  return { status: res.status, json, headers: res.headers };
}

export async function login(loginName: string, password = DEMO_PASSWORD) {
  const res = await send(client().auth.login.$post({ json: { login: loginName, password } }));
  if (res.status !== 200) throw new Error(`login ${loginName} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

export async function loginCuca(companyId: string, loginName = "support@example.com") {
  const res = await send(client().auth.login.cuca.$post({ json: { login: loginName, password: DEMO_PASSWORD, companyId } }));
  if (res.status !== 200) throw new Error(`cuca login failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

/**
 * Logs each persona in once and returns their tokens by login. Meant for `beforeAll`: a session
 * started there lives for the whole file, while writes inside an `it` are undone after it.
 */
export async function tokensFor<L extends string>(...logins: L[]): Promise<Record<L, string>> {
  const out = {} as Record<L, string>;
  for (const l of logins) out[l] = (await login(l)).token;
  return out;
}

export interface AuditRow {
  staff_user_id: number;
  company_id: string;
  method: string;
  path: string;
  status: number;
  created_at?: string;
}

/**
 * The audit log in order: the rows of calls made in support sessions, or with
 * `logins` the rows of the logins that start them; `withTime` adds created_at.
 */
export async function auditRows({ logins = false, withTime = true } = {}): Promise<AuditRow[]> {
  const columns = `staff_user_id, company_id, method, path, status${withTime ? ", created_at" : ""}`;
  const where = logins ? "path = '/api/auth/login/cuca'" : "path != '/api/auth/login/cuca'";
  return (await env.DB.prepare(`SELECT ${columns} FROM audit_log WHERE ${where} ORDER BY id`).all<AuditRow>()).results;
}

type ErrorsJson = { errors?: { field?: string; message: string }[] };
/** The fields a refusal names, sorted. */
export const errorFields = (json: ErrorsJson) => (json.errors ?? []).map((e) => e.field).sort();
/** The message a refusal gives for one field. */
export const errorMessage = (json: ErrorsJson, field: string) => json.errors?.find((e) => e.field === field)?.message;
/** The company's stored entry (GET /api/customer/getSalesForceEntry). */
export const storedEntry = async (token: string, accountId: string) =>
  (await send(client({ token }).customer.getSalesForceEntry.$get({ query: { accountId } }))).json.data.entry;
