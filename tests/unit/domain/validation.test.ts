import { describe, it, expect } from "vitest";
import {
  FREE_URL,
  GERMAN_FAX,
  GERMAN_MOBILE,
  GERMAN_PHONE,
  HOUSE_NUMBER,
  IMAGE_DATA_URL,
  IMAGE_URL,
  TMP_FILE_NAME,
  YEAR,
  ZIP_CODE,
  normaliseGermanNumber,
  normaliseHouseNumber,
  splitShippingStreet,
} from "#domain/validation";
import { parseTime } from "#domain/form-rules";

function check(name: string, re: RegExp, good: string[], bad: string[]) {
  describe(`spec §5 format pattern — ${name}`, () => {
    it.each(good)("accepts %j", (v) => {
      expect(re.test(v)).toBe(true);
    });
    it.each(bad)("rejects %j", (v) => {
      expect(re.test(v)).toBe(false);
    });
  });
}

describe("spec §5 format pattern — opening hour HH:MM (parseTime, the rule the opening-hours form and the API use)", () => {
  it.each(["00:00", "09:30", "9:30", "0:00", "12:00", "23:59", "19:05"])("accepts %j", (v) => {
    expect(parseTime(v)).not.toBeNull();
  });
  it.each(["24:00", "23:60", "9:5", "09:5", "0930", "9.30", " 09:30", "09:30 ", "-1:00", "123:00", "ab:cd", ""])("rejects %j", (v) => {
    expect(parseTime(v)).toBeNull();
  });
});

check(
  "IMAGE_DATA_URL",
  IMAGE_DATA_URL,
  [
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAY=",
    "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
    "data:image/jpg;base64,/9j/4AAQ",
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    "data:image/webp;base64,UklGRg==",
    "DATA:IMAGE/PNG;BASE64,iVBORw0K",
  ],
  [
    "data:image/png;base64,",
    "data:image/png,iVBORw0K",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:image/png;base64,iVBOR w0K",
    "data:image/png;base64,iVBORw0K===",
    "data:image/png;base64,<script>",
    "https://example.com/a.png",
  ],
);

check(
  "IMAGE_URL",
  IMAGE_URL,
  [
    "https://example.com/logo.png",
    "http://cdn.example.de/bilder/foto.JPG",
    "https://example.com/a/b/c.jpeg",
    "https://example.com:8080/x.gif",
  ],
  [
    "ftp://example.com/logo.png",
    "https://example.com/logo.png?x=1",
    "https://example.com/logo.svg",
    "https://example.com/logo.png.exe",
    "https://example.com/logo",
    "https://example.com/lo go.png",
    "https://user@evil.example/x.png",
    "//example.com/x.png",
    "javascript:alert(1)//x.png",
    "https://example.com.png",
  ],
);

check(
  "TMP_FILE_NAME",
  TMP_FILE_NAME,
  ["tmpfile-abc123", "tmpfile-A", "tmpfile-0Z9y"],
  ["tmpfile-", "tmpfile-abc.png", "tmpfile-../etc", "TMPFILE-abc", "tmpfile_abc", "xtmpfile-abc", "tmpfile-abc "],
);

check(
  "HOUSE_NUMBER",
  HOUSE_NUMBER,
  ["1", "12a", "12A", "1".repeat(20), "007", "12 a", "12-14", "12/1", "12 - 14", "3 / 1", "1a-1c"],
  ["", "1".repeat(21), "a", "a12", "12ä", " 12", "12--14", "12-", "-12", "12  a", "12<b>"],
);

check(
  "GERMAN_PHONE",
  GERMAN_PHONE,
  [
    "030 1234567",
    "0301234567",
    "030/1234567",
    "030-123456",
    "089 12 34 56",
    "+49 30 1234567",
    "+4930123456",
    "0049 30 1234567",
    "+49 (0)30 1234567",
    "+49 151 12345678",
    "0221 987654",
    "(0221) 123 45 67",
    "0221/1234567",
    "+49 (0) 221 / 12 34 56 7",
    "+49 030 1234567",
    "030  1234567",
    "0221.1234567",
  ],
  [
    "",
    "1234567",
    "00 1234567",
    "+44 20 12345678",
    "030 123-/456",
    "(0221 1234567",
    "0221) 1234567",
    "(0)221 1234567",
    "030 12345a",
    "0301",
    "030 12345678901234",
    "+49",
    "tel:0301234567",
  ],
);

