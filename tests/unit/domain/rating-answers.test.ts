import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import { ANSWER_RULES, RATING_LIST_QUERY, REPORT_RULES } from "#domain/rating-answer-rules";
import { elsewhereMessage, isOpenReport, isReportable, REPORT_STATE_LABELS, starsText } from "#domain/rating-answers";

// spec §2 `bewertungen-verwalten`, §3 Rating; decisions 060–062
const check = <R extends Parameters<typeof checkRules>[1]>(rules: R, values: Record<string, unknown>) => checkRules((n) => values[n], rules);

describe("the public answer (decision 061)", () => {
  it("is required, 10 to 1,000 characters, paragraphs allowed", () => {
    expect(check(ANSWER_RULES, { text: "" }).error?.text).toEqual(["Bitte schreiben Sie Ihre Antwort."]);
    expect(check(ANSWER_RULES, { text: "Danke!" }).error?.text?.[0]).toMatch(/mindestens 10 Zeichen/);
    expect(check(ANSWER_RULES, { text: "x".repeat(1001) }).error?.text?.[0]).toMatch(/höchstens 1\.000 Zeichen/);
    expect(check(ANSWER_RULES, { text: "x".repeat(1000) }).error).toBeNull();
    expect(check(ANSWER_RULES, { text: "Vielen Dank!\r\nIhr Team" }).value?.text).toBe("Vielen Dank!\nIhr Team");
  });

  it("refuses markup with a German message at the field; ampersands and quotes are plain text", () => {
    expect(check(ANSWER_RULES, { text: "Danke <b>sehr</b>!" }).error?.text?.[0]).toBe("Bitte verwenden Sie keine spitzen Klammern (< und >).");
    expect(check(ANSWER_RULES, { text: 'Danke & bis bald, "Ihr" Team' }).error).toBeNull();
  });
});

describe("the notice (DSA art. 16 (2), decision 062)", () => {
  const valid = {
    reason: "INSULT",
    explanation: "Die Bewertung beleidigt unsere Mitarbeiterin.",
    reporterName: "Bäckerei Krüger GmbH",
    reporterAddress: "Hauptstraße 12, 50667 Köln",
    reporterEmail: "info@example.com",
    goodFaith: "on",
  };
  it("needs a reason from the list, an explanation of 20 characters, name, address, e-mail and the good-faith statement", () => {
    expect(check(REPORT_RULES, valid).error).toBeNull();
    for (const [field, value] of [
      ["reason", "SPAM"],
      ["explanation", "zu kurz"],
      ["reporterName", ""],
      ["reporterAddress", ""],
      ["reporterEmail", "keine Adresse"],
      ["goodFaith", ""],
    ] as const) {
      expect(Object.keys(check(REPORT_RULES, { ...valid, [field]: value }).error ?? {}), field).toEqual([field]);
    }
  });

  it("only the directory's own portals take notices; a notice is open while received or in review", () => {
    expect(isReportable("PROVIDER")).toBe(true);
    expect(isReportable("WKDB")).toBe(true);
    expect(isReportable("GOOGLEMYBUSINESS")).toBe(false);
    expect(elsewhereMessage("GOOGLEMYBUSINESS")).toBe("Bewertungen auf Google Unternehmensprofil prüft Google Unternehmensprofil selbst. Bitte melden Sie diese Bewertung dort.");
    expect(["RECEIVED", "IN_REVIEW", "REMOVED", "KEPT"].filter(isOpenReport)).toEqual(["RECEIVED", "IN_REVIEW"]);
    expect(REPORT_STATE_LABELS).toEqual({ RECEIVED: "eingegangen", IN_REVIEW: "in Prüfung", REMOVED: "entfernt", KEPT: "nicht entfernt" });
  });
});

describe("the list (decision 060)", () => {
  it("takes a portal and stars of its lists, an offset from 0 and a limit of 1 to 50; anything else is refused", () => {
    expect(check(RATING_LIST_QUERY, { portal: "WKDB", stars: "5", offset: "20", limit: "10" }).value).toEqual({ portal: "WKDB", stars: "5", offset: 20, limit: 10 });
    expect(check(RATING_LIST_QUERY, {}).value).toEqual({ portal: "", stars: "", offset: null, limit: null });
    for (const [field, value] of [
      ["offset", "-1"],
      ["offset", "abc"],
      ["offset", "1000001"],
      ["limit", "0"],
      ["limit", "51"],
      ["portal", "FACEBOOK"],
      ["stars", "0"],
    ] as const) {
      expect(Object.keys(check(RATING_LIST_QUERY, { [field]: value }).error ?? {}), `${field}=${value}`).toEqual([field]);
    }
  });

  it("says the stars in words", () => {
    expect(starsText(4)).toBe("4 von 5 Sternen");
    expect(starsText(1)).toBe("1 von 5 Sternen");
  });
});
