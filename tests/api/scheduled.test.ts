import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { nightly } from "../../api/scheduled";
import { seedDemoData } from "./helpers";

// decision 051 (AGG § 15 Abs. 4): job applications are deleted on their deletion day, by the Worker's nightly cron trigger
const row = (id: string, type: string, deleteOn: string | null) =>
  env.DB.prepare(
    "INSERT INTO leads (external_id, company_id, type, subject, message, requester_name, requester_email, created_at, job_title, job_closed_on, delete_on) VALUES (?, '100102', ?, 'Betreff', 'Text', 'Erika Mustermann', 'erika@example.com', '2026-01-10 09:00', ?, ?, ?)",
  ).bind(id, type, type === "job" ? "Anlagenmechaniker (m/w/d)" : null, type === "job" ? "2026-05-29" : null, deleteOn);

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch([row("T-DUE", "job", "2026-11-29"), row("T-PAST", "job", "2026-06-01"), row("T-LATER", "job", "2026-11-30"), row("T-OPEN", "job", null), row("T-REQ", "request", null)]);
});

describe("the nightly clean-up", () => {
  it("deletes the applications whose deletion day has come, and nothing else", async () => {
    expect(await nightly(env, "2026-11-29")).toMatchObject({ applicationsDeleted: 2 });
    const left = await env.DB.prepare("SELECT external_id FROM leads WHERE external_id LIKE 'T-%' ORDER BY external_id").all<{ external_id: string }>();
    expect(left.results.map((r) => r.external_id)).toEqual(["T-LATER", "T-OPEN", "T-REQ"]);
    // the next night: the one due then
    expect(await nightly(env, "2026-11-30")).toMatchObject({ applicationsDeleted: 1 });
  });

  // decision 085: tracking rows are kept 90 days
  it("deletes the tracking rows recorded more than 90 days ago, and keeps the rest", async () => {
    const track = (at: string) => env.DB.prepare("INSERT INTO tracking_events (user_id, kind, section, recorded_at) VALUES (1001, 'views', '/kunde', ?)").bind(at);
    await env.DB.batch([track("2026-08-31T23:59:59.000Z"), track("2026-09-01T00:00:00.000Z"), track("2026-11-29T08:00:00.000Z")]);
    expect(await nightly(env, "2026-11-30")).toMatchObject({ trackingDeleted: 1 });
    const left = await env.DB.prepare("SELECT recorded_at FROM tracking_events ORDER BY recorded_at").all<{ recorded_at: string }>();
    expect(left.results.map((r) => r.recorded_at)).toEqual(["2026-09-01T00:00:00.000Z", "2026-11-29T08:00:00.000Z"]);
  });

  // spec §4 claiming, "rules and records": a funnel past its expiry is never read again, and it holds a name and address
  it("deletes the claim and account-link funnels and the opened links that expired before the day began, and keeps the rest", async () => {
    const funnel = (ref: string, expires: string) =>
      env.DB.prepare("INSERT INTO claim_funnels (ref_hash, company_id, person, expires_at) VALUES (?, '100301', ?, ?)").bind(ref, JSON.stringify({ firstName: "Erika", lastName: "Mustermann" }), expires);
    const link = (ref: string, expires: string) =>
      env.DB.prepare("INSERT INTO account_link_funnels (ref_hash, company_id, customer_number, expires_at) VALUES (?, '100301', 'K100301', ?)").bind(ref, expires);
    const seal = (nonce: string, expires: string) => env.DB.prepare("INSERT INTO claim_seals_used (nonce, company_id, expires_at) VALUES (?, '100301', ?)").bind(nonce, expires);
    await env.DB.batch([
      funnel("F-OLD", "2026-11-29T23:59:59.000Z"),
      funnel("F-NEW", "2026-11-30T00:00:00.000Z"),
      link("L-OLD", "2026-10-01T08:00:00.000Z"),
      link("L-NEW", "2026-12-24T08:00:00.000Z"),
      seal("S-OLD", "2026-11-01T08:00:00.000Z"),
      seal("S-NEW", "2026-12-01T08:00:00.000Z"),
    ]);
    expect(await nightly(env, "2026-11-30")).toMatchObject({ funnelsDeleted: 3 });
    const refs = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((r) => r.id);
    expect(await refs("SELECT ref_hash AS id FROM claim_funnels WHERE ref_hash LIKE 'F-%'")).toEqual(["F-NEW"]);
    expect(await refs("SELECT ref_hash AS id FROM account_link_funnels WHERE ref_hash LIKE 'L-%'")).toEqual(["L-NEW"]);
    expect(await refs("SELECT nonce AS id FROM claim_seals_used WHERE nonce LIKE 'S-%'")).toEqual(["S-NEW"]);
  });
});