check(
  "GERMAN_MOBILE",
  GERMAN_MOBILE,
  ["0151 12345678", "015112345678", "0170 1234567", "+49 170 1234567", "0049 160 12345678", "+49 (0)176 12345678", "0152-123-45678", "(0171) 234 56 78", "+49 0151 12345678"],
  ["030 1234567", "0151 123456", "0151 123456789", "0181 12345678", "0151 1234567x", "", "(0171 2345678"],
);

check(
  "GERMAN_FAX",
  GERMAN_FAX,
  ["030 1234567-99", "+49 89 123456", "0049 221 987654"],
  ["fax: 030 1234567", "1234567", "+33 1 23456789", ""],
);

check("ZIP_CODE", ZIP_CODE, ["10115", "01067", "99998"], ["1011", "101155", "10 115", "1011a", "", "١٠١١٥"]);

check("YEAR", YEAR, ["2024", "1999", "0000"], ["24", "20245", "202a", " 2024", ""]);

check(
  "FREE_URL",
  FREE_URL,
  [
    "example.com",
    "www.example.de",
    "https://www.example.de",
    "http://example.de/pfad?x=1#a",
    "sub.domain.example.co.uk",
    "müller-bau.de",
    "xn--mller-bau-r6a.de",
    "example.com:8080/a",
    "EXAMPLE.COM",
  ],
  [
    "",
    "localhost",
    "example",
    "http://",
    "ftp://example.com",
    "javascript:alert(1)",
    "https://user@example.com",
    "example.com@evil.example",
    "-example.com",
    "example-.com",
    "exa mple.com",
    "example.c",
    "192.168.0.1",
    "https://example..com",
    "//example.com",
    "https://example.com/a b",
  ],
);

describe("spec §5 Entry-service rules — splitShippingStreet", () => {
  it.each([
    ["Hauptstraße 12a", "Hauptstraße", "12a"],
    ["Hauptstraße 12 a", "Hauptstraße", "12 a"],
    ["Am Markt 3-5", "Am Markt", "3-5"],
    ["Lindenallee, 7", "Lindenallee", "7"],
    ["  Bahnhofstr.   1  ", "Bahnhofstr.", "1"],
    ["Berliner Str.12", "Berliner Str.", "12"],
    ["Marktplatz", "Marktplatz", ""],
    ["12 Hauptstraße", "", "12 Hauptstraße"],
    ["", "", ""],
  ])("%j → street %j, house number %j", (input, street, houseNumber) => {
    expect(splitShippingStreet(input)).toEqual({ street, houseNumber });
  });

  it("the street part never contains digits", () => {
    expect(splitShippingStreet("Straße des 17. Juni 135").street).toBe("Straße des");
  });
});

describe("normal forms (stored): numbers by DIN 5008, national; house numbers without inner spaces", () => {
  it.each([
    ["(0221) 123 45 67", "0221 1234567"],
    ["0221/1234567", "0221 1234567"],
    ["+49 (0) 221 / 12 34 56 7", "0221 1234567"],
    ["0049 30 123456", "030 123456"],
    ["+49 030 1234567", "030 1234567"],
    ["0221 1234567", "0221 1234567"],
    ["02211234567", "02211234567"],
  ])("phone %j → %j", (typed, stored) => {
    expect(GERMAN_PHONE.test(typed)).toBe(true);
    expect(normaliseGermanNumber(typed)).toBe(stored);
  });
  it.each([
    ["01712345678", "0171 2345678"],
    ["+49 (0) 171 / 234 56 78", "0171 2345678"],
    ["0152-123-45678", "0152 12345678"],
  ])("mobile %j → %j", (typed, stored) => {
    expect(GERMAN_MOBILE.test(typed)).toBe(true);
    expect(normaliseGermanNumber(typed, "mobile")).toBe(stored);
  });
  it.each([
    ["12 a", "12a"],
    ["12 - 14", "12-14"],
    ["3 / 1", "3/1"],
    ["12a", "12a"],
    ["1a-1c", "1a-1c"],
  ])("house number %j → %j", (typed, stored) => {
    expect(HOUSE_NUMBER.test(typed)).toBe(true);
    expect(normaliseHouseNumber(typed)).toBe(stored);
  });
});
