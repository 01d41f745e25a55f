/**
 * Requests and leads (spec §2 /kunde/anfragen/, §3 Lead: externalId, §7 Leads,
 * §9 Leads; decisions 050–053): a page of the company's leads, newest first,
 * the requester's contact data only once a lead is accepted; accepting; the
 * reply by mail; the key figures of a range. Job applications past their
 * deletion day (AGG § 15 Abs. 4) are never answered, whether or not the nightly
 * clean-up has removed them yet.
 */
import { and, between, count, desc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../context";
import type { MailEnv } from "../mails";
import { leadReplyMail } from "../mails";
import { companies, entries, leads, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { queueMail } from "../lib/mail";
import { hasOpeningHours, LEAD_MESSAGES, LEAD_TYPES, median, minutesWithinHours, type LeadType } from "#domain/leads";
import { formatDateWire, formatTimeWire } from "#domain/format";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";

export const leadNotFound = () => new ApiError(404, "NOT_FOUND", LEAD_MESSAGES.notFound);
export const leadAlreadyAccepted = () => new ApiError(409, "ALREADY_ACCEPTED", LEAD_MESSAGES.alreadyAccepted);
export const leadNotAccepted = () => new ApiError(409, "NOT_ACCEPTED", LEAD_MESSAGES.notAccepted);

/** The Berlin wall clock now, "YYYY-MM-DD HH:MM" (as leads keep their times). */
export const berlinNow = (now = new Date()) => `${formatDateWire(now)} ${formatTimeWire(now)}`;

/** Who accepts: the user's name (support staff are recorded as such, without one). */
export const userNameOf = async (db: Db, userId: string) =>
  (await db.select({ name: users.username }).from(users).where(eq(users.id, Number(userId))).get())?.name ?? null;

/** The company's name, as a reply's mail names it. */
export const companyNameOf = async (db: Db, companyId: string) =>
  (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).get())?.name ?? "";

/** The company's leads that still exist: an application only until its deletion day. */
const visible = (companyId: string, today: string) => and(eq(leads.companyId, companyId), or(isNull(leads.deleteOn), gt(leads.deleteOn, today)));

type LeadRow = typeof leads.$inferSelect;

/** A lead as the calls answer it: the requester only once accepted (decision 050). */
export function leadOut(l: LeadRow) {
  return {
    externalId: l.externalId,
    type: l.type as LeadType,
    subject: l.subject,
    message: l.message,
    createdAt: l.createdAt,
    acceptedAt: l.acceptedAt,
    acceptedBy: l.acceptedAt ? (l.acceptedByStaff ? null : l.acceptedBy) : null,
    acceptedByStaff: Boolean(l.acceptedAt && l.acceptedByStaff),
    answeredAt: l.answeredAt,
    requester: l.acceptedAt ? { name: l.requesterName, email: l.requesterEmail, phone: l.requesterPhone } : null,
    job: l.type === "job" ? { title: l.jobTitle, closedOn: l.jobClosedOn, deleteOn: l.deleteOn } : null,
  };
}
export type LeadOut = ReturnType<typeof leadOut>;

/** Spec §7 getLeads: a page of the company's leads (of one kind, if asked), newest first, and how many there are. */
export async function leadList(db: Db, companyId: string, page: { offset: number; limit: number; type: LeadType | null }, today: string) {
  const where = and(visible(companyId, today), page.type ? eq(leads.type, page.type) : undefined);
  const [rows, total] = await db.batch([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.externalId)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { leads: rows.map(leadOut), total: total[0]?.n ?? 0, offset: page.offset, limit: page.limit, type: page.type };
}

/** The company's lead by its external id (another company's is no lead of this one). */
const ownLead = (db: Db, companyId: string, externalId: string, today: string) =>
  db
    .select()
    .from(leads)
    .where(and(visible(companyId, today), eq(leads.externalId, externalId)))
    .get();

/**
 * Spec §7 acceptLead: the lead becomes the company's to answer and its
 * requester's contact data is shown. Only once: the update holds only while
 * nobody has accepted it (two tabs at once: one wins, the other is told).
 */
export async function acceptLead(db: Db, companyId: string, externalId: string, by: { name: string | null; staff: boolean }, today: string) {
  const lead = await ownLead(db, companyId, externalId, today);
  if (!lead) throw leadNotFound();
  if (lead.acceptedAt) throw leadAlreadyAccepted();
  const acceptedAt = berlinNow();
  const updated = await db
    .update(leads)
    .set({ acceptedAt, acceptedBy: by.staff ? null : by.name, acceptedByStaff: by.staff })
    .where(and(eq(leads.companyId, companyId), eq(leads.externalId, externalId), isNull(leads.acceptedAt)))
    .returning();
  if (!updated[0]) throw leadAlreadyAccepted();
  return leadOut(updated[0]);
}

/**
 * The company's reply to an accepted lead, by mail to the requester's address
 * (through the outbox, in one batch with the change): the lead counts as
 * answered from the first reply on (decision 052).
 */
export async function replyToLead(db: Db, env: MailEnv, companyId: string, companyName: string, externalId: string, reply: string, today: string) {
  const lead = await ownLead(db, companyId, externalId, today);
  if (!lead) throw leadNotFound();
  if (!lead.acceptedAt) throw leadNotAccepted();
  const answeredAt = lead.answeredAt ?? berlinNow();
  const mail = leadReplyMail(env, { requesterName: lead.requesterName, company: companyName, subject: lead.subject, reply });
  await db.batch([
    db.update(leads).set({ answeredAt }).where(and(eq(leads.companyId, companyId), eq(leads.externalId, externalId))),
    queueMail(db, lead.requesterEmail, mail),
  ]);
  return leadOut({ ...lead, answeredAt });
}

const inRange = (companyId: string, today: string, r: { startDate: string; endDate: string }) =>
  and(visible(companyId, today), between(leads.createdAt, `${r.startDate} 00:00`, `${r.endDate} 23:59`));

const countOf = (cond: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`.mapWith(Number);

/**
 * Spec §7 getStatistics: the leads that came in within the range, how many of
 * them were accepted and answered, and the median time to answer — counted
 * only within the entry's weekly opening hours (every minute when it has none).
 */
export async function leadStatistics(db: Db, companyId: string, r: { startDate: string; endDate: string }, today: string) {
  const where = inRange(companyId, today, r);
  const [sums, answered, entry] = await db.batch([
    db
      .select({ requests: count(), accepted: countOf(sql`${leads.acceptedAt} is not null`), answered: countOf(sql`${leads.answeredAt} is not null`) })
      .from(leads)
      .where(where),
    db
      .select({ createdAt: leads.createdAt, answeredAt: leads.answeredAt })
      .from(leads)
      .where(and(where, isNotNull(leads.answeredAt))),
    db.select({ openingHours: entries.openingHours }).from(entries).where(eq(entries.companyId, companyId)),
  ]);
  const hours = entry[0]?.openingHours ?? null;
  const minutes = answered.map((a) => minutesWithinHours(a.createdAt, a.answeredAt!, hours));
  const m = median(minutes);
  return {
    startDate: r.startDate,
    endDate: r.endDate,
    requests: sums[0]?.requests ?? 0,
    accepted: sums[0]?.accepted ?? 0,
    answered: sums[0]?.answered ?? 0,
    /** whole minutes; null when none was answered */
    medianAnswerMinutes: m === null ? null : Math.round(m),
    /** whether the time counts opening hours only (the entry has them) */
    withinOpeningHours: hasOpeningHours(hours),
  };
}

/** Spec §7 getInquiryStatistics: the range's leads by kind, each with how many were accepted and answered. */
export async function inquiryStatistics(db: Db, companyId: string, r: { startDate: string; endDate: string }, today: string) {
  const rows = await db
    .select({ type: leads.type, requests: count(), accepted: countOf(sql`${leads.acceptedAt} is not null`), answered: countOf(sql`${leads.answeredAt} is not null`) })
    .from(leads)
    .where(inRange(companyId, today, r))
    .groupBy(leads.type);
  const byType = new Map(rows.map((x) => [x.type, x]));
  return {
    startDate: r.startDate,
    endDate: r.endDate,
    types: LEAD_TYPES.map((type) => {
      const x = byType.get(type);
      return { type, requests: x?.requests ?? 0, accepted: x?.accepted ?? 0, answered: x?.answered ?? 0 };
    }),
  };
}

/**
 * The nightly clean-up (decision 051, AGG § 15 Abs. 4): the applications whose
 * deletion day has come (`today`, Berlin) are deleted; the number deleted.
 */
export async function deleteExpiredApplications(db: Db, today: string): Promise<number> {
  const res = await db.delete(leads).where(and(isNotNull(leads.deleteOn), sql`${leads.deleteOn} <= ${today}`)).run();
  return res.meta.changes ?? 0;
}

/** The leads that came in within two adjacent windows (every kind; the dashboard's key figure, decision 088). */
export async function leadsInWindows(db: Db, companyId: string, w: TwoWindows, today: string) {
  const at = sql`${leads.createdAt}`;
  const row = await db.select(windowSums(at, sql`1`, w)).from(leads).where(and(visible(companyId, today), withinWindows(at, w))).get();
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}

/** The leads that came in from a day on and still wait to be accepted, and when the newest came in (the highlights, decision 089). */
export async function waitingLeads(db: Db, companyId: string, today: string, from: string) {
  const row = await db
    .select({ n: count(), newest: sql<string | null>`max(${leads.createdAt})` })
    .from(leads)
    .where(and(visible(companyId, today), isNull(leads.acceptedAt), sql`${leads.createdAt} >= ${from}`))
    .get();
  return { count: row?.n ?? 0, newest: row?.newest ?? null };
}
