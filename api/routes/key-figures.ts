import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { companyHighlights, productKeyFigures } from "../services/key-figures";
import { berlinToday } from "#domain/format";

/**
 * The dashboard's calls (spec §2 dashboard and highlights; the spec names no
 * call, decisions 088 and 089). Both are customer calls: the company is the
 * checked `accountId`, nothing else is asked.
 *
 * GET /api/customer/getProductKeyFigures?accountId: per active product with a
 * key figure, its value over the last 30 whole Berlin days (ending yesterday)
 * and over the 30 days before, with both windows.
 *
 * GET /api/customer/getHighlights?accountId: what changed for the company this
 * calendar month (Berlin), newest first.
 */
export const keyFigureRoutes = new Hono<ApiEnv>()
  .get("/getProductKeyFigures", async (c) => c.json({ data: await productKeyFigures(c.var.db, c.env, c.var.accountId, berlinToday()) }))
  .get("/getHighlights", async (c) => c.json({ data: await companyHighlights(c.var.db, c.var.accountId, berlinToday()) }));
