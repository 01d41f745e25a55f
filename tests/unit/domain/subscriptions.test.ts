import { describe, it, expect } from "vitest";
import {
  ACTIVE_STATUSES,
  activeSubscriptions,
  isActiveSubscription,
  type Subscription,
} from "#domain/subscriptions";

const sub = (status: string, sku = "MB-WKDB"): Subscription => ({ Stock_Keeping_Unit__c: sku, Status__c: status });

describe("spec §4 Subscription — active statuses", () => {
  it("lists exactly Ordered, Produced, Invoicing", () => {
    expect([...ACTIVE_STATUSES]).toEqual(["Ordered", "Produced", "Invoicing"]);
  });

  it.each(["Ordered", "Produced", "Invoicing"])("%s is active", (status) => {
    expect(isActiveSubscription(sub(status))).toBe(true);
  });

  it.each(["Cancelled", "Expired", "Draft", "", "ordered", "INVOICING", " Produced"])(
    "%j is not active (exact match)",
    (status) => {
      expect(isActiveSubscription(sub(status))).toBe(false);
    },
  );

  it("activeSubscriptions keeps only active items, in order, preserving the element type", () => {
    const items = [
      { ...sub("Cancelled", "A"), extra: 1 },
      { ...sub("Produced", "B"), extra: 2 },
      { ...sub("Ordered", "C"), extra: 3 },
      { ...sub("Expired", "D"), extra: 4 },
    ];
    const result = activeSubscriptions(items);
    expect(result.map((s) => s.extra)).toEqual([2, 3]);
    expect(items).toHaveLength(4);
  });

  it("activeSubscriptions of an empty list is empty", () => {
    expect(activeSubscriptions([])).toEqual([]);
  });
});
