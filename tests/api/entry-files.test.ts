import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import jpeg from "jpeg-js";
import { encode as encodePng } from "fast-png";
import { api } from "../../api/app";
import { imageSize } from "../../api/lib/thumbnail";
import { call, errorMessage, storedEntry, tokensFor } from "./helpers";
import { client, send, type AreaClients } from "./client";
import { seedDemoData } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

// The entry's files (spec §7 updateLogoAndSlogan, updateDocuments; spec §5 'tmpfile-'):
// uploads checked by content, kept under a temporary name until the section is
// saved, then under the company's own prefix in R2; downloads only of the company's own.

const KUNDE = "100101";
const EINZEL = "100201";
let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
});
const kunde = () => tokens["kunde@example.com"];
const einzel = () => tokens["einzel@example.com"];

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
// real images: an upload's header and data are checked against the pixel cap (spec §7 updateLogoAndSlogan)
const PNG = encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(200), channels: 4, depth: 8 });
const JPEG = new Uint8Array(jpeg.encode({ width: 2, height: 2, data: new Uint8Array(16).fill(90) }, 80).data);
const PDF = bytes("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");

/** POST /api/customer/entry/upload as the portal sends it (multipart). */
async function upload(kind: string, name: string, content: Uint8Array, { token = kunde(), account = KUNDE, type = "application/octet-stream" } = {}) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([content], name, { type }));
  const res = await api.request(
    `/api/customer/entry/upload?accountId=${account}`,
    { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form },
    env,
  );
  return { status: res.status, json: (await res.json()) as { data?: { upload: { name: string; content_type: string; size: number } }; errors?: { field?: string; message: string }[] } };
}
/** A GET of a file: its status, headers and bytes. */
async function download(path: string, { token = kunde(), account = KUNDE } = {}) {
  const res = await api.request(`/api/customer/${path}?accountId=${account}`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` } }, env);
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
}
/** The entry's file sections, saved through the typed client (answers typed by their handlers). */
type FileSection = "updateDocuments" | "updateLogoAndSlogan" | "updateMedia";
type SectionCall<P extends FileSection> = AreaClients["customer"][P]["$post"];
const post = <P extends FileSection>(path: P, body: Record<string, unknown>, { token = kunde(), account = KUNDE } = {}) =>
  send((client({ token }).customer[path].$post as (args: { query: Record<string, string>; json: Record<string, unknown> }) => ReturnType<SectionCall<P>>)({ query: { accountId: account }, json: body }));
const objectKeys = async (prefix = "") => (await env.FILES.list({ prefix })).objects.map((o) => o.key).sort();

describe("POST /api/customer/entry/upload", { timeout: CPU_HEAVY_MS }, () => {
  it("keeps a logo under a temporary name of the company, shown back as it was sent", async () => {
    const res = await upload("logo", "logo.png", PNG, { type: "image/png" });
    expect(res.status).toBe(200);
    const up = res.json.data!.upload;
    expect(up).toMatchObject({ content_type: "image/png", size: PNG.byteLength, file_name: "logo.png" });
    expect(up.name).toMatch(/^tmpfile-[A-Za-z0-9]+$/);
    expect(await objectKeys()).toEqual([`tmp/${KUNDE}/${up.name}`]);
    const preview = await download(`entry/upload/${up.name}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toBe("image/png");
    expect(preview.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(preview.body).toEqual(PNG);
    // another company does not see it, not even by its name
    expect((await download(`entry/upload/${up.name}`, { token: einzel(), account: EINZEL })).status).toBe(404);
  });

  it.each([
    ["a PDF named .png", "logo", "logo.png", PDF, "image/png", "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF."],
    ["a JPEG named .png", "logo", "logo.png", JPEG, "image/png", "passt nicht zu ihrer Endung"],
    ["an SVG", "logo", "logo.svg", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml", "SVG-Dateien sind nicht erlaubt"],
    ["a GIF with script inside", "logo", "logo.gif", bytes("GIF89a/*", "*/=1;<script>alert(document.cookie)</script>"), "image/gif", "Skripte"],
    ["a PDF that runs JavaScript", "document", "preise.pdf", bytes("%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"), "application/pdf", "Skripte"],
    ["a name with path segments", "logo", "../../logo.png", PNG, "image/png", "Ordnerangaben"],
    ["an image as a document", "document", "logo.png", PNG, "image/png", "Bitte wählen Sie ein PDF-Dokument."],
    ["an empty file", "logo", "logo.png", new Uint8Array(), "image/png", "Die Datei ist leer."],
  ])("refuses %s with 422 and a German message at the file, nothing stored in R2", async (_what, kind, name, content, type, message) => {
    const res = await upload(kind, name, content, { type });
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]).toMatchObject({ field: "file", message: expect.stringContaining(message) });
    expect(await objectKeys()).toEqual([]);
  });

  it("refuses a logo over 5 MB with its message, and a body over the call's limit with 413, nothing stored", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload("logo", "logo.png", big, { type: "image/png" });
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "file")).toBe("Das Logo darf höchstens 5 MB groß sein.");
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PDF);
    expect((await upload("document", "riesig.pdf", huge, { type: "application/pdf" })).status).toBe(413);
    expect(await objectKeys()).toEqual([]);
  });

  it("refuses an unknown kind and a body without a file", async () => {
    expect(errorMessage((await upload("exe", "logo.png", PNG)).json, "kind")).toBe("Unbekannte Art der Datei.");
    // a JSON body where multipart is expected: the untyped call
    const res = await call("POST", "/customer/entry/upload", { token: kunde(), query: { accountId: KUNDE }, body: { kind: "logo" } });
    expect(res.status).toBe(422);
    expect(await objectKeys()).toEqual([]);
  });
});

