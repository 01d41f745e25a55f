/**
 * The rating signet's figures for anyone (decision 057): the customer's
 * website shows the signet to anonymous visitors, so this call is open
 * (api/middleware/auth.ts OPEN_CALLS) and answers only what the signet shows
 * publicly anyway. An area of its own (`/api/wkdb-signet/:companyId`): the wkdb
 * area's guard needs the active company, which an anonymous visitor has none of. A company
 * without an active rating product, or whose ratings do not earn the signet
 * (domain/rating-awards.ts), is a 404 like an unknown one.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { notFound } from "../lib/errors";
import { RATING_PRODUCTS } from "../lib/wkdb";
import { subscriptionsOf } from "../services/accounts";
import { awardFigures, companyName } from "../services/rating-awards";
import { berlinToday } from "#domain/format";
import { hasProduct } from "#domain/products";
import { awardCheck, awardPeriod } from "#domain/rating-awards";

const NO_SIGNET = "Für diese Firma gibt es kein Bewertungssiegel.";

export const wkdbSignetRoutes = new Hono<ApiEnv>().get("/:companyId", async (c) => {
  const companyId = c.req.param("companyId");
  if (!/^[A-Za-z0-9-]{1,64}$/.test(companyId)) throw notFound(NO_SIGNET);
  const period = awardPeriod(berlinToday());
  const [name, subs, figures] = await Promise.all([companyName(c.var.db, companyId), subscriptionsOf(c.var.db, companyId), awardFigures(c.var.db, companyId, period)]);
  if (!name || !RATING_PRODUCTS.some((p) => hasProduct(subs, p)) || !awardCheck("pdf-signet", figures).qualified) throw notFound(NO_SIGNET);
  return c.json({ data: { companyName: name, figure: figures.figure, period } });
});
