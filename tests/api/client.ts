import { env } from "cloudflare:test";
import { hc, type ClientResponse } from "hono/client";
import { api, type ApiAreas } from "../../api/app";
import type { ApiErrorItem } from "../../contract/api";

/**
 * The API tests' typed client: the backend's own Hono RPC types per area
 * (api/app.ts `ApiAreas`, as the portal's client in app/server/api-client.server.ts),
 * sent in-process to the app. A call of a renamed or removed route, a wrong
 * input, or a read of a field the handler does not return fails tsc.
 *
 *   const res = await send(client({ token }).customer.getSalesForceEntry.$get({ query: { accountId } }));
 *   res.json.data.entry.companyName   // typed from the handler
 *
 * Requests the client cannot (and should not) make — malformed or form-encoded
 * bodies, unknown or percent-encoded paths — go through `call` of helpers.ts; a
 * call without the XMLHttpRequest header is `client({ xhr: false })`.
 */
export type AreaClients = { [K in keyof ApiAreas]: Loose<ReturnType<typeof hc<ApiAreas[K]>>> };

/**
 * The client with the inputs the backend accepts rather than those it produces:
 * hc types a call's `json` as the clean values of its rules (every field, each
 * of its type), but a test also sends what a person could send — a field left
 * out, a number as text, a query the path family needs (`accountId`). So each
 * field of `json` is optional and of any value (an unknown field name still
 * fails), and any call may carry a query. Paths and answers stay the handlers'.
 */
type Loose<C> = C extends (args: infer A, options?: infer O) => infer R
  ? (args?: LooseArgs<A>, options?: O) => R
  : C extends object
    ? { [K in keyof C]: Loose<C[K]> }
    : C;
type LooseArgs<A> = Omit<NonNullable<A>, "json" | "query"> & {
  json?: NonNullable<A> extends { json: infer J } ? { [F in keyof J]?: unknown } : never;
  query?: Record<string, string | string[]>;
};

export interface ClientOptions {
  /** the session's bearer token */
  token?: string;
  /** send the X-Requested-With header (default true) */
  xhr?: boolean;
  /**
   * the Worker's bindings the app answers with (default the test's `env`): for
   * a test that changes a var (`{ ...env, DEBUG_MAILS: "1" }`) or wraps a binding
   */
  bindings?: object;
}

const ORIGIN = "https://portal.test";
const AREAS = ["auth", "navigation", "customer", "cuca", "user", "mws", "external-services", "adplorer", "secretarial-service", "web-banners", "tv-banners", "wkdb", "wkdb-signet", "claiming", "service", "accountlink", "tartaros", "debug"] as const satisfies readonly (keyof ApiAreas)[];

/** One typed client per area of the backend, every request answered by the app in-process with the test's bindings. */
export function client({ token, xhr = true, bindings = env }: ClientOptions = {}): AreaClients {
  const headers: Record<string, string> = {};
  if (xhr) headers["X-Requested-With"] = "XMLHttpRequest";
  if (token) headers.Authorization = `Bearer ${token}`;
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => api.request(new Request(input, init), undefined, bindings);
  return Object.fromEntries(AREAS.map((area) => [area, hc(`${ORIGIN}/api/${area}`, { fetch, headers })])) as unknown as AreaClients;
}

/** The `data` of an answer's envelope, as the handler returns it. */
export type DataOf<R> = R extends ClientResponse<infer Body, number, string> ? (Body extends { data: infer D } ? D : never) : never;

/**
 * An answer: its status and headers, and the envelope of spec §7 — `data` on
 * success, as the handler types it; `errors` on a refusal. Only one of them is
 * there, so a test checks `status` first.
 */
export interface Answer<R> {
  status: number;
  headers: Headers;
  json: { data: DataOf<R>; errors: ApiErrorItem[] };
}

/** Sends a typed call and reads its answer (an empty envelope when the body is not JSON). */
export async function send<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<R>> {
  const res = await request;
  const json = (await res.json().catch(() => ({}))) as Answer<R>["json"] | null;
  return { status: res.status, headers: res.headers, json: json ?? ({} as Answer<R>["json"]) };
}
