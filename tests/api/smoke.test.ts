import { beforeAll, describe, expect, it } from "vitest";
import { client, login, seedDemoData, send } from "./helpers";

beforeAll(seedDemoData);

describe("backend contract (spec §7)", () => {
  it("refuses a call without X-Requested-With with 400 and an errors envelope", async () => {
    const res = await send(client({ xhr: false }).auth.login.$post({ json: { login: "kunde@example.com", password: "x" } }));
    expect(res.status).toBe(400);
    expect(res.json.errors[0]?.code).toBe("XHR_REQUIRED");
  });

  it("logs a customer in and lists the subscriptions of an own company", async () => {
    const { token, accounts } = await login("kunde@example.com");
    expect(accounts.map((a) => a.id)).toEqual(["100101", "100102", "100103"]);
    const res = await send(client({ token }).customer.getSubscriptions.$get({ query: { accountId: "100103" } }));
    expect(res.status).toBe(200);
    expect(res.json.data.subscriptions.map((s) => s.Stock_Keeping_Unit__c)).toContain("MB-WEB-LANDINGPAGE");
  });
});
