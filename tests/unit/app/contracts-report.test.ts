import { describe, expect, it } from "vitest";
import { contractView, productRows, statusText, termText, type SubscriptionData } from "~/components/contracts/report";

// spec §2 firmendaten/produkte and vertragsdaten, §4 Subscription; decisions 068–070
const sub = (over: Partial<SubscriptionData>): SubscriptionData => ({
  id: "SUB-1",
  Status__c: "Invoicing",
  name: "Website Gold",
  startDate: "2022-07-01",
  endDate: null,
  active: true,
  minimumTermMonths: 24,
  renewalMonths: 12,
  noticeMonths: 3,
  priceCents: 12900,
  termEnd: "2027-06-30",
  cancellable: true,
  nextCancellation: { effectiveOn: "2027-06-30", arriveBy: "2027-03-31" },
  cancellation: null,
  ...over,
});

describe("the products' rows", () => {
  it("status in German: Ordered, Produced and Invoicing are active (spec §4); a pending cancellation says until when", () => {
    expect(statusText(sub({ Status__c: "Ordered" }))).toBe("Aktiv (bestellt)");
    expect(statusText(sub({ Status__c: "Produced" }))).toBe("Aktiv (in Einrichtung)");
    expect(statusText(sub({}))).toBe("Aktiv");
    expect(statusText(sub({ Status__c: "Cancelled", active: false }))).toBe("Gekündigt");
    expect(statusText(sub({ Status__c: "Expired", active: false }))).toBe("Beendet");
    expect(statusText(sub({ cancellation: { receivedAt: "2026-11-29T10:52:00.000Z", effectiveOn: "2027-06-30", reason: null, bySupport: false } }))).toBe("Aktiv – gekündigt zum 30.06.2027");
  });

  it("term, price, the cancellation on offer and a pending one with its receipt in Berlin time", () => {
    const [offered] = productRows([sub({})], "2026-11-29");
    expect(offered).toMatchObject({
      term: "Mindestlaufzeit 24 Monate, danach Verlängerung um je 12 Monate; Kündigungsfrist 3 Monate zum Laufzeitende",
      price: "129,00 € im Monat",
      start: "01.07.2022",
      runsUntil: "30.06.2027 (verlängert sich ohne Kündigung)",
      cancel: { effectiveOn: "30.06.2027", arriveBy: "31.03.2027" },
      pending: null,
    });
    const [pending] = productRows([sub({ cancellable: false, nextCancellation: null, cancellation: { receivedAt: "2026-11-29T10:52:00.000Z", effectiveOn: "2027-06-30", reason: "Zu teuer", bySupport: false } })], "2026-11-29");
    expect(pending!.cancel).toBeNull();
    expect(pending!.runsUntil).toBe("30.06.2027");
    expect(pending!.pending).toEqual({ receivedAt: "29.11.2026, 11:52 Uhr", effectiveOn: "30.06.2027", reason: "Zu teuer", withdrawable: true });
    // on its last day it can still be withdrawn, the day after no longer
    const over = productRows([sub({ cancellation: { receivedAt: "2026-01-01T10:00:00.000Z", effectiveOn: "2026-11-28", reason: null, bySupport: false } })], "2026-11-29");
    expect(over[0]!.pending!.withdrawable).toBe(false);
  });

  it("active products first, a job ad's term ends by itself, an included product has no price of its own", () => {
    const rows = productRows([sub({ id: "A", Status__c: "Cancelled", active: false, termEnd: null }), sub({ id: "B", name: "Stellenanzeige", renewalMonths: 0, priceCents: null })], "2026-11-29");
    expect(rows.map((r) => r.id)).toEqual(["B", "A"]);
    expect(rows[0]!.term).toBe("24 Monate, endet danach von selbst");
    expect(rows[0]!.price).toBe("im Paket enthalten");
    expect(termText({ minimumTermMonths: 1, renewalMonths: 1, noticeMonths: 1 })).toBe("Mindestlaufzeit 1 Monat, danach Verlängerung um je 1 Monat; Kündigungsfrist 1 Monat zum Laufzeitende");
  });
});

describe("the contract view", () => {
  const contract = {
    customerNumber: "K100101",
    contractNumber: "V-100101-01",
    startDate: "2021-02-01",
    minimumTermMonths: 24,
    renewalMonths: 12,
    noticeMonths: 3,
    termEnd: "2027-01-31",
    nextCancellation: { effectiveOn: "2028-01-31", arriveBy: "2027-10-31" },
    contractEmail: "vertrag-100101@baeckerei-krueger.example",
    payment: { method: "SEPA" as const, iban: "DE89 **** **** **** **30 00", accountHolder: "Bäckerei Krüger GmbH", mandateReference: "MB-100101-01", mandateSignedOn: "2021-02-01" },
  };
  it("numbers, terms and the next possible end in German; SEPA with the masked IBAN", () => {
    const v = contractView(contract);
    expect(Object.fromEntries(v.facts)).toMatchObject({ Kundennummer: "K100101", Vertragsbeginn: "01.02.2021", Mindestlaufzeit: "24 Monate", Kündigungsfrist: "3 Monate zum Ende der Laufzeit", "Aktuelle Laufzeit bis": "31.01.2027" });
    expect(v.next).toEqual({ effectiveOn: "31.01.2028", arriveBy: "31.10.2027" });
    expect(v.payment).toEqual({ method: "SEPA-Lastschrift", sepa: { iban: "DE89 **** **** **** **30 00", accountHolder: "Bäckerei Krüger GmbH", mandateReference: "MB-100101-01", mandateSignedOn: "01.02.2021" } });
  });
  it("bank transfer: no mandate shown", () => {
    expect(contractView({ ...contract, payment: { method: "INVOICE", iban: null, accountHolder: null, mandateReference: null, mandateSignedOn: null } }).payment).toEqual({ method: "Überweisung auf Rechnung", sepa: null });
  });
});
