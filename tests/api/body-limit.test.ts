import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { login, seedDemoData } from "./helpers";
import type { Answer, AreaClients } from "./client";

/** Bounded input: /api reads no body over 64 KB, whether it announces its length or streams it. */

beforeAll(async () => {
  await seedDemoData();
});

const encoder = new TextEncoder();

/**
 * The bodies here are sent raw (a stream, an exact length), which the typed client does not do;
 * their answers are read as the envelope of spec §7 the login answers with: its data, or the refusal.
 */
type Envelope = Answer<Awaited<ReturnType<AreaClients["auth"]["login"]["$post"]>>>["json"];

/** POSTs `text` to /api`path`, with Content-Length or as a stream of 16 KB chunks without it. */
async function post(path: string, text: string, { withLength, token }: { withLength: boolean; token?: string }) {
  const bytes = encoder.encode(text);
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit = bytes;
  if (withLength) headers["Content-Length"] = String(bytes.length);
  else {
    let offset = 0;
    body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += 16 * 1024)));
      },
    });
  }
  const res = await api.request(`/api${path}`, { method: "POST", headers, body }, env);
  const raw = await res.text();
  return { status: res.status, raw, json: JSON.parse(raw) as Envelope };
}

const MB = 1024 * 1024;

describe("request body limit of /api (64 KB)", () => {
  for (const withLength of [true, false]) {
    const how = withLength ? "with Content-Length" : "streamed without Content-Length";
    it(`refuses a 1 MB login value (${how}) with 413 in the errors envelope, a few hundred bytes long`, async () => {
      const res = await post("/auth/login", JSON.stringify({ login: "x".repeat(MB), password: DEMO_PASSWORD }), { withLength });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({
        errors: [{ code: "PAYLOAD_TOO_LARGE", message: "Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben." }],
      });
      expect(res.raw.length).toBeLessThan(1024);
      // refused before the login was looked at: no attempt counted
      const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM login_attempts").first<{ n: number }>())!;
      expect(n).toBe(0);
    });

    it(`refuses a 1 MB body of a logged-in call (${how}) with 413`, async () => {
      const { token } = await login("kunde@example.com");
      const res = await post("/user/readUserNotification", JSON.stringify({ userNotification: "W".repeat(MB) }), { withLength, token });
      expect(res.status).toBe(413);
      expect(res.json.errors[0]?.code).toBe("PAYLOAD_TOO_LARGE");
    });
  }

  it("reads a body just under the limit and judges it by its rules (422, the value not echoed)", async () => {
    const text = JSON.stringify({ login: "x".repeat(60 * 1024), password: DEMO_PASSWORD });
    expect(text.length).toBeLessThan(64 * 1024);
    for (const withLength of [true, false]) {
      const res = await post("/auth/login", text, { withLength });
      expect(res.status).toBe(422);
      expect(res.json.errors[0]?.field).toBe("login");
      expect(res.raw.length).toBeLessThan(1024);
    }
  });

  it("still logs in with an ordinary body sent either way", async () => {
    for (const withLength of [true, false]) {
      const res = await post("/auth/login", JSON.stringify({ login: "einzel@example.com", password: DEMO_PASSWORD }), { withLength });
      expect(res.status).toBe(200);
      expect(typeof res.json.data.token).toBe("string");
    }
  });
});
