import { hc, type ClientResponse } from "hono/client";
import type { ApiAreas } from "../../api/app";
import type { Env } from "../../api/env";
import { needsAccountId, REQUEST_ID_HEADER, XHR_HEADER, type ApiErrorItem, type ApiResult } from "#contract/api";

export type { ApiResult };

/** The in-process backend, or a remote one when API_ORIGIN is set. */
export type ApiTransport = (request: Request) => Promise<Response>;

export interface ApiClientState {
  token: () => string | undefined;
  accountId: () => string | undefined;
  requestId: string;
}

const INTERNAL_ORIGIN = "https://api.internal";

/**
 * One typed client per area of the backend, typed from the area's own Hono
 * routes (api/app.ts `areas`): paths, inputs and answers are the backend's.
 * One client per area keeps TypeScript's work per client small.
 */
export type AreaClients = { [K in keyof ApiAreas]: ReturnType<typeof hc<ApiAreas[K]>> };

/** The `data` of an answer's envelope, as the backend's handler returns it. */
export type DataOf<R> = R extends ClientResponse<infer Body, number, string> ? (Body extends { data: infer D } ? D : never) : never;

/** Marks a call that is sent without the session's token (the login calls). */
const ANONYMOUS_HEADER = "X-Portal-Anonymous";
/** Names the company a call is for when it is not the active one (the company switch). */
const ACCOUNT_HEADER = "X-Portal-Account";

/**
 * The client for the /api contract of spec §7, used by every loader and
 * action: `portal.api.call((api) => api.customer.getSalesForceEntry.$get())`
 * gives the handler's data type, or the status and errors. Every call gets the
 * envelope handling, `accountId` for the listed path families, the
 * XMLHttpRequest header, the request id and the bearer token; the client
 * counts calls and rounds for Server-Timing.
 */
export class ApiClient {
  calls = 0;
  totalMs = 0;
  /**
   * Waves of calls: a call that starts while none is running opens a new round.
   * Calls a page makes together (Promise.all, layout and page loaders) share one
   * round; every extra round is a call that waited for another.
   */
  rounds = 0;
  private inFlight = 0;
  private readonly areas: AreaClients;

  constructor(
    private readonly transport: ApiTransport,
    private readonly state: ApiClientState,
    origin = INTERNAL_ORIGIN,
  ) {
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => this.send(new Request(input, init));
    const client = <K extends keyof ApiAreas>(area: K) => hc<ApiAreas[K]>(`${origin}/api/${area}`, { fetch });
    this.areas = {
      auth: client("auth"),
      navigation: client("navigation"),
      customer: client("customer"),
      cuca: client("cuca"),
      user: client("user"),
      mws: client("mws"),
      "external-services": client("external-services"),
      adplorer: client("adplorer"),
      "secretarial-service": client("secretarial-service"),
      "web-banners": client("web-banners"),
      "tv-banners": client("tv-banners"),
      wkdb: client("wkdb"),
      "wkdb-signet": client("wkdb-signet"),
      claiming: client("claiming"),
      accountlink: client("accountlink"),
      service: client("service"),
      tartaros: client("tartaros"),
      debug: client("debug"),
    };
  }

  /** Options for a call without the session's token (login). */
  static readonly anonymous = { headers: { [ANONYMOUS_HEADER]: "1" } };
  /** Options for a call for another company of the user's than the active one (the company switch). */
  static forAccount = (accountId: string) => ({ headers: { [ACCOUNT_HEADER]: accountId } });

  /** Runs one call and unwraps the envelope: `{ data }` (or 204, data null) → ok, anything else → status and errors. */
  async call<R extends ClientResponse<unknown, number, string>>(send: (api: AreaClients) => Promise<R>): Promise<ApiResult<DataOf<R>>> {
    let res: ClientResponse<unknown, number, string>;
    let payload: unknown;
    try {
      res = await send(this.areas);
      payload = await res.json().catch(() => undefined);
    } catch {
      return { ok: false, status: 502, errors: [{ code: "UPSTREAM", message: "Der Dienst ist nicht erreichbar." }] };
    }
    // 204 No Content: a success without data (spec §7 google/locations: none)
    if (res.status === 204) return { ok: true, status: 204, data: null as DataOf<R> };
    const p = payload as { data?: DataOf<R>; errors?: ApiErrorItem[] } | null;
    if (res.ok && p && typeof p === "object" && "data" in p) return { ok: true, status: res.status, data: p.data as DataOf<R> };
    const errors = Array.isArray(p?.errors) && p.errors.length ? p.errors : [{ code: "UPSTREAM", message: "Unbekannter Fehler." }];
    const retryAfter = res.status === 429 ? Number(res.headers.get("Retry-After")) : NaN;
    return { ok: false, status: res.ok ? 502 : res.status, errors, ...(retryAfter > 0 ? { retryAfter } : {}) };
  }

  /** Runs one call and hands its answer on as it came (a file), or null when the backend is not reachable. */
  async raw(send: (api: AreaClients) => Promise<ClientResponse<unknown, number, string>>): Promise<Response | null> {
    try {
      return (await send(this.areas)) as unknown as Response;
    } catch {
      return null;
    }
  }

  /** The transport under every area client: headers, accountId, token, counting. */
  private async send(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const accountId = headers.get(ACCOUNT_HEADER) ?? this.state.accountId();
    headers.delete(ACCOUNT_HEADER);
    if (needsAccountId(url.pathname) && accountId) url.searchParams.set("accountId", accountId);
    headers.set(XHR_HEADER.name, XHR_HEADER.value);
    headers.set(REQUEST_ID_HEADER, this.state.requestId);
    headers.set("Accept", "application/json");
    const anonymous = headers.has(ANONYMOUS_HEADER);
    headers.delete(ANONYMOUS_HEADER);
    const token = anonymous ? undefined : this.state.token();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    const started = Date.now();
    this.calls++;
    if (this.inFlight === 0) this.rounds++;
    this.inFlight++;
    try {
      return await this.transport(new Request(url, { method: request.method, headers, body }));
    } finally {
      this.inFlight--;
      this.totalMs += Date.now() - started;
    }
  }
}

/**
 * The data of a call for a list that comes after the page (deferred): a failed
 * call rejects, so the list shows its own message (Await's errorElement).
 */
export const laterData = <T>(call: Promise<ApiResult<T>>): Promise<T> =>
  call.then((r) => (r.ok ? r.data : Promise.reject(new Error(`/api ${r.status}`))));

export function createTransport(env: Env, inProcess: (req: Request) => Promise<Response>): { transport: ApiTransport; origin?: string } {
  if (env.API_ORIGIN) {
    const origin = env.API_ORIGIN.replace(/\/+$/, "");
    return {
      origin,
      transport: (req) => fetch(req, { signal: AbortSignal.timeout(Number(env.API_TIMEOUT_MS) || 10_000) }),
    };
  }
  return { transport: inProcess };
}
