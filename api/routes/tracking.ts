import { Hono, type Context } from "hono";
import { validator } from "hono/validator";
import type { ApiEnv } from "../context";
import { ApiError, forbidden } from "../lib/errors";
import { recordTracking } from "../services/tracking";
import { dataEventText, isSectionPath, type TrackingKind, type TrackingSubject } from "#domain/tracking";

const badRequest = (message: string) => new ApiError(400, "BAD_REQUEST", message);

/** What a caller sends (spec §7: id and data): a view's section path, or a data event's JSON object. */
type TrackingInput<K extends TrackingKind> = { id: string; data: K extends "views" ? string : Record<string, unknown> };

/**
 * The body of every tracking call, checked for its kind: data is then the section path, or the
 * event's JSON text. (The input type is the caller's, for the typed client; the body is checked as unknown.)
 */
const trackingBody = <K extends TrackingKind>(kind: K) =>
  validator<TrackingInput<K>, string, string, "json", string, (input: TrackingInput<K>) => { id: string; data: string }>("json", (input) => {
    const value: unknown = input;
    if (!value || typeof value !== "object" || Array.isArray(value)) throw badRequest("Ungültige Anfrage.");
    const { id, data } = value as { id?: unknown; data?: unknown };
    if ((typeof id !== "string" && typeof id !== "number") || String(id).length === 0 || String(id).length > 64) throw badRequest("Die Kennung fehlt.");
    if (kind === "views") {
      if (!isSectionPath(data)) throw badRequest("Der Bereich muss ein Pfad aus höchstens drei Abschnitten sein.");
      return { id: String(id), data };
    }
    const text = dataEventText(data);
    if (text === null) throw badRequest("Die Daten müssen ein kleines JSON-Objekt sein.");
    return { id: String(id), data: text };
  });

/**
 * Who a call tracks: `user` the caller themself (id: their user id), `company` one of
 * the caller's companies (id: its id, customer role needed, as the account families).
 * Anything else is 403. Support staff are not tracked: they are answered without a row.
 */
async function track(c: Context<ApiEnv>, subject: TrackingSubject, kind: TrackingKind, body: { id: string; data: string }) {
  const auth = c.var.auth;
  if (subject === "user" && body.id !== auth.sub) throw forbidden("Sie können nur Ihre eigenen Aufrufe erfassen.");
  if (subject === "company" && (!auth.roles.includes("customer") || !auth.companies.includes(body.id))) throw forbidden();
  if (auth.cuca) return c.json({ data: { recorded: false } });
  await recordTracking(c.var.db, { userId: Number(auth.sub), companyId: subject === "company" ? body.id : null, kind, section: kind === "views" ? body.data : null, data: kind === "data" ? body.data : null });
  return c.json({ data: { recorded: true } });
}

/**
 * POST /api/tartaros/{user|company}/{views|data} (spec §7 "Support and tracking";
 * decision 084): a logged-in user's page view as a section path of at most three
 * segments, or a small JSON data event. Bodies over 2 KB are refused (413,
 * api/middleware/body-limit.ts), a logged-out caller by the protected mount (401).
 */
export const trackingRoutes = new Hono<ApiEnv>()
  .post("/user/views", trackingBody("views"), (c) => track(c, "user", "views", c.req.valid("json")))
  .post("/user/data", trackingBody("data"), (c) => track(c, "user", "data", c.req.valid("json")))
  .post("/company/views", trackingBody("views"), (c) => track(c, "company", "views", c.req.valid("json")))
  .post("/company/data", trackingBody("data"), (c) => track(c, "company", "data", c.req.valid("json")));
