import { EMPTY_SECTIONS } from "./entry-fixture";
import { describe, expect, it } from "vitest";
import { checkRules, type Rules } from "#domain/form-rules";
import {
  ENTRY_COMPANY_RULES,
  ENTRY_CONFLICT_MESSAGE,
  ENTRY_SECTIONS,
  ENTRY_TABS,
  entryTab,
  tabOfSection,
  joinShippingStreet,
  parseVersion,
  sectionValues,
  type Entry,
} from "#domain/entry";
import { splitShippingStreet } from "#domain/validation";
import { LOGO_SLOGAN_API_RULES as ENTRY_LOGO_SLOGAN_RULES, LOGO_SLOGAN_FORM_RULES } from "#domain/entry-sections/logo-slogan";

/** A complete, valid "Firmendaten" form. */
const COMPANY = {
  company_name: "Bäckerei Krüger GmbH",
  street: "Hauptstraße",
  houseNumber: "12",
  zipCode: "50667",
  city: "Köln",
  phone: "0221 1234567",
  mobile: "0171 2345678",
  fax: "0221 1234569",
  email: "info@baeckerei-krueger.example",
};
const LOGO_SLOGAN = { slogan: "Frisch gebacken seit 1928", logoUrl: "https://bilder.example/baeckerei-krueger/logo.png" };

const ENTRY: Entry = {
  company_name: "Bäckerei Krüger GmbH",
  ShippingStreet: "Hauptstraße 12",
  ShippingPostalCode: "50667",
  ShippingCity: "Köln",
  Phone: "0221 1234567",
  MobilePhone: "0171 2345678",
  Fax: "0221 1234569",
  Email: "info@baeckerei-krueger.example",
  slogan: "Frisch gebacken seit 1928",
  media_owner: [{ Type__c: "LOGO", Url: "https://bilder.example/baeckerei-krueger/logo.png" }],
  ...EMPTY_SECTIONS,
  version: 1,
  updated_at: "2026-10-01T09:00:00.000Z",
};

/** The error of one field when only that field of a valid form is changed (null: accepted). */
function fieldError<R extends Rules>(rules: R, base: Record<string, string>, field: keyof R & string, value: unknown) {
  const values: Record<string, unknown> = { ...base, [field]: value };
  const result = checkRules((name) => values[name], rules);
  if (!result.error) return null;
  expect(Object.keys(result.error)).toEqual([field]);
  return result.error[field]![0];
}
const companyError = (field: keyof typeof ENTRY_COMPANY_RULES, value: unknown) => fieldError(ENTRY_COMPANY_RULES, COMPANY, field, value);
const logoSloganError = (field: keyof typeof ENTRY_LOGO_SLOGAN_RULES & string, value: unknown) =>
  fieldError(ENTRY_LOGO_SLOGAN_RULES, LOGO_SLOGAN, field, value);

