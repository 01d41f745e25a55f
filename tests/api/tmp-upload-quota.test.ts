import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { TMP_UPLOAD_QUOTA } from "../../api/services/entry-files";
import { client, seedDemoData, tokensFor } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

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

async function upload(token: string, account: string, content = PDF, bindings: typeof env = env) {
  const form = new FormData();
  form.set("kind", "document");
  form.set("file", new File([content], "preise.pdf"));
  const res = await api.request(`/api/customer/entry/upload?accountId=${account}`, { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form }, bindings);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { upload: { name: string } } }).data.upload.name;
}
async function preview(token: string, account: string, name: string) {
  const res = await client({ token }).customer.entry.upload[":name"].$get({ param: { name }, query: { accountId: account } });
  await res.arrayBuffer(); // read to the end: the R2 object's stream is closed within the test
  return res.status;
}
/** The bucket, listing an object with a `listedSize` in its metadata at that size (the rest as it is). */
function listedAtDeclaredSize(bucket: R2Bucket): R2Bucket {
  const list = async (options?: R2ListOptions) => {
    const page = await bucket.list({ ...options, include: ["customMetadata"] });
    const objects = page.objects.map((o) => {
      const listed = o.customMetadata?.listedSize;
      return listed ? ({ key: o.key, uploaded: o.uploaded, size: Number(listed), customMetadata: o.customMetadata } as R2Object) : o;
    });
    return { ...page, objects };
  };
  return new Proxy(bucket, {
    get: (target, prop) => {
      if (prop === "list") return list;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
const held = async (account: string) => (await env.FILES.list({ prefix: `tmp/${account}/` })).objects;

describe("the quota of temporary uploads", { timeout: CPU_HEAVY_MS }, () => {
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
    // six uploads of 10 MB waiting, then one small one. The six are planted small and listed at
    // 10 MB each (the quota counts the sizes R2 lists): 60 MB really written to the local R2 takes
    // its storage down on a busy machine ("Network connection lost", and every later file with it).
    const TEN_MB = 10 * 1024 * 1024;
    const planted: string[] = [];
    for (let i = 0; i < 6; i++) {
      const key = `tmp/${KUNDE}/tmpfile-planted${i}`;
      await env.FILES.put(key, PDF, { customMetadata: { kind: "document", fileName: "preise.pdf", listedSize: String(TEN_MB) } });
      planted.push(key);
    }
    const name = await upload(tokens["kunde@example.com"], KUNDE, PDF, { ...env, FILES: listedAtDeclaredSize(env.FILES) });
    const keys = (await held(KUNDE)).map((o) => o.key);
    expect(keys.sort()).toEqual([...planted.slice(1), `tmp/${KUNDE}/${name}`].sort());
  });
});
