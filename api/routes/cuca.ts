import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, forbidden } from "../lib/errors";
import { subscriptionsOf } from "../services/accounts";
import { hasProduct } from "#domain/products";
import { isProduction } from "../env";
import { SignJWT } from "jose";

/** Tool host names carry a suffix outside production (spec §9). */
export const websiteEditorOrigin = (environment: string) =>
  `https://website-editor${isProduction({ ENVIRONMENT: environment }) ? "" : `-${environment}`}.example.com`;

export const cucaRoutes = new Hono<ApiEnv>().post("/getWebsiteDeeplink", async (c) => {
  const auth = c.var.auth;
  if (!auth.cuca) throw forbidden("Nur für den Kundenservice.");
  const subs = await subscriptionsOf(c.var.db, c.var.accountId);
  if (!hasProduct(subs, "website")) {
    throw new ApiError(422, "NO_WEBSITE", "Diese Firma hat kein aktives Website-Produkt.");
  }
  // A short-lived, signed hand-over token for the website editor.
  const token = await new SignJWT({ companyId: c.var.accountId, staff: auth.sub })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience("website-editor")
    .setIssuedAt()
    .setExpirationTime("15m")
    .sign(new TextEncoder().encode(c.env.API_TOKEN_SECRET));
  const link = `${websiteEditorOrigin(c.env.ENVIRONMENT)}/deeplink?token=${encodeURIComponent(token)}`;
  return c.json({ data: { link } });
});
