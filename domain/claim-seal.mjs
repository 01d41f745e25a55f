// The sealed company reference of a claim link (spec §7 POST /api/service/cryptography/decryptData
// {data}; decision 072): AES-256-GCM through WebCrypto, so the Worker and the Node script that
// makes the demo's links (scripts/claim-links.mjs) share it. Plain JavaScript: the script runs
// without a build.
//
// data = base64url( version (1 byte) | key id (4 bytes) | IV (12 bytes) | ciphertext with tag )
// The plaintext is JSON { c: companyId, iat: seconds, n: nonce }; version and key id are the
// additional authenticated data, so neither can be changed unnoticed. The key id is the first
// four bytes of SHA-256 of the key: a link sealed with another key says so before decrypting.

const VERSION = 1;
/**
 * The first byte says what a link is for: 1 a claim link (a company's id), 2 an
 * account link (a customer number from a sales mail; decision 093). It is part
 * of the authenticated data, so a link of one kind never opens as the other
 * ("malformed").
 */
const KINDS = { claim: VERSION, accountLink: 2 };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function b64url(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromB64url(text) {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The 32 key bytes of a base64url secret, or null when it is not one. */
export function sealKeyBytes(secret) {
  const bytes = fromB64url(secret ?? "");
  return bytes && bytes.length === 32 ? bytes : null;
}

async function keyOf(secret) {
  const raw = sealKeyBytes(secret);
  if (!raw) throw new Error("CLAIM_SEAL_KEY must be 32 bytes, base64url");
  const id = new Uint8Array(await crypto.subtle.digest("SHA-256", raw)).slice(0, 4);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  return { id, key };
}

/** Seals a company reference: `nowMs` the issue time, `nonce` what makes the link single-use. */
export function sealCompany(secret, companyId, nowMs = Date.now(), nonce = b64url(crypto.getRandomValues(new Uint8Array(12)))) {
  return seal(KINDS.claim, secret, companyId, nowMs, nonce);
}

/** Seals a customer number for an account link (decision 093); opened by openCustomerNumber only. */
export function sealCustomerNumber(secret, customerNumber, nowMs = Date.now(), nonce = b64url(crypto.getRandomValues(new Uint8Array(12)))) {
  return seal(KINDS.accountLink, secret, customerNumber, nowMs, nonce);
}

async function seal(kind, secret, value, nowMs, nonce) {
  const { id, key } = await keyOf(secret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aad = new Uint8Array([kind, ...id]);
  const plain = encoder.encode(JSON.stringify({ c: value, iat: Math.floor(nowMs / 1000), n: nonce }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: aad }, key, plain));
  return b64url(new Uint8Array([...aad, ...iv, ...sealed]));
}

/**
 * Opens a sealed reference: { ok: true, companyId, issuedAt (ms), nonce } or
 * { ok: false, reason: "malformed" | "other-key" | "altered" | "expired" | "future" }.
 */
export async function openCompany(secret, data, nowMs, maxAgeMs) {
  const opened = await open(KINDS.claim, secret, data, nowMs, maxAgeMs);
  return opened.ok ? { ok: true, companyId: opened.value, issuedAt: opened.issuedAt, nonce: opened.nonce } : opened;
}

/** Opens an account link's sealed customer number: { ok: true, customerNumber, issuedAt, nonce } or the refusal as openCompany's. */
export async function openCustomerNumber(secret, data, nowMs, maxAgeMs) {
  const opened = await open(KINDS.accountLink, secret, data, nowMs, maxAgeMs);
  return opened.ok ? { ok: true, customerNumber: opened.value, issuedAt: opened.issuedAt, nonce: opened.nonce } : opened;
}

async function open(kind, secret, data, nowMs, maxAgeMs) {
  const bytes = fromB64url(data);
  if (!bytes || bytes.length < 1 + 4 + 12 + 16 + 2 || bytes[0] !== kind) return { ok: false, reason: "malformed" };
  const { id, key } = await keyOf(secret);
  if (!bytes.slice(1, 5).every((b, i) => b === id[i])) return { ok: false, reason: "other-key" };
  let plain;
  try {
    plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(5, 17), additionalData: bytes.slice(0, 5) }, key, bytes.slice(17));
  } catch {
    return { ok: false, reason: "altered" };
  }
  let value;
  try {
    value = JSON.parse(decoder.decode(plain));
  } catch {
    return { ok: false, reason: "altered" };
  }
  if (!value || typeof value.c !== "string" || typeof value.iat !== "number" || typeof value.n !== "string") return { ok: false, reason: "altered" };
  const issuedAt = value.iat * 1000;
  // a minute's grace for clocks; a link from the future is no link of ours
  if (issuedAt > nowMs + 60_000) return { ok: false, reason: "future" };
  if (nowMs - issuedAt > maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, value: value.c, issuedAt, nonce: value.n };
}
