import { SignJWT, jwtVerify } from "jose";

/** What the signed API token says about its bearer. */
export interface TokenClaims {
  /** user id */
  sub: string;
  /** server-side session id: revoking the session row ends the token */
  sid: string;
  roles: string[];
  companies: string[];
  /** for support staff: the company acted for */
  cuca?: string;
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
    if (!Array.isArray(payload.roles) || !Array.isArray(payload.companies)) return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      roles: payload.roles.map(String),
      companies: payload.companies.map(String),
      ...(typeof payload.cuca === "string" ? { cuca: payload.cuca } : {}),
      iat: payload.iat ?? 0,
      exp: payload.exp ?? 0,
    };
  } catch {
    return null;
  }
}
