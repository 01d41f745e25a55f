import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, send } from "./helpers";

// spec §2 debug pages: the mail outbox with its live links exists only where it is asked for
// (DEBUG_MAILS = "1", set by the local runs only), never merely because ENVIRONMENT is not "production"
const person = { salutation: "herr", firstName: "Max", lastName: "Muster", terms: true, email: "outbox@example.org" };

/** The app with the Worker's vars changed; `undefined` removes one. */
function appWith(vars: Record<string, string | undefined>) {
  const bindings: Record<string, unknown> = { ...env, ...vars };
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete bindings[k];
  return client({ bindings });
}
const register = () => send(appWith({}).user.registerGuest.$post({ json: person }));
/** The outbox's answer, its body as text: no link or address in it, whatever its shape. */
async function outbox(vars: Record<string, string | undefined>) {
  const res = await appWith(vars).debug.mails.$get();
  return { status: res.status, text: await res.text() };
}

describe("GET /api/debug/mails is opt-in (DEBUG_MAILS)", () => {
  it.each([
    ["development without the switch", { ENVIRONMENT: "development", DEBUG_MAILS: undefined }],
    ["staging without the switch", { ENVIRONMENT: "staging", DEBUG_MAILS: undefined }],
    ["staging with another value than 1", { ENVIRONMENT: "staging", DEBUG_MAILS: "true" }],
    ["production even with the switch", { ENVIRONMENT: "production", DEBUG_MAILS: "1" }],
  ])("answers 404 and shows no link: %s", async (_, vars) => {
    expect((await register()).status).toBe(200);
    const res = await outbox(vars);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("token=");
    expect(res.text).not.toContain("outbox@example.org");
  });

  it("lists the outbox where the switch is on (the local runs)", async () => {
    expect((await register()).status).toBe(200);
    const res = await outbox({ ENVIRONMENT: "development", DEBUG_MAILS: "1" });
    expect(res.status).toBe(200);
    expect(res.text).toContain("outbox@example.org");
  });
});
