import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companies, contracts, subscriptions } from "../db/schema";
import { queueMail } from "../lib/mail";
import { cancellationReceivedMail, type MailEnv } from "../mails";
import { ApiError, notFound } from "../lib/errors";
import { CANCEL_MESSAGES, currentTermEnd, maskIban, noticeDates, PAYMENT_METHODS, type PaymentMethod } from "#domain/contracts";
import { formatDateDe, formatDateTimeDe, berlinToday } from "#domain/format";
import { productName, skuDisplayName } from "#domain/products";
import { isActiveSubscription } from "#domain/subscriptions";

/**
 * The contract pages' backend (spec §2 firmendaten/vertragsdaten and produkte,
 * §7 getSubscriptions / updateSubscriptions; decisions 068–071): the contract
 * with its notice dates and masked IBAN, the billing address saved on its
 * version, a product's cancellation and its withdrawal.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who acts: the user, and whether support staff act for the company (spec §6). */
export interface Actor {
  userId: number;
  support: boolean;
}

/**
 * A subscription as GET /api/customer/getSubscriptions answers it (spec §3, §4):
 * the CRM's fields, the names and terms the contract pages show, the notice
 * dates counted for `today`, and a pending cancellation.
 */
export function subscriptionView(s: SubscriptionRow, today: string = berlinToday()) {
  const active = isActiveSubscription({ Stock_Keeping_Unit__c: s.sku, Status__c: s.status });
  const terms = s.startDate ? { start: s.startDate, minimumTermMonths: s.minimumTermMonths, renewalMonths: s.renewalMonths, noticeMonths: s.noticeMonths } : null;
  const pending = s.cancellationReceivedAt && s.cancellationEffectiveOn ? { receivedAt: s.cancellationReceivedAt, effectiveOn: s.cancellationEffectiveOn, reason: s.cancellationReason, bySupport: s.cancelledBySupport } : null;
  const next = active && terms && !pending ? noticeDates(terms, today) : null;
  return {
    id: s.id,
    Stock_Keeping_Unit__c: s.sku,
    Status__c: s.status,
    displayName: skuDisplayName(s.sku),
    /** the name the contract pages show: the display name, else the product family's (Office 365, Stellenanzeige, …) */
    name: productName(s.sku),
    startDate: s.startDate,
    endDate: s.endDate,
    active,
    minimumTermMonths: s.minimumTermMonths,
    renewalMonths: s.renewalMonths,
    noticeMonths: s.noticeMonths,
    priceCents: s.priceCents,
    /** the last day of the term running today (null: ended, or not started in the CRM) */
    termEnd: active && terms ? currentTermEnd(terms, today) : null,
    /** the cancellation the customer can still send: renewing, active, none pending */
    cancellable: Boolean(next) && s.renewalMonths > 0,
    /** when a cancellation sent today would take effect, and the day it must arrive by for that */
    nextCancellation: next,
    cancellation: pending,
  };
}

export type SubscriptionView = ReturnType<typeof subscriptionView>;

/** The contract of the company (or null), with its notice dates for today and the IBAN masked. */
export async function contractOf(db: Db, companyId: string, today: string = berlinToday()) {
  const c = await db.select().from(contracts).where(eq(contracts.companyId, companyId)).get();
  if (!c) return null;
  const terms = { start: c.startDate, minimumTermMonths: c.minimumTermMonths, renewalMonths: c.renewalMonths, noticeMonths: c.noticeMonths };
  const method = (c.paymentMethod in PAYMENT_METHODS ? c.paymentMethod : "INVOICE") as PaymentMethod;
  return {
    customerNumber: c.customerNumber,
    contractNumber: c.contractNumber,
    startDate: c.startDate,
    minimumTermMonths: c.minimumTermMonths,
    renewalMonths: c.renewalMonths,
    noticeMonths: c.noticeMonths,
    termEnd: currentTermEnd(terms, today),
    nextCancellation: noticeDates(terms, today),
    contractEmail: c.contractEmail,
    billingAddress: { name: c.billingName, addition: c.billingAddition ?? "", street: c.billingStreet, zipCode: c.billingZipCode, city: c.billingCity },
    version: c.version,
    updatedAt: c.updatedAt,
    payment: {
      method,
      // decision 070: the whole IBAN never leaves the backend
      iban: method === "SEPA" ? maskIban(c.iban) : null,
      accountHolder: method === "SEPA" ? c.accountHolder : null,
      mandateReference: method === "SEPA" ? c.mandateReference : null,
      mandateSignedOn: method === "SEPA" ? c.mandateSignedOn : null,
    },
  };
}

