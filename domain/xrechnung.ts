/**
 * An invoice as XRechnung 3.0 (EN 16931, UN/CEFACT CII syntax): the electronic
 * invoice German businesses must be able to receive since 1 January 2025
 * (§ 14 Abs. 1 UStG as of the Wachstumschancengesetz). Written from the same
 * issued document as its PDF (decision 065), so both name the same figures.
 * The EN 16931 terms are named beside the elements (BT-…, BG-…). No I/O.
 */
import { CURRENCY, decimalOf, dueDate, SELLER, totalsOf, type IssuedDocument } from "./documents";

/** The specification identifier (EN 16931 BT-24) of XRechnung 3.0. */
export const XRECHNUNG_GUIDELINE = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
/** The business process (BT-23): Peppol billing, as XRechnung 3.0 asks. */
export const XRECHNUNG_PROCESS = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";
/** UNTDID 1001: a commercial invoice (BT-3). */
export const INVOICE_TYPE_CODE = "380";
/** UNTDID 4461: SEPA credit transfer (BT-81). */
export const PAYMENT_MEANS_SEPA = "58";
/** UN/ECE Recommendation 20: month, the unit of every position (BT-130). */
export const UNIT_MONTH = "MON";

const NS = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
};

/** Text for XML content and attributes: &, <, >, " and ' escaped; characters XML 1.0 forbids dropped. */
export function xmlText(s: string): string {
  return s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A date in CII's format 102: 2026-11-01 → 20261101. */
const date102 = (d: string) => `<udt:DateTimeString format="102">${d.replace(/-/g, "")}</udt:DateTimeString>`;
const el = (name: string, content: string, attrs = "") => `<${name}${attrs}>${content}</${name}>`;
const txt = (name: string, value: string, attrs = "") => el(name, xmlText(value), attrs);
const period = (from: string, to: string) =>
  el("ram:BillingSpecifiedPeriod", el("ram:StartDateTime", date102(from)) + el("ram:EndDateTime", date102(to)));
const address = (a: { zipCode: string; street: string; city: string; countryCode: string }) =>
  el("ram:PostalTradeAddress", txt("ram:PostcodeCode", a.zipCode) + txt("ram:LineOne", a.street) + txt("ram:CityName", a.city) + txt("ram:CountryID", a.countryCode));
const electronicAddress = (email: string) => el("ram:URIUniversalCommunication", txt("ram:URIID", email, ' schemeID="EM"'));

/** The invoice as XRechnung CII XML (UTF-8, one line per element). */
export function xrechnungXml(doc: IssuedDocument): string {
  const totals = totalsOf(doc.lines);
  const lines = doc.lines.map((l) =>
    el(
      "ram:IncludedSupplyChainTradeLineItem", // BG-25
      el("ram:AssociatedDocumentLineDocument", txt("ram:LineID", String(l.position))) + // BT-126
        el("ram:SpecifiedTradeProduct", txt("ram:SellerAssignedID", l.sku) + txt("ram:Name", l.description)) + // BT-155, BT-153
        el("ram:SpecifiedLineTradeAgreement", el("ram:NetPriceProductTradePrice", txt("ram:ChargeAmount", decimalOf(l.unitNetCents)))) + // BT-146
        el("ram:SpecifiedLineTradeDelivery", txt("ram:BilledQuantity", String(l.quantity), ` unitCode="${UNIT_MONTH}"`)) + // BT-129, BT-130
        el(
          "ram:SpecifiedLineTradeSettlement",
          el("ram:ApplicableTradeTax", txt("ram:TypeCode", "VAT") + txt("ram:CategoryCode", "S") + txt("ram:RateApplicablePercent", String(l.taxRate))) + // BT-151, BT-152
            period(l.periodFrom, l.periodTo) + // BT-134, BT-135
            el("ram:SpecifiedTradeSettlementLineMonetarySummation", txt("ram:LineTotalAmount", decimalOf(l.netCents))), // BT-131
        ),
    ),
  );
  const seller = el(
    "ram:SellerTradeParty", // BG-4
    txt("ram:Name", SELLER.name) + // BT-27
      el("ram:SpecifiedLegalOrganization", txt("ram:TradingBusinessName", SELLER.name)) +
      el(
        "ram:DefinedTradeContact", // BG-6
        txt("ram:PersonName", "Buchhaltung") + el("ram:TelephoneUniversalCommunication", txt("ram:CompleteNumber", SELLER.phone)) + el("ram:EmailURIUniversalCommunication", txt("ram:URIID", SELLER.email)),
      ) +
      address(SELLER) + // BG-5
      electronicAddress(SELLER.email) + // BT-34
      el("ram:SpecifiedTaxRegistration", txt("ram:ID", SELLER.vatId, ' schemeID="VA"')) + // BT-31
      el("ram:SpecifiedTaxRegistration", txt("ram:ID", SELLER.taxNumber, ' schemeID="FC"')), // BT-32
  );
  const buyer = el(
    "ram:BuyerTradeParty", // BG-7
    txt("ram:Name", doc.buyer.name) + address({ ...doc.buyer, countryCode: "DE" }) + electronicAddress(doc.buyer.email), // BT-44, BG-8, BT-49
  );
  const taxes = totals.byRate.map((t) =>
    el(
      "ram:ApplicableTradeTax", // BG-23
      txt("ram:CalculatedAmount", decimalOf(t.taxCents)) + // BT-117
        txt("ram:TypeCode", "VAT") +
        txt("ram:BasisAmount", decimalOf(t.netCents)) + // BT-116
        txt("ram:CategoryCode", "S") + // BT-118
        txt("ram:RateApplicablePercent", String(t.rate)), // BT-119
    ),
  );
  const due = dueDate(doc.issuedOn);
  const settlement = el(
    "ram:ApplicableHeaderTradeSettlement",
    txt("ram:PaymentReference", doc.number) + // BT-83
      txt("ram:InvoiceCurrencyCode", CURRENCY) + // BT-5
      el(
        "ram:SpecifiedTradeSettlementPaymentMeans", // BG-16
        txt("ram:TypeCode", PAYMENT_MEANS_SEPA) + // BT-81
          el("ram:PayeePartyCreditorFinancialAccount", txt("ram:IBANID", SELLER.bank.iban) + txt("ram:AccountName", SELLER.name)) + // BT-84, BT-85
          el("ram:PayeeSpecifiedCreditorFinancialInstitution", txt("ram:BICID", SELLER.bank.bic)), // BT-86
      ) +
      taxes.join("") +
      period(doc.periodFrom, doc.periodTo) + // BT-73, BT-74
      el("ram:SpecifiedTradePaymentTerms", txt("ram:Description", `Zahlbar ohne Abzug bis ${due.split("-").reverse().join(".")}.`) + el("ram:DueDateDateTime", date102(due))) + // BT-20, BT-9
      el(
        "ram:SpecifiedTradeSettlementHeaderMonetarySummation", // BG-22
        txt("ram:LineTotalAmount", decimalOf(totals.netCents)) + // BT-106
          txt("ram:TaxBasisTotalAmount", decimalOf(totals.netCents)) + // BT-109
          txt("ram:TaxTotalAmount", decimalOf(totals.taxCents), ` currencyID="${CURRENCY}"`) + // BT-110
          txt("ram:GrandTotalAmount", decimalOf(totals.grossCents)) + // BT-112
          txt("ram:DuePayableAmount", decimalOf(totals.grossCents)), // BT-115
      ) +
      (doc.refersTo ? el("ram:InvoiceReferencedDocument", txt("ram:IssuerAssignedID", doc.refersTo)) : ""), // BT-25
  );
  const notes = [doc.note, `${SELLER.name}, ${SELLER.register}, Geschäftsführung: ${SELLER.managingDirectors}`].filter((n): n is string => Boolean(n));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rsm:CrossIndustryInvoice xmlns:rsm="${NS.rsm}" xmlns:ram="${NS.ram}" xmlns:udt="${NS.udt}" xmlns:qdt="${NS.qdt}">` +
    el(
      "rsm:ExchangedDocumentContext",
      el("ram:BusinessProcessSpecifiedDocumentContextParameter", txt("ram:ID", XRECHNUNG_PROCESS)) + // BT-23
        el("ram:GuidelineSpecifiedDocumentContextParameter", txt("ram:ID", XRECHNUNG_GUIDELINE)), // BT-24
    ) +
    el(
      "rsm:ExchangedDocument",
      txt("ram:ID", doc.number) + // BT-1
        txt("ram:TypeCode", INVOICE_TYPE_CODE) + // BT-3
        el("ram:IssueDateTime", date102(doc.issuedOn)) + // BT-2
        notes.map((n) => el("ram:IncludedNote", txt("ram:Content", n))).join(""), // BT-22
    ) +
    el(
      "rsm:SupplyChainTradeTransaction",
      lines.join("") +
        el("ram:ApplicableHeaderTradeAgreement", txt("ram:BuyerReference", doc.buyer.reference) + seller + buyer) + // BT-10
        "<ram:ApplicableHeaderTradeDelivery/>" +
        settlement,
    ) +
    "</rsm:CrossIndustryInvoice>\n"
  ).replace(/></g, ">\n<");
}
