import { Hono } from "hono";
import type { Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, notFound } from "../lib/errors";
import { rulesBody, rulesQuery } from "../lib/validate";
import { COMPANY_ID_RULE } from "../lib/wkdb";
import { deleteAnswer, fileReport, managedRatings, ratingOf, saveAnswer, type Actor, type AnswerOutcome } from "../services/rating-answers";
import {
  ANSWER_CONFLICT_MESSAGE,
  elsewhereMessage,
  isReportable,
  MANAGED_RATINGS_PER_PAGE,
  NO_ANSWER_MESSAGE,
  NOT_PUBLISHED_MESSAGE,
  NOT_REPORTABLE_STATE_MESSAGE,
  RATING_NOT_FOUND_MESSAGE,
  reportOpenMessage,
} from "#domain/rating-answers";
import { formatDateTimeDe } from "#domain/format";
import type { RatingPortal } from "#domain/ratings";
import { number, type Rules } from "#domain/form-rules";
import { ANSWER_RULES, RATING_LIST_QUERY, REPORT_RULES } from "#domain/rating-answer-rules";

/** Which rating, and the version the caller saw (optimistic concurrency). */
const RATING_ID = number({ required: "Es wurde keine Bewertung angegeben.", min: { value: 1, message: "Unbekannte Bewertung." }, max: { value: 2 ** 52, message: "Unbekannte Bewertung." } });
const VERSION = number({ required: "Die Version der Bewertung fehlt.", min: { value: 1, message: "Ungültige Version." }, max: { value: 999_999_999, message: "Ungültige Version." } });

const ANSWER_BODY = { companyId: COMPANY_ID_RULE, ratingId: RATING_ID, version: VERSION, ...ANSWER_RULES } satisfies Rules;
const DELETE_BODY = { companyId: COMPANY_ID_RULE, ratingId: RATING_ID, version: VERSION } satisfies Rules;
const REPORT_BODY = { companyId: COMPANY_ID_RULE, ratingId: RATING_ID, ...REPORT_RULES } satisfies Rules;

const actor = (c: Context<ApiEnv>): Actor => ({ userId: Number(c.var.auth.sub), support: Boolean(c.var.auth.cuca) });
const ratingNotFound = () => notFound(RATING_NOT_FOUND_MESSAGE);

/** An answer's write that changed nothing, said as the caller needs it. */
function refused(outcome: Exclude<AnswerOutcome, { ok: true }>): never {
  if (outcome.reason === "missing") throw ratingNotFound();
  if (outcome.reason === "not-published") throw new ApiError(422, "NOT_PUBLISHED", NOT_PUBLISHED_MESSAGE);
  if (outcome.reason === "no-answer") throw new ApiError(422, "NO_ANSWER", NO_ANSWER_MESSAGE);
  throw new ApiError(409, "CONFLICT", ANSWER_CONFLICT_MESSAGE);
}

/**
 * Managing ratings (spec §2 `bewertungen-verwalten`, §3 Rating; the spec names
 * no call for it: decision 060). Mounted in the wkdb area after its guard
 * (api/lib/wkdb.ts): the active company only, a body's other `companyId` is a
 * 403, no rating product a 404 NOT_BOOKED. A rating of another company is a
 * 404, the same as an unknown one.
 */
export const wkdbManageRoutes = new Hono<ApiEnv>()
  /**
   * GET ratings/list?accountId[&portal&stars&offset&limit]: the company's ratings newest first, 10 a page by
   * default, with their answer and newest notice, the total the filter finds, and the notice form's prefill.
   * An offset or limit that is negative, huge or no number: 400 with a German message at the field.
   */
  .get("/ratings/list", rulesQuery(RATING_LIST_QUERY, undefined, 400), async (c) => {
    const q = c.req.valid("query");
    const offset = q.offset ?? 0;
    const limit = q.limit ?? MANAGED_RATINGS_PER_PAGE;
    const list = await managedRatings(c.var.db, c.var.accountId, Number(c.var.auth.sub), {
      portal: (q.portal || null) as RatingPortal | null,
      stars: q.stars ? Number(q.stars) : null,
      offset,
      limit,
    });
    return c.json({ data: { ...list, offset, limit } });
  })
  /** POST ratings/answer {companyId, ratingId, text, version}: writes or changes the public answer (decision 061). */
  .post("/ratings/answer", rulesBody(ANSWER_BODY), async (c) => {
    const b = c.req.valid("json");
    const outcome = await saveAnswer(c.var.db, c.var.accountId, b.ratingId!, b.text, b.version!, actor(c));
    if (!outcome.ok) refused(outcome);
    return c.json({ data: { ratingId: b.ratingId!, answer: { text: b.text, answeredAt: outcome.answeredAt }, version: outcome.version, message: "Ihre Antwort ist gespeichert und erscheint unter der Bewertung." } });
  })
  /** POST ratings/answer/delete {companyId, ratingId, version}: removes the public answer. */
  .post("/ratings/answer/delete", rulesBody(DELETE_BODY), async (c) => {
    const b = c.req.valid("json");
    const outcome = await deleteAnswer(c.var.db, c.var.accountId, b.ratingId!, b.version!);
    if (!outcome.ok) refused(outcome);
    return c.json({ data: { ratingId: b.ratingId!, version: outcome.version, message: "Ihre Antwort ist gelöscht." } });
  })
  /**
   * POST ratings/report {companyId, ratingId, reason, explanation, reporterName, reporterAddress, reporterEmail, goodFaith}:
   * a notice that the rating breaks the rules (DSA art. 16, decision 062), confirmed by mail. Only a published rating
   * on the directory's own portals; a rating with an open notice: 409 REPORT_OPEN, nothing stored.
   */
  .post("/ratings/report", rulesBody(REPORT_BODY), async (c) => {
    const b = c.req.valid("json");
    const rating = await ratingOf(c.var.db, c.var.accountId, b.ratingId!);
    if (!rating) throw ratingNotFound();
    if (!isReportable(rating.portal)) throw new ApiError(422, "ELSEWHERE", elsewhereMessage(rating.portal as RatingPortal));
    if (rating.state !== "PUBLISHED") throw new ApiError(422, "NOT_PUBLISHED", NOT_REPORTABLE_STATE_MESSAGE);
    const filed = await fileReport(
      c.var.db,
      c.env,
      c.var.accountId,
      rating,
      { reason: b.reason as Parameters<typeof fileReport>[4]["reason"], explanation: b.explanation, reporterName: b.reporterName, reporterAddress: b.reporterAddress, reporterEmail: b.reporterEmail },
      actor(c),
    );
    if (!filed.ok) throw new ApiError(409, "REPORT_OPEN", reportOpenMessage(formatDateTimeDe(filed.open.receivedAt)));
    const receivedAt = formatDateTimeDe(filed.receivedAt);
    return c.json(
      {
        data: {
          report: { id: filed.id, ratingId: rating.id, state: "RECEIVED" as const, receivedAt: filed.receivedAt },
          message: `Ihre Meldung ist am ${receivedAt} eingegangen (Nummer ${filed.id}). Eine Bestätigung geht an ${b.reporterEmail}.`,
        },
      },
      201,
    );
  });
