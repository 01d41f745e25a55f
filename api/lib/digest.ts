import { toBase64Url } from "#domain/base64url";

/** A random secret of 32 bytes, base64url (an OAuth state or PKCE verifier, a job's token). */
export const randomSecret = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** SHA-256 of a text, base64url: how secrets handed out are kept (and PKCE's S256 challenge). */
export const sha256 = async (text: string) => toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
