import { offsetPage, Pager } from "./pager";

/** A page of a table of periods, for its pager: which page, of how many, and which periods it shows (1-based). */
export interface PeriodTablePage {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
}

/**
 * Under a product page's table (docs/product-page.md "Tables"): its pager, when
 * the table shows a page of its periods, and its CSV download, named for the
 * table it downloads (the visible words first, WCAG 2.5.3).
 */
export function TableFooter({ title, csv, table, pageHref }: { title: string; csv: string; table?: PeriodTablePage | null; pageHref?: (n: number) => string }) {
  return (
    <>
      {table && pageHref ? (
        <Pager label="Seiten der Tabelle" page={table.page} pages={table.pages} href={pageHref} summary={`Zeiträume ${table.first} bis ${table.last} von ${table.total}`} />
      ) : null}
      <p className="mt-3 text-sm">
        <a className="link" href={csv} download aria-label={`Tabelle als CSV herunterladen: ${title}`}>
          Tabelle als CSV herunterladen
        </a>
      </p>
    </>
  );
}

/**
 * Under a list shown a page at a time by its offset (`ab`, newest first): its
 * pager ("Anrufe 6 bis 10 von 84") and the CSV download of the whole list.
 * `href` gives the address of the page that starts at an offset.
 */
export function ListFooter({
  title,
  csv,
  label,
  noun,
  offset,
  perPage,
  total,
  href,
}: {
  title: string;
  csv: string;
  label: string;
  noun: string;
  offset: number;
  perPage: number;
  total: number;
  href: (offset: number) => string;
}) {
  return (
    <>
      <Pager
        label={label}
        {...offsetPage(offset, perPage, total)}
        href={(n) => href((n - 1) * perPage)}
        summary={`${noun} ${offset + 1} bis ${Math.min(offset + perPage, total)} von ${total.toLocaleString("de-DE")}`}
      />
      <TableFooter title={title} csv={csv} />
    </>
  );
}
