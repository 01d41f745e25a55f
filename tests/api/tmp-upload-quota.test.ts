import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { TMP_UPLOAD_QUOTA } from "../../api/services/entry-files";
import { seedDemoData, tokensFor } from "./helpers";

// Temporary uploads (spec §5 'tmpfile-'): each waits in R2 until its section is
// saved; a company keeps at most TMP_UPLOAD_QUOTA of them, the oldest dropped
// to make room for a new one, so uploading without saving cannot fill the bucket.

const KUNDE = "100101";
const EINZEL = "100201";
let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");

async function upload(token: string, account: string, content = PDF) {
  const form = new FormData();
  form.set("kind", "document");
  form.set("file", new File([content], "preise.pdf"));
  const res = await api.request(`/api/customer/entry/upload?accountId=${account}`, { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form }, env);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { upload: { name: string } } }).data.upload.name;
}
async function preview(token: string, account: string, name: string) {
  const res = await api.request(`/api/customer/entry/upload/${name}?accountId=${account}`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` } }, env);
  await res.arrayBuffer(); // read to the end: the R2 object's stream is closed within the test
  return res.status;
}
const held = async (account: string) => (await env.FILES.list({ prefix: `tmp/${account}/` })).objects;

describe("the quota of temporary uploads", () => {
  it(`keeps at most ${TMP_UPLOAD_QUOTA.files} a company: a new upload drops the oldest, the newest stay, another company's are untouched`, async () => {
    const theirs = await upload(tokens["einzel@example.com"], EINZEL);
    const names: string[] = [];
    for (let i = 0; i < TMP_UPLOAD_QUOTA.files + 5; i++) names.push(await upload(tokens["kunde@example.com"], KUNDE));
    const kept = (await held(KUNDE)).map((o) => o.key.split("/").pop());
    expect(kept).toHaveLength(TMP_UPLOAD_QUOTA.files);
    // the first ones are gone (a save naming one is told to choose the file again), the last ones are there
    expect(await preview(tokens["kunde@example.com"], KUNDE, names[0]!)).toBe(404);
    expect(kept).toContain(names.at(-1));
    expect(await preview(tokens["kunde@example.com"], KUNDE, names.at(-1)!)).toBe(200);
    expect((await held(EINZEL)).map((o) => o.key)).toEqual([`tmp/${EINZEL}/${theirs}`]);
  });

  it(`keeps at most ${TMP_UPLOAD_QUOTA.bytes / 1024 / 1024} MB a company`, async () => {
    // six uploads of 10 MB waiting (put straight into R2: sending them is slow here), then one small one
    const planted: string[] = [];
    for (let i = 0; i < 6; i++) {
      const key = `tmp/${KUNDE}/tmpfile-planted${i}`;
      await env.FILES.put(key, new Uint8Array(10 * 1024 * 1024), { customMetadata: { kind: "document", fileName: "preise.pdf" } });
      planted.push(key);
    }
    const name = await upload(tokens["kunde@example.com"], KUNDE);
    const keys = (await held(KUNDE)).map((o) => o.key);
    expect(keys.sort()).toEqual([...planted.slice(1), `tmp/${KUNDE}/${name}`].sort());
  }, 20_000); // 60 MB written to the local bucket
});
