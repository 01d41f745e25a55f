/**
 * Spec §9: the generic user icon, when there is no profile image. A data URL of RFC 2397:
 * the media type's parameter is `charset=utf-8` (`;utf8` is no parameter), and the SVG is
 * percent-encoded.
 */
export const DEFAULT_AVATAR =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#cbd5e1"/><circle cx="12" cy="9.5" r="4" fill="#475569"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="#475569"/></svg>',
  );
