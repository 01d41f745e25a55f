/**
 * The bytes React's Node renderer wrote, as the document's text, without NUL characters
 * (docs/decisions/016-react-ssr-nul-bytes.md).
 *
 * React 18.3.1's Node stream config encodes markup into a 2048-byte buffer with
 * `TextEncoder.encodeInto`; when a character of two or more bytes no longer fits at
 * the buffer's end, encodeInto stops before it, and React then writes the whole
 * buffer, its unfilled last one to three bytes (zeros) included: "Zuletzt ge\0ändert".
 * Only whole characters are ever encoded, so the zeros stand between characters and
 * taking every U+0000 out gives exactly the markup React meant. A NUL is no character
 * HTML may carry anyway (a parse error; in text the browser drops it).
 */
export async function documentText(chunks: Uint8Array[]): Promise<string> {
  const html = new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}
