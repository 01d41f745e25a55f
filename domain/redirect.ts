/**
 * Redirect-target sanitising (spec §4 "Session and routing", step 4: callbackUrl,
 * callbackPage and uri queries; spec §6 "Redirect target URLs must be on an
 * allowed domain list").
 *
 * Pure functions: no I/O, safe in Node and in a Cloudflare Worker.
 */

/**
 * Characters that are never allowed anywhere in a redirect target: all
 * whitespace (JS `\s` covers ASCII and Unicode spaces, NBSP, U+3000, BOM …),
 * C0 controls, DEL, C1 controls, zero-width characters and bidi overrides.
 * They are checked on the RAW string, before any URL parsing can strip or
 * percent-encode them.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\s\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Authority as literally written after "https://", up to the first / ? or #. */
const RAW_HTTPS_AUTHORITY = /^https:\/\/([^/?#]*)/i;

/** Trailing ":port" (possibly empty) of a raw authority. */
const RAW_PORT_SUFFIX = /:\d*$/;

const INTERNAL_BASE = "https://portal.invalid";

function hasForbiddenChars(raw: string): boolean {
  return FORBIDDEN_CHARS.test(raw) || raw.includes("\\");
}

/**
 * Spec §4 (callbackUrl rule) / §6: returns the normalised absolute https URL
 * when its host is exactly one of `allowedHosts`, otherwise null.
 * Adds "https://" when the value has no scheme. Rejects scheme-relative and
 * path values, userinfo, non-https schemes, trailing-dot hosts, and any host
 * that the URL parser had to rewrite (percent-encoding, IDNA dot variants,
 * full-width letters, `https:host` without slashes, …).
 */
export function safeCallbackUrl(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
): string | null {
  if (typeof raw !== "string" || raw.length === 0) return null;
  if (hasForbiddenChars(raw)) return null;
  // "/path" and "//host" are not external callback targets.
  if (raw.startsWith("/")) return null;

  const candidate = HAS_SCHEME.test(raw) ? raw : `https://${raw}`;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }

  if (url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;

  const hostname = url.hostname.toLowerCase();
  if (hostname === "" || hostname.endsWith(".")) return null;

  // The host must already be written canonically in the raw input: the parser
  // must not have had to decode, map or invent it.
  const rawAuthority = RAW_HTTPS_AUTHORITY.exec(candidate)?.[1];
  if (rawAuthority === undefined || rawAuthority.includes("@")) return null;
  const rawHost = rawAuthority.replace(RAW_PORT_SUFFIX, "").toLowerCase();
  if (rawHost !== hostname) return null;

  const allowed = allowedHosts.some((h) => h.toLowerCase() === hostname);
  return allowed ? url.href : null;
}

/**
 * Spec §4 (uri / callbackPage / redirectTo queries): a same-site path.
 * Accepts "/" or "/x…" where x is neither "/" nor "\", with no backslashes,
 * whitespace or control characters anywhere. Returns pathname + search + hash
 * of the parsed path, or null. The normalised result is re-checked so that
 * dot-segments such as "/a/../..//evil" cannot collapse into "//evil".
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  if (!isSingleSlashPath(raw)) return null;
  if (hasForbiddenChars(raw)) return null;

  let url: URL;
  try {
    url = new URL(raw, INTERNAL_BASE);
  } catch {
    return null;
  }
  if (url.origin !== INTERNAL_BASE) return null;

  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSingleSlashPath(result) && !hasForbiddenChars(result) ? result : null;
}

function isSingleSlashPath(value: string): boolean {
  if (value === "/") return true;
  if (value.length < 2 || value[0] !== "/") return false;
  const second = value[1];
  return second !== "/" && second !== "\\";
}
