import { data, redirect } from "@remix-run/cloudflare";
import type { Env } from "../../api/env";
import { refreshTtlMinutes } from "#domain/env";
import { safeRequestId } from "#contract/api";
import { ApiClient, createTransport, type ApiResult, type AreaClients, type DataOf } from "./api-client.server";
import { createSessionStorage, lastAccountCookie, type PortalSession } from "./session.server";
import type { Visitor } from "../routing";
import { pageUrl } from "./page-url";
import { pathTo } from "#domain/pages";

/**
 * The logged-in visitor as far as the portal knows: what the API said at the
 * login and at the last refresh, kept in the signed session cookie. It steers
 * the pages (which route, which menu); the API decides every call anew from
 * the live session (api/middleware/auth.ts), and its 401 ends this session.
 */
export interface Auth extends Visitor {
  userId: string;
  accountId: string | null;
  companies: readonly string[];
  cuca: boolean;
}

type Login = AreaClients["auth"]["login"];
/** What POST /api/auth/login and /login/cuca answer. */
export type LoginResult = DataOf<Awaited<ReturnType<Login["$post"]>>> | DataOf<Awaited<ReturnType<Login["cuca"]["$post"]>>>;

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
export const randomToken = (bytes = 24) => b64url(crypto.getRandomValues(new Uint8Array(bytes)));

/**
 * Everything one request of the portal needs, built once per request
 * (STYLE §8.2): session, API client, the visitor's auth, response headers.
 */
export class PortalContext {
  readonly api: ApiClient;
  readonly requestId: string;
  readonly nonce = randomToken(16);
  readonly url: URL;
  /** extra headers for the response (cookies); the worker appends them */
  readonly responseHeaders = new Headers();
  private sessionState: "clean" | "dirty" | "destroyed" = "clean";
  /** the deepest Remix route that ran a loader or action, for the request log */
  routeId: string | null = null;
  private routeDepth = -1;
  private authMemo?: Promise<Auth | null>;
  private readonly memos = new Map<string, unknown>();

  private constructor(
    readonly env: Env,
    readonly request: Request,
    readonly session: PortalSession,
    private readonly storage: ReturnType<typeof createSessionStorage>,
    inProcessApi: (req: Request) => Promise<Response>,
  ) {
    this.url = new URL(request.url);
    this.requestId = safeRequestId(request.headers.get("X-Request-Id"));
    const { transport, origin } = createTransport(env, inProcessApi);
    this.api = new ApiClient(
      transport,
      { token: () => this.session.get("token"), accountId: () => this.session.get("accountId"), requestId: this.requestId },
      origin,
    );
  }

  static async create(request: Request, env: Env, inProcessApi: (req: Request) => Promise<Response>) {
    const secure = new URL(request.url).protocol === "https:";
    const storage = createSessionStorage(env, secure);
    // a tampered cookie can make the signature check itself throw (bad base64): it counts as no session
    const session = await storage.getSession(request.headers.get("Cookie")).catch(() => storage.getSession());
    return new PortalContext(env, request, session, storage, inProcessApi);
  }

  /** The cookie session storage of this request (for remix-auth). */
  get sessionStorage() {
    return this.storage;
  }

  get secure() {
    return this.url.protocol === "https:" || this.env.ENVIRONMENT === "production";
  }
  get allowedHosts() {
    return this.env.ALLOWED_CALLBACK_DOMAINS.split(",").map((s) => s.trim()).filter(Boolean);
  }

  /** The visitor if already known in this request, without checking or refreshing (for the log line). */
  async authIfLoaded(): Promise<Auth | null> {
    return this.authMemo ? this.authMemo.catch(() => null) : null;
  }

