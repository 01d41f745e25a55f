import { scryptAsync } from "@noble/hashes/scrypt";

/**
 * Password hashing: WebCrypto PBKDF2-HMAC-SHA256 at 100 000 iterations, the most
 * production Workers accept for one call, with a 16-byte random salt and a 32-byte
 * key (docs/decisions/001-password-hashing.md). It runs natively, costs a few
 * milliseconds of CPU per check, and is stored as
 * `pbkdf2-sha256$100000$<salt base64>$<key base64>`.
 *
 * Hashes stored before are scrypt (`scrypt$N$r$p$salt$key`): they keep verifying
 * and are replaced at the next successful login (`needsRehash`).
 */
export const PBKDF2_ITERATIONS = 100_000;
const PBKDF2_PREFIX = "pbkdf2-sha256";
const KEY_BYTES = 32;

const enc = new TextEncoder();
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function pbkdf2(password: string, salt: Uint8Array, iterations: number, bytes: number) {
  const key = await crypto.subtle.importKey("raw", enc.encode(password.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, salt = crypto.getRandomValues(new Uint8Array(16))) {
  const key = await pbkdf2(password, salt, PBKDF2_ITERATIONS, KEY_BYTES);
  return `${PBKDF2_PREFIX}$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(key)}`;
}

/** True when the stored hash is not the current format and cost: replace it at the next successful login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`${PBKDF2_PREFIX}$${PBKDF2_ITERATIONS}$`);
}

const equal = (a: Uint8Array, b: Uint8Array) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ (b[i] ?? 0);
  return diff === 0;
};

const isCount = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  try {
    if (parts[0] === PBKDF2_PREFIX && parts.length === 4) {
      const iterations = Number(parts[1]);
      // more than production Workers accept would fail there: such a value is not ours
      if (!isCount(iterations, PBKDF2_ITERATIONS)) return false;
      const expected = unb64(parts[3]!);
      return equal(await pbkdf2(password, unb64(parts[2]!), iterations, expected.length), expected);
    }
    if (parts[0] === "scrypt" && parts.length === 6) {
      const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      // ours were N=2^14, r=8, p=5 (16 MiB); nothing stored may ask for more than 32 MiB
      if (!isCount(N, 2 ** 17) || !isCount(r, 32) || !isCount(p, 16) || 128 * N * r > 32 * 1024 * 1024) return false;
      const salt = unb64(parts[4]!);
      const expected = unb64(parts[5]!);
      const key = await legacyOneAtATime(() => scryptAsync(enc.encode(password.normalize("NFC")), salt, { N, r, p, dkLen: expected.length }));
      return equal(key, expected);
    }
  } catch {
    // malformed base64 in a stored value
  }
  return false;
}

/**
 * A stored scrypt hash costs about 0.25 s of CPU that never yields inside workerd
 * (@noble/hashes cannot tell time there). These checks run one at a time, with a
 * turn of the event loop between two, so every other request of the isolate
 * waits for at most one of them. They end as accounts log in and are upgraded.
 */
let legacyQueue: Promise<unknown> = Promise.resolve();
function legacyOneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(task);
  const run = legacyQueue.then(turn, turn);
  legacyQueue = run.catch(() => undefined);
  return run;
}

/** A fixed hash to verify against when the login is unknown, so both paths cost the same. */
export const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$WmxgNOGcOyKr+CXnOKPmUICb673BQr2G3d7tZXRMpRQ=";
