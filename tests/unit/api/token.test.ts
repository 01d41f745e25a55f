import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { signToken, verifyToken } from "../../../api/lib/token";
import { toBase64Url } from "#domain/base64url";

// The API token (spec §3 "Auth token: claims are decoded from a signed token"):
// only what signToken makes is accepted.
const SECRET = "unit-token-secret";
const inAnHour = () => new Date(Date.now() + 3600_000);
const b64 = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const key = (secret = SECRET) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

describe("verifyToken", () => {
  it("reads the claims of a token signToken made", async () => {
    // one expiry for both sides: on a busy machine a second may pass between two calls of inAnHour()
    const expires = inAnHour();
    const token = await signToken({ sub: "7", sid: "s-1" }, SECRET, expires);
    expect(await verifyToken(token, SECRET)).toEqual({ sub: "7", sid: "s-1", iat: expect.any(Number), exp: Math.floor(expires.getTime() / 1000) });
  });

  it("refuses another secret's signature, an expired token and a token of another issuer", async () => {
    expect(await verifyToken(await signToken({ sub: "7", sid: "s" }, "other-secret", inAnHour()), SECRET)).toBeNull();
    expect(await verifyToken(await signToken({ sub: "7", sid: "s" }, SECRET, new Date(Date.now() - 1000)), SECRET)).toBeNull();
    const foreign = await new SignJWT({ sid: "s" }).setProtectedHeader({ alg: "HS256" }).setSubject("7").setIssuer("someone-else").setIssuedAt().setExpirationTime("1h").sign(key());
    expect(await verifyToken(foreign, SECRET)).toBeNull();
  });

  it("refuses alg none, other algorithms and headers it does not know (crit, b64)", async () => {
    const claims = b64({ sub: "7", sid: "s", iss: "mein-bereich", iat: now(), exp: now() + 3600 });
    expect(await verifyToken(`${b64({ alg: "none" })}.${claims}.`, SECRET)).toBeNull();
    const hs512 = await new SignJWT({ sid: "s" }).setProtectedHeader({ alg: "HS512" }).setSubject("7").setIssuer("mein-bereich").setIssuedAt().setExpirationTime("1h").sign(key("x".repeat(64)));
    expect(await verifyToken(hs512, "x".repeat(64))).toBeNull();
    // the same claims under other headers, each signed correctly with the secret
    const k = await crypto.subtle.importKey("raw", key(), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signedWith = async (header: unknown) => {
      const head = b64(header);
      const sig = new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(`${head}.${claims}`)));
      return `${head}.${claims}.${toBase64Url(sig)}`;
    };
    expect(await verifyToken(await signedWith({ alg: "HS256", typ: "JWT" }), SECRET)).not.toBeNull();
    for (const header of [{ alg: "HS256", b64: false }, { alg: "HS256", crit: ["exp"], exp: 1 }, { alg: "hs256" }, {}, ["HS256"]]) {
      expect(await verifyToken(await signedWith(header), SECRET), JSON.stringify(header)).toBeNull();
    }
  });

  it("refuses malformed tokens: parts, base64, JSON, claim types", async () => {
    const token = await signToken({ sub: "7", sid: "s" }, SECRET, inAnHour());
    const [h, p, s] = token.split(".");
    for (const bad of ["", "a.b", `${h}.${p}`, `${h}.${p}.${s}.x`, `${h}.${p}.${s}=`, `${h}.${p}.${s!.slice(0, -2)}`, `${h}!.${p}.${s}`, `${h}.${p}.+/${s!.slice(2)}`]) {
      expect(await verifyToken(bad, SECRET), bad).toBeNull();
    }
    const k = await crypto.subtle.importKey("raw", key(), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signed = async (claims: string) =>
      `${h}.${claims}.${toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(`${h}.${claims}`))))}`;
    const base = { sub: "7", sid: "s", iss: "mein-bereich", iat: now(), exp: now() + 3600 };
    expect(await verifyToken(await signed(b64(base)), SECRET)).not.toBeNull();
    for (const claims of [b64([base]), b64({ ...base, sub: 7 }), b64({ ...base, sid: null }), b64({ ...base, exp: String(base.exp) }), b64({ ...base, iat: undefined }), toBase64Url(new TextEncoder().encode("{no json"))]) {
      expect(await verifyToken(await signed(claims), SECRET), claims).toBeNull();
    }
  });

  it("answers null, not an error, for an empty secret", async () => {
    const token = await signToken({ sub: "7", sid: "s" }, SECRET, inAnHour());
    expect(await verifyToken(token, "")).toBeNull();
  });
});
