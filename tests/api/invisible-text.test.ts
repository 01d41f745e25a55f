import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// Names and free texts of the API (spec §5 validation, domain/form-rules.ts): invisible format
// characters are refused, and a name of nothing but them is as empty as it looks
const INVISIBLE = "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese.";
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("privat@example.com"))["privat@example.com"];
});

const profile = async () => (await send(client({ token }).user.data.getProfile.$get())).json.data.profile;
const updateProfile = (json: { username: string; version: number }) => send(client({ token }).user.data.updateUserProfile.$post({ json }));

describe("invisible characters in names and texts", () => {
  it("a display name with U+FFA0 or U+FFF9–U+FFFB is refused at the field, and nothing is stored", async () => {
    const before = await profile();
    for (const name of ["Jana\uFFA0H.", "\uFFF9Jana\uFFFAH.\uFFFB", "Jana\u200BH.", "Jana\u2066H."]) {
      const res = await updateProfile({ username: name, version: before.version });
      expect(res.status).toBe(422);
      expect(errorMessage(res.json, "username")).toBe(INVISIBLE);
    }
    expect((await profile()).username).toBe(before.username);
  });

  it("a display name made only of Hangul fillers is refused as empty", async () => {
    const before = await profile();
    const res = await updateProfile({ username: "\u3164\uFFA0\u115F", version: before.version });
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "username")).toBe("Bitte geben Sie einen Anzeigenamen ein.");
  });

  it("a registration with a first name of only U+3164 is refused as empty; no account is made", async () => {
    const res = await send(
      client().user.registerGuest.$post({
        json: { salutation: "frau", firstName: "\u3164", lastName: "Muster\u00AD", email: "unsichtbar@example.org", terms: true },
      }),
    );
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "firstName")).toBe("Bitte geben Sie Ihren Vornamen ein.");
    expect(errorMessage(res.json, "lastName")).toBe(INVISIBLE);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE login = 'unsichtbar@example.org'").first("n")).toBe(0);
  });

  it("a rating text with an interlinear annotation character is refused at the field", async () => {
    const viewed = (await send(client({ token }).user.recentlyViewedEntries.getRecentlyViewedEntries.$get())).json.data.entries[0]!;
    const res = await send(
      client({ token }).mws["call-ugc"].$post({ json: { entry_id: viewed.entry.id, stars: 4, rating_text: "Sehr gut\uFFF9versteckt\uFFFA\uFFFB, gerne wieder." } }),
    );
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "rating_text")).toBe(INVISIBLE);
  });
});
