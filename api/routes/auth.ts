import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv, Db } from "../context";
import { companies, users } from "../db/schema";
import { ApiError, unauthenticated } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { CUCA_LOGIN_RULES, LOGIN_RULES } from "../../domain/login";
import { auditEntry } from "../middleware/audit";
import { forgetSessionChecks } from "../middleware/auth";
import { accountsOf, rolesOf } from "../services/accounts";
import { verifyCredentials } from "../services/credentials";
import { refreshSession, revokeOtherSessions, revokeSession, startSession } from "../services/sessions";

export { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "../services/credentials";

const invalidCredentials = () =>
  new ApiError(401, "INVALID_CREDENTIALS", "E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.", "password");

/** Checks login and password (throttled); a successful login is noted as the last one and upgrades an older stored hash. */
async function authenticate(db: Db, login: string, password: string) {
  const { user, clearFailures, upgradedHash } = await verifyCredentials(db, login, password, { wrong: invalidCredentials });
  if (user.status === "pending") {
    throw new ApiError(403, "NOT_ACTIVATED", "Ihr Konto ist noch nicht aktiviert. Bitte öffnen Sie den Link aus unserer E-Mail oder geben Sie den Aktivierungscode aus der E-Mail unter „Konto aktivieren“ ein.");
  }
  // an older kind of stored hash is replaced by the current one in the same write
  const set = { lastLogin: new Date().toISOString(), ...(upgradedHash ? { passwordHash: upgradedHash } : {}) };
  await db.batch([clearFailures, db.update(users).set(set).where(eq(users.id, user.id))]);
  return user;
}

const publicUser = (u: typeof users.$inferSelect, roles: string[]) => ({
  user_id: u.id,
  login: u.login,
  email: u.email,
  username: u.username,
  profile_image: u.profileImage,
  last_login: u.lastLogin,
  roles,
  user_notification_code: u.userNotificationCode,
});

export const authRoutes = new Hono<ApiEnv>()
  // the login form's own rules (domain/login.ts); logins are kept in lower case
  .post("/login", rulesBody(LOGIN_RULES), async (c) => {
    const { login, password } = c.req.valid("json");
    const db = c.var.db;
    const user = await authenticate(db, login.toLowerCase(), password);
    const [roles, accounts] = await Promise.all([rolesOf(db, user.id), accountsOf(db, user.id)]);
    if (roles.includes("cuca")) {
      throw new ApiError(403, "USE_CUCA_LOGIN", "Bitte melden Sie sich über die Support-Anmeldung an.");
    }
    const session = await startSession(db, c.env, { sub: String(user.id) });
    return c.json({ data: { ...session, user: publicUser(user, roles), accounts } });
  })
  .post("/login/cuca", rulesBody(CUCA_LOGIN_RULES), async (c) => {
    const { login, password, companyId } = c.req.valid("json");
    const db = c.var.db;
    const user = await authenticate(db, login.toLowerCase(), password);
    const roles = await rolesOf(db, user.id);
    if (!roles.includes("cuca")) {
      throw new ApiError(403, "NOT_SUPPORT_STAFF", "Dieses Konto ist nicht für die Support-Anmeldung freigeschaltet.");
    }
    const company = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)).get();
    if (!company) throw new ApiError(404, "UNKNOWN_COMPANY", "Unbekannte Firmen-ID.", "companyId");
    // Acting for a customer: the customer role for that one company, the staff's own roles kept.
    const actingRoles = [...new Set([...roles, "customer"])].sort();
    const session = await startSession(db, c.env, { sub: String(user.id), cuca: company.id });
    // entering a company is the first support-staff event of the audit log
    await auditEntry(db, { staffUserId: user.id, companyId: company.id, method: "POST", path: "/api/auth/login/cuca", status: 200 });
    return c.json({ data: { ...session, user: publicUser(user, actingRoles), accounts: [company], cucaInfo: { companyId: company.id } } });
  })
  // the calls below run behind the protected mount (api/middleware/auth.ts): c.var.auth is the live caller
  .post("/logout", async (c) => {
    await revokeSession(c.var.db, c.var.auth.sid);
    forgetSessionChecks(c);
    return c.json({ data: { loggedOut: true } });
  })
  /** A fresh token for the same session, with what the caller may do now (roles and companies, live). */
  .get("/refresh", async (c) => {
    const { sub, sid, roles, companies: companyIds } = c.var.auth;
    const fresh = await refreshSession(c.var.db, c.env, { sub, sid });
    if (!fresh) throw unauthenticated();
    return c.json({ data: { ...fresh, roles, companies: companyIds } });
  })
  .get("/removeMainSessionKeys", async (c) => {
    const removed = await revokeOtherSessions(c.var.db, Number(c.var.auth.sub), c.var.auth.sid);
    return c.json({ data: { removed } });
  })
  .get("/user", (c) => c.json({ errors: [{ code: "DISABLED", message: "Dieser Aufruf ist deaktiviert." }] }, 410));
