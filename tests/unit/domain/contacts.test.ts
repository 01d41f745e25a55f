import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import {
  CONTACT_MESSAGES,
  CONTACTS_RULES,
  contactsFormValues,
  contactsProblems,
  describeContacts,
  MAX_CONTACTS,
  storedContacts,
  type ContactPerson,
} from "#domain/contacts";

// spec §2 firmendaten/ansprechpartner, spec §5 phone/mobile/e-mail; decision 081
const row = (p: Record<string, unknown> = {}) => ({
  salutation: "Herr",
  firstName: "Lars",
  lastName: "Krüger",
  position: "Filialleitung",
  phone: "",
  mobile: "",
  email: "l.krueger@example.com",
  invoices: "on",
  ...p,
});
const check = (contacts: unknown[]) => checkRules((name) => ({ contacts })[name as "contacts"], CONTACTS_RULES, contactsProblems);

describe("the contacts' rules (the page's form, the portal's action and /api alike)", () => {
  it("a list with an invoice recipient passes; numbers and e-mail as people write them", () => {
    const r = check([row({ phone: "(0221) 123 45 67", mobile: "+49 171 2345678" }), row({ salutation: "", firstName: "", invoices: undefined, email: "" })]);
    expect(r.error).toBeNull();
    expect(r.value!.contacts[1]).toMatchObject({ salutation: "", firstName: "", invoices: false, productNews: false });
  });

  it("an empty list passes: no one to send invoices to is asked for when no one is listed", () => {
    expect(check([]).error).toBeNull();
  });

  it("a person needs a last name; a first name alone is not enough", () => {
    expect(check([row({ lastName: "" })]).error).toEqual({ "contacts[0].lastName": [CONTACT_MESSAGES.lastName] });
  });

  it("spec §5: a phone or mobile that is no German number, an e-mail without a domain, a salutation not offered", () => {
    const r = check([row({ phone: "123", mobile: "0221 1234567", email: "a@b", salutation: "Dr." })]);
    expect(Object.keys(r.error ?? {}).sort()).toEqual(["contacts[0].email", "contacts[0].mobile", "contacts[0].phone", "contacts[0].salutation"]);
  });

  it("decision 081: someone listed must get the invoices; invoices or news need an e-mail address", () => {
    expect(check([row({ invoices: undefined })]).error).toEqual({ contacts: [CONTACT_MESSAGES.noInvoiceRecipient] });
    expect(check([row({ email: "" })]).error).toEqual({ "contacts[0].email": [CONTACT_MESSAGES.invoicesWithoutEmail] });
    expect(check([row(), row({ invoices: undefined, productNews: "on", email: "" })]).error).toEqual({ "contacts[1].email": [CONTACT_MESSAGES.newsWithoutEmail] });
    // several invoice recipients are fine (the accounts department and the owner)
    expect(check([row(), row({ lastName: "Schmidt" })]).error).toBeNull();
  });

  it(`at most ${MAX_CONTACTS} persons`, () => {
    expect(check(Array.from({ length: MAX_CONTACTS }, () => row())).error).toBeNull();
    expect(check(Array.from({ length: MAX_CONTACTS + 1 }, () => row())).error).toEqual({ contacts: [CONTACT_MESSAGES.tooMany] });
  });
});

describe("stored and shown", () => {
  it("stores numbers in their national form and empty fields as null, in the order typed", () => {
    const r = check([row({ phone: "+49 (0) 221 / 12 34 56 7", mobile: "0171/2345678" }), row({ lastName: "Yılmaz", salutation: "", position: "", email: "" , invoices: undefined})]);
    expect(storedContacts(r.value!)).toEqual([
      { salutation: "Herr", firstName: "Lars", lastName: "Krüger", position: "Filialleitung", phone: "0221 1234567", mobile: "0171 2345678", email: "l.krueger@example.com", getsInvoices: true, getsProductNews: false },
      { salutation: null, firstName: "Lars", lastName: "Yılmaz", position: null, phone: null, mobile: null, email: null, getsInvoices: false, getsProductNews: false },
    ]);
  });

  it("the form's values from the account's persons; a salutation the form does not offer shows as none", () => {
    const stored: ContactPerson = { id: 1, salutation: "Dr.", first_name: "Eva", last_name: "Roth", position: null, phone: "0221 1", mobile: null, email: "e@r.de", gets_invoices: true, gets_product_news: false };
    expect(contactsFormValues([stored])).toEqual({
      contacts: [{ salutation: "", firstName: "Eva", lastName: "Roth", position: "", phone: "0221 1", mobile: "", email: "e@r.de", invoices: true, productNews: false }],
    });
  });

  it("describes the persons as lines (the stored ones after a 409, the typed ones after a company switch)", () => {
    expect(describeContacts({ contacts: [row({ phone: "0221 1234567", productNews: "on" }), { lastName: "", email: "" }] })).toEqual([
      "Herr Lars Krüger, Filialleitung – Telefon 0221 1234567, l.krueger@example.com – erhält die Rechnungen und Neuigkeiten zu Produkten",
    ]);
    expect(describeContacts({ contacts: [] })).toEqual(["Keine Ansprechpartner angegeben"]);
    expect(describeContacts(null)).toEqual(["Keine Ansprechpartner angegeben"]);
  });
});