describe("POST /api/customer/updateLogoAndSlogan with an upload", { timeout: CPU_HEAVY_MS }, () => {
  it("makes the upload the entry's logo: moved under the company's prefix, the temporary object gone, a second replaces the first", async () => {
    const first = (await upload("logo", "logo.png", PNG)).json.data!.upload.name;
    let { version } = await storedEntry(kunde(), KUNDE);
    const saved = await post("updateLogoAndSlogan", { version, slogan: "Frisch gebacken", logoUrl: "", logoUpload: first });
    expect(saved.status).toBe(200);
    expect(saved.json.data.entry).toMatchObject({ slogan: "Frisch gebacken", media_owner: [], version: version + 1 });
    expect(saved.json.data.entry.logo_file).toMatch(/^logo-[0-9a-f-]+\.png$/);
    const keys = await objectKeys();
    expect(keys).toEqual([`files/${KUNDE}/${saved.json.data.entry.logo_file}`]);
    const logo = await download("entry/logo");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(logo.body).toEqual(PNG);

    const second = (await upload("logo", "neu.jpg", JPEG)).json.data!.upload.name;
    version = saved.json.data.entry.version;
    const replaced = await post("updateLogoAndSlogan", { version, slogan: "Frisch gebacken", logoUrl: "", logoUpload: second });
    expect(replaced.json.data.entry.logo_file).toMatch(/\.jpg$/);
    expect(await objectKeys()).toEqual([`files/${KUNDE}/${replaced.json.data.entry.logo_file}`]);
    expect((await download("entry/logo")).body).toEqual(JPEG);

    // removed: no logo, nothing left in R2
    const removed = await post("updateLogoAndSlogan", { version: version + 1, slogan: "", logoUrl: "", removeLogo: true });
    expect(removed.json.data.entry.logo_file).toBeNull();
    expect(await objectKeys()).toEqual([]);
    expect((await download("entry/logo")).status).toBe(404);
  });

  it("on an old version (409) keeps the stored logo and the temporary upload for the retry", async () => {
    const name = (await upload("logo", "logo.png", PNG)).json.data!.upload.name;
    const { version } = await storedEntry(kunde(), KUNDE);
    // a version the entry does not have (another save came first)
    const res = await post("updateLogoAndSlogan", { version: version + 1, slogan: "", logoUrl: "", logoUpload: name });
    expect(res.status).toBe(409);
    expect(await objectKeys()).toEqual([`tmp/${KUNDE}/${name}`]);
    expect((await storedEntry(kunde(), KUNDE)).logo_file).toBeNull();
  });

  it("refuses another company's temporary upload and an invented name; an upload replaces the image address", async () => {
    const theirs = (await upload("logo", "logo.png", PNG, { token: einzel(), account: EINZEL })).json.data!.upload.name;
    const { version } = await storedEntry(kunde(), KUNDE);
    for (const logoUpload of [theirs, "tmpfile-gibtesnicht"]) {
      const res = await post("updateLogoAndSlogan", { version, slogan: "", logoUrl: "", logoUpload });
      expect(res.status).toBe(422);
      expect(errorMessage(res.json, "logoUpload")).toBe("Die hochgeladene Datei ist nicht mehr vorhanden. Bitte wählen Sie sie erneut aus.");
    }
    expect(errorMessage((await post("updateLogoAndSlogan", { version, slogan: "", logoUrl: "", logoUpload: "../x" })).json, "logoUpload")).toBe(
      "Ungültiger Name der hochgeladenen Datei.",
    );
    expect(await objectKeys(`files/`)).toEqual([]);
    // an upload replaces the image address
    const mine = (await upload("logo", "logo.png", PNG)).json.data!.upload.name;
    const both = await post("updateLogoAndSlogan", { version, slogan: "", logoUrl: "https://bilder.example/logo.png", logoUpload: mine });
    expect(both.json.data.entry).toMatchObject({ media_owner: [], logo_file: expect.stringMatching(/^logo-/) });
  });
});

