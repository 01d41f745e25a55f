import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY } from "../../seed/user-activity.mjs";
import { RATING_TEXT_MAX } from "#domain/rating-rules";
import { SEARCHES_SHOWN } from "#domain/user-activity";
import { client, seedDemoData, send, tokensFor } from "./helpers";

/**
 * The user's own ratings, latest searches, recently viewed entries and portals
 * (spec §7 "User", §9 page sizes): each user reads and changes only their own
 * rows; another user's id or timestamp is a 404 and changes nothing.
 */

let tokens: Record<"privat@example.com" | "einzel@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("privat@example.com", "einzel@example.com");
});
const jana = () => tokens["privat@example.com"];
const thomas = () => tokens["einzel@example.com"];

const user = (token: string) => client({ token }).user;
const ratingsPage = async (token: string, page = 1) => (await send(user(token).ratings.getRatings.$get({ query: { page: String(page) } }))).json.data;
const firstRating = async (token: string) => (await ratingsPage(token)).ratings[0]!;
const updateRating = (json: Record<string, unknown>) => send(user(jana()).ratings.updateRating.$post({ json }));
const deleteRating = (ratingId: number) => send(user(jana()).ratings.deleteRating.$delete({ query: { rating_id: String(ratingId) } }));
const deleteSearch = (timestamp: string) => send(user(jana())["latest-search"].delete.$delete({ query: { timestamp } }));
const deleteViewed = (timestamp: number) => send(user(jana()).recentlyViewedEntries.deleteRecentlyViewedEntry.$delete({ query: { timestamp: String(timestamp) } }));
const rate = (json: { entry_id: string; stars: number; rating_text: string }) => send(client({ token: jana() }).mws["call-ugc"].$post({ json }));

describe("ratings", () => {
  it("5 per page, newest change first, hasMorePages until the last", async () => {
    const pages = [await ratingsPage(jana(), 1), await ratingsPage(jana(), 2), await ratingsPage(jana(), 3)];
    expect(pages.map((p) => p.ratings.length)).toEqual([5, 5, ACTIVITY.ratings - 10]);
    expect(pages.map((p) => p.hasMorePages)).toEqual([true, true, false]);
    const dates = pages.flatMap((p) => p.ratings.map((r) => r.update_date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(pages[0]?.ratings[0]).toMatchObject({ entry: { name: expect.any(String) } });
  });

  it("the author changes text and stars; the rating comes first then", async () => {
    const last = (await ratingsPage(jana(), 3)).ratings.at(-1)!;
    const res = await updateRating({ rating_id: last.id, rating_text: "Nachträglich: wirklich sehr gut.", stars: 5, version: last.version });
    expect(res.status).toBe(200);
    const first = await firstRating(jana());
    expect(first).toMatchObject({ id: last.id, rating_text: "Nachträglich: wirklich sehr gut.", stars: 5, version: last.version + 1 });
  });

  it.each([
    ["stars 0", { stars: 0 }, "stars"],
    ["stars 6", { stars: 6 }, "stars"],
    ["stars 2.5", { stars: 2.5 }, "stars"],
    ["a text over 2 000 characters", { rating_text: "x".repeat(RATING_TEXT_MAX + 1) }, "rating_text"],
    ["an empty text", { rating_text: "" }, "rating_text"],
  ])("refuses %s at the field, unchanged", async (_, change, field) => {
    const before = await firstRating(jana());
    const res = await updateRating({ rating_id: before.id, rating_text: before.rating_text, stars: before.stars, ...change });
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e) => e.field)).toContain(field);
    expect(await firstRating(jana())).toEqual(before);
  });

  it("another user's rating: 404 for the change and the delete, unchanged", async () => {
    const foreign = await firstRating(thomas());
    const change = await updateRating({ rating_id: foreign.id, rating_text: "Übernommen und geändert", stars: 1 });
    expect(change.status).toBe(404);
    expect((await deleteRating(foreign.id)).status).toBe(404);
    expect(await firstRating(thomas())).toEqual(foreign);
  });

  it("an old version is a 409", async () => {
    const r = await firstRating(jana());
    await updateRating({ rating_id: r.id, rating_text: "Erste Änderung des Textes", stars: 4, version: r.version });
    const stale = await updateRating({ rating_id: r.id, rating_text: "Zweite Änderung, veraltet", stars: 2, version: r.version });
    expect(stale.status).toBe(409);
    expect((await firstRating(jana())).rating_text).toBe("Erste Änderung des Textes");
  });

  it("the author deletes a rating; it is gone, once", async () => {
    const r = await firstRating(jana());
    expect((await deleteRating(r.id)).status).toBe(200);
    expect((await ratingsPage(jana())).total).toBe(ACTIVITY.ratings - 1);
    expect((await deleteRating(r.id)).status).toBe(404);
  });
});