describe("ENTRY_COMPANY_RULES (section Firmendaten)", () => {
  it("accepts the seeded company data", () => {
    expect(checkRules((name) => COMPANY[name as keyof typeof COMPANY], ENTRY_COMPANY_RULES)).toEqual({ value: COMPANY, error: null });
  });

  it("needs name, street, house number, zip and city; phone, mobile, fax and email may stay empty", () => {
    const result = checkRules(() => "", ENTRY_COMPANY_RULES);
    expect(result.error).toEqual({
      company_name: ["Bitte geben Sie den Firmennamen ein."],
      street: ["Bitte geben Sie die Straße ein."],
      houseNumber: ["Bitte geben Sie die Hausnummer ein."],
      zipCode: ["Bitte geben Sie die Postleitzahl ein."],
      city: ["Bitte geben Sie den Ort ein."],
    });
    const optionalEmpty = checkRules((name) => ({ ...COMPANY, phone: "", mobile: " ", fax: "", email: "" })[name], ENTRY_COMPANY_RULES);
    expect(optionalEmpty.value).toEqual({ ...COMPANY, phone: "", mobile: "", fax: "", email: "" });
  });

  describe("company_name", () => {
    it("accepts 120 characters and refuses 121", () => {
      expect(companyError("company_name", "Ä".repeat(120))).toBeNull();
      expect(companyError("company_name", "Ä".repeat(121))).toBe("Der Firmenname darf höchstens 120 Zeichen lang sein.");
    });
    it("accepts © ® ™, & and quotes", () => {
      expect(companyError("company_name", `Müller & Söhne "Backwaren"® GmbH™ ©`)).toBeNull();
    });
    it.each(["<b>Krüger</b>", "Krüger\u200BGmbH", "Krüger 🥨", "Krüger\nGmbH", "Krüger\u202EHbmG"])("refuses hostile text %j", (v) => {
      expect(companyError("company_name", v)).not.toBeNull();
    });
  });

  describe("street and city", () => {
    it("accept 100 / 60 characters and refuse one more", () => {
      expect(companyError("street", "s".repeat(100))).toBeNull();
      expect(companyError("street", "s".repeat(101))).toBe("Die Straße darf höchstens 100 Zeichen lang sein.");
      expect(companyError("city", "c".repeat(60))).toBeNull();
      expect(companyError("city", "c".repeat(61))).toBe("Der Ort darf höchstens 60 Zeichen lang sein.");
    });
    it("are plain text", () => {
      expect(companyError("street", "Haupt<straße")).toBe("Bitte verwenden Sie keine spitzen Klammern (< und >).");
      expect(companyError("city", "Köln 🏰")).toBe("Bitte verwenden Sie keine Emojis oder Bildsymbole.");
    });
  });

  describe("houseNumber (spec §5 / §9, widened: docs/decisions/)", () => {
    const message = "Bitte geben Sie eine Hausnummer wie 12, 12a, 12-14 oder 3/1 ein: beginnt mit einer Ziffer, nur Buchstaben, Ziffern, - und /.";
    it.each(["12a", "1", "12A", "1".repeat(20), " 7b ", "12-14", "3/1", "12 a", "12 - 14", "1a-1c"])("accepts %j", (v) => {
      expect(companyError("houseNumber", v)).toBeNull();
    });
    it.each(["12--14", "-12", "12-", "a12", "A", "12ä", "12 / ", "12<", "12  a", "12_3"])("refuses %j", (v) => {
      expect(companyError("houseNumber", v)).toBe(message);
    });
    it("refuses more than 20 characters with the length message", () => {
      expect(companyError("houseNumber", "1".repeat(21))).toBe("Die Hausnummer darf höchstens 20 Zeichen lang sein.");
    });
    it("refuses an empty house number as missing", () => {
      expect(companyError("houseNumber", "")).toBe("Bitte geben Sie die Hausnummer ein.");
    });
    it("the browser's pattern accepts and refuses the same", () => {
      const html = new RegExp(`^(?:${ENTRY_COMPANY_RULES.houseNumber.htmlPattern})$`, "v");
      for (const v of ["12a", "12-14", "3/1", "12 a", "12 - 14"]) expect(html.test(v), v).toBe(true);
      for (const v of ["12--14", "-12", "a12", "12ä", "12<"]) expect(html.test(v), v).toBe(false);
    });
  });

  describe("zipCode", () => {
    it.each(["04109", "50667", "99999"])("accepts %j", (v) => {
      expect(companyError("zipCode", v)).toBeNull();
    });
    it.each(["4109", "041090", "abcde", "0410a", "04 109", "０４１０９"])("refuses %j", (v) => {
      expect(companyError("zipCode", v)).toBe("Die Postleitzahl besteht aus genau 5 Ziffern.");
    });
  });

  describe("phone", () => {
    it.each([
      "0221 1234567",
      "+49 221 1234567",
      "030/123456",
      "0049 (0)30 123456",
      "+49 (0)221 1234567",
      "0221-1234567",
      "(0221) 123 45 67",
      "0221/1234567",
      "+49 (0) 221 / 12 34 56 7",
      "0221  1234567",
    ])(
      "accepts %j",
      (v) => {
        expect(companyError("phone", v)).toBeNull();
      },
    );
    it.each(["+43 1 2345678", "+1 212 555 1234", "0041 44 1234567", "telefon", "1234567", "0221 123456x", "0221 123-/4567", "(0221 1234567", "((0221)) 1234567"])(
      "refuses %j",
      (v) => {
        expect(companyError("phone", v)).toBe(
          "Bitte geben Sie eine deutsche Telefonnummer ein, z. B. 0221 1234567 oder +49 221 1234567.",
        );
      },
    );
    it("refuses more than 30 characters with the length message", () => {
      expect(companyError("phone", "0221 " + "1 ".repeat(13) + "1")).toBe("Die Telefonnummer darf höchstens 30 Zeichen lang sein.");
    });
  });

  describe("mobile", () => {
    it.each(["0171 2345678", "0151 12345678", "+49 170 1234567", "0049-160-1234567", "01761234567"])("accepts %j", (v) => {
      expect(companyError("mobile", v)).toBeNull();
    });
    it.each(["0221 1234567", "+44 7700 900123", "+43 664 1234567", "0171", "handy", "0181 2345678"])("refuses %j", (v) => {
      expect(companyError("mobile", v)).toBe("Bitte geben Sie eine deutsche Mobilnummer ein, z. B. 0171 2345678.");
    });
  });

  describe("fax", () => {
    it.each(["0221 1234569", "+49 221 1234569", "030/123459"])("accepts %j", (v) => {
      expect(companyError("fax", v)).toBeNull();
    });
    it.each(["+33 1 23 45 67 89", "fax", "0221 fax", "0 221 1234569"])("refuses %j", (v) => {
      expect(companyError("fax", v)).toBe("Bitte geben Sie eine deutsche Faxnummer ein, z. B. 0221 1234569.");
    });
  });

  describe("email", () => {
    it.each(["info@firma.de", "a.b-c+d@sub.firma-x.de", "info@baeckerei-krueger.example", "o'brien@firma.ie"])("accepts %j", (v) => {
      expect(companyError("email", v)).toBeNull();
    });
    it.each(["info@firma", "info firma@firma.de", "info@@firma.de", "@firma.de", "info@", "a@b.c", "a@b.de,c@d.de"])(
      "refuses %j",
      (v) => {
        expect(companyError("email", v)).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. info@firma.de.");
      },
    );
    it("refuses more than 254 characters with the length message", () => {
      expect(companyError("email", `${"a".repeat(250)}@x.de`)).toBe("Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.");
    });
    it.each(["in\u202Efo@firma.de", "info\u200B@firma.de", "😀@firma.de", "<a@b.de>", "info@firma.de\nx"])("refuses hostile text %j", (v) => {
      expect(companyError("email", v)).not.toBeNull();
    });
  });
});