describe("POST /api/customer/updateDocuments and the documents' download", { timeout: CPU_HEAVY_MS }, () => {
  async function addDocument(name = "Preisliste 2026.pdf", token = kunde(), account = KUNDE) {
    const tmp = (await upload("document", name, PDF, { token, account })).json.data!.upload.name;
    const { version } = await storedEntry(token, account);
    const res = await post("updateDocuments", { version, upload: tmp }, { token, account });
    expect(res.status).toBe(200);
    return res.json.data.entry as { version: number; documents: { id: string; file_name: string; size: number; content_type: string }[] };
  }

  it("adds a PDF to the list, downloads it with its name, removes it from list and R2", async () => {
    const entry = await addDocument();
    expect(entry.documents).toEqual([expect.objectContaining({ file_name: "Preisliste 2026.pdf", size: PDF.byteLength, content_type: "application/pdf" })]);
    const id = entry.documents[0]!.id;
    expect(await objectKeys()).toEqual([`files/${KUNDE}/document-${id}.pdf`]);
    const file = await download(`entry/documents/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="Preisliste 2026.pdf"; filename*=UTF-8''Preisliste%202026.pdf`);
    expect(file.body).toEqual(PDF);
    const removed = await post("updateDocuments", { version: entry.version, removeDocument: id });
    expect(removed.status).toBe(200);
    expect(removed.json.data.entry.documents).toEqual([]);
    expect(await objectKeys()).toEqual([]);
  });

  it("another company's document: 403 to download and to remove, and it stays", async () => {
    const theirs = (await addDocument("Wagner.pdf", einzel(), EINZEL)).documents[0]!.id;
    expect((await download(`entry/documents/${theirs}`)).status).toBe(403);
    const { version } = await storedEntry(kunde(), KUNDE);
    const res = await post("updateDocuments", { version, removeDocument: theirs });
    expect(res.status).toBe(403);
    expect((await storedEntry(einzel(), EINZEL)).documents.map((d: { id: string }) => d.id)).toEqual([theirs]);
    expect((await download(`entry/documents/${theirs}`, { token: einzel(), account: EINZEL })).status).toBe(200);
  });

  it("an unknown or malformed id is a 404; an old version a 409 that stores nothing", async () => {
    expect((await download("entry/documents/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await download("entry/documents/..%2F..%2Fsecret")).status).toBe(404);
    const tmp = (await upload("document", "a.pdf", PDF)).json.data!.upload.name;
    const { version } = await storedEntry(kunde(), KUNDE);
    expect((await post("updateDocuments", { version: version + 1, upload: tmp })).status).toBe(409);
    expect((await storedEntry(kunde(), KUNDE)).documents).toEqual([]);
    expect(await objectKeys("files/")).toEqual([]);
    expect(errorMessage((await post("updateDocuments", { version })).json, "upload")).toBe("Bitte wählen Sie ein PDF-Dokument aus, das Sie hinzufügen möchten.");
  });
});

describe("POST /api/customer/updateMedia and the images' thumbnails", { timeout: CPU_HEAVY_MS }, () => {
  // a real 640×480 JPEG, so a thumbnail can be made of it
  const photo = () => {
    const data = new Uint8Array(640 * 480 * 4).fill(180);
    return new Uint8Array(jpeg.encode({ width: 640, height: 480, data }, 85).data);
  };
  async function addImage(alt: string, token = kunde(), account = KUNDE) {
    const tmp = (await upload("media", "foto.jpg", photo(), { token, account })).json.data!.upload.name;
    const entry = await storedEntry(token, account);
    const items = entry.media.map((m) => ({ id: m.id, alt: m.alt }));
    const res = await post("updateMedia", { version: entry.version, items, upload: tmp, uploadAlt: alt }, { token, account });
    expect(res.status).toBe(200);
    return res.json.data.entry as { version: number; media: { id: string; alt: string; position: number }[] };
  }

  it("adds images with their texts, each with a thumbnail; orders, re-words and removes them", async () => {
    await addImage("Verkaufstheke");
    const entry = await addImage("Backstube");
    expect(entry.media.map((m) => m.alt)).toEqual(["Verkaufstheke", "Backstube"]);
    const [a, b] = entry.media.map((m) => m.id) as [string, string];
    expect(await objectKeys()).toEqual(
      [`files/${KUNDE}/media-${a}.jpg`, `files/${KUNDE}/media-${a}-vorschau.jpg`, `files/${KUNDE}/media-${b}.jpg`, `files/${KUNDE}/media-${b}-vorschau.jpg`].sort(),
    );
    const thumb = await download(`entry/media/${a}`);
    expect(thumb.headers.get("Content-Type")).toBe("image/jpeg");
    expect(imageSize(thumb.body, "image/jpeg")).toEqual({ width: 320, height: 240 });
    const original = await api.request(`/api/customer/entry/media/${a}?size=original&accountId=${KUNDE}`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${kunde()}` } }, env);
    expect(imageSize(new Uint8Array(await original.arrayBuffer()), "image/jpeg")).toEqual({ width: 640, height: 480 });

    const reordered = await post("updateMedia", { version: entry.version, items: [{ id: b, alt: "Unsere Backstube" }, { id: a, alt: "Verkaufstheke" }] });
    expect(reordered.json.data.entry.media.map((m) => m.alt)).toEqual(["Unsere Backstube", "Verkaufstheke"]);
    const removed = await post("updateMedia", { version: reordered.json.data.entry.version, items: [{ id: b, alt: "Unsere Backstube" }, { id: a, alt: "Verkaufstheke" }], removeMedia: b });
    expect(removed.json.data.entry.media.map((m: { id: string }) => m.id)).toEqual([a]);
    expect(await objectKeys()).toEqual([`files/${KUNDE}/media-${a}-vorschau.jpg`, `files/${KUNDE}/media-${a}.jpg`].sort());
  });

  it("needs a text for every image, and refuses an image that cannot be decoded; nothing stored", async () => {
    const tmp = (await upload("media", "foto.jpg", photo())).json.data!.upload.name;
    const { version } = await storedEntry(kunde(), KUNDE);
    expect(errorMessage((await post("updateMedia", { version, items: [], upload: tmp })).json, "uploadAlt")).toMatch(/^Bitte beschreiben Sie/);
    // a JPEG's first bytes and nothing behind them
    const broken = (await upload("media", "kaputt.jpg", photo().slice(0, 300))).json.data!.upload.name;
    const res = await post("updateMedia", { version, items: [], upload: broken, uploadAlt: "Foto" });
    expect(errorMessage(res.json, "upload")).toMatch(/^Das Bild kann nicht gelesen werden/);
    expect(await objectKeys("files/")).toEqual([]);
  });

  it("another company's image: 403 to look at, to list, and to remove", async () => {
    const theirs = (await addImage("Werkstatt", einzel(), EINZEL)).media[0]!.id;
    expect((await download(`entry/media/${theirs}`)).status).toBe(403);
    const { version } = await storedEntry(kunde(), KUNDE);
    expect((await post("updateMedia", { version, items: [{ id: theirs, alt: "meins" }] })).status).toBe(403);
    expect((await post("updateMedia", { version, items: [], removeMedia: theirs })).status).toBe(403);
    expect((await storedEntry(einzel(), EINZEL)).media.map((m) => m.alt)).toEqual(["Werkstatt"]);
  });
});
