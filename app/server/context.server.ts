import { data, redirect } from "@remix-run/cloudflare";
import type { Env } from "../../api/env";
import { ApiClient, createTransport, type ApiResult } from "./api-client.server";
import { PortalAuth, type Auth } from "./auth.server";
import { PortalState } from "./portal-state.server";
import { CookieSession, createSessionStorage, lastAccountCookie, randomToken } from "./session.server";
import { Telemetry } from "./telemetry.server";
import { pageUrl } from "./page-url";
import { pathTo } from "#domain/pages";

export type { Auth, LoginResult } from "./auth.server";
export { randomToken } from "./session.server";

/**
 * Everything one request of the portal needs, built once per request
 * (STYLE §8.2), as a small facade over its parts:
 * - `session`: the signed session cookie (who, which company, the form token);
 * - `account`: the visitor and the changes to them (login, refresh, company, logout);
 * - `state`: what a page or a flow keeps for the browser between requests (KV);
 * - `telemetry`: request id, route, timings and faults for the log line;
 * - `api`: the typed /api client.
 * What nearly every loader needs sits on the facade itself: `auth()`, `need()`,
 * `flash()`, `requestId`.
 */
export class PortalContext {
  readonly api: ApiClient;
  readonly session: CookieSession;
  readonly account: PortalAuth;
  readonly state: PortalState;
  readonly telemetry: Telemetry;
  readonly nonce = randomToken(16);
  readonly url: URL;
  /** extra headers for the response (cookies); the worker appends them */
  readonly responseHeaders = new Headers();
  private readonly memos = new Map<string, unknown>();

  private constructor(
    readonly env: Env,
    readonly request: Request,
    session: CookieSession,
    inProcessApi: (req: Request) => Promise<Response>,
  ) {
    this.url = new URL(request.url);
    this.session = session;
    this.telemetry = new Telemetry(request);
    const { transport, origin } = createTransport(env, inProcessApi);
    this.api = new ApiClient(
      transport,
      { token: () => session.get("token"), accountId: () => session.get("accountId"), requestId: this.telemetry.requestId },
      origin,
    );
    this.state = new PortalState(env.CACHE, session);
    this.account = new PortalAuth(session, this.api, env, {
      rememberAccount: (accountId) => this.responseHeaders.append("Set-Cookie", lastAccountCookie(accountId, this.secure)),
      newLogin: () => this.state.forget(),
    });
  }

  static async create(request: Request, env: Env, inProcessApi: (req: Request) => Promise<Response>) {
    const storage = createSessionStorage(env, new URL(request.url).protocol === "https:");
    // a tampered cookie can make the signature check itself throw (bad base64): it counts as no session
    const data = await storage.getSession(request.headers.get("Cookie")).catch(() => storage.getSession());
    return new PortalContext(env, request, new CookieSession(data, storage), inProcessApi);
  }

  get requestId() {
    return this.telemetry.requestId;
  }
  get secure() {
    return this.url.protocol === "https:" || this.env.ENVIRONMENT === "production";
  }
  get allowedHosts() {
    return this.env.ALLOWED_CALLBACK_DOMAINS.split(",").map((s) => s.trim()).filter(Boolean);
  }

  /**
   * A value made once per request under a key. Kept on this object, not in a module's
   * map: worker.ts (the gate) and the Remix build each bundle their own copy of the
   * app's server modules, and both must get the same value (the menu's one /api call).
   */
  memo<T>(key: string, make: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, make());
    return this.memos.get(key) as T;
  }

  /** The logged-in visitor, or null (no, tampered or expired token). Refreshes an ageing token. */
  auth(): Promise<Auth | null> {
    return this.account.current();
  }

  /** A one-time message for the next page (post/redirect/get). */
  flash(value: Record<string, unknown>) {
    this.session.flash(JSON.stringify(value));
  }

  takeFlash<T = Record<string, unknown>>(): T | null {
    const raw = this.session.takeFlash();
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }

  /**
   * A write the backend could not do (5xx, unreachable): logged, and told at the
   * form that is shown again with the input kept. `message` says what failed.
   */
  failedWrite(result: ApiResult<unknown> & { ok: false }, message: string): { status: 500 | 502; text: string } {
    return { status: this.telemetry.upstreamFault(result), text: `${message} (Anfrage-ID ${this.requestId})` };
  }

  /** Unwraps an API answer for a loader: 401 ends the session, 403 → /403, 404 → 404, else → 502/500. */
  async need<T>(result: ApiResult<T>): Promise<T> {
    if (result.ok) return result.data;
    if (result.status === 401) {
      this.account.end();
      const page = pageUrl(this.request);
      throw redirect(`${pathTo("login")}?redirectTo=${encodeURIComponent(page.pathname + page.search)}`);
    }
    if (result.status === 403) throw redirect(pathTo("error.403"));
    if (result.status === 404) throw data({ requestId: this.requestId }, { status: 404 });
    throw data({ requestId: this.requestId }, { status: this.telemetry.upstreamFault(result) });
  }
}
