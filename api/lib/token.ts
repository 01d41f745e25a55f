import { SignJWT } from "jose";
import { jsonFromBase64Url, fromBase64Url } from "#domain/base64url";

/**
 * What the signed API token says about its bearer: who and which session, no
 * more. Roles and companies are read live with the session on every call
 * (api/services/sessions.ts), so nothing in a token can outlast a change.
 */
export interface TokenClaims {
  /** user id */
  sub: string;
  /** server-side session id: revoking the session row ends the token */
  sid: string;
}

const ISSUER = "mein-bereich";

/** The HMAC key of each secret, imported once per isolate instead of on every call. */
const keys = new Map<string, Promise<CryptoKey>>();

export function key(secret: string): Promise<CryptoKey> {
  let pending = keys.get(secret);
  if (!pending) {
    pending = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, pending);
    // a refused key (an empty secret) is not kept: the next call tries again and fails the same way
    pending.catch(() => keys.delete(secret));
  }
  return pending;
}

export async function signToken(claims: TokenClaims, secret: string, expiresAt: Date): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await key(secret));
}

export type VerifiedToken = TokenClaims & { iat: number; exp: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const encoder = new TextEncoder();

/**
 * The claims of a token signed by `signToken` with `secret`, or null.
 *
 * Checked here rather than by jose's jwtVerify, which cost more CPU than the
 * rest of an /api call's own work (it runs on every call). Only what
 * signToken makes is accepted (RFC 7519/7515, JWS compact, HS256):
 * three base64url parts; a header of exactly {"alg":"HS256"} plus "typ" at
 * most (no "crit", no "b64", no other algorithm, "none" least of all); a
 * valid HMAC-SHA256 of the first two parts; this issuer; `sub` and `sid`
 * strings; `exp` a number in the future, `iat` a number.
 */
export async function verifyToken(token: string, secret: string): Promise<VerifiedToken | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  const header = jsonFromBase64Url(head);
  if (!isRecord(header) || header.alg !== "HS256" || Object.keys(header).some((k) => k !== "alg" && k !== "typ")) return null;
  const signature = fromBase64Url(sig);
  if (!signature || signature.length !== 32) return null;
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify("HMAC", await key(secret), signature, encoder.encode(`${head}.${body}`));
  } catch {
    return null; // no usable key (an empty secret)
  }
  if (!valid) return null;
  const claims = jsonFromBase64Url(body);
  if (!isRecord(claims)) return null;
  const { sub, sid, iss, iat, exp } = claims;
  if (typeof sub !== "string" || typeof sid !== "string" || iss !== ISSUER) return null;
  if (typeof exp !== "number" || typeof iat !== "number") return null;
  if (exp <= Math.floor(Date.now() / 1000)) return null;
  return { sub, sid, iat, exp };
}
