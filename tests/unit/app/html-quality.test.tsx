import { renderToString } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.node";
import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "../../../app/components/layout/avatar";
import { documentText } from "../../../app/server/document-bytes.server";
import { showsNewView } from "../../../app/components/product/date-range";

/** What React's Node renderer writes for an element, chunk by chunk, as entry.server.tsx collects it. */
function rawChunks(node: React.ReactNode): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        pipe({
          write(chunk: Uint8Array) {
            chunks.push(chunk);
            return true;
          },
          end: () => resolve(chunks),
          destroy: (e?: unknown) => reject(e),
          on() {
            return this;
          },
        } as never);
      },
      onError: reject,
    });
  });
}

/** Short texts of umlauts: one of the two-byte "ä" meets the end of React's 2048-byte buffer with one byte left. */
const umlauts = (shift: number) => (
  <ul>
    {Array.from({ length: 100 }, (_, i) => (
      <li key={i}>{`${"x".repeat(shift)}Zuletzt ge${"ä".repeat(40)}ndert`}</li>
    ))}
  </ul>
);

describe("the server HTML has no NUL byte (docs/decisions/016-react-ssr-nul-bytes.md)", () => {
  it("React 18.3.1's Node renderer leaves NUL bytes where a character does not fit its buffer (why the guard exists)", async () => {
    const raw = await Promise.all(
      [0, 1].map(async (shift) => new TextDecoder().decode(await new Blob(await rawChunks(umlauts(shift))).arrayBuffer()))
    );
    expect(raw.some((html) => html.includes("\u0000"))).toBe(true);
  });

  it("the document's text is the markup React meant, without a NUL, wherever the characters fall", async () => {
    for (const shift of [0, 1]) {
      const html = await documentText(await rawChunks(umlauts(shift)));
      expect(html).not.toContain("\u0000");
      expect(html).toBe(renderToString(umlauts(shift)));
    }
  });
});

describe("the default avatar is a valid data URL (RFC 2397, spec §9 user icon)", () => {
  it("names its media type with parameters of the form name=value and percent-encodes the SVG", () => {
    const m = DEFAULT_AVATAR.match(/^data:([^,]*),(.*)$/s);
    expect(m).not.toBeNull();
    const [type, ...params] = m![1]!.split(";");
    expect(type).toBe("image/svg+xml");
    // ";utf8" is no parameter; only ";base64" may stand alone, and this URL is not base64
    for (const p of params) expect(p).toMatch(/^[a-z-]+=[A-Za-z0-9-]+$/);
    expect(params).toContain("charset=utf-8");
    // only characters a URL may carry, everything else as %XX
    expect(m![2]).toMatch(/^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/);
    expect(decodeURIComponent(m![2]!)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });
});

describe("the statistics page moves focus and scrolling only for a new view (spec §2 eintrag/statistiken)", () => {
  const range = "?von=01.09.2026&bis=24.11.2026&intervall=woche";
  it("the skip link to the main content (#inhalt) is no new view: the browser's jump stays", () => {
    expect(showsNewView({ search: range, hash: "" }, { search: range, hash: "#inhalt" }, "statistik-zeitraum")).toBe(false);
    expect(showsNewView({ search: range, hash: "#statistik-zeitraum" }, { search: range, hash: "#inhalt" }, "statistik-zeitraum")).toBe(false);
  });
  it("a new range, interval or table page is, and so is the same range asked for again", () => {
    expect(
      showsNewView(
        { search: range, hash: "" },
        {
          search: range.replace("woche", "monat"),
          hash: "#statistik-zeitraum",
        },
        "statistik-zeitraum"
      )
    ).toBe(true);
    expect(showsNewView({ search: range, hash: "" }, { search: `${range}&seite=2`, hash: "#aufrufe-titel" }, "statistik-zeitraum")).toBe(true);
    expect(showsNewView({ search: range, hash: "#statistik-zeitraum" }, { search: range, hash: "#statistik-zeitraum" }, "statistik-zeitraum")).toBe(
      true
    );
  });
});
