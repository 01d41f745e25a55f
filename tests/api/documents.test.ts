import { env } from "cloudflare:test";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { documentsOf, documentStatements, type SeededDocument } from "../../seed/documents.mjs";
import { pdfText } from "../e2e/pdf-text";
import { formatDateWire } from "#domain/format";
import { decimalOf, euro, oldestRetained, periodText, SELLER, totalsOf } from "#domain/documents";
import { XRECHNUNG_GUIDELINE } from "#domain/xrechnung";
import { call, seedDemoData, tokensFor } from "./helpers";

// spec §7 GET /api/customer/getDocuments, downloadDocument?documentSource&documentType&documentNumber;
// decisions 064–067 (downloadDocument's format=xml, downloadDocuments?year)
const COMPANY = "100101"; // Bäckerei Krüger: invoices, two credit notes, order confirmations
const OTHER = "100201"; // Schreinerei Wagner: einzel@example.com's, not kunde@example.com's
const today = formatDateWire(new Date());
const seeded = documentsOf(today, [COMPANY, OTHER]);
const own = seeded.filter((d) => d.companyId === COMPANY && d.issuedOn >= oldestRetained(today));
const newestFirst = (a: SeededDocument, b: SeededDocument) => b.issuedOn.localeCompare(a.issuedOn) || b.number.localeCompare(a.number);
const invoice = own.filter((d) => d.type === "INVOICE").sort(newestFirst)[0]!;
const creditNote = own.find((d) => d.type === "CREDIT_NOTE")!;
const order = own.find((d) => d.type === "ORDER_CONFIRMATION")!;
const foreign = seeded.find((d) => d.companyId === OTHER && d.type === "INVOICE")!;
/** A document of 100101 issued nine years back: past retention (decision 066). */
const expired = { number: `R-${Number(today.slice(0, 4)) - 9}-005001`, issuedOn: `${Number(today.slice(0, 4)) - 9}-06-01` };
let token = "";

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(documentStatements(today, [COMPANY, OTHER]).map((s) => env.DB.prepare(s)));
  await env.DB.prepare(
    "INSERT INTO documents (number, company_id, source, type, issued_on, period_from, period_to, buyer_name, buyer_street, buyer_zip_code, buyer_city, buyer_email, buyer_reference, net_cents, tax_cents, gross_cents) VALUES (?, ?, 'BILLING', 'INVOICE', ?, ?, ?, 'Bäckerei Krüger GmbH', 'Hauptstraße 12', '50667', 'Köln', 'info@baeckerei-krueger.example', '100101', 100, 19, 119)",
  )
    .bind(expired.number, COMPANY, expired.issuedOn, expired.issuedOn, expired.issuedOn)
    .run();
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const list = (query: Record<string, string> = {}, accountId = COMPANY) => call("GET", "/customer/getDocuments", { token, query: { accountId, ...query } });
/** A file answer: status, headers and bytes. */
async function fetchFile(path: string, query: Record<string, string>, accountId = COMPANY) {
  const qs = new URLSearchParams({ accountId, ...query });
  const res = await api.request(`/api/customer/${path}?${qs}`, { headers: { Authorization: `Bearer ${token}`, "X-Requested-With": "XMLHttpRequest" } }, env);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const download = (d: { source: string; type: string; number: string }, format?: string, accountId = COMPANY) =>
  fetchFile("downloadDocument", { documentSource: d.source, documentType: d.type, documentNumber: d.number, ...(format ? { format } : {}) }, accountId);
const de = (d: string) => periodText(d, d);
/** A PDF's text with WinAnsi's letters beyond Latin-1 read as such (€, –, ›, „“). */
async function pdfOf(bytes: Buffer) {
  const p = await pdfText(bytes);
  const cp1252: Record<string, string> = { "\x80": "€", "\x96": "–", "\x9b": "›", "\x84": "„", "\x93": "“" };
  return { ...p, text: p.text.replace(/[\x80\x84\x93\x96\x9b]/g, (c) => cp1252[c]!) };
}

/** The text of one element (the first, or all), by its qualified name. */
const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((m) => m[1]!);
const one = (xml: string, name: string) => all(xml, name)[0];
/** The content of an element holding others. */
const block = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1] ?? "";
const unescape = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

