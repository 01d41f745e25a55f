import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { accountsOf, rolesOf } from "../services/accounts";
import { bindFunnel, claimView, funnelGone, funnelOf, keepPerson, markRegistered, openClaimLink } from "../services/claiming";
import { startSession } from "../services/sessions";
import { authenticate, publicUser } from "./auth";
import { registerAccount } from "./registration";
import {
  CLAIM_LOGIN_RULES,
  CLAIM_PASSWORD_REFINE,
  CLAIM_PASSWORD_RULES,
  CLAIM_PERSON_RULES,
  CLAIM_TOKEN_RULES,
  claimable,
  DECRYPT_RULES,
  LETTER_CODE_RULES,
  REF_RULES,
  VERIFICATION_START_REFINE,
  VERIFICATION_START_RULES,
} from "#domain/claiming";
import type { Context } from "hono";
import { checkDomainToken, checkLetterCode, domainOfEntry, liveClaim, sendDomainMail, sendLetter } from "../services/claim-verification";
import { entryOfCompany } from "../services/claiming";
import { claimRequestRoutes } from "./claim-requests";

/**
 * spec §7 "Address and utilities" POST /api/service/cryptography/decryptData {data}:
 * the public directory's sealed company reference, opened once (decision 072). An
 * open call: whoever follows the directory's link has no session yet.
 */
export const serviceRoutes = new Hono<ApiEnv>().post("/cryptography/decryptData", rulesBody(DECRYPT_RULES, { status: 400 }), async (c) => {
  const opened = await openClaimLink(c.var.db, c.env, c.req.valid("json").data);
  return c.json({ data: opened });
});

/**
 * The claim funnel (spec §2 claiming routes, §7 POST /api/claiming/login and
 * /api/claiming/register; decision 073): its state lives in D1 under the
 * SHA-256 of the reference the pages carry. The open calls (a visitor without a
 * session) are listed in api/middleware/auth.ts OPEN_CALLS; `outcome` needs a
 * session and says the page for the logged-in viewer.
 */
