import { pathTo } from "#domain/pages";
/**
 * The address of the user's profile image in the portal (the 200×200 JPEG in R2,
 * served by /benutzer/profilbild); the stored key's file name makes a new image
 * a new address, so a browser never shows the old one from its cache.
 */
export function profileImageUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  const name = key.slice(key.lastIndexOf("/") + 1).replace(/\.jpg$/, "");
  return `${pathTo("user.profileImage")}?v=${encodeURIComponent(name)}`;
}

