import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "../../../app/routes/debug+/mails";

// spec §2 debug pages: the page /debug/mails follows the same switch as its call (DEBUG_MAILS, domain/env.ts)
function args(env: Record<string, string>) {
  let asked = 0;
  const portal = {
    env,
    api: {
      call: async () => {
        asked++;
        return { ok: true, status: 200, data: { mails: [{ id: 1, to: "a@example.org", subject: "x", kind: "k", createdAt: "", sentAt: null, text: "https://x/?token=1", links: ["https://x/?token=1"] }] } };
      },
    },
  };
  const request = new Request("https://portal.test/debug/mails");
  return { args: { request, context: { portal }, params: {} } as unknown as LoaderFunctionArgs, asked: () => asked };
}

const status = async (p: Promise<unknown>) => p.then(() => 200, (e: unknown) => (e instanceof Response ? e.status : -1));

describe("the page /debug/mails (opt-in, like GET /api/debug/mails)", () => {
  it.each([
    ["development without DEBUG_MAILS", { ENVIRONMENT: "development" }],
    ["staging without DEBUG_MAILS", { ENVIRONMENT: "staging" }],
    ["production with DEBUG_MAILS", { ENVIRONMENT: "production", DEBUG_MAILS: "1" }],
  ])("answers 404 without asking the backend: %s", async (_, env) => {
    const a = args(env);
    expect(await status(loader(a.args))).toBe(404);
    expect(a.asked()).toBe(0);
  });

  it("shows the outbox with DEBUG_MAILS = 1 outside production", async () => {
    const a = args({ ENVIRONMENT: "development", DEBUG_MAILS: "1" });
    const data = await loader(a.args);
    expect(data.mails).toHaveLength(1);
  });
});
