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
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(claims: TokenClaims, secret: string, expiresAt: Date): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type VerifiedToken = TokenClaims & { iat: number; exp: number };

export async function verifyToken(token: string, secret: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ["HS256"] });
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