describe("GET /api/customer/getDocuments", () => {
  it("the newest year's documents, newest first, with number, date and amounts; the years newest first; nothing past retention", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const years = [...new Set(own.map((d) => Number(d.issuedOn.slice(0, 4))))].sort((a, b) => b - a);
    expect(res.json.data.years).toEqual(years);
    expect(res.json.data.year).toBe(years[0]);
    expect(res.json.data.retentionYears).toBe(8);
    const ofYear = own.filter((d) => d.issuedOn.startsWith(`${years[0]}-`)).sort(newestFirst);
    expect(res.json.data.documents).toEqual(
      ofYear.map((d) => ({
        documentSource: d.source,
        documentType: d.type,
        documentNumber: d.number,
        date: d.issuedOn,
        periodFrom: d.periodFrom,
        periodTo: d.periodTo,
        netCents: d.netCents,
        taxCents: d.taxCents,
        grossCents: d.grossCents,
        refersTo: d.refersTo,
      })),
    );
    // three years of monthly invoices
    expect(own.filter((d) => d.type === "INVOICE")).toHaveLength(36);
    expect(res.json.data.years).not.toContain(Number(expired.issuedOn.slice(0, 4)));
  });

  it("a year asked for: its documents; a year without any: an empty list; not a year: 422 at the field", async () => {
    const year = Number(today.slice(0, 4)) - 2;
    const res = await list({ year: String(year) });
    expect(res.json.data.year).toBe(year);
    expect(res.json.data.documents.map((d: { documentNumber: string }) => d.documentNumber)).toEqual(own.filter((d) => d.issuedOn.startsWith(`${year}-`)).sort(newestFirst).map((d) => d.number));
    const none = await list({ year: "1999" });
    expect(none.status).toBe(200);
    expect(none.json.data).toMatchObject({ year: 1999, documents: [] });
    const bad = await list({ year: "20x5" });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0].field).toBe("year");
  });

  it("another company's list: 403", async () => {
    expect((await list({}, OTHER)).status).toBe(403);
  });
});

