/**
 * Reads a request body of at most `limit` bytes before anything parses it.
 *
 * Returns the request to hand on: the same one when its Content-Length fits, or
 * a copy holding the buffered body when it streamed without one. Returns null
 * when the body is larger. A refused streamed body is read to its end (up to
 * MAX_DRAIN, keeping nothing) before the answer goes out: answering while it
 * still streams stalled the next request on the same connection in workerd
 * under `wrangler dev` (seen with a 1 MB chunked upload; draining in
 * `waitUntil` after the answer did not help).
 */
export async function boundBody(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return request;
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !request.headers.has("Transfer-Encoding")) {
    return Number(declared) <= limit ? request : null;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  return new Request(request, { body, headers });
}

/** How much of a refused streamed body is read and thrown away; past this the stream is cut. */
const MAX_DRAIN = 10 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > MAX_DRAIN) return await reader.cancel();
    }
  } catch {
    // the client went away: nothing left to read
  }
}
