import { describe, expect, it } from "vitest";
import {
  DOCUMENT_NUMBER,
  decimalOf,
  documentFileName,
  dueDate,
  euro,
  isRetained,
  oldestRetained,
  periodText,
  retainedUntil,
  RETENTION_YEARS,
  totalsOf,
  typeFits,
  yearZipName,
  type IssuedDocument,
} from "#domain/documents";
import { XRECHNUNG_GUIDELINE, xmlText, xrechnungXml } from "#domain/xrechnung";
import { documentsOf } from "../../../seed/documents.mjs";

// decision 066: § 147 Abs. 3 and 4 AO, § 14b UStG
describe("documents are kept eight years after the end of their year", () => {
  it("eight years, counted from 31 December of the year of issue", () => {
    expect(RETENTION_YEARS).toBe(8);
    expect(retainedUntil("2018-01-02")).toBe("2026-12-31");
    expect(isRetained("2018-01-02", "2026-12-31")).toBe(true);
    expect(isRetained("2018-12-31", "2027-01-01")).toBe(false);
    expect(isRetained("2017-12-18", "2026-11-29")).toBe(false);
  });
  it("the oldest day still shown is 1 January eight years back", () => {
    expect(oldestRetained("2026-11-29")).toBe("2018-01-01");
    expect(isRetained(oldestRetained("2026-11-29"), "2026-11-29")).toBe(true);
  });
});

// decision 064: the source a type belongs to
describe("document types and sources", () => {
  it("an invoice and a credit note come from billing, an order confirmation from the contract system", () => {
    expect(typeFits("BILLING", "INVOICE")).toBe(true);
    expect(typeFits("BILLING", "CREDIT_NOTE")).toBe(true);
    expect(typeFits("CONTRACT", "ORDER_CONFIRMATION")).toBe(true);
    expect(typeFits("CONTRACT", "INVOICE")).toBe(false);
    expect(typeFits("BILLING", "toString")).toBe(false);
    expect(typeFits("BILLING", "__proto__")).toBe(false);
  });
});

// decision 065: BR-CO-17, the tax of a rate from its net sum
describe("totals", () => {
  it("net per rate, the rate's tax rounded once, gross as net plus tax", () => {
    const t = totalsOf([
      { netCents: 333, taxRate: 19 },
      { netCents: 333, taxRate: 19 },
      { netCents: 1000, taxRate: 7 },
    ]);
    expect(t.byRate).toEqual([
      { rate: 19, netCents: 666, taxCents: 127 },
      { rate: 7, netCents: 1000, taxCents: 70 },
    ]);
    expect(t).toMatchObject({ netCents: 1666, taxCents: 197, grossCents: 1863 });
  });
  it("amounts with two decimals for the XML, German for people", () => {
    expect(decimalOf(123456)).toBe("1234.56");
    expect(decimalOf(5)).toBe("0.05");
    expect(decimalOf(-5)).toBe("-0.05");
    expect(euro(123456)).toBe("1.234,56\u00a0€");
  });
});

describe("names and dates", () => {
  it("file names by type and number; the ZIP's in ASCII", () => {
    expect(documentFileName("INVOICE", "R-2026-000123")).toBe("Rechnung_R-2026-000123.pdf");
    expect(documentFileName("INVOICE", "R-2026-000123", "xml")).toBe("Rechnung_R-2026-000123.xml");
    expect(documentFileName("ORDER_CONFIRMATION", "AB-2024-000001")).toBe("Auftragsbestaetigung_AB-2024-000001.pdf");
    expect(yearZipName("Bäckerei Krüger GmbH", 2025)).toBe("Dokumente_Baeckerei_Krueger_GmbH_2025.zip");
    expect(yearZipName("Autohaus Berger e. K.", 2024)).toBe("Dokumente_Autohaus_Berger_e_K_2024.zip");
  });
  it("a period, the due date 14 days on", () => {
    expect(periodText("2026-10-01", "2026-10-31")).toBe("01.10.2026 – 31.10.2026");
    expect(dueDate("2026-12-20")).toBe("2027-01-03");
  });
});

