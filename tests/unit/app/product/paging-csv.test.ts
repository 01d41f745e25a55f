import { describe, expect, it } from "vitest";
import { asciiFileName, contentDisposition, csvCell, csvFileName, csvRefusal, csvResponse, csvText, tableRows } from "../../../../app/server/csv.server";
import { clampPage, MAX_PAGE, offsetParam, pageParam } from "../../../../app/server/paging.server";

const at = (search: string) => new URL(`https://portal.test/liste${search}`);

describe("a list's page from the address: clamped, never an error page", () => {
  it.each([
    ["", 1],
    ["?seite=2", 2],
    ["?seite=0", 1],
    ["?seite=-3", 1],
    ["?seite=abc", 1],
    ["?seite=2.5", 1],
    ["?seite=1e3", 1],
    ["?seite=%20%207", 7],
    [`?seite=${MAX_PAGE}`, MAX_PAGE],
    [`?seite=${MAX_PAGE + 1}`, null],
    ["?seite=99999999999999999999999", 1],
  ])("%s → %s", (search, page) => {
    expect(pageParam(at(search))).toBe(page);
  });

  it("a page beyond the list is its last; an empty list has one page", () => {
    expect(clampPage(7, 30, 12)).toEqual({ page: 3, pages: 3 });
    expect(clampPage(null, 30, 12)).toEqual({ page: 3, pages: 3 });
    expect(clampPage(2, 0, 12)).toEqual({ page: 1, pages: 1 });
  });

  it("limit/offset: a multiple of the limit, 0 for anything else, at most the maximum", () => {
    expect(offsetParam(at("?ab=25"), 10)).toBe(20);
    expect(offsetParam(at("?ab=-5"), 10)).toBe(0);
    expect(offsetParam(at("?ab=x"), 10)).toBe(0);
    expect(offsetParam(at("?ab=1000000"), 10, 500)).toBe(500);
  });
});

describe("CSV as German spreadsheets open it", () => {
  it("BOM, `;`, CRLF, decimal commas, quotes around `;`, `\"` and line breaks", () => {
    const text = csvText([
      ["Zeitraum", "Aufrufe", "Anteil"],
      ["KW 48; laufend", 1234, 12.5],
      ['Er sagte "Hallo"', -3, null],
      ["zwei\nZeilen", 0, undefined],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toBe('\uFEFFZeitraum;Aufrufe;Anteil\r\n"KW 48; laufend";1234;12,5\r\n"Er sagte ""Hallo""";-3;\r\n"zwei\nZeilen";0;\r\n');
  });

  it.each([
    ["=SUMME(A1)", "'=SUMME(A1)"],
    ["+49 221 123", "'+49 221 123"],
    ["-Rabatt", "'-Rabatt"],
    ["@Befehl", "'@Befehl"],
    ["\tTab", "'\tTab"],
    ["\rCR", "\"'\rCR\""],
    ["Köln", "Köln"],
  ])("a text cell a spreadsheet would run as a formula is neutralised: %j", (cell, out) => {
    expect(csvCell(cell)).toBe(out);
  });

  it("numbers stay numbers (a negative one is no formula)", () => {
    expect(csvCell(-12.25)).toBe("-12,25");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("the file name with company and range: UTF-8 and an ASCII stand-in, nothing that breaks the header", () => {
    const name = csvFileName("Aufrufe nach Gerät", 'Bäckerei Müller/Söhne "GmbH"', "01.09.2026-24.11.2026");
    expect(name).toBe("Aufrufe nach Gerät Bäckerei Müller Söhne GmbH 01.09.2026-24.11.2026.csv");
    expect(asciiFileName(name)).toBe("Aufrufe_nach_Geraet_Baeckerei_Mueller_Soehne_GmbH_01.09.2026-24.11.2026.csv");
    const header = contentDisposition(name);
    expect(header).toBe(
      `attachment; filename="Aufrufe_nach_Geraet_Baeckerei_Mueller_Soehne_GmbH_01.09.2026-24.11.2026.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(csvFileName(null, "  ")).toBe("Tabelle.csv");
  });

  it("the download's headers; a refusal is a 400 with its German reason", async () => {
    const res = csvResponse([["a", 1]], "Tabelle.csv");
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain("attachment;");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const refused = csvRefusal("Dieser Zeitraum kann nicht gezeigt werden.");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe("Dieser Zeitraum kann nicht gezeigt werden.");
  });

  it("a chart's table as rows: its columns, the running period marked", () => {
    expect(
      tableRows({
        rowHeader: "Zeitraum",
        series: [{ key: "views", label: "Aufrufe" }],
        rows: [
          { label: "KW 47", values: { views: 3 } },
          { label: "KW 48", incomplete: true, values: {} },
        ],
      }),
    ).toEqual([
      ["Zeitraum", "Aufrufe"],
      ["KW 47", 3],
      ["KW 48 (laufend)", null],
    ]);
  });
});
