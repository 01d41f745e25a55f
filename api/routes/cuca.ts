import { Hono } from "hono";
import { SignJWT } from "jose";
import type { ApiEnv } from "../context";
import { ApiError, forbidden } from "../lib/errors";
import { subscriptionsOf } from "../services/accounts";
import { websitesOf } from "../services/websites";
import { DEEPLINK_TTL_MINUTES } from "#domain/cuca";
import { hasProduct } from "#domain/products";
import { isProduction, type Env } from "../env";

/** Tool host names carry a suffix outside production (spec §9). */
export const websiteEditorOrigin = (environment: string) =>
  `https://website-editor${isProduction({ ENVIRONMENT: environment }) ? "" : `-${environment}`}.example.com`;

const DEEPLINK_TTL_S = DEEPLINK_TTL_MINUTES * 60;

/**
 * The editor's deeplink for one website (docs/decisions/033-website-editor-deeplink.md):
 * an HS256 JWT signed with the secret the editor shares (WEBSITE_EDITOR_SECRET, never
 * the API's own), issuer "mein-bereich", audience "website-editor", naming the
 * company, the website and the staff member, valid DEEPLINK_TTL_S.
 */
async function editorLink(env: Env, claims: { staff: string; companyId: string; websiteId: string; websiteUrl: string }) {
  if (!env.WEBSITE_EDITOR_SECRET) throw new ApiError(503, "EDITOR_NOT_CONFIGURED", "Der Website-Editor ist nicht eingerichtet.");
  const token = await new SignJWT({ companyId: claims.companyId, websiteId: claims.websiteId, websiteUrl: claims.websiteUrl })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("mein-bereich")
    .setAudience("website-editor")
    .setSubject(claims.staff)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEEPLINK_TTL_S}s`)
    .sign(new TextEncoder().encode(env.WEBSITE_EDITOR_SECRET));
  const base = (env.WEBSITE_EDITOR_URL || websiteEditorOrigin(env.ENVIRONMENT)).replace(/\/+$/, "");
  return `${base}/deeplink?token=${encodeURIComponent(token)}`;
}

/**
 * Spec §1, §7 POST /api/cuca/getWebsiteDeeplink: support staff open the website
 * editor on the active company's website (`{ website }` in the body names one of
 * them; the first otherwise). A company without an active website product or
 * without a website set up is a 422.
 */
export const cucaRoutes = new Hono<ApiEnv>().post("/getWebsiteDeeplink", async (c) => {
  const auth = c.var.auth;
  if (!auth.cuca) throw forbidden("Nur für den Kundenservice.");
  const subs = await subscriptionsOf(c.var.db, c.var.accountId);
  if (!hasProduct(subs, "website")) {
    throw new ApiError(422, "NO_WEBSITE", "Diese Firma hat kein aktives Website-Produkt.");
  }
  const body = (await c.req.json().catch(() => ({}))) as { website?: unknown };
  const websites = await websitesOf(c.var.db, c.var.accountId);
  const website = typeof body.website === "string" && body.website ? websites.find((w) => w.id === body.website) : websites[0];
  if (!website) {
    if (typeof body.website === "string" && body.website) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
    throw new ApiError(422, "NO_WEBSITE", "Für diese Firma ist noch keine Website eingerichtet.");
  }
  const link = await editorLink(c.env, { staff: auth.sub, companyId: c.var.accountId, websiteId: website.id, websiteUrl: website.url });
  return c.json({ data: { link, website: website.id, expiresIn: DEEPLINK_TTL_S } });
});
