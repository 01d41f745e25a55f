import type { Env } from "../../api/env";
import { refreshTtlMinutes } from "#domain/env";
import type { ApiClient, AreaClients, DataOf } from "./api-client.server";
import { randomToken, type CookieSession } from "./session.server";
import type { Visitor } from "../routing";

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

/** The session's keys that belong to one login: a new login or its end clears them. */
const LOGIN_KEYS = ["token", "accountId", "cuca", "userId", "roles", "companies", "tokenAt"] as const;

/**
 * Who the visitor of one request is, and the changes to it: a login, a refresh,
 * what the API says they may do now, the active company, the end of the session.
 */
export class PortalAuth {
  private memo?: Promise<Auth | null>;

  constructor(
    private readonly session: CookieSession,
    private readonly api: ApiClient,
    private readonly env: Env,
    private readonly hooks: {
      /** the company chosen last, for the next login (spec §4.3) */
      rememberAccount: (accountId: string) => void;
      /** a new login: the state kept for the browser before it goes */
      newLogin: () => void;
    },
  ) {}

  /** The visitor if already known in this request, without checking or refreshing (for the log line). */
  ifLoaded(): Promise<Auth | null> {
    return this.memo ? this.memo.catch(() => null) : Promise.resolve(null);
  }

  /** The logged-in visitor, or null (no, tampered or expired token). Refreshes an ageing token. */
  current(): Promise<Auth | null> {
    this.memo ??= this.load();
    return this.memo;
  }

  /**
   * The visitor from the session cookie. The API's token is opaque here (the
   * portal holds no secret of the API's): it is refreshed when older than the
   * refresh TTL (spec §4.8), and an answer other than 200 ends the session.
   */
  private async load(): Promise<Auth | null> {
    const token = this.session.get("token");
    const userId = this.session.get("userId");
    if (!token || !userId) {
      if (token) this.end(); // a cookie of an older shape: log in again
      return null;
    }
    const ageMinutes = (Date.now() - (this.session.get("tokenAt") ?? 0)) / 60_000;
    if (ageMinutes >= refreshTtlMinutes(this.env)) {
      const res = await this.api.call((api) => api.auth.refresh.$get());
      if (!res.ok || res.status !== 200) {
        this.end();
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
    this.memo = undefined;
    return true;
  }

  /** A refreshed token of the same session. */
  renewToken(token: string) {
    this.session.set("token", token);
    this.session.set("tokenAt", Date.now());
  }

  /** The same user and company under a new server session (after a password change): new token, new form token. */
  renewSession(token: string) {
    this.renewToken(token);
    this.session.set("csrf", randomToken());
    this.session.renew();
    this.memo = undefined;
  }

  /** A new session after a login (spec §4.2: the stored account, else the first; staff: from cucaInfo). */
  start(result: LoginResult, storedAccountId: string | null) {
    const ids = result.accounts.map((a) => a.id);
    const cucaCompany = "cucaInfo" in result ? result.cucaInfo.companyId : undefined;
    const accountId = cucaCompany ?? (storedAccountId && ids.includes(storedAccountId) ? storedAccountId : ids[0]);
    // a fresh cookie: nothing of the anonymous session carries over
    for (const key of LOGIN_KEYS) this.session.unset(key);
    this.hooks.newLogin();
    this.session.set("token", result.token);
    this.session.set("tokenAt", Date.now());
    this.session.set("userId", String(result.user.user_id));
    this.session.set("roles", result.user.roles);
    this.session.set("companies", ids);
    if (accountId) this.session.set("accountId", accountId);
    if (cucaCompany) this.session.set("cuca", true);
    this.session.set("csrf", randomToken());
    this.session.renew();
    this.memo = undefined;
  }

  /**
   * A company has left the visitor's account (its claim was dissolved): the
   * companies the API still names, and the first of them active, or none.
   */
  leaveAccount(remaining: readonly string[]) {
    const roles = this.session.get("roles") ?? [];
    this.noteAccess(roles, remaining);
    if (remaining[0]) this.setActiveAccount(remaining[0]);
    else this.session.unset("accountId");
  }

  setActiveAccount(accountId: string) {
    this.session.set("accountId", accountId);
    if (!this.session.get("cuca")) this.hooks.rememberAccount(accountId);
  }

  /** Ends the session on the server (the token stops working) and in the browser. */
  async logout() {
    if (this.session.get("token")) await this.api.call((api) => api.auth.logout.$post());
    this.end();
  }

  /** Ends the session in the browser. */
  end() {
    this.session.destroy();
    this.memo = Promise.resolve(null);
  }
}
