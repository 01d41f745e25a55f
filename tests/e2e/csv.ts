import type { Page } from "@playwright/test";
import { expect } from "./browser-test";

/**
 * A CSV download read back as German spreadsheet programs read it (app/server/csv.server.ts):
 * a UTF-8 byte order mark, `;` between cells, CRLF after each row, quoted cells with `""`.
 */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF"), "a byte order mark first").toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  expect(row.length === 0 && cell === "", "the last row ends with CRLF").toBe(true);
  return rows;
}

/** The CSV behind a table's download link ("Tabelle als CSV herunterladen: <title>"): its rows, the header first. */
export async function tableCsv(page: Page, title: string | RegExp): Promise<string[][]> {
  const link = page.getByRole("link", { name: typeof title === "string" ? `Tabelle als CSV herunterladen: ${title}` : title });
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  return parseCsv((await res.body()).toString("utf8"));
}

/** A column of the CSV by its header's name. */
export function csvColumn(rows: string[][], header: string): string[] {
  const i = rows[0]!.indexOf(header);
  expect(i, `a column "${header}" in ${rows[0]!.join(";")}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
}
