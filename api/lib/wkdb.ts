/**
 * What every call of the rating products' area (spec §7 "Rating product
 * (wkdb)") has in common: the company is the active one (`accountId`,
 * decision 047), a `companyId` in the body must name that same company, and
 * the company must have booked a rating product.
 */
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { ApiError, forbidden } from "./errors";
import { subscriptionsOf } from "../services/accounts";
import { hasProduct, type ProductKey } from "#domain/products";

/** The body's `companyId` (spec §7 `{companyId, …}`): required where the spec names it. */
export const COMPANY_ID_RULE = { required: "Es wurde keine Firma angegeben.", maxLength: { value: 64, message: "Ungültige Firmen-ID." } };

/** The rating products (spec §1): rating management plus, and "Wer kennt den BESTEN". */
export const RATING_PRODUCTS: readonly ProductKey[] = ["ratingPlus", "wkdb"];

export const notBooked = () => new ApiError(404, "NOT_BOOKED", "Für Ihre Firma ist kein Bewertungsprodukt gebucht.");

/**
 * The area's guard, before any handler: a JSON body whose `companyId` is not
 * the active company's is a 403, whatever the query's `accountId` says (one
 * id for the check, another for the work must never pass); a company without
 * an active rating product gets 404 NOT_BOOKED.
 */
export const ratingArea = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.req.method === "POST" && /json/i.test(c.req.header("Content-Type") ?? "")) {
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === "object" && "companyId" in body && (body as { companyId: unknown }).companyId !== c.var.accountId) throw forbidden();
  }
  const subs = await subscriptionsOf(c.var.db, c.var.accountId);
  if (!RATING_PRODUCTS.some((p) => hasProduct(subs, p))) throw notBooked();
  await next();
});
