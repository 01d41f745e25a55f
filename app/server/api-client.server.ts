import { needsAccountId } from "../../api/middleware/auth";
import type { ApiErrorItem } from "../../api/lib/errors";
import type { Env } from "../../api/env";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: ApiErrorItem[] };

export interface ApiCallOptions {
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** send without the session token (login) */
  anonymous?: boolean;
}

/** The in-process backend, or a remote one when API_ORIGIN is set. */
export type ApiTransport = (request: Request) => Promise<Response>;

export interface ApiClientState {
  token: () => string | undefined;
  accountId: () => string | undefined;
  requestId: string;
}

const INTERNAL_ORIGIN = "https://api.internal";

/**
 * The typed client for the /api contract of spec §7, used by every loader
 * and action: envelope, accountId for the listed path families, the
 * XMLHttpRequest header, the bearer token; it counts calls for Server-Timing.
 */
export class ApiClient {
  calls = 0;
  totalMs = 0;
  /**
   * Waves of calls: a call that starts while none is running opens a new round.
   * Calls a page makes together (Promise.all, layout and page loaders) share one
   * round; every extra round is a call that waited for another (issue 3 §1).
   */
  rounds = 0;
  private inFlight = 0;

  constructor(
    private readonly transport: ApiTransport,
    private readonly state: ApiClientState,
    private readonly origin = INTERNAL_ORIGIN,
  ) {}

  get<T>(path: string, opts: Omit<ApiCallOptions, "body"> = {}) {
    return this.call<T>("GET", path, opts);
  }
  post<T>(path: string, opts: ApiCallOptions = {}) {
    return this.call<T>("POST", path, opts);
  }

  async call<T>(method: string, path: string, opts: ApiCallOptions = {}): Promise<ApiResult<T>> {
    const url = new URL(`/api${path}`, this.origin);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const accountId = this.state.accountId();
    if (needsAccountId(url.pathname) && !url.searchParams.has("accountId") && accountId) {
      url.searchParams.set("accountId", accountId);
    }
    const headers = new Headers({ "X-Requested-With": "XMLHttpRequest", "X-Request-Id": this.state.requestId, Accept: "application/json" });
    const token = opts.anonymous ? undefined : this.state.token();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(opts.body);
    }
    const started = Date.now();
    this.calls++;
    if (this.inFlight === 0) this.rounds++;
    this.inFlight++;
    let res: Response;
    let payload: unknown;
    try {
      res = await this.transport(new Request(url, { method, headers, body }));
      payload = await res.json().catch(() => undefined);
    } catch {
      return { ok: false, status: 502, errors: [{ code: "UPSTREAM", message: "Der Dienst ist nicht erreichbar." }] };
    } finally {
      this.inFlight--;
      this.totalMs += Date.now() - started;
    }
    const p = payload as { data?: T; errors?: ApiErrorItem[] } | null;
    if (res.ok && p && "data" in p) return { ok: true, status: res.status, data: p.data as T };
    const errors = Array.isArray(p?.errors) && p.errors.length ? p.errors : [{ code: "UPSTREAM", message: "Unbekannter Fehler." }];
    return { ok: false, status: res.ok ? 502 : res.status, errors };
  }
}

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
