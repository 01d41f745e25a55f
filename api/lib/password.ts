import { scryptAsync } from "@noble/hashes/scrypt";
import { ApiError } from "./errors";

/**
 * Password hashing with scrypt at OWASP's parameter set N=2^14, r=8, p=5
 * (Password Storage Cheat Sheet: equivalent to N=2^17, r=8, p=1). It needs
 * 128·N·r bytes = 16 MiB, well inside a Worker's 128 MB. It is pure JavaScript,
 * so it runs the same in production Workers, which refuse a WebCrypto PBKDF2
 * call above 100 000 iterations, and in local workerd, which does not.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5, dkLen: 32 } as const;

/**
 * One hash at a time per isolate. scryptAsync yields to other requests while it
 * works, so without this, concurrent logins each hold their 16 MiB at once: 50 of
 * them overflowed the Worker's 128 MB and restarted it (found by the load test,
 * issue 3 §5). Queued, they only wait; everything else keeps being served.
 */
let hashing: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** More logins than this queued in one isolate are turned away at once instead of stalling everyone. */
export const MAX_WAITING_HASHES = 8;

/** The queue is full: 503 with Retry-After, answered like every other expected failure. */
export class HashingBusy extends ApiError {
  constructor() {
    super(503, "BUSY", "Die Anmeldung ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.", undefined, {
      "Retry-After": "5",
    });
  }
}

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING_HASHES) return Promise.reject(new HashingBusy());
  waiting++;
  const run = hashing.then(task, task).finally(() => waiting--);
  hashing = run.catch(() => undefined);
  return run;
}

const enc = new TextEncoder();
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function hashPassword(password: string, salt = crypto.getRandomValues(new Uint8Array(16))) {
  const { N, r, p, dkLen } = SCRYPT_PARAMS;
  const key = await oneAtATime(() => scryptAsync(enc.encode(password.normalize("NFC")), salt, { N, r, p, dkLen }));
  return `scrypt$${N}$${r}$${p}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = unb64(parts[4]!);
  const expected = unb64(parts[5]!);
  const key = await oneAtATime(() => scryptAsync(enc.encode(password.normalize("NFC")), salt, { N, r, p, dkLen: expected.length }));
  let diff = key.length ^ expected.length;
  for (let i = 0; i < key.length; i++) diff |= key[i]! ^ (expected[i] ?? 0);
  return diff === 0;
}

/** A fixed hash to verify against when the login is unknown, so both paths cost the same. */
export const DUMMY_HASH = "scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA==$gTbsZjSbuIdSLEA+DfFmpEL6/+y7/jOiLy6sA3v0xa4=";
