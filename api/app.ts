import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv, Db } from "./context";
import * as schema from "./db/schema";
import { ReadBatch } from "./lib/d1-read-batch";
import { ApiError } from "./lib/errors";
import { admitPasswordCheck, PASSWORD_CHECK_PATHS } from "./middleware/admission";
import { protectEveryCall } from "./middleware/auth";
import { limitBody } from "./middleware/body-limit";
import { adplorerRoutes } from "./routes/adplorer";
import { authRoutes } from "./routes/auth";
import { accountLinkRoutes } from "./routes/accountlink";
import { claimingRoutes, serviceRoutes } from "./routes/claiming";
import { cucaRoutes } from "./routes/cuca";
import { customerRoutes } from "./routes/customer";
import { debugRoutes } from "./routes/debug";
import { externalServiceRoutes } from "./routes/external-services";
import { mwsRoutes } from "./routes/mws";
import { navigationRoutes } from "./routes/navigation";
import { registrationRoutes } from "./routes/registration";
import { secretarialServiceRoutes } from "./routes/secretarial-service";
import { webBannerRoutes } from "./routes/web-banners";
import { trackingRoutes } from "./routes/tracking";
import { tvBannerRoutes } from "./routes/tv-banners";
import { wkdbRoutes } from "./routes/wkdb";
import { wkdbSignetRoutes } from "./routes/wkdb-signet";
import { websiteContactRoutes } from "./routes/website-contact";
import { userActivityRoutes } from "./routes/user-activity";
import { userDataRoutes } from "./routes/user-data";
import { userRoutes } from "./routes/user";
import { safeRequestId, XHR_HEADER } from "../contract/api";

/**
 * The /api backend (spec §7): `{ data }` on success, `{ errors: [{ code, message, field? }] }`
 * on failure; every call must say `X-Requested-With: XMLHttpRequest`.
 */
export const api = new Hono<ApiEnv>().basePath("/api");

/**
 * One drizzle instance per D1 binding and isolate: it holds no state of a
 * request, and making one walks the whole schema (relational config) each time.
 * Its reads join the running portal request's batch, if there is one
 * (api/lib/d1-read-batch.ts); without one they go out as before.
 */
const dbs = new WeakMap<D1Database, Db>();
function dbFor(binding: D1Database): Db {
  let db = dbs.get(binding);
  if (!db) {
    db = drizzle(ReadBatch.binding(binding), { schema }) as Db;
    dbs.set(binding, db);
  }
  return db;
}

api.use(async (c, next) => {
  c.set("requestId", safeRequestId(c.req.header("X-Request-Id")));
  c.set("db", dbFor(c.env.DB));
  if (c.req.header(XHR_HEADER.name) !== XHR_HEADER.value) {
    throw new ApiError(400, "XHR_REQUIRED", "Ungültige Anfrage.");
  }
  await next();
  c.header("X-Request-Id", c.var.requestId);
  c.header("Cache-Control", "no-store");
});
// a bounded number of password checks per isolate, admitted before any other work; then bodies over 64 KB refused
api.on("POST", PASSWORD_CHECK_PATHS, admitPasswordCheck);
api.use(limitBody);

// Every call, of every area: a live session (except the open login calls), the
// support-staff audit, and the company check for the account path families.
api.use(...protectEveryCall);

/** The areas of spec §7 built so far; each is typed for the portal's client (app/server/api-client.server.ts). */
export const areas = {
  auth: authRoutes,
  navigation: navigationRoutes,
  customer: customerRoutes,
  cuca: cucaRoutes,
  // the account calls, and those of people without one (registration, recovery: open calls)
  user: new Hono<ApiEnv>().route("/", userRoutes).route("/", userActivityRoutes).route("/", userDataRoutes).route("/", registrationRoutes).route("/", websiteContactRoutes),
  mws: mwsRoutes,
  "external-services": externalServiceRoutes,
  // spec §7 search-engine advertising
  adplorer: adplorerRoutes,
  // spec §7 the secretarial service's caller list
  "secretarial-service": secretarialServiceRoutes,
  // spec §7 the web banners
  "web-banners": webBannerRoutes,
  // spec §7 TV banners and their creatives
  "tv-banners": tvBannerRoutes,
  // spec §7 the rating products (decision 047: for the active company, as the account families)
  wkdb: wkdbRoutes,
  // the rating signet on the customer's website, for anyone (decision 057: an open call)
  "wkdb-signet": wkdbSignetRoutes,
  // spec §7 the claim funnel (decision 073) and decryptData of the claim links (decision 072)
  claiming: claimingRoutes,
  service: serviceRoutes,
  // spec §7 the account link of a sales mail's customer number (decisions 093, 094)
  accountlink: accountLinkRoutes,
  // spec §7 tracking: page views and data events of logged-in users (decision 084)
  tartaros: trackingRoutes,
  // outside production only (the handlers answer 404 in production)
  debug: debugRoutes,
} as const;
for (const [name, routes] of Object.entries(areas)) api.route(`/${name}`, routes);

api.notFound((c) => c.json({ errors: [{ code: "NOT_FOUND", message: "Unbekannter Aufruf." }] }, 404));

api.onError((err, c) => {
  const requestId = c.var.requestId ?? crypto.randomUUID();
  if (err instanceof ApiError) {
    return c.json(err.toBody(), err.status, { "X-Request-Id": requestId, ...err.headers });
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ errors: [{ code: "BAD_REQUEST", message: "Ungültige Anfrage." }] }, err.status, {
      "X-Request-Id": requestId,
    });
  }
  console.error(JSON.stringify({ level: "error", requestId, path: c.req.path, error: String(err?.stack ?? err) }));
  return c.json(
    { errors: [{ code: "INTERNAL", message: `Ein interner Fehler ist aufgetreten (Anfrage-ID ${requestId}).` }] },
    500,
    { "X-Request-Id": requestId },
  );
});

/** The route types of each area, for typed clients (`hc<ApiAreas["customer"]>`); types only, no code. */
export type ApiAreas = typeof areas;
