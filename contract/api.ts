/**
 * The /api contract as both sides see it (spec §7): the portal (app/) and the
 * backend (api/) import these rules from here and from nowhere else, so a
 * remote backend behind API_ORIGIN and the embedded one speak the same.
 * No I/O and no dependencies: it runs in the Worker, in the browser's build
 * graph never (only *.server.ts modules import it), and in Node for tests.
 */

/** Path families whose calls carry the active account as `accountId` (spec §7). */
export const ACCOUNT_PATH_FAMILIES = [
  "customer",
  "web-banners",
  "adplorer",
  "secretarial-service",
  "cuca",
  "tv-banners",
  // not in spec §7's list: the rating products' calls are for the active company too (decision 047)
  "wkdb",
  "external-services",
] as const;

export type AccountPathFamily = (typeof ACCOUNT_PATH_FAMILIES)[number];

/**
 * The area of an /api path: its first segment after `/api` ("customer" for
 * `/api/customer/getSubscriptions`). Whole segments only: `/api/customerX/…`
 * has the area "customerX", and `/api/auth/login/cuca` the area "auth".
 */
export function apiArea(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const start = segments[0] === "api" ? 1 : 0;
  return segments[start] ?? "";
}

/** Whether a call of this path names the company it is for (`accountId`). */
export function needsAccountId(pathname: string): boolean {
  return (ACCOUNT_PATH_FAMILIES as readonly string[]).includes(apiArea(pathname));
}

/** One refused thing: a code for programs, a German message for people, the field it belongs to. */
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}

/** The envelope of spec §7: `{ data }` on success … */
export interface ApiSuccess<T> {
  data: T;
}
/** … and `{ errors }` on failure. */
export interface ApiFailure {
  errors: ApiErrorItem[];
}

/** A call's outcome as the portal handles it: the unwrapped data, or the status and errors. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; errors: ApiErrorItem[]; /** seconds, from a 429's Retry-After */ retryAfter?: number };

/** Every call says it is one (spec §7 "All requests send the XMLHttpRequest header"). */
export const XHR_HEADER = { name: "X-Requested-With", value: "XMLHttpRequest" } as const;

export const REQUEST_ID_HEADER = "X-Request-Id";

/** A caller's request id is kept only when it looks like one; otherwise a fresh one. */
export function safeRequestId(header: string | null | undefined): string {
  return header && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : crypto.randomUUID();
}
