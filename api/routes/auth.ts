import { Hono } from "hono";
import type { ApiEnv, Db } from "../context";
import { FacebookError, facebookPerson } from "../lib/facebook";
import { byAddress, createFacebookUser, loggedInQuery, userOfIdentity, type UserRow } from "../services/users";
import { ApiError, unauthenticated } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { CUCA_LOGIN_RULES, FACEBOOK_RULES, LOGIN_RULES } from "#domain/login";
import { auditEntry } from "../services/audit";
import { forgetSessionChecks } from "../middleware/auth";
import { accountsOf, companyById, rolesOf } from "../services/accounts";
import { verifyCredentials } from "../services/credentials";
import { refreshSession, revokeOtherSessions, revokeSession, startSession } from "../services/sessions";

export { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "../services/credentials";

const invalidCredentials = () =>
  new ApiError(401, "INVALID_CREDENTIALS", "E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.", "password");

/** Checks login and password (throttled); a successful login is noted as the last one and upgrades an older stored hash. */
export async function authenticate(db: Db, login: string, password: string) {
  const { user, clearFailures, upgradedHash } = await verifyCredentials(db, login, password, { wrong: invalidCredentials });
  if (user.status === "pending") {
    throw new ApiError(403, "NOT_ACTIVATED", "Ihr Konto ist noch nicht aktiviert. Bitte öffnen Sie den Link aus unserer E-Mail oder geben Sie den Aktivierungscode unter „Konto aktivieren“ ein. Keine E-Mail erhalten? Registrieren Sie sich mit derselben Adresse noch einmal, dann schicken wir einen neuen Link.");
  }
  // an older kind of stored hash is replaced by the current one in the same write
  await db.batch([clearFailures, loggedInQuery(db, user.id, upgradedHash)]);
  return user;
}

export const publicUser = (u: UserRow, roles: string[]) => ({
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
    const company = await companyById(db, companyId);
    if (!company) throw new ApiError(404, "UNKNOWN_COMPANY", "Unbekannte Firmen-ID.", "companyId");
    // Acting for a customer: the customer role for that one company, the staff's own roles kept.
    const actingRoles = [...new Set([...roles, "customer"])].sort();
    const session = await startSession(db, c.env, { sub: String(user.id), cuca: company.id });
    // entering a company is the first support-staff event of the audit log
    await auditEntry(db, { staffUserId: user.id, companyId: company.id, method: "POST", path: "/api/auth/login/cuca", status: 200 });
    return c.json({ data: { ...session, user: publicUser(user, actingRoles), accounts: [company], cucaInfo: { companyId: company.id } } });
  })
  /**
   * "Mit Facebook anmelden" (spec §7): the portal's OAuth 2.0 strategy hands over
   * Facebook's access token; the Graph API says whose it is. A known Facebook
   * account logs in; a new one gets an account (role user) with Facebook's
   * address; an address that already has an account is not taken over: its
   * owner logs in with the password. A registration that still waits for its
   * activation is no account yet (nobody has proved the address): Facebook,
   * which names only an address its user confirmed, replaces it
   * (docs/decisions/014-pending-registrations.md).
   */
  .post("/facebook", rulesBody(FACEBOOK_RULES), async (c) => {
    const db = c.var.db;
    let person;
    try {
      person = await facebookPerson(c.env, c.req.valid("json").accessToken);
    } catch (e) {
      if (e instanceof FacebookError && e.kind === "config") throw new ApiError(404, "NOT_CONFIGURED", "Die Anmeldung mit Facebook ist nicht eingerichtet.");
      if (e instanceof FacebookError && e.kind === "token") throw new ApiError(401, "FACEBOOK_TOKEN", "Facebook hat die Anmeldung nicht bestätigt. Bitte versuchen Sie es erneut.");
      throw new ApiError(502, "FACEBOOK_UNREACHABLE", "Facebook ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.");
    }
    const linkedUser = () => userOfIdentity(db, "facebook", person.id);
    let user = await linkedUser();
    if (!user) {
      if (!person.email) throw new ApiError(422, "FACEBOOK_NO_EMAIL", "Facebook hat uns keine E-Mail-Adresse genannt. Bitte erlauben Sie den Zugriff darauf oder registrieren Sie sich mit Ihrer E-Mail-Adresse.");
      const emailTaken = () =>
        new ApiError(409, "FACEBOOK_EMAIL_TAKEN", "Zu der E-Mail-Adresse Ihres Facebook-Kontos gibt es bereits ein Konto bei Mein Bereich. Bitte melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an. Kein Passwort zur Hand? Über „Passwort vergessen?“ legen Sie ein neues fest.");
      const taken = await byAddress(db, person.email);
      if (taken && taken.status !== "pending") throw emailTaken();
      const name = [person.firstName, person.lastName].filter(Boolean).join(" ") || person.name || person.email;
      try {
        // the pending registration goes with its password and links (only while it is still pending)
        user = await createFacebookUser(db, taken?.id ?? 0, { ...person, email: person.email }, name);
      } catch (e) {
        if (!/UNIQUE/i.test(String(e))) throw e;
        // the same Facebook account logging in twice at once: the other request created it;
        // or the pending registration was activated meanwhile: an account now
        user = await linkedUser();
        if (!user) throw emailTaken();
      }
    } else {
      await loggedInQuery(db, user.id);
    }
    const [roles, accounts] = await Promise.all([rolesOf(db, user.id), accountsOf(db, user.id)]);
    if (roles.includes("cuca")) throw new ApiError(403, "USE_CUCA_LOGIN", "Bitte melden Sie sich über die Support-Anmeldung an.");
    const session = await startSession(db, c.env, { sub: String(user.id) });
    return c.json({ data: { ...session, user: publicUser(user, roles), accounts } });
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