describe("GET /api/customer/downloadDocument", () => {
  it("an invoice as PDF with the fields of § 14 Abs. 4 UStG and its totals", async () => {
    const res = await download(invoice);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain(`filename="Rechnung_${invoice.number}.pdf"`);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const pdf = await pdfOf(res.bytes);
    expect(pdf.title).toBe(`Rechnung ${invoice.number}`);
    const text = pdf.text;
    // Nr. 1: the seller's and the buyer's full name and address
    for (const s of [SELLER.name, SELLER.street, `${SELLER.zipCode} ${SELLER.city}`, invoice.buyer.name, invoice.buyer.street, `${invoice.buyer.zipCode} ${invoice.buyer.city}`]) expect(text).toContain(s);
    // Nr. 2: tax number and VAT id; Nr. 3: the date; Nr. 4: the number; Nr. 6: the period of service
    expect(text).toContain(SELLER.taxNumber);
    expect(text).toContain(SELLER.vatId);
    expect(text).toMatch(new RegExp(`Rechnungsdatum\\n${de(invoice.issuedOn).replace(/\./g, "\\.")}`));
    expect(text).toContain(invoice.number);
    expect(text).toContain(periodText(invoice.periodFrom, invoice.periodTo));
    // Nr. 5: quantity and kind of service, each position
    for (const l of invoice.lines) {
      expect(text).toContain(l.description);
      expect(text).toContain(euro(l.netCents));
    }
    expect(text.match(/\n1 Monat\n/g)?.length).toBe(invoice.lines.length);
    // Nr. 7 and 8: net by rate, the rate and the tax; the gross amount
    const totals = totalsOf(invoice.lines);
    expect(totals).toMatchObject({ netCents: invoice.netCents, taxCents: invoice.taxCents, grossCents: invoice.grossCents });
    expect(text).toContain(`Summe netto\n${euro(invoice.netCents)}`);
    expect(text).toContain(`Umsatzsteuer 19 % auf ${euro(invoice.netCents)}\n${euro(invoice.taxCents)}`);
    expect(text).toContain(`Gesamtbetrag brutto\n${euro(invoice.grossCents)}`);
  });

  it("the invoice as XRechnung: every mandatory EN 16931 term, equal to the PDF's figures", async () => {
    const [res, pdfRes] = await Promise.all([download(invoice, "xml"), download(invoice)]);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain(`filename="Rechnung_${invoice.number}.xml"`);
    const xml = res.bytes.toString("utf8");
    const pdf = (await pdfOf(pdfRes.bytes)).text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rsm:CrossIndustryInvoice /);
    const context = block(xml, "rsm:ExchangedDocumentContext");
    expect(one(block(context, "ram:GuidelineSpecifiedDocumentContextParameter"), "ram:ID")).toBe(XRECHNUNG_GUIDELINE); // BT-24
    const header = block(xml, "rsm:ExchangedDocument");
    expect(one(header, "ram:ID")).toBe(invoice.number); // BT-1
    expect(one(header, "ram:TypeCode")).toBe("380"); // BT-3
    expect(one(header, "udt:DateTimeString")).toBe(invoice.issuedOn.replace(/-/g, "")); // BT-2
    expect(pdf).toContain(de(invoice.issuedOn));
    const agreement = block(xml, "ram:ApplicableHeaderTradeAgreement");
    expect(one(agreement, "ram:BuyerReference")).toBe(invoice.buyer.reference); // BT-10
    const seller = block(agreement, "ram:SellerTradeParty");
    expect(one(seller, "ram:Name")).toBe(SELLER.name); // BT-27
    expect(one(seller, "ram:LineOne")).toBe(SELLER.street); // BT-35
    expect(one(seller, "ram:PostcodeCode")).toBe(SELLER.zipCode); // BT-38
    expect(one(seller, "ram:CityName")).toBe(SELLER.city); // BT-37
    expect(one(seller, "ram:CountryID")).toBe("DE"); // BT-40
    expect(seller).toContain(`<ram:ID schemeID="VA">${SELLER.vatId}</ram:ID>`); // BT-31
    expect(seller).toContain(`<ram:URIID schemeID="EM">${SELLER.email}</ram:URIID>`); // BT-34
    expect(one(seller, "ram:PersonName")).toBeTruthy(); // BT-41
    expect(one(seller, "ram:CompleteNumber")).toBeTruthy(); // BT-42
    const buyer = block(agreement, "ram:BuyerTradeParty");
    expect(unescape(one(buyer, "ram:Name")!)).toBe(invoice.buyer.name); // BT-44
    expect(unescape(one(buyer, "ram:LineOne")!)).toBe(invoice.buyer.street); // BT-50
    expect(one(buyer, "ram:PostcodeCode")).toBe(invoice.buyer.zipCode); // BT-53
    expect(one(buyer, "ram:CityName")).toBe(invoice.buyer.city); // BT-52
    expect(buyer).toContain(`<ram:URIID schemeID="EM">${invoice.buyer.email}</ram:URIID>`); // BT-49
    const settlement = block(xml, "ram:ApplicableHeaderTradeSettlement");
    expect(one(settlement, "ram:InvoiceCurrencyCode")).toBe("EUR"); // BT-5
    expect(one(block(settlement, "ram:SpecifiedTradeSettlementPaymentMeans"), "ram:TypeCode")).toBe("58"); // BT-81
    expect(one(settlement, "ram:IBANID")).toBe(SELLER.bank.iban); // BT-84
    expect(pdf).toContain(SELLER.bank.iban);
    // BT-73/74: the period of service, as the PDF's
    const period = block(settlement, "ram:BillingSpecifiedPeriod");
    expect(all(period, "udt:DateTimeString")).toEqual([invoice.periodFrom.replace(/-/g, ""), invoice.periodTo.replace(/-/g, "")]);
    // BG-23: the tax breakdown, one rate
    const tax = block(settlement, "ram:ApplicableTradeTax");
    expect(one(tax, "ram:BasisAmount")).toBe(decimalOf(invoice.netCents)); // BT-116
    expect(one(tax, "ram:CalculatedAmount")).toBe(decimalOf(invoice.taxCents)); // BT-117
    expect(one(tax, "ram:CategoryCode")).toBe("S"); // BT-118
    expect(one(tax, "ram:RateApplicablePercent")).toBe("19"); // BT-119
    expect(pdf).toContain(`Umsatzsteuer 19 % auf ${euro(invoice.netCents)}\n${euro(invoice.taxCents)}`);
    // BG-22: the totals, each equal to the PDF's
    const sums = block(settlement, "ram:SpecifiedTradeSettlementHeaderMonetarySummation");
    expect(one(sums, "ram:LineTotalAmount")).toBe(decimalOf(invoice.netCents)); // BT-106
    expect(one(sums, "ram:TaxBasisTotalAmount")).toBe(decimalOf(invoice.netCents)); // BT-109
    expect(sums).toContain(`<ram:TaxTotalAmount currencyID="EUR">${decimalOf(invoice.taxCents)}</ram:TaxTotalAmount>`); // BT-110
    expect(one(sums, "ram:GrandTotalAmount")).toBe(decimalOf(invoice.grossCents)); // BT-112
    expect(one(sums, "ram:DuePayableAmount")).toBe(decimalOf(invoice.grossCents)); // BT-115
    expect(pdf).toContain(`Summe netto\n${euro(invoice.netCents)}`);
    expect(pdf).toContain(`Gesamtbetrag brutto\n${euro(invoice.grossCents)}`);
    // BG-25: each line with its quantity, net price, VAT category and rate, as the PDF's
    const items = [...xml.matchAll(/<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(invoice.lines.length);
    items.forEach((item, i) => {
      const l = invoice.lines[i]!;
      expect(one(item, "ram:LineID")).toBe(String(l.position)); // BT-126
      expect(unescape(one(item, "ram:Name")!)).toBe(l.description); // BT-153
      expect(item).toContain(`<ram:BilledQuantity unitCode="MON">${l.quantity}</ram:BilledQuantity>`); // BT-129, BT-130
      expect(one(item, "ram:ChargeAmount")).toBe(decimalOf(l.unitNetCents)); // BT-146
      expect(one(item, "ram:CategoryCode")).toBe("S"); // BT-151
      expect(one(item, "ram:RateApplicablePercent")).toBe(String(l.taxRate)); // BT-152
      expect(one(item, "ram:LineTotalAmount")).toBe(decimalOf(l.netCents)); // BT-131
      expect(pdf).toContain(euro(l.unitNetCents));
    });
  });

  it("a credit note and an order confirmation as PDF; an XRechnung only for invoices", async () => {
    const credit = await download(creditNote);
    expect(credit.status).toBe(200);
    expect(credit.headers.get("Content-Disposition")).toContain(`filename="Gutschrift_${creditNote.number}.pdf"`);
    const ct = (await pdfOf(credit.bytes)).text;
    expect(ct).toContain(`Gutschrift (Rechnungskorrektur) ${creditNote.number}`);
    expect(ct).toContain(`Zur Rechnung\n${creditNote.refersTo}`);
    expect(ct).toContain(`Gutschriftsbetrag brutto\n${euro(creditNote.grossCents)}`);
    const ab = await download(order);
    expect(ab.status).toBe(200);
    expect(ab.headers.get("Content-Disposition")).toContain(`filename="Auftragsbestaetigung_${order.number}.pdf"`);
    expect((await pdfOf(ab.bytes)).text).toContain(`Auftragsbestätigung ${order.number}`);
    const xml = await download(creditNote, "xml");
    expect(xml.status).toBe(404);
    expect(xml.headers.get("Content-Type")).toContain("application/json");
  });

  it("another company's number 403; made up, mismatched, past retention 404; never a file", async () => {
    const refusals: [Parameters<typeof download>[0], number, string?][] = [
      [foreign, 403],
      [{ ...foreign, number: invoice.number.replace(/\d{3}$/, "999") }, 404],
      [{ source: "BILLING", type: "CREDIT_NOTE", number: invoice.number }, 404],
      [{ source: "CONTRACT", type: "INVOICE", number: invoice.number }, 404],
      [{ source: "BILLING", type: "INVOICE", number: "../../etc/passwd" }, 404],
      [{ source: "ARCHIV", type: "INVOICE", number: invoice.number }, 404],
      [{ source: "BILLING", type: "INVOICE", number: expired.number }, 404],
      [invoice, 404, "docx"],
      [foreign, 403, "xml"],
    ];
    for (const [d, status, format] of refusals) {
      const res = await download(d, format);
      expect(res.status, `${d.source}/${d.type}/${d.number} ${format ?? ""}`).toBe(status);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(res.bytes.subarray(0, 4).toString("latin1")).not.toBe("%PDF");
    }
    // the foreign company as accountId: the company check's 403
    expect((await download(foreign, undefined, OTHER)).status).toBe(403);
    // a parameter missing: 400
    expect((await fetchFile("downloadDocument", { documentSource: "BILLING", documentType: "INVOICE" })).status).toBe(400);
  });
});

/** The ZIP's central directory: each entry's name, CRC-32, sizes and method (stored: 0). */
function centralDirectory(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; crc: number; method: number; size: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    entries.push({ method: zip.readUInt16LE(at + 10), crc: zip.readUInt32LE(at + 16), size: zip.readUInt32LE(at + 24), offset: zip.readUInt32LE(at + 42), name: zip.toString("utf8", at + 46, at + 46 + nameLength) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

describe("GET /api/customer/downloadDocuments (decision 067)", () => {
  it("a year's documents as ZIP: each PDF, each invoice's XRechnung beside it, CRC-32 right", async () => {
    const year = Number(today.slice(0, 4)) - 1;
    const res = await fetchFile("downloadDocuments", { year: String(year) });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toContain(`filename="Dokumente_Baeckerei_Krueger_GmbH_${year}.zip"`);
    const ofYear = own.filter((d) => d.issuedOn.startsWith(`${year}-`)).sort(newestFirst);
    const prefix = { INVOICE: "Rechnung", CREDIT_NOTE: "Gutschrift", ORDER_CONFIRMATION: "Auftragsbestaetigung" } as const;
    const names = ofYear.flatMap((d) => [`${prefix[d.type]}_${d.number}.pdf`, ...(d.type === "INVOICE" ? [`${prefix[d.type]}_${d.number}.xml`] : [])]);
    const entries = centralDirectory(res.bytes);
    expect(entries.map((e) => e.name).sort()).toEqual([...names].sort());
    const files = unzipSync(new Uint8Array(res.bytes));
    for (const e of entries) {
      expect(e.method).toBe(0);
      expect(crc32(files[e.name]!)).toBe(e.crc);
      expect(files[e.name]!.byteLength).toBe(e.size);
    }
    const first = ofYear.find((d) => d.type === "INVOICE")!;
    const pdf = await pdfOf(Buffer.from(files[`Rechnung_${first.number}.pdf`]!));
    expect(pdf.title).toBe(`Rechnung ${first.number}`);
    expect(Buffer.from(files[`Rechnung_${first.number}.xml`]!).toString("utf8")).toContain(`<ram:GrandTotalAmount>${decimalOf(first.grossCents)}</ram:GrandTotalAmount>`);
  });

  it("a year without documents 404, no year or not one 400", async () => {
    expect((await fetchFile("downloadDocuments", { year: "1999" })).status).toBe(404);
    expect((await fetchFile("downloadDocuments", { year: expired.issuedOn.slice(0, 4) })).status).toBe(404);
    expect((await fetchFile("downloadDocuments", {})).status).toBe(400);
    expect((await fetchFile("downloadDocuments", { year: "abcd" })).status).toBe(400);
  });
});
