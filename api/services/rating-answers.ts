/**
 * Managing ratings (spec §2 `bewertungen-verwalten`; §3 Rating; decisions
 * 060–062): the company's ratings a page at a time with their public answer
 * and the state of their newest notice; the answer written, changed and
 * removed on the rating's version (optimistic concurrency: `UPDATE … WHERE
 * version = ?`); a notice that a rating breaks the rules (DSA art. 16), at most
 * one open per rating, confirmed by mail in the outbox.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companies, companyRatings, ratingReports, users } from "../db/schema";
import { queueMail } from "../lib/mail";
import { ratingReportReceivedMail } from "../mails";
import type { MailEnv } from "../mails";
import { formatDateTimeDe, formatDateWire, formatTimeWire, germanStamp } from "#domain/format";
import { isOpenReport, REPORT_REASONS, starsText, type ReportReason, type ReportState } from "#domain/rating-answers";
import { RATING_PORTAL_NAMES, type RatingPortal, type RatingState } from "#domain/ratings";

export interface ListFilter {
  portal: RatingPortal | null;
  stars: number | null;
  offset: number;
  limit: number;
}

/** Who acts: the user, and whether support staff act for the company (spec §6). */
export interface Actor {
  userId: number;
  support: boolean;
}

/** A moment as the ratings' times are written: Berlin local time, "YYYY-MM-DD HH:MM". */
export const berlinStamp = (d: Date = new Date()) => `${formatDateWire(d)} ${formatTimeWire(d)}`;

/** "12.11.2026" from "2026-11-12 09:41". */
const dayOf = (stamp: string) => germanStamp(stamp.slice(0, 10));

const RATING_COLUMNS = {
  id: companyRatings.id,
  portal: companyRatings.portal,
  authorName: companyRatings.authorName,
  stars: companyRatings.stars,
  text: companyRatings.text,
  ratedAt: companyRatings.ratedAt,
  state: companyRatings.state,
  answerText: companyRatings.answerText,
  answeredAt: companyRatings.answeredAt,
  version: companyRatings.version,
};

/**
 * A page of the company's ratings, newest first, filtered by portal and stars;
 * the total the filter finds; each rating's newest notice; and what the notice
 * form is prefilled with (the company's name and address, the user's e-mail).
 */
