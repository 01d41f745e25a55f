import { SignJWT, jwtVerify } from "jose";

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

function key(secret: string): Promise<CryptoKey> {
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

export async function verifyToken(token: string, secret: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      iat: payload.iat ?? 0,
      exp: payload.exp ?? 0,
    };
  } catch {
    return null;
  }
}
