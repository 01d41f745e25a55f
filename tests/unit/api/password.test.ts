import { scryptSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, HashingBusy, MAX_WAITING_HASHES, SCRYPT_PARAMS, verifyPassword, DUMMY_HASH } from "../../../api/lib/password";

/** Production Workers refuse a WebCrypto PBKDF2 call above 100 000 iterations; local workerd does not. */
const WORKERS_PBKDF2_LIMIT = 100_000;

describe("password hashing (issue 2 §4)", () => {
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
    for (const [alg] of spy.mock.calls) {
      const a = alg as Pbkdf2Params;
      if (a.name === "PBKDF2") expect(a.iterations).toBeLessThanOrEqual(WORKERS_PBKDF2_LIMIT);
    }
  });

  it("uses an OWASP scrypt parameter set that fits a Worker's 128 MB", () => {
    const owasp = [
      { N: 2 ** 17, r: 8, p: 1 },
      { N: 2 ** 16, r: 8, p: 2 },
      { N: 2 ** 15, r: 8, p: 3 },
      { N: 2 ** 14, r: 8, p: 5 },
      { N: 2 ** 13, r: 8, p: 10 },
    ];
    const { N, r, p } = SCRYPT_PARAMS;
    expect(owasp).toContainEqual({ N, r, p });
    const memoryBytes = 128 * N * r;
    expect(memoryBytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it("is standard scrypt: the same key as Node's implementation", async () => {
    const salt = new Uint8Array(16).fill(7);
    const stored = await hashPassword("Grüße-2026", salt);
    const [, , , , saltB64, keyB64] = stored.split("$");
    expect(Buffer.from(saltB64!, "base64")).toEqual(Buffer.from(salt));
    const expected = scryptSync(Buffer.from("Grüße-2026".normalize("NFC")), Buffer.from(salt), 32, {
      N: SCRYPT_PARAMS.N,
      r: SCRYPT_PARAMS.r,
      p: SCRYPT_PARAMS.p,
      maxmem: 64 * 1024 * 1024,
    });
    expect(Buffer.from(keyB64!, "base64")).toEqual(expected);
  });

  it("rejects a wrong password, a random salt per hash, and malformed stored values", async () => {
    const a = await hashPassword("geheim");
    const b = await hashPassword("geheim");
    expect(a).not.toBe(b);
    expect(await verifyPassword("Geheim", a)).toBe(false);
    expect(await verifyPassword("geheim", "pbkdf2$1$x$y")).toBe(false);
    expect(await verifyPassword("x", DUMMY_HASH)).toBe(false);
  });
});

describe("password hashing under a crowd of logins (issue 3 §5)", () => {
  it("hashes one at a time and turns away what queues beyond the limit at once, then recovers", async () => {
    const calls = Array.from({ length: MAX_WAITING_HASHES + 3 }, () => verifyPassword("falsch", DUMMY_HASH));
    const results = await Promise.allSettled(calls);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy);
    expect(results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<boolean>).value)).toEqual(
      Array(MAX_WAITING_HASHES).fill(false),
    );
    // the queue is free again
    expect(await verifyPassword("Demo-Passwort-2026", await hashPassword("Demo-Passwort-2026"))).toBe(true);
  }, 30_000);
});
