import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_JOBS_KEPT } from "../../api/services/entry-service";
import { client, loginCuca, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 bea getJobIdAndPortalsMetadata / getAnalysisData: an analysis started or polled again
// and again keeps a bounded number of rows per company, never one more per GET
const ACCOUNT = "100101";
const session = { kunde: "", support: "" };
beforeAll(async () => {
  await seedDemoData();
  session.kunde = (await tokensFor("kunde@example.com"))["kunde@example.com"];
  session.support = (await loginCuca("100201")).token;
});

const USER_DATA = { company: "Bäckerei Krüger GmbH", street: "Hauptstraße", houseNumber: "12", zipCode: "50667", phone: "0221 1234567" };
const start = (accountId = ACCOUNT, token = session.kunde) =>
  send(client({ token }).customer.bea.getJobIdAndPortalsMetadata.$get({ query: { accountId, ...USER_DATA } }));
const poll = (jobId: string, jobToken: string) =>
  send(client({ token: session.kunde }).customer.bea.getAnalysisData.$get({ query: { accountId: ACCOUNT, jobId, token: jobToken } }));
const rows = async (companyId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM entry_service_jobs WHERE company_id = ?").bind(companyId).first<{ n: number }>())!.n;

describe("entry-service analyses do not pile up", () => {
  it("repeated GETs keep at most the newest few analyses of the company, and the newest answers", async () => {
    let last = { jobId: "", token: "" };
    for (let i = 0; i < ANALYSIS_JOBS_KEPT + 7; i++) {
      const res = await start();
      expect(res.status).toBe(200);
      last = res.json.data;
      expect(await rows(ACCOUNT)).toBeLessThanOrEqual(ANALYSIS_JOBS_KEPT);
    }
    expect(await rows(ACCOUNT)).toBe(ANALYSIS_JOBS_KEPT);
    const before = await rows(ACCOUNT);
    for (let i = 0; i < 5; i++) expect([200, 202]).toContain((await poll(last.jobId, last.token)).status);
    expect(await rows(ACCOUNT)).toBe(before);
  });

  it("an analysis older than a day is deleted with the next start; other companies' analyses stay", async () => {
    const other = await start("100201", session.support);
    expect(other.status).toBe(200);
    const old = (await start()).json.data;
    await env.DB.prepare("UPDATE entry_service_jobs SET created_at = ? WHERE id = ?").bind(new Date(Date.now() - 25 * 3_600_000).toISOString(), old.jobId).run();
    expect((await start()).status).toBe(200);
    expect((await poll(old.jobId, old.token)).status).toBe(404);
    expect(await rows("100201")).toBe(1);
  });
});
