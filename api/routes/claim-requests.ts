import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesBody } from "../lib/validate";
import { deliverAfterAnswer } from "../lib/mail";
import { claimView, funnelGone, funnelOf } from "../services/claiming";
import { decideRequest, requestAccess, requestForOwner } from "../services/claim-requests";
import { ACCESS_REQUEST_RULES, REQUEST_DECISION_RULES, REQUEST_TOKEN_RULES } from "#domain/claim-requests";

/**
 * Competing claims (item "competing claims", decision 090), under
 * /api/claiming/request; every call needs a session (the owner's page and the
 * claimant's request are a logged-in user's), none is for the active company.
 */
export const claimRequestRoutes = new Hono<ApiEnv>()
  /** The claimant asks the verified owner for access (from otherowner): the masked holder and the window's last day. */
  .post("/", rulesBody(ACCESS_REQUEST_RULES, { status: 400 }), async (c) => {
    const userId = Number(c.var.auth.sub);
    const funnel = await funnelOf(c.var.db, c.req.valid("json").ref);
    if (funnel.userId !== null && funnel.userId !== userId) throw funnelGone();
    const view = await claimView(c.var.db, funnel.companyId, userId);
    const made = await requestAccess(c.var.db, c.env, funnel, userId, view.page);
    await deliverAfterAnswer(c);
    return c.json({ data: made });
  })
  /** The owner's page: the request of the mail's link (opening it changes nothing). */
  .post("/owner", rulesBody(REQUEST_TOKEN_RULES, { status: 400 }), async (c) => {
    return c.json({ data: await requestForOwner(c.var.db, c.req.valid("json").token, Number(c.var.auth.sub)) });
  })
  /** The owner's answer: agree (the entry goes to the claimant at once) or refuse; the link is spent either way. */
  .post("/decision", rulesBody(REQUEST_DECISION_RULES), async (c) => {
    const { token, decision } = c.req.valid("json");
    const decided = await decideRequest(c.var.db, c.env, token, Number(c.var.auth.sub), decision === "agree" ? "agree" : "refuse");
    await deliverAfterAnswer(c);
    return c.json({ data: decided });
  });
