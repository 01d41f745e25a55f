import { fromBase64Url, jsonFromBase64Url, toBase64Url } from "#domain/base64url";
import { key } from "./token";

/**
 * A value the backend hands out and takes back unchanged (spec §7 getWebsiteCheck's
 * `encUrl`): `<base64url(JSON)>.<base64url(HMAC-SHA256(secret, purpose + "\n" + first part))>`.
 * Readable, not secret; what it guards is that nobody but the backend made it. The
 * purpose keeps a seal for one thing from being taken for another.
 */
const encoder = new TextEncoder();

export async function seal(purpose: string, value: unknown, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(value)));
  const mac = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(`${purpose}\n${body}`));
  return `${body}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The value of a seal made by `seal` with the same purpose and secret, or null (changed, made elsewhere, not a seal). */
export async function unseal(purpose: string, sealed: string, secret: string): Promise<unknown> {
  const [body, mac, extra] = sealed.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const signature = fromBase64Url(mac);
  if (!signature) return null;
  const valid = await crypto.subtle.verify("HMAC", await key(secret), signature, encoder.encode(`${purpose}\n${body}`));
  return valid ? jsonFromBase64Url(body) : null;
}
