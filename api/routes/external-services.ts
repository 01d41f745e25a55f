import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { authorizationUrl, exchangeCode, GoogleError, isConfirmed, listLocations } from "../lib/google";
import { randomSecret } from "../lib/digest";
import { connectionOf, connectionsOf, deleteConnection, saveConnection, setGoogleLocation, startPending, takePending } from "../services/external-services";
import { EXTERNAL_SERVICES, isExternalService, SERVICE_LOG, SERVICE_MESSAGES, type ExternalService } from "#domain/external-services";

const GRANT_RULES = {
  code: { required: "Google hat keinen Code geschickt.", maxLength: { value: 2048, message: "Ungültiger Code." } },
  state: { required: SERVICE_MESSAGES.state, maxLength: { value: 256, message: SERVICE_MESSAGES.state } },
};
const DENY_RULES = {
  state: { maxLength: { value: 256, message: SERVICE_MESSAGES.state } },
  /** "true": the company withdraws an existing connection ("Verbindung trennen") */
  revoke: { maxLength: { value: 5, message: "Ungültiger Wert für revoke." } },
};
const CONNECT_RULES = {
  googleLocationId: { required: "Bitte wählen Sie einen Standort.", maxLength: { value: 64, message: "Unbekannter Standort." } },
  googleAccountId: { required: "Bitte wählen Sie einen Standort.", maxLength: { value: 64, message: "Unbekannter Standort." } },
};

/** The service of the path, or 404 (spec §7 `{service}`). */
function serviceOf(name: string): ExternalService {
  if (!isExternalService(name)) throw notFound("Diesen Dienst gibt es nicht.");
  return name;
}

/** Logs spec §8's message as written (with the cause) and answers the German one. */
function failed(log: string, message: string, cause: unknown, status: 422 | 502 = 502): never {
  console.error(JSON.stringify({ level: "error", message: log, cause: String(cause instanceof Error ? cause.message : cause) }));
  throw new ApiError(status, status === 422 ? "REFUSED" : "UPSTREAM", message);
}

/** The started connection that `state` names, taken: the caller's company's and the caller's own only (services/external-services.ts). */
const takeOwnPending = (c: { var: ApiEnv["Variables"] }, service: ExternalService, state: string) =>
  takePending(c.var.db, c.var.accountId, Number(c.var.auth.sub), service, state);

/** The company's Google connection with a usable token, or a German 422. */
async function googleConnection(c: { var: ApiEnv["Variables"] }) {
  const row = await connectionOf(c.var.db, c.var.accountId, "google");
  if (!row?.accessToken) throw new ApiError(422, "NOT_CONNECTED", "Ihr Google-Unternehmensprofil ist nicht verbunden. Bitte verbinden Sie es zuerst.");
  return { ...row, accessToken: row.accessToken };
}

/**
 * Spec §7 external-services (spec §4 "External service access"): the
 * company's services, a connection started (auth-url: state and PKCE kept
 * here), granted with Google's code or denied, and a Google location listed
 * and connected. Behind the protected mount: the active company's only.
 */
export const externalServiceRoutes = new Hono<ApiEnv>()
  .post("/list", async (c) => {
    const rows = await connectionsOf(c.var.db, c.var.accountId);
    return c.json({
      data: {
        services: EXTERNAL_SERVICES.map((sourceName) => {
          const row = rows.find((r) => r.service === sourceName);
          return {
            sourceName,
            connected: Boolean(row?.accessToken),
            externallyConfirmed: Boolean(row?.externallyConfirmed),
            location: row?.googleLocationId ? { googleLocationId: row.googleLocationId, googleAccountId: row.googleAccountId ?? "", locationTitle: row.locationTitle ?? "" } : null,
          };
        }),
      },
    });
  })
  .post("/google/locations", async (c) => {
    const connection = await googleConnection(c);
    const locations = await listLocations(c.env, connection.accessToken).catch((e: unknown) => failed(SERVICE_LOG.locations, SERVICE_MESSAGES.locations, e));
    // spec §7: a 204 answer means no locations
    if (!locations.length) return c.body(null, 204);
    return c.json({ data: { locations } });
  })
  .post("/google/connect-location", rulesBody(CONNECT_RULES), async (c) => {
    const { googleLocationId, googleAccountId } = c.req.valid("json");
    const connection = await googleConnection(c);
    // only a location the token may manage
    const locations = await listLocations(c.env, connection.accessToken).catch((e: unknown) => failed(SERVICE_LOG.connect, SERVICE_MESSAGES.connect, e));
    const location = locations.find((l) => l.googleLocationId === googleLocationId && l.googleAccountId === googleAccountId);
    if (!location) failed(SERVICE_LOG.connect, "Diesen Standort verwaltet Ihr Google-Konto nicht.", "location not among the account's", 422);
    const confirmed = await isConfirmed(c.env, connection.accessToken, googleLocationId).catch((e: unknown) => failed(SERVICE_LOG.connect, SERVICE_MESSAGES.connect, e));
    await setGoogleLocation(c.var.db, c.var.accountId, { googleLocationId, googleAccountId, locationTitle: location.locationTitle, externallyConfirmed: confirmed });
    return c.json({ data: { connected: true, externallyConfirmed: confirmed, location } });
  })
  .post("/:service/auth-url", async (c) => {
    const service = serviceOf(c.req.param("service"));
    const state = randomSecret();
    const codeVerifier = randomSecret();
    const url = await authorizationUrl(c.env, state, codeVerifier).catch((e: unknown) => failed(SERVICE_LOG.require(service), SERVICE_MESSAGES.require, e));
    // started connections nobody finished are cleared as new ones start
    await startPending(c.var.db, { state, companyId: c.var.accountId, userId: Number(c.var.auth.sub), service, codeVerifier });
    return c.json({ data: { url } });
  })
  .post("/:service/grant-access", rulesBody(GRANT_RULES), async (c) => {
    const service = serviceOf(c.req.param("service"));
    const { code, state } = c.req.valid("json");
    const pending = await takeOwnPending(c, service, state);
    if (!pending) failed(SERVICE_LOG.grant(service), SERVICE_MESSAGES.state, "unknown, used or expired state", 422);
    const tokens = await exchangeCode(c.env, code, pending.codeVerifier).catch((e: unknown) =>
      failed(SERVICE_LOG.grant(service), SERVICE_MESSAGES.grant, e, e instanceof GoogleError && e.kind === "grant" ? 422 : 502),
    );
    const row = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, connectedAt: new Date().toISOString() };
    await saveConnection(c.var.db, c.var.accountId, service, row);
    return c.json({ data: { connected: true } });
  })
  .post("/:service/deny-access", rulesBody(DENY_RULES), async (c) => {
    const service = serviceOf(c.req.param("service"));
    const { state, revoke } = c.req.valid("json");
    // the started connection ends; an existing one stays as it was, unless the company withdraws it
    if (state) await takeOwnPending(c, service, state);
    if (revoke === "true") {
      // its tokens go with the row: Mein Bereich can no longer read the profile (at Google nothing changes)
      await deleteConnection(c.var.db, c.var.accountId, service);
    }
    return c.json({ data: { denied: true } });
  });