describe("ENTRY_LOGO_SLOGAN_RULES (section Logo und Slogan)", () => {
  it("accepts the seeded values and both fields empty", () => {
    expect(checkRules((n) => LOGO_SLOGAN[n as keyof typeof LOGO_SLOGAN], ENTRY_LOGO_SLOGAN_RULES).value).toEqual({ ...LOGO_SLOGAN, logoUpload: "", removeLogo: false });
    expect(checkRules(() => "", ENTRY_LOGO_SLOGAN_RULES).value).toEqual({ slogan: "", logoUrl: "", logoUpload: "", removeLogo: false });
  });

  it("accepts a slogan of 150 characters and refuses 151", () => {
    expect(logoSloganError("slogan", "ß".repeat(150))).toBeNull();
    expect(logoSloganError("slogan", "ß".repeat(151))).toBe("Der Slogan darf höchstens 150 Zeichen lang sein.");
  });

  it.each(["Backen mit ❤", "<i>lecker</i>", "Frisch\u200Bgebacken", "Frisch\ngebacken"])("refuses the slogan %j", (v) => {
    expect(logoSloganError("slogan", v)).not.toBeNull();
  });

  const urlMessage =
    "Bitte geben Sie die Internetadresse eines Bildes an: beginnt mit http:// oder https:// und endet auf .jpg, .jpeg, .png oder .gif.";
  it.each([
    "https://bilder.example/baeckerei-krueger/logo.png",
    "http://bilder.example/logo.jpg",
    "https://bilder.example/a/b/logo.JPEG",
    "https://bilder.example:8443/logo.gif",
  ])("accepts the logo address %j", (v) => {
    expect(logoSloganError("logoUrl", v)).toBeNull();
  });

  it.each([
    "https://bilder.example/logo.svg",
    "https://bilder.example/logo.webp",
    "javascript:alert(1)//logo.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "ftp://bilder.example/logo.png",
    "//bilder.example/logo.png",
    "https://bilder.example/logo.png?x=1",
    "https://bilder.example/logo.png#top",
    "https://user@bilder.example/logo.png",
    "https://bilder.example/mein logo.png",
    "bilder.example/logo.png",
  ])("refuses the logo address %j", (v) => {
    expect(logoSloganError("logoUrl", v)).toBe(urlMessage);
  });

  it("refuses a logo address over 500 characters with the length message", () => {
    expect(logoSloganError("logoUrl", `https://bilder.example/${"a".repeat(480)}.png`)).toBe(
      "Die Bildadresse darf höchstens 500 Zeichen lang sein.",
    );
  });
  it.each(['https://bilder.example/"><script>alert(1)</script>.png', "https://bilder.example/\u202Egnp.png", "https://<x>/a.png"])(
    "refuses the hostile logo address %j",
    (v) => {
      expect(logoSloganError("logoUrl", v)).not.toBeNull();
    },
  );
});

