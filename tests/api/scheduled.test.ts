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
});