  /** The logged-in visitor, or null (no, tampered or expired token). Refreshes an ageing token. */
  /**
   * A value made once per request under a key. Kept on this object, not in a module's
   * map: worker.ts (the gate) and the Remix build each bundle their own copy of the
   * app's server modules, and both must get the same value (the menu's one /api call).
   */
  memo<T>(key: string, make: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, make());
    return this.memos.get(key) as T;
  }

  auth(): Promise<Auth | null> {
    this.authMemo ??= this.loadAuth();
    return this.authMemo;
  }

  /**
   * The visitor from the session cookie. The API's token is opaque here (the
   * portal holds no secret of the API's): it is refreshed when older than the
   * refresh TTL (spec §4.8), and an answer other than 200 ends the session.
   */
  private async loadAuth(): Promise<Auth | null> {
    const token = this.session.get("token");
    const userId = this.session.get("userId");
    if (!token || !userId) {
      if (token) this.destroySession(); // a cookie of an older shape: log in again
      return null;
    }
    const ageMinutes = (Date.now() - (this.session.get("tokenAt") ?? 0)) / 60_000;
    if (ageMinutes >= refreshTtlMinutes(this.env)) {
      const res = await this.api.call((api) => api.auth.refresh.$get());
      if (!res.ok || res.status !== 200) {
        this.destroySession();
        return null;
      }
      this.renewToken(res.data.token);
      this.noteAccess(res.data.roles, res.data.companies);
    }
    const roles = this.session.get("roles") ?? [];
    const companies = this.session.get("companies") ?? [];
    const accountId = this.session.get("accountId") ?? null;
    const activeAccount = accountId && companies.includes(accountId) ? accountId : null;
    return {
      userId,
      roles,
      companies,
      accountId: activeAccount,
      hasActiveAccount: activeAccount !== null,
      cuca: Boolean(this.session.get("cuca")),
    };
  }

  /**
   * What the API says the visitor may do now (its live roles and companies,
   * from a refresh or the menu): kept for the next requests' routing. Returns
   * whether anything changed.
   */
  noteAccess(roles: readonly string[], companies: readonly string[]): boolean {
    const same = (a: readonly string[] | undefined, b: readonly string[]) => a?.length === b.length && a.every((v, i) => v === b[i]);
    if (same(this.session.get("roles"), roles) && same(this.session.get("companies"), companies)) return false;
    this.session.set("roles", [...roles]);
    this.session.set("companies", [...companies]);
    this.markDirty();
    this.authMemo = undefined;
    return true;
  }

  /** A refreshed token of the same session. */
  renewToken(token: string) {
    this.session.set("token", token);
    this.session.set("tokenAt", Date.now());
    this.markDirty();
  }

  /** The same user and company under a new server session (after a password change): new token, new form token. */
  renewSession(token: string) {
    this.session.set("token", token);
    this.session.set("tokenAt", Date.now());
    this.session.set("csrf", randomToken());
    this.sessionState = "dirty";
    this.authMemo = undefined;
  }

  /** A new session after a login (spec §4.2: the stored account, else the first; staff: from cucaInfo). */
  startSession(result: LoginResult, storedAccountId: string | null) {
    const ids = result.accounts.map((a) => a.id);
    const cucaCompany = "cucaInfo" in result ? result.cucaInfo.companyId : undefined;
    const accountId = cucaCompany ?? (storedAccountId && ids.includes(storedAccountId) ? storedAccountId : ids[0]);
    // a fresh cookie: nothing of the anonymous session carries over
    for (const key of ["token", "accountId", "cuca", "userId", "roles", "companies", "tokenAt", "entryServiceJob", "googleBannerHidden", "registration"] as const) this.session.unset(key);
    this.session.set("token", result.token);
    this.session.set("tokenAt", Date.now());
    this.session.set("userId", String(result.user.user_id));
    this.session.set("roles", result.user.roles);
    this.session.set("companies", ids);
    if (accountId) this.session.set("accountId", accountId);
    if (cucaCompany) this.session.set("cuca", true);
    this.session.set("csrf", randomToken());
    this.sessionState = "dirty";
    this.authMemo = undefined;
  }

  /**
   * A company has left the visitor's account (its claim was dissolved): the
   * companies the API still names, and the first of them active, or none.
   */
  leaveAccount(remaining: readonly string[]) {
    const roles = this.session.get("roles") ?? [];
    this.noteAccess(roles, remaining);
    if (remaining[0]) this.setActiveAccount(remaining[0]);
    else {
      this.session.unset("accountId");
      this.markDirty();
    }
  }

  setActiveAccount(accountId: string) {
    this.session.set("accountId", accountId);
    this.markDirty();
    if (!this.session.get("cuca")) this.responseHeaders.append("Set-Cookie", lastAccountCookie(accountId, this.secure));
  }

  /** Ends the session on the server (the token stops working) and in the browser. */
  async logout() {
    if (this.session.get("token")) await this.api.call((api) => api.auth.logout.$post());
    this.destroySession();
  }

  destroySession() {
    this.sessionState = "destroyed";
    this.authMemo = Promise.resolve(null);
  }

  markDirty() {
    if (this.sessionState === "clean") this.sessionState = "dirty";
  }

  /** When the request's loaders (together) and its action ran, for Server-Timing. */
  readonly timing: Record<"loader" | "action", { from: number; to: number } | null> = { loader: null, action: null };

  noteTiming(kind: "loader" | "action", from: number, to: number) {
    const t = this.timing[kind];
    this.timing[kind] = t ? { from: Math.min(t.from, from), to: Math.max(t.to, to) } : { from, to };
  }

  noteRoute(id: string, depth: number) {
    if (depth > this.routeDepth) {
      this.routeDepth = depth;
      this.routeId = id;
    }
  }

  /** A one-time message for the next page (post/redirect/get). */
  flash(value: Record<string, unknown>) {
    this.session.flash("flash", JSON.stringify(value));
    this.markDirty();
  }

  takeFlash<T = Record<string, unknown>>(): T | null {
    const raw = this.session.get("flash");
    if (!raw) return null;
    this.markDirty();
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }

  /** The form token of this session, created on first use. */
  csrfToken(): string {
    let token = this.session.get("csrf");
    if (!token) {
      token = randomToken();
      this.session.set("csrf", token);
      this.markDirty();
    }
    return token;
  }

  /** Set-Cookie for the session when it changed; called once, after Remix answered. */
  async sessionCookie(): Promise<string | null> {
    if (this.sessionState === "destroyed") {
      const csrf = this.session.get("csrf");
      await this.storage.destroySession(this.session);
      // keep a form token so the login page that follows can be submitted
      const fresh = await this.storage.getSession();
      if (csrf) fresh.set("csrf", csrf);
      return this.storage.commitSession(fresh);
    }
    if (this.sessionState === "dirty") return this.storage.commitSession(this.session);
    return null;
  }

  /**
   * A write the backend could not do (5xx, unreachable): logged, and told at the
   * form that is shown again with the input kept. `message` says what failed.
   */
  failedWrite(result: ApiResult<unknown> & { ok: false }, message: string): { status: 500 | 502; text: string } {
    return { status: this.upstreamFault(result), text: `${message} (Anfrage-ID ${this.requestId})` };
  }

  /** Logs a failed /api call; the backend's own fault is ours (500), an unreachable or broken backend a gateway fault (502). */
  private upstreamFault(result: ApiResult<unknown> & { ok: false }): 500 | 502 {
    console.error(JSON.stringify({ level: "error", requestId: this.requestId, upstreamStatus: result.status, errors: result.errors }));
    return result.status > 500 ? 502 : 500;
  }

  /** Unwraps an API answer for a loader: 401 ends the session, 403 → /403, 404 → 404, else → 502/500. */
  async need<T>(result: ApiResult<T>): Promise<T> {
    if (result.ok) return result.data;
    if (result.status === 401) {
      this.destroySession();
      const page = pageUrl(this.request);
      throw redirect(`${pathTo("login")}?redirectTo=${encodeURIComponent(page.pathname + page.search)}`);
    }
    if (result.status === 403) throw redirect(pathTo("error.403"));
    if (result.status === 404) throw data({ requestId: this.requestId }, { status: 404 });
    throw data({ requestId: this.requestId }, { status: this.upstreamFault(result) });
  }
}
