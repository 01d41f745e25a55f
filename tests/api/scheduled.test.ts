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
    expect(await nightly(env, "2026-11-29")).toEqual({ applicationsDeleted: 2 });
    const left = await env.DB.prepare("SELECT external_id FROM leads WHERE external_id LIKE 'T-%' ORDER BY external_id").all<{ external_id: string }>();
    expect(left.results.map((r) => r.external_id)).toEqual(["T-LATER", "T-OPEN", "T-REQ"]);
    // the next night: the one due then
    expect(await nightly(env, "2026-11-30")).toEqual({ applicationsDeleted: 1 });
  });
});
