/**
 * The address of the user's profile image in the portal (the 200×200 JPEG in R2,
 * served by /benutzer/profilbild); the stored key's file name makes a new image
 * a new address, so a browser never shows the old one from its cache.
 */
export function profileImageUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  const name = key.slice(key.lastIndexOf("/") + 1).replace(/\.jpg$/, "");
  return `/benutzer/profilbild?v=${encodeURIComponent(name)}`;
}

/** Spec §9: the generic user icon, when there is no profile image. */
export const DEFAULT_AVATAR =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#cbd5e1"/><circle cx="12" cy="9.5" r="4" fill="#475569"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="#475569"/></svg>',
  );
