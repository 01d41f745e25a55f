import { describe, expect, it } from "vitest";
import { boundBody } from "../../../api/lib/bounded-body";

/** Bounded input: a body over its limit is refused before anything parses it, announced or streamed. */

const MB = 1024 * 1024;
const LIMIT = 64 * 1024;

/** A body of `size` bytes streamed in 16 KB chunks, counting what was pulled from it. */
function stream(size: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(97);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const n = Math.min(chunk.length, size - pulled.bytes);
      if (n <= 0) return controller.close();
      pulled.bytes += n;
      controller.enqueue(chunk.slice(0, n));
    },
  });
  return { body, pulled };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://portal.test/login", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("boundBody", () => {
  it("refuses a body whose Content-Length is over the limit at once, without reading it", async () => {
    const { body, pulled } = stream(MB);
    expect(await boundBody(post(body, { "Content-Length": String(MB) }), LIMIT)).toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024); // the one chunk a stream buffers ahead
  });

  it("refuses a streamed body without Content-Length once it passes the limit, reading the rest away", async () => {
    const { body, pulled } = stream(MB);
    expect(await boundBody(post(body), LIMIT)).toBeNull();
    // read to its end (kept nowhere), so the connection it came on is free for the next request
    expect(pulled.bytes).toBe(MB);
  });

  it("stops reading a refused stream after 10 MB", async () => {
    const { body, pulled } = stream(64 * MB);
    expect(await boundBody(post(body), LIMIT)).toBeNull();
    expect(pulled.bytes).toBeGreaterThan(10 * MB);
    expect(pulled.bytes).toBeLessThan(11 * MB);
  });

  it("hands on a form that fits, streamed or not, with its fields intact", async () => {
    const form = new URLSearchParams({ login: "kunde@example.com", password: "x".repeat(60 * 1024) }).toString();
    const type = { "Content-Type": "application/x-www-form-urlencoded" };
    const announced = post(form, { ...type, "Content-Length": String(form.length) });
    expect(await boundBody(announced, LIMIT)).toBe(announced);
    const streamed = await boundBody(post(new Blob([form]).stream(), type), LIMIT);
    expect(streamed).toBeInstanceOf(Request);
    const fields = await streamed!.formData();
    expect(fields.get("login")).toBe("kunde@example.com");
    expect(String(fields.get("password")).length).toBe(60 * 1024);
  });

  it("leaves requests without a body alone", async () => {
    const get = new Request("http://portal.test/login");
    expect(await boundBody(get, LIMIT)).toBe(get);
  });
});
