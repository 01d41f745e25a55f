import { pbkdf2Sync, scryptSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DUMMY_HASH, hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from "../../../api/lib/password";
import { CPU_HEAVY_MS } from "../../cpu-budget";

/** Production Workers refuse a WebCrypto PBKDF2 call above 100 000 iterations; local workerd does not. */
const WORKERS_PBKDF2_LIMIT = 100_000;

/** A hash as the portal stored them before PBKDF2: scrypt N=2^14, r=8, p=5. */
function scryptHash(password: string, salt: Buffer) {
  const key = scryptSync(Buffer.from(password.normalize("NFC")), salt, 32, { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 });
  return `scrypt$16384$8$5$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("password hashing (docs/decisions/001-password-hashing.md)", { timeout: CPU_HEAVY_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("never asks WebCrypto for more PBKDF2 iterations than production Workers allow", async () => {
    const real = crypto.subtle.deriveBits.bind(crypto.subtle);
    const spy = vi.spyOn(crypto.subtle, "deriveBits").mockImplementation(async (algorithm, key, length) => {
      const alg = algorithm as Pbkdf2Params;
      if (alg.name === "PBKDF2" && alg.iterations > WORKERS_PBKDF2_LIMIT) {
        throw new DOMException("iteration counts above 100000 are not supported", "NotSupportedError");
      }
      return real(algorithm, key, length);
    });
    const hash = await hashPassword("Demo-Passwort-2026");
    expect(await verifyPassword("Demo-Passwort-2026", hash)).toBe(true);
    expect(await verifyPassword("x", DUMMY_HASH)).toBe(false);
    const pbkdf2Calls = spy.mock.calls.map(([alg]) => alg as Pbkdf2Params).filter((a) => a.name === "PBKDF2");
    expect(pbkdf2Calls).toHaveLength(3);
    // the most that is allowed: each check costs what it can
    for (const a of pbkdf2Calls) expect(a.iterations).toBe(WORKERS_PBKDF2_LIMIT);
  });

  it("is standard PBKDF2-HMAC-SHA256: 16-byte salt, 32-byte key, the same bytes as Node's pbkdf2Sync", async () => {
    const salt = new Uint8Array(16).fill(7);
    const stored = await hashPassword("Grüße-2026", salt);
    const [kind, iterations, saltB64, keyB64] = stored.split("$");
    expect(kind).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(Buffer.from(saltB64!, "base64")).toEqual(Buffer.from(salt));
    // the password is NFC-normalised: "ü" typed as u + combining diaeresis is the same password
    const expected = pbkdf2Sync(Buffer.from("Grüße-2026".normalize("NFC")), Buffer.from(salt), 100_000, 32, "sha256");
    expect(Buffer.from(keyB64!, "base64")).toEqual(expected);
    expect(await verifyPassword("Gru\u0308ße-2026", stored)).toBe(true);
  });

  it("rejects a wrong password, a random salt per hash, and malformed stored values", async () => {
    const a = await hashPassword("geheim");
    const b = await hashPassword("geheim");
    expect(a).not.toBe(b);
    expect(await verifyPassword("Geheim", a)).toBe(false);
    expect(await verifyPassword("geheim", a)).toBe(true);
    const [, , salt, key] = a.split("$");
    for (const bad of [
      "pbkdf2$1$x$y",
      `pbkdf2-sha256$600000$${salt}$${key}`, // more than Workers allow: never ours
      `pbkdf2-sha256$0$${salt}$${key}`,
      `pbkdf2-sha256$100000$${salt}$%%%`,
      `pbkdf2-sha256$100000$${salt}`,
      "scrypt$16384$8$5$AAAA",
      "scrypt$1048576$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA", // 1 GiB: refused, not tried
      "",
    ]) {
      expect(await verifyPassword("geheim", bad), bad).toBe(false);
    }
  });

  it("keeps verifying a stored scrypt hash, and marks it for an upgrade", async () => {
    const stored = scryptHash("Demo-Passwort-2026", Buffer.alloc(16, 3));
    expect(await verifyPassword("Demo-Passwort-2026", stored)).toBe(true);
    expect(await verifyPassword("Demo-Passwort-2027", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword("Demo-Passwort-2026"))).toBe(false);
    expect(needsRehash("pbkdf2-sha256$50000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA")).toBe(true);
  }, 30_000);

  it("checks unknown logins against a hash of the current kind and cost (both paths cost the same)", () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });
});