const invoice: IssuedDocument = {
  number: "R-2026-010001",
  source: "BILLING",
  type: "INVOICE",
  issuedOn: "2026-11-01",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  buyer: { name: "Müller & Söhne <GmbH>", street: "Weg 1", zipCode: "50667", city: "Köln", email: "a@b.example", reference: "100101" },
  refersTo: null,
  note: null,
  netCents: 3800,
  taxCents: 722,
  grossCents: 4522,
  lines: [
    { position: 1, description: "Eintrag \"Basis\"", sku: "MB-EINTRAG-BASIS", quantity: 1, unitNetCents: 2900, netCents: 2900, taxRate: 19, periodFrom: "2026-11-01", periodTo: "2026-11-30" },
    { position: 2, description: "Extra", sku: "MB-X", quantity: 2, unitNetCents: 450, netCents: 900, taxRate: 19, periodFrom: "2026-11-01", periodTo: "2026-11-30" },
  ],
};

describe("XRechnung (CII)", () => {
  it("escapes what XML reserves and drops what it forbids", () => {
    expect(xmlText(`a&b<c>"d"'e'\u0001`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });
  it("the guideline, number, date, buyer escaped, lines and totals", () => {
    const xml = xrechnungXml(invoice);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<ram:ID>${XRECHNUNG_GUIDELINE}</ram:ID>`);
    expect(xml).toContain("<ram:ID>R-2026-010001</ram:ID>");
    expect(xml).toContain('<udt:DateTimeString format="102">20261101</udt:DateTimeString>');
    expect(xml).toContain("<ram:Name>Müller &amp; Söhne &lt;GmbH&gt;</ram:Name>");
    expect(xml).toContain("<ram:Name>Eintrag &quot;Basis&quot;</ram:Name>");
    expect(xml).toContain('<ram:BilledQuantity unitCode="MON">2</ram:BilledQuantity>');
    expect(xml).toContain("<ram:LineTotalAmount>38.00</ram:LineTotalAmount>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">7.22</ram:TaxTotalAmount>');
    expect(xml).toContain("<ram:GrandTotalAmount>45.22</ram:GrandTotalAmount>");
    expect(xml).toContain("<ram:DuePayableAmount>45.22</ram:DuePayableAmount>");
    // well-formed enough: every opened element is closed, in order
    const stack: string[] = [];
    for (const m of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
      if (m[3]) continue;
      if (m[1]) expect(stack.pop()).toBe(m[2]);
      else stack.push(m[2]!);
    }
    expect(stack).toEqual([]);
  });
});

// the demo's documents (seed/documents.mjs): what the page, the PDFs and the XML show
describe("the seeded documents", () => {
  const today = "2026-11-29";
  const docs = documentsOf(today);
  it("three years of monthly invoices per demo company, numbers unique and of the provider's form", () => {
    for (const id of ["100101", "100102", "100103", "100201", "100301"]) {
      const invoices = docs.filter((d) => d.companyId === id && d.type === "INVOICE");
      expect(invoices).toHaveLength(36);
      expect(invoices.at(-1)!.issuedOn).toBe("2026-11-01");
      expect(invoices[0]!.issuedOn).toBe("2023-12-01");
    }
    expect(new Set(docs.map((d) => d.number)).size).toBe(docs.length);
    for (const d of docs) {
      expect(d.number).toMatch(DOCUMENT_NUMBER);
      expect(typeFits(d.source, d.type)).toBe(true);
    }
  });
  it("each document's totals are those of its positions (the rule the PDF and the XML apply)", () => {
    for (const d of docs) {
      expect(totalsOf(d.lines)).toMatchObject({ netCents: d.netCents, taxCents: d.taxCents, grossCents: d.grossCents });
      for (const l of d.lines) expect(l.netCents).toBe(l.quantity * l.unitNetCents);
    }
  });
  it("a credit note corrects an invoice of its company; one order confirmation is past retention", () => {
    for (const c of docs.filter((d) => d.type === "CREDIT_NOTE")) {
      expect(docs.find((d) => d.number === c.refersTo)).toMatchObject({ companyId: c.companyId, type: "INVOICE" });
    }
    expect(docs.filter((d) => !isRetained(d.issuedOn, today)).map((d) => d.number)).toEqual(["AB-2017-000022"]);
  });
});
