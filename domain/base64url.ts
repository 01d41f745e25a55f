/**
 * base64url without padding (RFC 4648 §5), as JWTs and signed cookies use it.
 * Shared by the API's token and the portal's session cookie.
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // in slices: String.fromCharCode takes its arguments on the stack
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text, or null when it is not one (other characters, impossible length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
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
