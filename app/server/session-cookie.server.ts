import type { Cookie, CookieOptions, CookieSerializeOptions } from "@remix-run/server-runtime";
import { fromBase64Url, jsonFromBase64Url, toBase64Url } from "#domain/base64url";

/**
 * The session cookie's container, for Remix's cookie session storage.
 *
 * Remix's own cookie imports the HMAC key anew for every signature and check
 * and turns the value into base64 one character at a time; both ran on every
 * page request and together cost about as much CPU as rendering a small page.
 * This one signs with HMAC-SHA256 too, with the key imported once per isolate
 * and secret, and encodes the value as base64url of its UTF-8 JSON:
 *
 *   <base64url(JSON)>.<base64url(HMAC-SHA256(first secret, base64url(JSON)))>
 *
 * Key rotation as with Remix: signed with the first secret, accepted with any.
 * A value that is not signed by one of them, or not JSON, is no cookie (null).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

/** The value of cookie `name` in a Cookie header, undecoded; null when absent. */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function serializeCookie(name: string, value: string, o: CookieSerializeOptions): string {
  let out = `${name}=${value}`;
  if (o.maxAge !== undefined) out += `; Max-Age=${Math.floor(o.maxAge)}`;
  if (o.domain) out += `; Domain=${o.domain}`;
  if (o.path) out += `; Path=${o.path}`;
  if (o.expires) out += `; Expires=${o.expires.toUTCString()}`;
  if (o.httpOnly) out += "; HttpOnly";
  if (o.secure) out += "; Secure";
  if (o.sameSite) {
    const same = o.sameSite === true ? "strict" : o.sameSite;
    out += `; SameSite=${same.charAt(0).toUpperCase()}${same.slice(1)}`;
  }
  return out;
}

export function createSignedCookie(name: string, { secrets, ...options }: CookieOptions & { secrets: string[] }): Cookie {
  if (secrets.length === 0) throw new Error(`cookie ${name}: no secret to sign it with`);
  const defaults: CookieSerializeOptions = { path: "/", sameSite: "lax", ...options };
  return {
    name,
    isSigned: true,
    get expires() {
      return defaults.maxAge !== undefined ? new Date(Date.now() + defaults.maxAge * 1000) : defaults.expires;
    },
    async parse(header) {
      const raw = header ? cookieValue(header, name) : null;
      if (raw === null) return null;
      if (raw === "") return "";
      const dot = raw.lastIndexOf(".");
      const signature = dot > 0 ? fromBase64Url(raw.slice(dot + 1)) : null;
      const body = dot > 0 ? raw.slice(0, dot) : "";
      if (!signature) return null;
      const data = encoder.encode(body);
      for (const secret of secrets) {
        if (await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, data)) {
          return jsonFromBase64Url(body) ?? null;
        }
      }
      return null;
    },
    async serialize(value, serializeOptions) {
      let encoded = "";
      if (value !== "") {
        const body = toBase64Url(encoder.encode(JSON.stringify(value)));
        const signature = await crypto.subtle.sign("HMAC", await hmacKey(secrets[0]!), encoder.encode(body));
        encoded = `${body}.${toBase64Url(new Uint8Array(signature))}`;
      }
      return serializeCookie(name, encoded, { ...defaults, ...serializeOptions });
    },
  };
}
