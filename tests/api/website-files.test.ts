import { env } from "cloudflare:test";
import { encode as encodePng } from "fast-png";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { WEBSITE_TIER_LIMITS } from "#domain/website-tiers";
import { FILES_FULL_MESSAGE, MAX_WEBSITE_FILES } from "#domain/website-files";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §2 website/bearbeiten, §7 POST updateWebsiteFiles, GET getWebsiteKeywords: files for
// the website team, checked by their content, in R2 under the company; the website's keywords
const KUNDE = "kunde@example.com";
const ACCOUNT = "100101";
const SITE = "WEB-100101-1";
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor(KUNDE))[KUNDE];
});

const text = (s: string) => new TextEncoder().encode(s);
const PNG = encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(200), channels: 4, depth: 8 });
const PDF = text("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
const headers = () => ({ "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` });

/** POST updateWebsiteFiles as the portal sends it: multipart, one `file` per file. */
async function upload(files: [name: string, content: Uint8Array][], identifier = SITE) {
  const form = new FormData();
  form.set("identifier", identifier);
  for (const [name, content] of files) form.append("file", new File([content], name, { type: "application/octet-stream" }));
  const res = await api.request(`/api/customer/updateWebsiteFiles?accountId=${ACCOUNT}`, { method: "POST", headers: headers(), body: form }, env);
  return { status: res.status, json: (await res.json()) as { data?: { files: { id: string; fileName: string; contentType: string; size: number }[] }; errors?: { field?: string; message: string }[] } };
}
/** A GET of the customer area, its body read (an unread R2 body keeps the test's storage open). */
async function get(path: string) {
  const res = await api.request(`/api/customer/${path}${path.includes("?") ? "&" : "?"}accountId=${ACCOUNT}`, { headers: headers() }, env);
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(new TextDecoder().decode(body)) as unknown };
}
const list = async (identifier = SITE) => (await get(`website/files?identifier=${identifier}`)).json() as { data: { files: { id: string; fileName: string }[] } };
const objectKeys = async () => (await env.FILES.list({ prefix: "websites/" })).objects.map((o) => o.key);

describe("POST /api/customer/updateWebsiteFiles", () => {
  it("several files at once: stored under the company and website, listed newest first, downloaded with their name and type", async () => {
    const res = await upload([
      ["Startseite Text.txt", text("Willkommen in der Bäckerei Krüger!\nSeit 1952 in Köln.")],
      ["Laden.png", PNG],
      ["Preisliste.pdf", PDF],
    ]);
    expect(res.status).toBe(200);
    const files = res.json.data!.files;
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ["Startseite Text.txt", "text/plain"],
      ["Laden.png", "image/png"],
      ["Preisliste.pdf", "application/pdf"],
    ]);
    expect((await objectKeys()).sort()).toEqual(files.map((f) => `websites/${ACCOUNT}/${SITE}/${f.id}`).sort());
    expect((await list()).data.files.map((f) => f.fileName).sort()).toEqual(["Laden.png", "Preisliste.pdf", "Startseite Text.txt"]);

    const pdf = await get(`website/files/${files[2]!.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="Preisliste.pdf"; filename*=UTF-8''Preisliste.pdf`);
    expect(pdf.body).toEqual(PDF);
    // an image can be shown in the page; a PDF never inline
    expect((await get(`website/files/${files[1]!.id}?inline=1`)).headers.get("Content-Disposition")).toMatch(/^inline;/);
    expect((await get(`website/files/${files[2]!.id}?inline=1`)).headers.get("Content-Disposition")).toMatch(/^attachment;/);
  });

  it(`at most ${MAX_WEBSITE_FILES} files per website, also when two uploads come at the same time: one is refused, nothing of it stored`, async () => {
    const now = new Date().toISOString();
    const statements = Array.from({ length: MAX_WEBSITE_FILES - 3 }, (_, i) =>
      env.DB.prepare("INSERT INTO website_files (id, website_id, company_id, file_name, content_type, size, object_key, created_at) VALUES (?, ?, ?, ?, 'text/plain', 1, ?, ?)").bind(
        `alt-${i}`,
        SITE,
        ACCOUNT,
        `alt-${i}.txt`,
        `websites/${ACCOUNT}/${SITE}/alt-${i}`,
        now,
      ),
    );
    await env.DB.batch(statements);
    // 47 stored: each upload of two fits alone, both together do not
    const [a, b] = await Promise.all([upload([["a1.png", PNG], ["a2.png", PNG]]), upload([["b1.png", PNG], ["b2.png", PNG]])]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const refused = a.status === 422 ? a : b;
    expect(errorMessage(refused.json, "file")).toBe(FILES_FULL_MESSAGE);
    expect((await list()).data.files).toHaveLength(MAX_WEBSITE_FILES - 1);
    // only the accepted upload's objects are in R2
    const accepted = (a.status === 200 ? a : b).json.data!.files.map((f) => `websites/${ACCOUNT}/${SITE}/${f.id}`);
    expect((await objectKeys()).sort()).toEqual(accepted.sort());
    // the last place: one file fits, two do not
    expect((await upload([["c1.png", PNG], ["c2.png", PNG]])).status).toBe(422);
    expect((await upload([["c1.png", PNG]])).status).toBe(200);
  });

  it("one refused file refuses the upload, each refusal named; nothing stored", async () => {
    const before = await objectKeys();
    const cases: [string, Uint8Array, RegExp][] = [
      ["programm.exe", text("MZ\u0090\u0000binary"), /Bilder \(JPG, PNG, GIF\), PDF-Dokumente oder Texte/],
      ["harmlos.pdf", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], // a renamed .exe
      ["logo.svg", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["../../etc/passwd.txt", text("root")],
      ["seite.txt", text("<html><script>alert(1)</script></html>")],
    ].map(([name, content, re]) => [name as string, content as Uint8Array, (re as RegExp | undefined) ?? /./]);
    for (const [name, content, re] of cases) {
      const res = await upload([["gut.png", PNG], [name, content]]);
      expect(res.status, name).toBe(422);
      expect(res.json.errors?.[0]?.field).toBe("file");
      expect(res.json.errors?.[0]?.message, name).toMatch(re);
      expect(res.json.errors?.[0]?.message).not.toContain("gut.png");
    }
    expect(await objectKeys()).toEqual(before);
  });

  it("too many at once, none chosen, another company's website", async () => {
    const six = Array.from({ length: 6 }, (_, i) => [`bild${i}.png`, PNG] as [string, Uint8Array]);
    const many = await upload(six);
    expect(many.status).toBe(422);
    expect(errorMessage(many.json as never, "file")).toBe("Sie können höchstens 5 Dateien auf einmal senden.");
    expect((await upload([])).status).toBe(422);
    expect((await upload([["a.png", PNG]], "WEB-100301-1")).status).toBe(403);
  });

  it("a file is deleted with its object; another company cannot read or delete it", async () => {
    const [file] = (await upload([["weg.txt", text("Bitte löschen")]])).json.data!.files;
    const other = (await tokensFor("einzel@example.com"))["einzel@example.com"];
    const theirs = await api.request(`/api/customer/website/files/${file!.id}?accountId=100201`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${other}` } }, env);
    expect(theirs.status).toBe(404);
    await theirs.arrayBuffer();
    const del = await api.request(`/api/customer/website/files/${file!.id}?accountId=${ACCOUNT}`, { method: "DELETE", headers: headers() }, env);
    expect(del.status).toBe(200);
    await del.arrayBuffer();
    expect(await objectKeys()).not.toContain(`websites/${ACCOUNT}/${SITE}/${file!.id}`);
    expect((await get(`website/files/${file!.id}`)).status).toBe(404);
  });
});

describe("the website's keywords (spec §7 getWebsiteKeywords)", () => {
  const customer = () => client({ token }).customer;
  const keywords = () => send(customer().getWebsiteKeywords.$get({ query: { accountId: ACCOUNT, identifier: SITE } }));
  const save = (text: string, version: number) => send(customer().website.keywords.$post({ query: { accountId: ACCOUNT }, json: { identifier: SITE, keywords: text, version: String(version) } }));

  it("the keywords, the tier's limit and a version; a save on it keeps them, one per line, trimmed, without repeats", async () => {
    const res = await keywords();
    expect(res.json.data).toEqual({ website: SITE, keywords: ["Bäckerei Köln", "Brötchen bestellen Köln", "Frühstück Köln Innenstadt", "Vollkornbrot"], limit: WEBSITE_TIER_LIMITS["MB-WEB-GOLD"]!.keywords, version: 1 });
    const saved = await save("  Bäckerei Köln \n\nbäckerei köln\nTorten   Köln\n", 1);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ website: SITE, keywords: ["Bäckerei Köln", "Torten Köln"], version: 2 });
    // saved on the old version: refused, nothing overwritten
    const stale = await save("Brot", 1);
    expect(stale.status).toBe(409);
    expect((await keywords()).json.data.keywords).toEqual(["Bäckerei Köln", "Torten Köln"]);
  });

  it("more than the tier allows, or a keyword too short, is refused at the field", async () => {
    const limit = WEBSITE_TIER_LIMITS["MB-WEB-GOLD"]!.keywords;
    const many = await save(Array.from({ length: limit + 1 }, (_, i) => `Begriff ${i}`).join("\n"), 1);
    expect(many.status).toBe(422);
    expect(errorMessage(many.json, "keywords")).toBe(`Zu Ihrer Website gehören höchstens ${limit} Suchbegriffe; Sie haben ${limit + 1} eingetragen.`);
    expect(errorMessage((await save("x", 1)).json, "keywords")).toMatch(/zu kurz/);
  });
});
