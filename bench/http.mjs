// Minimal HTTP client for the benchmark: a cookie jar per persona and the form login
// of tests/e2e/personas.ts done with plain fetch.

export const PASSWORD = "Demo-Passwort-2026";

/** The personas the benchmark needs (see README "Demo personas"). */
export const PERSONAS = {
  kunde: { login: "kunde@example.com", path: "/login" },
  privat: { login: "privat@example.com", path: "/login" },
  support: { login: "support@example.com", path: "/login/cuca", companyId: "100101" },
  // support staff acting for Krüger Haustechnik (100102), the demo company with search-engine ads
  haustechnik: { login: "support@example.com", path: "/login/cuca", companyId: "100102" },
};

/** Cookies of one visitor: name → value, updated from every Set-Cookie. */
export class CookieJar {
  #cookies = new Map();

  update(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name) {
    return this.#cookies.has(name);
  }

  /** The Cookie request header ("" when empty). */
  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * GET/POST without following redirects; the jar (if any) sends and receives cookies.
 * Returns the Response (body not consumed).
 */
export async function request(origin, path, { jar, method = "GET", form, headers = {} } = {}) {
  const h = { "User-Agent": "mein-bereich-bench", ...headers };
  const cookie = jar?.header();
  if (cookie) h.Cookie = cookie;
  let body;
  if (form) {
    body = new URLSearchParams(form).toString();
    h["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetch(origin + path, { method, headers: h, body, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  jar?.update(res);
  return res;
}

/** Logs a persona in through the real login form; returns its cookie jar (with mb_session). */
export async function login(origin, name) {
  const p = PERSONAS[name];
  const jar = new CookieJar();
  const page = await request(origin, p.path, { jar });
  const html = await page.text();
  const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error(`login ${name}: no csrf token on ${p.path} (status ${page.status})`);
  const form = { csrf, login: p.login, password: PASSWORD };
  if (p.companyId) form.companyId = p.companyId;
  const res = await request(origin, p.path, { jar, method: "POST", form });
  await res.arrayBuffer();
  if (res.status !== 302 || !jar.has("mb_session")) {
    throw new Error(`login ${name}: expected 302 with mb_session, got ${res.status}`);
  }
  return jar;
}
