import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./nonce";
import { InlineCssContext } from "./styles";
import { INLINE_CSS } from "./server/inline-css.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.portal.nonce;
  let status = responseStatusCode;
  // our own timer, cleared once the document is complete: AbortSignal.timeout fires even after the
  // answer where timers outlive the request (Node under `npm run dev`) and aborts a finished stream
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error("render timeout")), ABORT_DELAY_MS + 1_000);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <InlineCssContext.Provider value={INLINE_CSS}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </InlineCssContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) {
          console.error(JSON.stringify({ level: "error", requestId: loadContext.portal.requestId, render: String(error) }));
        }
      },
    },
  );
  // The whole document at once: loaders are awaited before rendering anyway, and
  // lazily loaded parts (the modal) must be in the HTML for browsers without JavaScript.
  await body.allReady.finally(() => clearTimeout(timer));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
