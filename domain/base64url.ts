/**
 * base64url without padding (RFC 4648 §5), as JWTs and signed cookies use it.
 * Shared by the API's token and the portal's session cookie.
 */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Plain base64 with padding (RFC 4648 §4), as data URLs use it (spec §5). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // in slices: String.fromCharCode takes its arguments on the stack
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary);
}

/** The bytes of a plain base64 text; throws on one that is not. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The bytes of a base64url text, or null when it is not one (other characters, impossible length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The JSON value a base64url text encodes (UTF-8), or undefined when it is not base64url, UTF-8 or JSON. */
export function jsonFromBase64Url(text: string): unknown {
  const bytes = fromBase64Url(text);
  if (!bytes) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}
