import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream, type Destination } from "react-dom/server.node";
import { NonceContext } from "./nonce";
import { InlineCssContext } from "./styles";
import { INLINE_CSS, STYLESHEET_URL } from "./server/inline-css.server";
import { scriptsAfterPaint } from "./server/scripts-after-paint.server";
import { pruneInlineStyles } from "./server/css-prune.server";
import { documentText } from "./server/document-bytes.server";

const ABORT_DELAY_MS = 5_000;

/**
 * The document, rendered whole before it is sent: loaders are awaited before
 * rendering anyway, and lazily loaded parts (the modal) must be in the HTML for
 * browsers without JavaScript.
 *
 * React's Node renderer, not its Web-streams one, although the Worker answers
 * with a Web Response: the Web-streams build encodes every piece of markup into
 * a new Uint8Array (one TextEncoder.encode per attribute value and text), which
 * was the largest single cost of rendering a portal page in workerd; the Node
 * build writes them into one buffer (encodeInto). It needs only setImmediate
 * and TextEncoder, both there with nodejs_compat. The markup is the same.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.portal.nonce;
  let status = responseStatusCode;
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    // collects what React writes; React needs no more of a Node stream than this
    const sink: Destination = {
      write(chunk: Uint8Array) {
        chunks.push(chunk);
        return true;
      },
      end() {
        resolve();
      },
      destroy(error?: unknown) {
        reject(error ?? new Error("render failed"));
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={INLINE_CSS}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (!request.signal.aborted) {
            console.error(JSON.stringify({ level: "error", requestId: loadContext.portal.requestId, render: String(error) }));
          }
        },
      },
    );
    // our own timer, cleared once the document is complete (see f1f29fa: timers can outlive the request under Node)
    const timer = setTimeout(() => abort(new Error("render timeout")), ABORT_DELAY_MS + 1_000);
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // without the NUL bytes React 18's Node renderer leaves at a buffer's end (decision 016)
  const html = await documentText(chunks);
  // in development Vite's client and React's dev checks see the markup as Remix wrote it
  // (and the whole stylesheet, which Vite's client updates)
  return new Response(import.meta.env.PROD ? pruneInlineStyles(scriptsAfterPaint(html, nonce), STYLESHEET_URL) : html, { headers: responseHeaders, status });
}
