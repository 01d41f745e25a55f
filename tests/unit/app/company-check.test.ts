import { describe, expect, it } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { customerCookie, portalEnv } from "./portal-env";
import { PortalContext } from "../../../app/server/context.server";
import { buttonAction, OTHER_COMPANY_BUTTON_MESSAGE } from "../../../app/server/button-action.server";
import { action as googleAction } from "../../../app/routes/_portal+/kunde+/meineProdukte+/google+/unternehmensProfil";
import { action as entryServiceAction } from "../../../app/routes/_portal+/kunde+/meineProdukte+/eintrag+/eintragsservice.server";

/**
 * Every POST of a product page gets its company check (docs/product-page.md): a
 * form loaded for one company and sent after the user switched to another (in
 * another tab) must not land on the company now active (spec §4 company switch).
 */

const PAGE = "http://portal.test/kunde/meineProdukte/google/unternehmensProfil";

/** A logged-in customer whose active company is 100101 (she may act for 100103 too); the /api calls it makes are recorded. */
async function portalFor(calls: string[]) {
  const cookie = await customerCookie({ companies: ["100101", "100103"], accountId: "100101" });
  const request = new Request(PAGE, { method: "POST", headers: { Cookie: cookie } });
  const portal = await PortalContext.create(request, portalEnv, async (req) => {
    calls.push(new URL(req.url).pathname);
    return Response.json({ data: { externallyConfirmed: true } });
  });
  return { portal, request };
}

const body = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

async function runGoogle(entries: Record<string, string>) {
  const calls: string[] = [];
  const { portal } = await portalFor(calls);
  const request = new Request(PAGE, { method: "POST", body: body(entries) });
  try {
    const out = (await googleAction({ request, context: { portal }, params: {} } as unknown as ActionFunctionArgs)) as unknown as {
      data?: { error?: string };
      init?: { status: number };
    };
    return { calls, status: out.init?.status ?? 200, error: out.data?.error ?? null };
  } catch (e) {
    return { calls, status: (e as Response).status, error: null };
  }
}

describe("the Google location form checks the company it was loaded for (spec §7 google/connect-location)", () => {
  it("a location chosen on the page of company 100103, sent after switching to 100101 in another tab: nothing connected, 409 with a German message", async () => {
    const r = await runGoogle({ location: "1001/2001", companyId: "100103" });
    expect(r.calls).toEqual([]);
    expect(r.status).toBe(409);
    expect(r.error).toBe(OTHER_COMPANY_BUTTON_MESSAGE);
  });

  it("a form without the company it was loaded for is not sent either", async () => {
    const r = await runGoogle({ location: "1001/2001" });
    expect(r.calls).toEqual([]);
    expect(r.status).toBe(409);
  });

  it("disconnecting is checked the same way", async () => {
    const r = await runGoogle({ intent: "disconnect", companyId: "100103" });
    expect(r.calls).toEqual([]);
    expect(r.status).toBe(409);
  });

  it("for the active company the location is connected (redirect back to the page)", async () => {
    const r = await runGoogle({ location: "1001/2001", companyId: "100101" });
    expect(r.calls).toEqual(["/api/external-services/google/connect-location"]);
    expect(r.status).toBe(302);
  });
});

describe("a button form with the company check (button-action.server.ts)", () => {
  it("sends nothing for a form loaded for another company, and says so on the page it goes back to", async () => {
    const calls: string[] = [];
    const { portal } = await portalFor(calls);
    let sent = false;
    const thrown = await buttonAction(
      portal,
      async () => {
        sent = true;
        return { ok: true, status: 200, data: null };
      },
      { done: "Erledigt.", gone: "Schon weg.", failed: "Fehlgeschlagen.", back: "/kunde/meineProdukte/eintrag/uebersicht" },
      { formData: body({ companyId: "100103" }) },
    ).catch((e: Response) => e);
    expect(sent).toBe(false);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/kunde/meineProdukte/eintrag/uebersicht");
  });
});

describe("the entry service's buttons check the company too (spec §7 internalBea)", () => {
  async function runEntryService(entries: Record<string, string>) {
    const calls: string[] = [];
    const { portal } = await portalFor(calls);
    const request = new Request("http://portal.test/kunde/meineProdukte/eintrag/eintragsservice", { method: "POST", body: body(entries) });
    const thrown = (await entryServiceAction({ request, context: { portal }, params: {} } as unknown as ActionFunctionArgs).catch((e: Response) => e)) as Response;
    return { calls, thrown, flash: JSON.stringify(portal.session.data) };
  }
  it("the signet switched on the page of 100103, sent after switching to 100101: nothing sent, back to the page with the message", async () => {
    const r = await runEntryService({ intent: "signet", current: "true", companyId: "100103" });
    expect(r.calls).toEqual([]);
    expect(r.thrown.status).toBe(302);
    expect(r.flash).toContain(OTHER_COMPANY_BUTTON_MESSAGE);
  });
  it("for the active company the button's call goes out", async () => {
    const r = await runEntryService({ intent: "reload-portals", companyId: "100101" });
    expect(r.calls).toEqual(["/api/customer/internalBea/reloadPortalsData"]);
    expect(r.thrown.status).toBe(302);
  });
});
