import { describe, expect, it } from "vitest";
import { ApiClient } from "../../../app/server/api-client.server";

/** A backend that answers after a short real wait, so calls overlap or not as the caller decides. */
const slowBackend = (ms = 5) => async (req: Request) => {
  await new Promise((r) => setTimeout(r, ms));
  return Response.json({ data: { path: new URL(req.url).pathname } });
};

const client = (transport: (req: Request) => Promise<Response> = slowBackend()) =>
  new ApiClient(transport, { token: () => "t-1", accountId: () => "100101", requestId: "r-1" });

/** Records the requests the client sends, answering `answer` (default an empty `{ data }`). */
function recorder(answer: () => Response = () => Response.json({ data: {} })) {
  const sent: Request[] = [];
  return { sent, transport: async (req: Request) => (sent.push(req), answer()) };
}

describe("ApiClient counts calls in rounds (no calls that wait on each other)", () => {
  it("calls made together share one round", async () => {
    const api = client();
    await Promise.all([
      api.call((c) => c.navigation["menu-items"].$get({ query: {} })),
      api.call((c) => c.customer.getSubscriptions.$get()),
      api.call((c) => c.customer.getSalesForceEntry.$get()),
    ]);
    expect(api.calls).toBe(3);
    expect(api.rounds).toBe(1);
  });

  it("a call made after another has answered opens a second round", async () => {
    const api = client();
    await api.call((c) => c.navigation["menu-items"].$get({ query: {} }));
    await Promise.all([api.call((c) => c.customer.getSubscriptions.$get()), api.call((c) => c.customer.getSalesForceEntry.$get())]);
    expect(api.calls).toBe(3);
    expect(api.rounds).toBe(2);
  });

  it("a failing call still ends its round", async () => {
    const api = client(async () => {
      throw new Error("down");
    });
    expect((await api.call((c) => c.navigation["menu-items"].$get({ query: {} }))).ok).toBe(false);
    await api.call((c) => c.navigation["menu-items"].$get({ query: {} }));
    expect(api.rounds).toBe(2);
  });
});

describe("ApiClient speaks the contract of spec §7", () => {
  it("sends the XMLHttpRequest header, the request id and the token", async () => {
    const { sent, transport } = recorder();
    await client(transport).call((c) => c.customer.getSubscriptions.$get());
    const req = sent[0]!;
    expect(req.headers.get("X-Requested-With")).toBe("XMLHttpRequest");
    expect(req.headers.get("X-Request-Id")).toBe("r-1");
    expect(req.headers.get("Authorization")).toBe("Bearer t-1");
  });

  it("appends the active accountId to the account path families only, matched on the area segment", async () => {
    const { sent, transport } = recorder();
    const api = client(transport);
    await api.call((c) => c.customer.getSubscriptions.$get());
    await api.call((c) => c.cuca.getWebsiteDeeplink.$post());
    await api.call((c) => c.user.readUserNotification.$post({ json: { userNotification: "x" } }));
    await api.call((c) => c.auth.login.cuca.$post({ json: { login: "a", password: "b", companyId: "1" } }, ApiClient.anonymous));
    expect(sent.map((r) => new URL(r.url).searchParams.get("accountId"))).toEqual(["100101", "100101", null, null]);
  });

  it("a login call goes without the token; a call for another company names that one", async () => {
    const { sent, transport } = recorder();
    const api = client(transport);
    await api.call((c) => c.auth.login.$post({ json: { login: "a", password: "b" } }, ApiClient.anonymous));
    await api.call((c) => c.customer.account[":companyId"].$get({ param: { companyId: "100102" } }, ApiClient.forAccount("100102")));
    expect(sent[0]!.headers.has("Authorization")).toBe(false);
    expect(sent[0]!.headers.has("X-Portal-Anonymous")).toBe(false);
    expect(new URL(sent[1]!.url).pathname).toBe("/api/customer/account/100102");
    expect(new URL(sent[1]!.url).searchParams.get("accountId")).toBe("100102");
    expect(sent[1]!.headers.has("X-Portal-Account")).toBe(false);
  });

  it("unwraps { data }, passes { errors } on with their status, and calls anything else a broken answer (502)", async () => {
    const answers = [
      Response.json({ data: { subscriptions: [] } }),
      Response.json({ errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }] }, { status: 403 }),
      new Response("<html>proxy error</html>", { status: 200 }),
    ];
    const api = client(async () => answers.shift()!);
    expect(await api.call((c) => c.customer.getSubscriptions.$get())).toEqual({ ok: true, status: 200, data: { subscriptions: [] } });
    expect(await api.call((c) => c.customer.getSubscriptions.$get())).toEqual({
      ok: false,
      status: 403,
      errors: [{ code: "FORBIDDEN", message: "Kein Zugriff." }],
    });
    const broken = await api.call((c) => c.customer.getSubscriptions.$get());
    expect(broken.ok).toBe(false);
    expect(broken.status).toBe(502);
  });

  it("a 204 is a success without data (spec §7 google/locations: none)", async () => {
    const api = client(async () => new Response(null, { status: 204 }));
    expect(await api.call((c) => c["external-services"].google.locations.$post())).toEqual({ ok: true, status: 204, data: null });
  });
});

describe("a refused call's wait", () => {
  it("a 429 hands on its Retry-After in seconds; other refusals have none", async () => {
    const wait = recorder(() => Response.json({ errors: [{ code: "WEBSITE_CHECK_WAIT", message: "Bitte warten" }] }, { status: 429, headers: { "Retry-After": "7" } }));
    const res = await client(wait.transport).call((c) => c.customer.getWebsiteCheck.$get({ query: { encUrl: "x" } }));
    expect(res).toEqual({ ok: false, status: 429, errors: [{ code: "WEBSITE_CHECK_WAIT", message: "Bitte warten" }], retryAfter: 7 });
    const refused = recorder(() => Response.json({ errors: [{ code: "ENC_URL_INVALID", message: "nein" }] }, { status: 400, headers: { "Retry-After": "7" } }));
    const other = await client(refused.transport).call((c) => c.customer.getWebsiteCheck.$get({ query: { encUrl: "x" } }));
    expect(other).not.toHaveProperty("retryAfter");
  });
});