describe("latest searches and recently viewed", () => {
  it("lists the searches newest first and deletes one by its timestamp; another user's is a 404", async () => {
    const list = async (token: string) => (await send(user(token)["latest-search"].retrieve.$get())).json.data.searches;
    const mine = await list(jana());
    // the newest 5 of 7 (spec §9)
    expect(mine).toHaveLength(Math.min(ACTIVITY.searches, SEARCHES_SHOWN));
    expect(mine.map((s) => s.timestamp)).toEqual([...mine.map((s) => s.timestamp)].sort((a, b) => b - a));
    // the demo users' searches share their times: Thomas's first one is not Jana's to delete
    const theirs = await list(thomas());
    await env.DB.prepare("UPDATE latest_searches SET timestamp = timestamp + 1 WHERE user_id = (SELECT id FROM users WHERE login = 'einzel@example.com')").run();
    expect((await deleteSearch(String(theirs[0]!.timestamp + 1))).status).toBe(404);
    expect(await list(thomas())).toHaveLength(Math.min(ACTIVITY.searches, SEARCHES_SHOWN));
    expect((await deleteSearch(String(mine[0]!.timestamp))).status).toBe(200);
    expect((await list(jana())).map((s) => s.timestamp)).not.toContain(mine[0]!.timestamp);
    expect((await deleteSearch("kein-zeitpunkt")).status).toBe(404);
  });

  it("recently viewed: 5 per page with sequence numbers; delete by timestamp", async () => {
    const page = async (n: number) => (await send(user(jana()).recentlyViewedEntries.getRecentlyViewedEntries.$get({ query: { page: String(n) } }))).json.data;
    const [one, two] = [await page(1), await page(2)];
    expect([one.entries.length, two.entries.length]).toEqual([5, ACTIVITY.viewed - 5]);
    expect([one.hasMorePages, two.hasMorePages]).toEqual([true, false]);
    expect(one.entries[0]).toMatchObject({ sequenceNumber: ACTIVITY.viewed, timestamp: expect.any(Number), entry: { name: expect.any(String) } });
    const ts = one.entries[0]!.timestamp;
    expect((await deleteViewed(ts)).status).toBe(200);
    expect((await page(1)).total).toBe(ACTIVITY.viewed - 1);
    expect((await deleteViewed(ts)).status).toBe(404);
  });

  it("getPortals names the provider's portals the account works on: a private user is offered no business portal", async () => {
    const names = async (token: string) => (await send(user(token).getPortals.$get())).json.data.portals.map((p) => p.name);
    expect(await names(jana())).toEqual(["Das Branchenverzeichnis"]);
    expect(await names(tokens["einzel@example.com"])).toEqual(["Das Branchenverzeichnis", "Mein Bereich B2B"]);
  });
});

describe("POST /api/mws/call-ugc", () => {
  it("a new rating of an entry the user looked at, first among their ratings", async () => {
    const viewed = (await send(user(jana()).recentlyViewedEntries.getRecentlyViewedEntries.$get())).json.data.entries[0]!;
    const res = await rate({ entry_id: viewed.entry.id, stars: 4, rating_text: "Schnell, freundlich und fair im Preis." });
    expect(res.status).toBe(200);
    const first = await firstRating(jana());
    expect(first).toMatchObject({ id: res.json.data.rating_id, stars: 4, entry: { id: viewed.entry.id, name: viewed.entry.name } });
    expect((await ratingsPage(jana())).total).toBe(ACTIVITY.ratings + 1);
  });

  it("refuses an entry the user has not looked at, stars outside 1–5 and a missing text, at the fields", async () => {
    const res = await rate({ entry_id: "D-9999", stars: 3, rating_text: "Nie dort gewesen, trotzdem bewertet." });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.field).toBe("entry_id");
    const bad = await rate({ entry_id: "D-4711", stars: 9, rating_text: "" });
    expect(bad.json.errors.map((e) => e.field).sort()).toEqual(["rating_text", "stars"]);
    expect((await ratingsPage(jana())).total).toBe(ACTIVITY.ratings);
  });
});
