import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { KeyFigures, RUNNING_RANGE } from "../../../../app/components/product/key-figures";
import { offsetPage, Pager } from "../../../../app/components/product/pager";

const inRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the product kit's pager: links that work without JavaScript, the same German words on every list", () => {
  const href = (n: number) => (n > 1 ? `?seite=${n}` : "?");
  it("a middle page: both links and where the user is", () => {
    const html = inRouter(<Pager page={2} pages={5} href={href} label="Seiten der Liste" />);
    expect(html).toContain('<nav aria-label="Seiten der Liste"');
    expect(html).toMatch(/<a [^>]*rel="prev"[^>]*href="\/(\?)?"[^>]*>Vorherige Seite<\/a>/);
    expect(html).toMatch(/<a [^>]*rel="next"[^>]*href="\/\?seite=3"[^>]*>Nächste Seite<\/a>/);
    expect(text(html)).toContain("Seite 2 von 5");
  });
  it("the first page has no way back, the last none on; with a summary before the page", () => {
    expect(text(inRouter(<Pager page={1} pages={3} href={href} label="L" summary="15 Bewertungen" />))).toBe("15 Bewertungen · Seite 1 von 3Nächste Seite");
    expect(text(inRouter(<Pager page={3} pages={3} href={href} label="L" />))).toBe("Vorherige SeiteSeite 3 von 3");
  });
  it("one page: no pager; a list that only knows more follow (hasMorePages) gets its next link", () => {
    expect(inRouter(<Pager page={1} pages={1} href={href} label="L" />)).toBe("");
    expect(text(inRouter(<Pager page={1} pages={1} hasNext href={href} label="L" />))).toContain("Nächste Seite");
  });
  it("a list that says its page above it: the pager only links", () => {
    expect(text(inRouter(<Pager page={2} pages={3} href={href} label="L" position={false} />))).toBe("Vorherige SeiteNächste Seite");
  });
  it("limit/offset lists use the same pager", () => {
    expect(offsetPage(20, 10, 45)).toEqual({ page: 3, pages: 5 });
    expect(offsetPage(0, 10, 0)).toEqual({ page: 1, pages: 1 });
  });
});

describe("key figures with their change: the arrow is no carrier of meaning", () => {
  const figures = [
    { key: "views", label: "Aufrufe", value: 112, previous: 100, hint: "So oft wurde Ihr Eintrag geöffnet" },
    { key: "clicks", label: "Klicks", value: 8, previous: 0 },
    { key: "impressions", label: "Einblendungen", value: 50, previous: 100 },
    { key: "calls", label: "Anrufe", value: 3, previous: null },
  ];
  const html = renderToStaticMarkup(<KeyFigures figures={figures} compare="vorzeitraum" running labelledBy="ergebnis" />);
  it("each says its change in words with its sign; a screen reader hears steigend or fallend, not the arrow", () => {
    expect(html).toContain('<span aria-hidden="true">▲ </span><span class="sr-only">steigend: </span>+12\u00a0% gegenüber dem Vorzeitraum');
    expect(html).toContain('<span aria-hidden="true">▼ </span><span class="sr-only">fallend: </span>−50\u00a0% gegenüber dem Vorzeitraum');
  });
  it("nothing before: 'neu'; no figure to compare with: '–'", () => {
    expect(html).toContain("neu gegenüber dem Vorzeitraum (vorher 0)");
    expect(html).toContain("– (kein Vergleichswert gegenüber dem Vorzeitraum)");
  });
  it("a range that holds today says it is still running; one that does not, does not", () => {
    expect(text(html)).toContain(`${RUNNING_RANGE}.`);
    expect(renderToStaticMarkup(<KeyFigures figures={figures} compare="vorjahr" running={false} labelledBy="x" />)).not.toContain(RUNNING_RANGE);
  });
  it("against the year before when chosen", () => {
    expect(renderToStaticMarkup(<KeyFigures figures={figures} compare="vorjahr" running={false} labelledBy="x" />)).toContain("+12\u00a0% gegenüber dem Vorjahreszeitraum");
  });
  it("a figure with its own change line (a position: smaller is better) shows that instead of a percentage", () => {
    const own = renderToStaticMarkup(
      <KeyFigures figures={[{ key: "position", label: "Position", value: 6.4, previous: 7.7, change: { arrow: "▲", text: "1,3 Plätze besser gegenüber dem Vorzeitraum" } }]} compare="vorzeitraum" running={false} labelledBy="x" />,
    );
    expect(own).toContain('<span aria-hidden="true">▲ </span>1,3 Plätze besser gegenüber dem Vorzeitraum');
    expect(own).not.toContain("%");
  });
});
