import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UNREADABLE_MESSAGE } from "../../api/lib/thumbnail";
import { tmpKey } from "../../api/services/entry-files";
import { ENTRY_CONFLICT_MESSAGE } from "#domain/entry";
import { client, errorMessage, seedDemoData, send, storedEntry, tokensFor } from "./helpers";
import type { Answer, AreaClients } from "./client";
import { dataUrl, gif, png } from "./image-bombs";
import { CPU_HEAVY_MS } from "../cpu-budget";

// Decompression bombs in the images of the entry (spec §7 updateLogoAndSlogan,
// updateMedia) and the profile image (spec §7 updateUserProfile, spec §9): a few
// bytes that declare or unpack to a huge picture are refused with a German 422
// before they are decoded, at the upload and again at the save; a save on an old
// version is answered before the upload is read.

const KUNDE = "100101";
let token: string;
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

/** The upload's answer (a multipart body, which the uploads send as the portal does, not through the typed client). */
type UploadAnswer = Answer<Awaited<ReturnType<AreaClients["customer"]["entry"]["upload"]["$post"]>>>["json"];

async function upload(kind: string, name: string, content: Uint8Array) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([content], name));
  const res = await api.request(
    `/api/customer/entry/upload?accountId=${KUNDE}`,
    { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form },
    env,
  );
  return { status: res.status, json: (await res.json()) as UploadAnswer };
}
const updateMedia = (json: { version: number; items: unknown[]; upload: string; uploadAlt: string }) => send(client({ token }).customer.updateMedia.$post({ query: { accountId: KUNDE }, json }));
const profile = async () => (await send(client({ token }).user.data.getProfile.$get())).json.data.profile;
const updateProfile = (json: { username: string; profile_image: string; version: number }) => send(client({ token }).user.data.updateUserProfile.$post({ json }));
const stored = async (prefix: string) => (await env.FILES.list({ prefix })).objects.length;

/** A temporary upload put straight into R2, as if it had passed an older upload check. */
async function plantUpload(kind: "logo" | "media", content: Uint8Array, type: string) {
  const name = `tmpfile-${crypto.randomUUID().replaceAll("-", "")}`;
  await env.FILES.put(tmpKey(KUNDE, name), content, { httpMetadata: { contentType: type }, customMetadata: { kind, fileName: `bild.${type.split("/")[1]}` } });
  return name;
}

const GIF_BOMB = () => gif({ width: 1, height: 1 }, [{ width: 16_000, height: 16_000 }]);
// a 1×1 PNG whose image data inflates to 8 MB
const PNG_BOMB = () => png({ width: 1, height: 1, dataBytes: 8 * 1024 * 1024 });

describe("POST /api/customer/entry/upload refuses image bombs before storing them", { timeout: CPU_HEAVY_MS }, () => {
  it.each([
    ["a GIF whose 1×1 screen holds a 16 000 × 16 000 frame", "media", "bombe.gif", GIF_BOMB, IMAGE_TOO_LARGE_MESSAGE],
    ["a 1×1 PNG whose data inflates to 8 MB", "logo", "bombe.png", PNG_BOMB, IMAGE_UNREADABLE_MESSAGE],
    ["a PNG of 5000 × 4000 pixels (over the cap)", "media", "gross.png", () => png({ width: 5000, height: 4000, dataBytes: 1 }), IMAGE_TOO_LARGE_MESSAGE],
  ])("%s: 422 with a German message at the file, nothing stored", async (_, kind, name, make, message) => {
    const res = await upload(kind, name, make());
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "file")).toBe(message);
    expect(await stored("tmp/")).toBe(0);
  });

  it("the messages say what to do, in German with Sie", () => {
    expect(IMAGE_TOO_LARGE_MESSAGE).toMatch(/^Das Bild hat zu viele Pixel: höchstens 13 Megapixel .* Bitte verkleinern Sie es/);
    expect(IMAGE_UNREADABLE_MESSAGE).toMatch(/^Das Bild kann nicht gelesen werden\. Bitte speichern Sie es neu/);
  });

  it("still takes a plain image", async () => {
    const res = await upload("media", "foto.png", png({ width: 64, height: 48 }));
    expect(res.status).toBe(200);
  });
});

describe("POST /api/customer/updateMedia", { timeout: CPU_HEAVY_MS }, () => {
  it("refuses a bomb in a temporary upload with 422 and a German message, nothing stored", async () => {
    const { version } = await storedEntry(token, KUNDE);
    for (const [content, type] of [
      [GIF_BOMB(), "image/gif"],
      [PNG_BOMB(), "image/png"],
    ] as const) {
      const res = await updateMedia({ version, items: [], upload: await plantUpload("media", content, type), uploadAlt: "Foto" });
      expect(res.status).toBe(422);
      expect(errorMessage(res.json, "upload")).toBe(type === "image/gif" ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_UNREADABLE_MESSAGE);
    }
    expect(await stored("files/")).toBe(0);
  });

  it("answers a save on an old version (409) before it reads and decodes the upload", async () => {
    const { version } = await storedEntry(token, KUNDE);
    // a GIF that cannot be decoded: decoding first would answer 422
    const broken = await plantUpload("media", gif({ width: 10, height: 10 }, []), "image/gif");
    const res = await updateMedia({ version: version + 1, items: [], upload: broken, uploadAlt: "Foto" });
    expect(res.status).toBe(409);
    expect(res.json.errors[0]?.message).toBe(ENTRY_CONFLICT_MESSAGE);
    // the upload waits for the retry
    expect(await env.FILES.head(tmpKey(KUNDE, broken))).not.toBeNull();
  });
});

describe("POST /api/user/data/updateUserProfile (spec §9: the 200×200 profile image)", { timeout: CPU_HEAVY_MS }, () => {
  it("refuses a GIF bomb as the profile image with 422 and a German message, nothing stored", async () => {
    const { version } = await profile();
    const res = await updateProfile({ username: "Jana", profile_image: dataUrl("image/gif", GIF_BOMB()), version });
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "profile_image")).toMatch(/^Das Bild konnte nicht gelesen werden\. Bitte wählen Sie/);
    expect(await stored("users/")).toBe(0);
  });

  it("answers a change on an old version (409) before it decodes the image", async () => {
    const { version } = await profile();
    // decoding first would answer 422
    const res = await updateProfile({ username: "Jana", profile_image: dataUrl("image/gif", GIF_BOMB()), version: version + 1 });
    expect(res.status).toBe(409);
    expect(await stored("users/")).toBe(0);
  });

  it("refuses a PNG whose data inflates beyond its pixels", async () => {
    const { version } = await profile();
    const res = await updateProfile({ username: "Jana", profile_image: dataUrl("image/png", PNG_BOMB()), version });
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "profile_image")).toMatch(/^Das Bild konnte nicht gelesen werden/);
  });
});
