import { describe, expect, it } from "vitest";
import { ApiClient } from "../../../app/server/api-client.server";

/** A backend that answers after a short real wait, so calls overlap or not as the caller decides. */
const slowBackend = (ms = 5) => async (req: Request) => {
  await new Promise((r) => setTimeout(r, ms));
  return Response.json({ data: { path: new URL(req.url).pathname } });
};

const client = () => new ApiClient(slowBackend(), { token: () => "t", accountId: () => "100101", requestId: "r-1" });

describe("ApiClient counts calls in rounds (issue 3 §1: no calls that wait on each other)", () => {
  it("calls made together share one round", async () => {
    const api = client();
    await Promise.all([api.get("/navigation/menu-items"), api.get("/customer/getSubscriptions"), api.get("/customer/getSalesForceEntry")]);
    expect(api.calls).toBe(3);
    expect(api.rounds).toBe(1);
  });

  it("a call made after another has answered opens a second round", async () => {
    const api = client();
    await api.get("/navigation/menu-items");
    await Promise.all([api.get("/customer/getSubscriptions"), api.get("/customer/getSalesForceEntry")]);
    expect(api.calls).toBe(3);
    expect(api.rounds).toBe(2);
  });

  it("a failing call still ends its round", async () => {
    const api = new ApiClient(async () => { throw new Error("down"); }, { token: () => "t", accountId: () => undefined, requestId: "r-2" });
    expect((await api.get("/navigation/menu-items")).ok).toBe(false);
    await api.get("/navigation/menu-items");
    expect(api.rounds).toBe(2);
  });
});
