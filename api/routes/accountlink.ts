import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { accountsOf, rolesOf } from "../services/accounts";
import { keepLinkPerson, linkByLogin, linkFunnelOf, linkNotPossible, linkView, markLinkRegistered, openAccountLink } from "../services/account-link";
import { startSession } from "../services/sessions";
import { authenticate, publicUser } from "./auth";
import { registerAccount } from "./registration";
import { CLAIM_PASSWORD_REFINE } from "#domain/claiming";
import { LINK_LOGIN_RULES, LINK_OPEN_RULES, LINK_PASSWORD_RULES, LINK_PERSON_RULES, LINK_REF_RULES } from "#domain/account-link";

/**
 * The account link (spec §2 "Account link", §7 POST /api/accountlink/login and
 * /api/accountlink/register; decisions 093, 094). Every call is open (listed in
 * api/middleware/auth.ts OPEN_CALLS): whoever follows the sales mail's link has no
 * session yet, and the pages are anonymous-only (spec §2). The funnel's state
 * lives in D1 under the SHA-256 of the reference the pages carry.
 */
export const accountLinkRoutes = new Hono<ApiEnv>()
  /** The sales mail's sealed customer number, opened once: the funnel's reference and where the link stands. */
  .post("/open", rulesBody(LINK_OPEN_RULES, { status: 400 }), async (c) => {
    const { ref, view } = await openAccountLink(c.var.db, c.env, c.req.valid("json").data);
    return c.json({ data: { ref, ...view } });
  })
  /** Where the funnel's link stands for a visitor, its step and the person kept from the registration. */
  .post("/funnel", rulesBody(LINK_REF_RULES, { status: 400 }), async (c) => {
    const funnel = await linkFunnelOf(c.var.db, c.req.valid("json").ref);
    const view = await linkView(c.var.db, funnel.companyId, null);
    return c.json({ data: { ...view, step: funnel.step, person: funnel.person } });
  })
  /** The registration's first step: the person and the terms, kept in the funnel (nothing is made yet). */
  .post("/person", rulesBody(LINK_PERSON_RULES), async (c) => {
    const { ref, salutation, firstName, lastName, email, newsletter } = { newsletter: false, ...c.req.valid("json") };
    const funnel = await linkFunnelOf(c.var.db, ref);
    if ((await linkView(c.var.db, funnel.companyId, null)).outcome !== "open") throw linkNotPossible();
    await keepLinkPerson(c.var.db, funnel, { salutation, firstName, lastName, email: email.toLowerCase(), newsletter: Boolean(newsletter) });
    return c.json({ data: { saved: true } });
  })
  /**
   * spec §7 POST /api/accountlink/register: the password to the person kept in
   * the funnel; the account is made as every registration (the same answer
   * whether or not the address has an account). The company is linked at the
   * login after the activation (decision 094).
   */
  .post("/register", rulesBody(LINK_PASSWORD_RULES, { refine: CLAIM_PASSWORD_REFINE }), async (c) => {
    const { ref, password } = c.req.valid("json");
    const funnel = await linkFunnelOf(c.var.db, ref);
    if (!funnel.person) throw new ApiError(409, "ACCOUNT_LINK_PERSON_MISSING", "Bitte geben Sie zuerst Ihren Namen und Ihre E-Mail-Adresse an.");
    if ((await linkView(c.var.db, funnel.companyId, null)).outcome !== "open") throw linkNotPossible();
    await registerAccount(c, { ...funnel.person, password });
    await markLinkRegistered(c.var.db, funnel);
    return c.json({ data: { registered: true } });
  })
  /**
   * spec §7 POST /api/accountlink/login: the login of POST /api/auth/login (same
   * checks, throttle and admission), then the link (services/account-link.ts
   * linkByLogin). Only a linked company starts a session: on hold or waiting for
   * review, the answer names the page and the visitor stays a visitor.
   */
  .post("/login", rulesBody(LINK_LOGIN_RULES), async (c) => {
    const { ref, login, password } = c.req.valid("json");
    const db = c.var.db;
    const funnel = await linkFunnelOf(db, ref);
    const user = await authenticate(db, login.toLowerCase(), password);
    if ((await rolesOf(db, user.id)).includes("cuca")) throw new ApiError(403, "USE_CUCA_LOGIN", "Bitte melden Sie sich über die Support-Anmeldung an.");
    const outcome = await linkByLogin(db, funnel, user.id);
    if (outcome !== "linked") return c.json({ data: { outcome, companyId: funnel.companyId, login: null } });
    const [roles, accounts, session] = await Promise.all([rolesOf(db, user.id), accountsOf(db, user.id), startSession(db, c.env, { sub: String(user.id) })]);
    return c.json({ data: { outcome, companyId: funnel.companyId, login: { ...session, user: publicUser(user, roles), accounts } } });
  });
