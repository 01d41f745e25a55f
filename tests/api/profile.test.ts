import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import jpeg from "jpeg-js";
import { imageSize } from "../../api/lib/thumbnail";
import { client, login, loginCuca, seedDemoData, send } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

/**
 * The user's own profile through /api (issue "Users"): getProfile,
 * updateUserProfile (display name and profile image, spec §5/§9) and
 * updateUserData, each on the profile's version.
 */

beforeAll(async () => {
  await seedDemoData();
});

/** A 300×150 photo as a base64 data URL (spec §5). */
function photoDataUrl(width = 300, height = 150) {
  const data = new Uint8Array(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
  const bytes = jpeg.encode({ width, height, data }, 85).data;
  return `data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}`;
}
const dataUrl = (type: string, text: string) => `data:${type};base64,${btoa(text)}`;

const userData = (token: string) => client({ token }).user.data;
async function profileOf(token: string) {
  const res = await send(userData(token).getProfile.$get());
  expect(res.status).toBe(200);
  return res.json.data.profile;
}

describe("POST /api/user/data/updateUserProfile", { timeout: CPU_HEAVY_MS }, () => {
  it("stores the display name and a 200×200 JPEG of the image in R2; the image is served to its owner", async () => {
    const { token } = await login("privat@example.com");
    const { version } = await profileOf(token);
    const res = await send(userData(token).updateUserProfile.$post({ json: { username: "Jana H.", profile_image: photoDataUrl(), version } }));
    expect(res.status).toBe(200);
    const profile = res.json.data.profile;
    expect(profile).toMatchObject({ username: "Jana H.", version: version + 1 });
    const stored = await env.FILES.get(profile.profile_image!);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(imageSize(bytes, "image/jpeg")).toEqual({ width: 200, height: 200 });

    const image = await send(userData(token).profileImage.$get());
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("removes the image (and its file) on request; a later change replaces the file", async () => {
    const { token } = await login("privat@example.com");
    let { version } = await profileOf(token);
    const first = (await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", profile_image: photoDataUrl(), version } }))).json.data.profile;
    const second = (await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", profile_image: photoDataUrl(80, 120), version: first.version } }))).json.data.profile;
    expect(await env.FILES.get(first.profile_image!)).toBeNull();
    version = second.version;
    const removed = await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", removeImage: true, version } }));
    expect(removed.json.data.profile.profile_image).toBeNull();
    expect(await env.FILES.get(second.profile_image!)).toBeNull();
    expect((await send(userData(token).profileImage.$get())).status).toBe(404);
  });

  it.each([
    ["an SVG", dataUrl("image/png", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "SVG-Dateien sind nicht erlaubt"],
    ["a PDF called an image", dataUrl("image/jpeg", "%PDF-1.7\n%%EOF"), "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF."],
    ["a broken JPEG", dataUrl("image/jpeg", "\xff\xd8\xff\xe0 nothing more"), "konnte nicht gelesen werden"],
    ["no data URL", "https://example.com/bild.jpg", "data:image"],
  ])("refuses %s at the field and stores nothing", async (_, image, message) => {
    const { token } = await login("privat@example.com");
    const before = await profileOf(token);
    const res = await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", profile_image: image, version: before.version } }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toMatchObject({ field: "profile_image" });
    expect(res.json.errors[0]?.message).toContain(message);
    expect(await profileOf(token)).toEqual(before);
    expect((await env.FILES.list({ prefix: "users/" })).objects).toEqual([]);
  });

  it("an image over 5 MB is refused", async () => {
    const { token } = await login("privat@example.com");
    const { version } = await profileOf(token);
    const big = `data:image/jpeg;base64,${"A".repeat(7 * 1024 * 1024)}`;
    const res = await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", profile_image: big, version } }));
    expect([413, 422]).toContain(res.status);
    expect((await env.FILES.list({ prefix: "users/" })).objects).toEqual([]);
  });

  it("a change on an old version is a 409 and changes nothing", async () => {
    const { token } = await login("privat@example.com");
    const { version } = await profileOf(token);
    expect((await send(userData(token).updateUserData.$post({ json: { salutation: "frau", firstName: "Jana", lastName: "Hoffmann", version } }))).status).toBe(200);
    const stale = await send(userData(token).updateUserProfile.$post({ json: { username: "Alt", version } }));
    expect(stale.status).toBe(409);
    expect((await profileOf(token)).username).not.toBe("Alt");
  });

  it("support staff change nothing of the customer's profile", async () => {
    const { token } = await loginCuca("100101");
    const res = await send(userData(token).updateUserData.$post({ json: { salutation: "herr", firstName: "X", lastName: "Y", version: 1 } }));
    expect(res.status).toBe(403);
  });
});

describe("DELETE /api/user/data/profileImage ('Profilbild entfernen', spec §9: then the generic icon)", { timeout: CPU_HEAVY_MS }, () => {
  it("removes the image and its file, the name kept and the version moved on; a second removal is 404", async () => {
    const { token } = await login("privat@example.com");
    const { version } = await profileOf(token);
    const saved = (await send(userData(token).updateUserProfile.$post({ json: { username: "Jana", profile_image: photoDataUrl(), version } }))).json.data.profile;
    const res = await send(userData(token).profileImage.$delete());
    expect(res.status).toBe(200);
    expect(res.json.data.profile).toMatchObject({ username: "Jana", profile_image: null, version: saved.version + 1 });
    expect(await env.FILES.get(saved.profile_image!)).toBeNull();
    expect((await send(userData(token).profileImage.$get())).status).toBe(404);
    const again = await send(userData(token).profileImage.$delete());
    expect(again.status).toBe(404);
    expect(again.json.errors[0]?.message).toBe("Es ist kein Profilbild gespeichert.");
  });

  it("only the caller's own image; support staff remove nothing (403)", async () => {
    const tokens = { privat: (await login("privat@example.com")).token, einzel: (await login("einzel@example.com")).token };
    const mine = (await send(userData(tokens.privat).updateUserProfile.$post({ json: { username: "Jana", profile_image: photoDataUrl(), version: (await profileOf(tokens.privat)).version } }))).json.data.profile;
    expect((await send(userData(tokens.einzel).profileImage.$delete())).status).toBe(404);
    const { token } = await loginCuca("100101");
    expect((await send(userData(token).profileImage.$delete())).status).toBe(403);
    expect((await profileOf(tokens.privat)).profile_image).toBe(mine.profile_image);
    expect(await env.FILES.head(mine.profile_image!)).not.toBeNull();
  });
});

describe("POST /api/user/data/updateUserData", () => {
  it("stores salutation and name on the version", async () => {
    const { token } = await login("privat@example.com");
    const { version } = await profileOf(token);
    const res = await send(userData(token).updateUserData.$post({ json: { salutation: "frau", firstName: "Jana", lastName: "Hoffmann-Berg", version } }));
    expect(res.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ salutation: "frau", first_name: "Jana", version: version + 1 });
    const bad = await send(userData(token).updateUserData.$post({ json: { salutation: "sir", firstName: "", lastName: "x".repeat(61), version: version + 1 } }));
    expect(bad.status).toBe(422);
    expect(bad.json.errors.map((e) => e.field).sort()).toEqual(["firstName", "lastName", "salutation"]);
  });
});