describe("ENTRY_SECTIONS", () => {
  it("names the update call and rules of each section", () => {
    expect(ENTRY_SECTIONS.company).toMatchObject({ call: "updateEntryCompanyData", rules: ENTRY_COMPANY_RULES, title: "Firmendaten" });
    expect(ENTRY_SECTIONS.logoSlogan).toMatchObject({ call: "updateLogoAndSlogan", rules: LOGO_SLOGAN_FORM_RULES, title: "Logo und Slogan" });
  });

  it("puts every section on exactly one tab of the entry-data page, each tab with a slug of its own", () => {
    const onTabs = ENTRY_TABS.flatMap((t) => t.sections as readonly string[]);
    expect([...onTabs].sort()).toEqual(Object.keys(ENTRY_SECTIONS).sort());
    expect(new Set(ENTRY_TABS.map((t) => t.slug)).size).toBe(ENTRY_TABS.length);
    expect(entryTab(null)).toBe(ENTRY_TABS[0]);
    expect(entryTab("gibt-es-nicht")).toBe(ENTRY_TABS[0]);
    expect(entryTab("logo").sections).toContain("logoSlogan");
    expect(tabOfSection("details").slug).toBe("firmendaten");
  });

  it("has a German conflict message that says nothing was saved", () => {
    expect(ENTRY_CONFLICT_MESSAGE).toMatch(/nicht gespeichert/);
  });
});

describe("joinShippingStreet", () => {
  it.each([
    ["Hauptstraße", "12a", "Hauptstraße 12a"],
    ["  Hauptstraße ", " 12a  ", "Hauptstraße 12a"],
    ["Am Markt", "", "Am Markt"],
    ["", "12", "12"],
    ["", "", ""],
  ])("joins %j and %j to %j", (street, houseNumber, joined) => {
    expect(joinShippingStreet(street, houseNumber)).toBe(joined);
  });
});

describe("sectionValues", () => {
  it("gives the company form its values, ShippingStreet split into street and house number", () => {
    expect(sectionValues(ENTRY, "company")).toEqual(COMPANY);
  });

  it("gives the logo/slogan form the slogan and the LOGO address", () => {
    expect(sectionValues(ENTRY, "logoSlogan")).toEqual({ ...LOGO_SLOGAN, logo: "" });
    // an uploaded logo is named for the form's picture of it
    expect(sectionValues({ ...ENTRY, logo_file: "logo-1.png" }, "logoSlogan")).toMatchObject({ logo: "logo-1.png" });
  });

  it("picks the media of type LOGO, not the first one", () => {
    const entry = {
      ...ENTRY,
      media_owner: [
        { Type__c: "GALLERY", Url: "https://bilder.example/galerie.png" },
        { Type__c: "LOGO", Url: "https://bilder.example/logo.png" },
      ],
    };
    expect(sectionValues(entry, "logoSlogan").logoUrl).toBe("https://bilder.example/logo.png");
  });

  it("turns missing values into empty fields", () => {
    const empty: Entry = {
      ...ENTRY,
      ShippingStreet: null,
      ShippingPostalCode: null,
      ShippingCity: null,
      Phone: null,
      MobilePhone: null,
      Fax: null,
      Email: null,
      slogan: null,
      media_owner: [],
    };
    expect(sectionValues(empty, "company")).toEqual({
      company_name: "Bäckerei Krüger GmbH",
      street: "",
      houseNumber: "",
      zipCode: "",
      city: "",
      phone: "",
      mobile: "",
      fax: "",
      email: "",
    });
    expect(sectionValues(empty, "logoSlogan")).toEqual({ slogan: "", logoUrl: "", logo: "" });
  });

  it.each(["Hauptstraße 12", "Industriestraße 4a", "Leipziger Straße 88", "Am Markt 1B"])(
    "round-trips %j: split, checked and joined again gives the same ShippingStreet",
    (shippingStreet) => {
      const values = sectionValues({ ...ENTRY, ShippingStreet: shippingStreet }, "company");
      expect(values).toMatchObject(splitShippingStreet(shippingStreet));
      const checked = checkRules((name) => values[name], ENTRY_COMPANY_RULES);
      expect(checked.error).toBeNull();
      expect(joinShippingStreet(checked.value!.street, checked.value!.houseNumber)).toBe(shippingStreet);
    },
  );

  it("puts a street without a number wholly into the street field", () => {
    expect(sectionValues({ ...ENTRY, ShippingStreet: "Am Markt" }, "company")).toMatchObject({ street: "Am Markt", houseNumber: "" });
  });
});

describe("parseVersion", () => {
  it.each([
    ["3", 3],
    [3, 3],
    ["1", 1],
    ["123456789", 123456789],
  ] as const)("reads %j as %j", (raw, version) => {
    expect(parseVersion(raw)).toBe(version);
  });

  it.each(["0", "-1", "1.5", "abc", "", " 3", "3 ", "1e3", "0x10", "1234567890", 0, -1, 1.5, NaN, Infinity, null, undefined, true, [3], { v: 3 }])(
    "refuses %j",
    (raw) => {
      expect(parseVersion(raw)).toBeNull();
    },
  );
  it.each([1e12, 1e20, 2 ** 53])("refuses the out-of-range number %j", (raw) => {
    expect(parseVersion(raw)).toBeNull();
  });
});