export type BillingAddress = { name: string; addition: string; street: string; zipCode: string; city: string };

/**
 * Saves the billing address on the version the form was loaded on (decision
 * 070): one UPDATE … WHERE version = ?; a stale version changes nothing (409).
 */
export async function saveBillingAddress(db: Db, companyId: string, a: BillingAddress, version: number) {
  const now = new Date().toISOString();
  const [row] = await db
    .update(contracts)
    .set({ billingName: a.name, billingAddition: a.addition || null, billingStreet: a.street, billingZipCode: a.zipCode, billingCity: a.city, version: sql`${contracts.version} + 1`, updatedAt: now })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.version, version)))
    .returning({ version: contracts.version });
  if (row) return { version: row.version, updatedAt: now };
  const exists = await db.select({ version: contracts.version }).from(contracts).where(eq(contracts.companyId, companyId)).get();
  if (!exists) throw notFound("Für diese Firma ist kein Vertrag hinterlegt.");
  throw new ApiError(409, "CONFLICT", "Die Rechnungsanschrift wurde inzwischen geändert. Bitte laden Sie die gespeicherte Fassung.", "version");
}

const subscriptionRow = (db: Db, companyId: string, id: string) =>
  db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId))).get();

/**
 * Cancels a product at the end of its term (decision 069): recorded once (the
 * UPDATE applies only while none is pending: a second send, also one at the
 * same moment, records nothing and is answered 409 with the first one's
 * receipt), then the confirmation queued to the contract's mail address.
 */
export async function cancelSubscription(db: Db, env: MailEnv, companyId: string, id: string, reason: string, by: Actor, now: Date = new Date()) {
  const row = await subscriptionRow(db, companyId, id);
  if (!row) throw notFound(CANCEL_MESSAGES.notFound);
  if (row.cancellationReceivedAt) throw new ApiError(409, "ALREADY_CANCELLED", CANCEL_MESSAGES.alreadyCancelled);
  const today = berlinToday(now);
  const view = subscriptionView(row, today);
  if (!view.cancellable || !view.nextCancellation) throw new ApiError(422, "NOT_CANCELLABLE", CANCEL_MESSAGES.notCancellable);
  const receivedAt = now.toISOString();
  const effectiveOn = view.nextCancellation.effectiveOn;
  const [updated] = await db
    .update(subscriptions)
    .set({ cancellationReceivedAt: receivedAt, cancellationEffectiveOn: effectiveOn, cancellationReason: reason || null, cancelledBy: by.userId, cancelledBySupport: by.support })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId), isNull(subscriptions.cancellationReceivedAt)))
    .returning();
  if (!updated) throw new ApiError(409, "ALREADY_CANCELLED", CANCEL_MESSAGES.alreadyCancelled);
  const [contract, company] = await Promise.all([
    db.select({ email: contracts.contractEmail, number: contracts.contractNumber }).from(contracts).where(eq(contracts.companyId, companyId)).get(),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).get(),
  ]);
  if (contract) {
    await queueMail(
      db,
      contract.email,
      cancellationReceivedMail(env, {
        companyName: company?.name ?? companyId,
        contractNumber: contract.number,
        product: productName(row.sku),
        receivedAt: formatDateTimeDe(receivedAt),
        effectiveOn: formatDateDe(effectiveOn),
      }),
    );
  }
  return { subscription: subscriptionView(updated, today), mailedTo: contract?.email ?? null };
}

/** Withdraws a pending cancellation while its last day has not passed (decision 069). */
export async function withdrawCancellation(db: Db, companyId: string, id: string, now: Date = new Date()) {
  const row = await subscriptionRow(db, companyId, id);
  if (!row) throw notFound(CANCEL_MESSAGES.notFound);
  if (!row.cancellationReceivedAt || !row.cancellationEffectiveOn) throw new ApiError(422, "NOT_PENDING", CANCEL_MESSAGES.notPending);
  const today = berlinToday(now);
  if (row.cancellationEffectiveOn < today) throw new ApiError(422, "TOO_LATE", CANCEL_MESSAGES.tooLate);
  const [updated] = await db
    .update(subscriptions)
    .set({ cancellationReceivedAt: null, cancellationEffectiveOn: null, cancellationReason: null, cancelledBy: null, cancelledBySupport: false })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId), eq(subscriptions.cancellationReceivedAt, row.cancellationReceivedAt)))
    .returning();
  if (!updated) throw new ApiError(422, "NOT_PENDING", CANCEL_MESSAGES.notPending);
  return { subscription: subscriptionView(updated, today) };
}