export async function managedRatings(db: Db, companyId: string, userId: number, f: ListFilter) {
  const where = and(
    eq(companyRatings.companyId, companyId),
    f.portal ? eq(companyRatings.portal, f.portal) : undefined,
    f.stars ? eq(companyRatings.stars, f.stars) : undefined,
  );
  const [rows, total, company, user] = await db.batch([
    db.select(RATING_COLUMNS).from(companyRatings).where(where).orderBy(desc(companyRatings.ratedAt), desc(companyRatings.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(companyRatings).where(where),
    db.select({ name: companies.name, street: companies.street, zipCode: companies.zipCode, city: companies.city }).from(companies).where(eq(companies.id, companyId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  const reports = rows.length
    ? await db
        .select({ id: ratingReports.id, ratingId: ratingReports.ratingId, state: ratingReports.state, reason: ratingReports.reason, decisionReason: ratingReports.decisionReason, createdAt: ratingReports.createdAt })
        .from(ratingReports)
        .where(and(eq(ratingReports.companyId, companyId), inArray(ratingReports.ratingId, rows.map((r) => r.id))))
        .orderBy(desc(ratingReports.id))
    : [];
  const c = company[0];
  return {
    ratings: rows.map((r) => {
      const report = reports.find((x) => x.ratingId === r.id);
      return {
        ...r,
        portal: r.portal as RatingPortal,
        state: r.state as RatingState,
        answer: r.answerText ? { text: r.answerText, answeredAt: r.answeredAt ?? "" } : null,
        report: report
          ? { id: report.id, state: report.state as ReportState, reason: report.reason as ReportReason, decisionReason: report.decisionReason, receivedAt: report.createdAt }
          : null,
      };
    }),
    total: total[0]?.n ?? 0,
    reporter: {
      name: c?.name ?? "",
      address: c ? [c.street, [c.zipCode, c.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "",
      email: user[0]?.email ?? "",
    },
  };
}

/** The company's rating (null for an unknown id and for another company's: the same answer for both). */
export async function ratingOf(db: Db, companyId: string, ratingId: number) {
  const [row] = await db.select(RATING_COLUMNS).from(companyRatings).where(and(eq(companyRatings.id, ratingId), eq(companyRatings.companyId, companyId)));
  return row ?? null;
}

export type AnswerOutcome =
  | { ok: true; version: number; answeredAt: string | null }
  | { ok: false; reason: "missing" | "not-published" | "no-answer" }
  | { ok: false; reason: "conflict"; current: { version: number; answerText: string | null } };

/** Why an update on a version changed nothing: the rating is gone, not published, has no answer, or moved on. */
async function refusal(db: Db, companyId: string, ratingId: number, version: number, needsAnswer: boolean): Promise<AnswerOutcome> {
  const row = await ratingOf(db, companyId, ratingId);
  if (!row) return { ok: false, reason: "missing" };
  if (row.state !== "PUBLISHED") return { ok: false, reason: "not-published" };
  if (row.version === version && needsAnswer && row.answerText === null) return { ok: false, reason: "no-answer" };
  return { ok: false, reason: "conflict", current: { version: row.version, answerText: row.answerText } };
}

/**
 * Writes or changes the public answer on the version the caller saw: one
 * statement that applies only while the rating is the company's, published and
 * on that version; the version moves on.
 */
export async function saveAnswer(db: Db, companyId: string, ratingId: number, text: string, version: number, by: Actor): Promise<AnswerOutcome> {
  const at = berlinStamp();
  const [row] = await db
    .update(companyRatings)
    .set({ answerText: text, answeredAt: at, answeredBy: by.userId, version: sql`${companyRatings.version} + 1` })
    .where(and(eq(companyRatings.id, ratingId), eq(companyRatings.companyId, companyId), eq(companyRatings.version, version), eq(companyRatings.state, "PUBLISHED")))
    .returning({ version: companyRatings.version, answeredAt: companyRatings.answeredAt });
  return row ? { ok: true, ...row } : refusal(db, companyId, ratingId, version, false);
}

/** Removes the public answer on the version the caller saw (the same conditions, and there must be an answer). */
export async function deleteAnswer(db: Db, companyId: string, ratingId: number, version: number): Promise<AnswerOutcome> {
  const [row] = await db
    .update(companyRatings)
    .set({ answerText: null, answeredAt: null, answeredBy: null, version: sql`${companyRatings.version} + 1` })
    .where(
      and(
        eq(companyRatings.id, ratingId),
        eq(companyRatings.companyId, companyId),
        eq(companyRatings.version, version),
        eq(companyRatings.state, "PUBLISHED"),
        sql`${companyRatings.answerText} IS NOT NULL`,
      ),
    )
    .returning({ version: companyRatings.version, answeredAt: companyRatings.answeredAt });
  return row ? { ok: true, ...row } : refusal(db, companyId, ratingId, version, true);
}

export interface ReportInput {
  reason: ReportReason;
  explanation: string;
  reporterName: string;
  reporterAddress: string;
  reporterEmail: string;
}

/**
 * Files a notice about the company's rating: stored only while no open notice
 * of the rating exists (one statement: two sends at once file one), then the
 * confirmation queued to the address given. The caller has checked that the
 * rating is the company's, published and on an own portal.
 */
export async function fileReport(
  db: Db,
  env: MailEnv,
  companyId: string,
  rating: { id: number; portal: string; ratedAt: string; stars: number },
  input: ReportInput,
  by: Actor,
): Promise<{ ok: true; id: number; receivedAt: string } | { ok: false; open: { receivedAt: string } }> {
  const inserted = await db.all<{ id: number; created_at: string }>(sql`
    INSERT INTO rating_reports (company_id, rating_id, reason, explanation, reporter_name, reporter_address, reporter_email, good_faith, created_by, by_support)
    SELECT ${companyId}, ${rating.id}, ${input.reason}, ${input.explanation}, ${input.reporterName}, ${input.reporterAddress}, ${input.reporterEmail}, 1, ${by.userId}, ${by.support ? 1 : 0}
    WHERE NOT EXISTS (SELECT 1 FROM rating_reports WHERE rating_id = ${rating.id} AND state IN ('RECEIVED', 'IN_REVIEW'))
    RETURNING id, created_at`);
  const row = inserted[0];
  if (!row) {
    const [open] = await db
      .select({ createdAt: ratingReports.createdAt, state: ratingReports.state })
      .from(ratingReports)
      .where(eq(ratingReports.ratingId, rating.id))
      .orderBy(desc(ratingReports.id))
      .limit(1);
    return { ok: false, open: { receivedAt: open && isOpenReport(open.state) ? open.createdAt : new Date().toISOString() } };
  }
  await queueMail(
    db,
    input.reporterEmail,
    ratingReportReceivedMail(env, {
      reportId: row.id,
      receivedAt: formatDateTimeDe(row.created_at),
      portal: RATING_PORTAL_NAMES[rating.portal as RatingPortal] ?? rating.portal,
      ratedOn: dayOf(rating.ratedAt),
      stars: starsText(rating.stars),
      reason: REPORT_REASONS[input.reason],
    }),
  );
  return { ok: true, id: row.id, receivedAt: row.created_at };
}
