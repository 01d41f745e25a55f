/**
 * Every product page's table as a CSV download (docs/product-page.md), as German
 * spreadsheet programs open it without an import dialogue: UTF-8 with a byte order
 * mark, `;` between cells, CRLF after each row, decimal commas, and quotes around a
 * cell that holds `;`, `"` or a line break. A text cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) gets a `'`
 * in front (CSV injection); numbers are written as numbers.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    // no thousands separator: the spreadsheet reads the number; a decimal comma
    return String(value).replace(".", ",");
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as a CSV document: BOM, `;`, CRLF. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** A file name's ASCII stand-in for old clients: umlauts spelled out, anything else unsafe as `_`. */
export function asciiFileName(name: string): string {
  const spelled = name.replace(/[äöüÄÖÜß]/g, (c) => ({ ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" })[c]!);
  return spelled
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[_.]+|_+(?=\.)|_+$/g, "");
}

/**
 * The file's name from its parts (what, company, range): "Statistiken Müller GmbH
 * 01.09.2026-24.11.2026.csv"; path separators, quotes and control characters are removed.
 */
export function csvFileName(...parts: (string | null | undefined)[]): string {
  const base = parts
    .filter((p): p is string => Boolean(p && p.trim()))
    // path separators, quotes and control characters (code points below 32, and 127) become spaces
    .map((p) => [...p].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || "\\/\"".includes(c) ? " " : c)).join("").replace(/\s+/g, " ").trim())
    .join(" ")
    .slice(0, 150);
  return `${base || "Tabelle"}.csv`;
}

/** `attachment` with the UTF-8 name (RFC 6266/5987) and the ASCII stand-in. */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(fileName) || "download.csv"}"; filename*=UTF-8''${encoded}`;
}

/** The download: the CSV with its type, its name and no caching (the figures are the company's). */
export function csvResponse(rows: readonly (readonly CsvCell[])[], fileName: string): Response {
  return new Response(csvText(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A download that cannot be given (a range the page would refuse): 400 with the German reason as text. */
export function csvRefusal(message: string, status = 400): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}

/** A chart's table (its columns and rows, as the page shows them) as CSV rows. */
export function tableRows(table: { rowHeader: string; series: { key: string; label: string }[]; rows: { label: string; incomplete?: boolean; values: Record<string, number> }[] }): CsvCell[][] {
  return [
    [table.rowHeader, ...table.series.map((s) => s.label)],
    ...table.rows.map((r) => [r.incomplete ? `${r.label} (laufend)` : r.label, ...table.series.map((s) => r.values[s.key] ?? null)]),
  ];
}
