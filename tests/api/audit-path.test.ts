import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { auditRows, call, client, loginCuca, seedDemoData, send, storedEntry } from "./helpers";

// spec §2 entry overview "Änderungen durch den Kundenservice": the audit log records the route that ran
const ACCOUNT = "100101";
let support = "";
beforeAll(async () => {
  await seedDemoData();
  support = (await loginCuca(ACCOUNT)).token;
});

const version = async () => (await storedEntry(support, ACCOUNT)).version;
const supportChanges = () => send(client({ token: support }).customer.entry["support-changes"].$get({ query: { accountId: ACCOUNT } }));

describe("support staff's writes through a percent-encoded path (spec §2 support changes)", () => {
  it("a save through /api/%63ustomer/updateAboutUs is logged as the customer route and listed for the customer", async () => {
    const saved = await call("POST", "/%63ustomer/updateAboutUs", {
      token: support,
      query: { accountId: ACCOUNT },
      body: { version: await version(), aboutUs: "Frisch gebacken seit 1928." },
    });
    expect(saved.status).toBe(200);

    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({ method: "POST", path: "/api/customer/updateAboutUs", status: 200 });

    const list = await supportChanges();
    expect(list.status).toBe(200);
    expect(list.json.data.changes.map((c) => c.section)).toContain("Über uns");
  });

  it("lists a support change logged before with the URL's spelling (/api/%63ustomer/…)", async () => {
    const staff = await env.DB.prepare("SELECT id FROM users WHERE login = 'support@example.com'").first<{ id: number }>();
    await env.DB.prepare("INSERT INTO audit_log (staff_user_id, company_id, method, path, status, created_at) VALUES (?, ?, 'POST', ?, 200, ?)")
      .bind(staff!.id, ACCOUNT, "/api/%63ustomer/updatePayments", new Date().toISOString())
      .run();
    const list = await supportChanges();
    expect(list.json.data.changes.map((c) => c.section)).toContain("Zahlungsarten");
  });
});
