/**
 * Product subscriptions (spec §3 "Product subscription", §4 "Subscription").
 */

export const ACTIVE_STATUSES = ["Ordered", "Produced", "Invoicing"] as const;

export interface Subscription {
  Stock_Keeping_Unit__c: string;
  Status__c: string;
}

const ACTIVE_SET: ReadonlySet<string> = new Set(ACTIVE_STATUSES);

/** Spec §4 Subscription: active when Status__c is Ordered, Produced or Invoicing (exact, case-sensitive). */
export function isActiveSubscription(s: Subscription): boolean {
  return ACTIVE_SET.has(s.Status__c);
}

/** Spec §4 Subscription: only active subscriptions count for product checks. */
export function activeSubscriptions<T extends Subscription>(subs: readonly T[]): T[] {
  return subs.filter(isActiveSubscription);
}

/** A subscription's status in words (self-disclosure, contract pages): active ones as the customer sees them. */
const STATUS_WORDS: Record<string, string> = {
  Ordered: "bestellt",
  Produced: "in Einrichtung",
  Invoicing: "aktiv",
  Cancelled: "gekündigt",
  Expired: "beendet",
};

export const subscriptionStatusInWords = (status: string): string => STATUS_WORDS[status] ?? status;
