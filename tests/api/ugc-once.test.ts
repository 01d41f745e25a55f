import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 call-ugc: one rating per account and directory entry; a second one changes it, never adds another
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("privat@example.com"))["privat@example.com"];
});

const USER = 1003; // privat@example.com (seed/demo-data.mjs)
const rate = (entry_id: string, stars: number, rating_text: string) => send(client({ token }).mws["call-ugc"].$post({ json: { entry_id, stars, rating_text } }));
const ratingsOf = async (entryId: string) =>
  (
    await env.DB.prepare("SELECT id, stars, rating_text, version FROM ratings WHERE user_id = ? AND entry_id = ? ORDER BY id")
      .bind(USER, entryId)
      .all<{ id: number; stars: number; rating_text: string; version: number }>()
  ).results;
const total = async () => (await env.DB.prepare("SELECT count(*) AS n FROM ratings WHERE user_id = ?").bind(USER).first<{ n: number }>())!.n;

/** Entries the user has looked at and not rated yet (the seed rates some of the viewed ones). */
async function unratedViewed(): Promise<string[]> {
  const rows = await env.DB.prepare(
    "SELECT DISTINCT entry_id FROM recently_viewed v WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.user_id = v.user_id AND r.entry_id = v.entry_id) ORDER BY entry_id",
  )
    .bind(USER)
    .all<{ entry_id: string }>();
  return rows.results.map((r) => r.entry_id);
}

describe("POST /api/mws/call-ugc: one rating per account and entry", () => {
  it("a second rating of the same entry changes the first (same id, new text and stars, version up) instead of adding one", async () => {
    const [entry] = await unratedViewed();
    const before = await total();
    const first = await rate(entry!, 2, "Lange gewartet, aber freundlich.");
    expect(first.status).toBe(200);
    expect(first.json.data.updated).toBe(false);
    const second = await rate(entry!, 5, "Beim zweiten Besuch war alles bestens.");
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ rating_id: first.json.data.rating_id, updated: true });
    expect(await ratingsOf(entry!)).toEqual([{ id: first.json.data.rating_id, stars: 5, rating_text: "Beim zweiten Besuch war alles bestens.", version: 2 }]);
    expect(await total()).toBe(before + 1);
  });

  it("many posts at the same time leave exactly one rating of the entry", async () => {
    const [, entry] = await unratedViewed();
    const before = await total();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(entry!, stars, `Gleichzeitig abgeschickt, ${stars} Sterne.`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.data.updated === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json.data.rating_id)).size).toBe(1);
    expect(await ratingsOf(entry!)).toHaveLength(1);
    expect(await total()).toBe(before + 1);
  });

  it("an entry rated before is changed, not rated again", async () => {
    const rated = await env.DB.prepare(
      "SELECT v.entry_id AS entry_id FROM recently_viewed v JOIN ratings r ON r.user_id = v.user_id AND r.entry_id = v.entry_id WHERE v.user_id = ? ORDER BY v.entry_id LIMIT 1",
    )
      .bind(USER)
      .first<{ entry_id: string }>();
    const before = await ratingsOf(rated!.entry_id);
    const res = await rate(rated!.entry_id, 3, "Meine Meinung hat sich geändert.");
    expect(res.json.data.updated).toBe(true);
    const after = await ratingsOf(rated!.entry_id);
    expect(after).toHaveLength(before.length);
    expect(after.map((r) => r.rating_text)).toContain("Meine Meinung hat sich geändert.");
  });
});