export const claimingRoutes = new Hono<ApiEnv>()
  /** The funnel's company and the outcome page for a visitor, and the person kept from register (open). */
  .post("/funnel", rulesBody(REF_RULES, { status: 400 }), async (c) => {
    const funnel = await funnelOf(c.var.db, c.req.valid("json").ref);
    const view = await claimView(c.var.db, funnel.companyId, null);
    return c.json({ data: { ...view, step: funnel.step, person: funnel.person, verification: null } });
  })
  /** The outcome page for the logged-in viewer (the redirect and login/success). */
  .post("/outcome", rulesBody(REF_RULES, { status: 400 }), async (c) => {
    const funnel = await funnelOf(c.var.db, c.req.valid("json").ref);
    const userId = Number(c.var.auth.sub);
    if (funnel.userId !== null && funnel.userId !== userId) throw funnelGone();
    const view = await claimView(c.var.db, funnel.companyId, userId);
    if (funnel.userId === null && claimable(view.page)) {
      // the funnel is the viewer's from now on: nobody else goes on with it
      await bindFunnel(c.var.db, funnel, userId);
    }
    // the verification's state on its page: the live claim, and the website's domain for the mail
    const verification =
      view.page === "start"
        ? { claim: await liveClaim(c.var.db, userId, funnel.companyId), domain: domainOfEntry(await entryOfCompany(c.var.db, funnel.companyId)) }
        : null;
    return c.json({ data: { ...view, step: funnel.step, person: funnel.person, verification } });
  })
  /** The verification's start (decisions 074, 075): the letter with its code, or the website-domain mail. */
  .post("/verification", rulesBody(VERIFICATION_START_RULES, { refine: VERIFICATION_START_REFINE }), async (c) => {
    const { ref, method, localPart } = c.req.valid("json");
    const funnel = await claimantFunnel(c, ref);
    if (method === "letter") return c.json({ data: { method, ...(await sendLetter(c, funnel, Number(c.var.auth.sub))) } });
    return c.json({ data: { method, ...(await sendDomainMail(c, funnel, Number(c.var.auth.sub), localPart!)) } });
  })
  /** The letter's code (decision 074): right → the company is the claimant's; wrong → a try counted. */
  .post("/verification/letter", rulesBody(LETTER_CODE_RULES), async (c) => {
    const { ref, code } = c.req.valid("json");
    const funnel = await claimantFunnel(c, ref);
    return c.json({ data: await checkLetterCode(c.var.db, funnel, Number(c.var.auth.sub), code, Date.now(), c.env) });
  })
  /** The domain mail's link (decision 075), opened logged in as the claimant. */
  .post("/verification/domain", rulesBody(CLAIM_TOKEN_RULES, { status: 400 }), async (c) => {
    return c.json({ data: await checkDomainToken(c.var.db, Number(c.var.auth.sub), c.req.valid("json").token, Date.now(), c.env) });
  })
  /** register, first step: the person and the terms, kept in the funnel (open; nothing is made yet). */
  .post("/person", rulesBody(CLAIM_PERSON_RULES), async (c) => {
    const { ref, salutation, firstName, lastName, email, newsletter } = { newsletter: false, ...c.req.valid("json") };
    const funnel = await funnelOf(c.var.db, ref);
    const view = await claimView(c.var.db, funnel.companyId, null);
    if (!claimable(view.page)) throw new ApiError(409, "CLAIM_NOT_POSSIBLE", "Dieser Eintrag kann gerade nicht übernommen werden.");
    await keepPerson(c.var.db, funnel, { salutation, firstName, lastName, email: email.toLowerCase(), newsletter: Boolean(newsletter) });
    return c.json({ data: { saved: true } });
  })
  /**
   * spec §7 POST /api/claiming/register: the password to the person kept in the
   * funnel; the account is made as every registration (api/routes/registration.ts
   * registerAccount: the same answer whether or not the address has an account).
   */
  .post("/register", rulesBody(CLAIM_PASSWORD_RULES, { refine: CLAIM_PASSWORD_REFINE }), async (c) => {
    const { ref, password } = c.req.valid("json");
    const funnel = await funnelOf(c.var.db, ref);
    if (!funnel.person) throw new ApiError(409, "CLAIM_PERSON_MISSING", "Bitte geben Sie zuerst Ihren Namen und Ihre E-Mail-Adresse an.");
    await registerAccount(c, { ...funnel.person, password });
    await markRegistered(c.var.db, funnel);
    return c.json({ data: { registered: true } });
  })
  /**
   * spec §7 POST /api/claiming/login: the login of POST /api/auth/login (same
   * checks and throttle), and the funnel becomes the user's; the answer is the
   * login's with the page to go to.
   */
  .post("/login", rulesBody(CLAIM_LOGIN_RULES), async (c) => {
    const { ref, login, password } = c.req.valid("json");
    const db = c.var.db;
    const funnel = await funnelOf(db, ref);
    const user = await authenticate(db, login.toLowerCase(), password);
    const [roles, accounts] = await Promise.all([rolesOf(db, user.id), accountsOf(db, user.id)]);
    if (roles.includes("cuca")) throw new ApiError(403, "USE_CUCA_LOGIN", "Bitte melden Sie sich über die Support-Anmeldung an.");
    if (funnel.userId !== null && funnel.userId !== user.id) throw funnelGone();
    const view = await claimView(db, funnel.companyId, user.id);
    if (claimable(view.page)) await bindFunnel(db, funnel, user.id);
    const session = await startSession(db, c.env, { sub: String(user.id) });
    return c.json({ data: { ...session, user: publicUser(user, roles), accounts, page: view.page } });
  })
  // competing claims (decision 090): the request for access, the owner's page and answer
  .route("/request", claimRequestRoutes);

/** The caller's funnel at the verification step: theirs, and the entry still free; else 410 or 409. */
async function claimantFunnel(c: Context<ApiEnv>, ref: string) {
  const userId = Number(c.var.auth.sub);
  const funnel = await funnelOf(c.var.db, ref);
  if (funnel.userId !== userId) throw funnelGone();
  const view = await claimView(c.var.db, funnel.companyId, userId);
  if (view.page !== "start") throw new ApiError(409, "CLAIM_NOT_POSSIBLE", "Dieser Eintrag kann gerade nicht übernommen werden.", undefined);
  return funnel;
}
