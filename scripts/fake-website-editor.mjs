// A local stand-in of the website editor that support staff open from the portal's
// deeplink (spec §1, §7 POST /api/cuca/getWebsiteDeeplink), for the demo and the tests.
// `GET /deeplink?token=…` checks the token as the editor does: an HS256 JWT signed with
// the secret the portal and the editor share (WEBSITE_EDITOR_SECRET), issuer
// "mein-bereich", audience "website-editor", not expired. A good link opens a page that
// names the company, the website and the staff member; a changed, foreign or expired
// one is refused (401) with the reason.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { listenFake } from "./fakes/listen.mjs";

export const FAKE_EDITOR_SECRET = "fake-website-editor-secret";

const escape = (s) => String(s).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The claims of a deeplink token, or the German reason it is refused.
 * @param {string} token
 * @param {string} [secret]
 * @param {number} [now] seconds
 * @returns {{ ok: true, claims: Record<string, unknown> } | { ok: false, reason: string }}
 */
export function checkDeeplinkToken(token, secret = FAKE_EDITOR_SECRET, now = Math.floor(Date.now() / 1000)) {
  const [head, body, signature, extra] = token.split(".");
  if (!head || !body || !signature || extra !== undefined) return { ok: false, reason: "Der Link ist unvollständig." };
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "Der Link wurde verändert oder nicht vom Portal erstellt." };
  let header;
  let claims;
  try {
    header = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "Der Link ist unvollständig." };
  }
  if (header.alg !== "HS256") return { ok: false, reason: "Der Link wurde verändert oder nicht vom Portal erstellt." };
  if (claims.iss !== "mein-bereich" || claims.aud !== "website-editor") return { ok: false, reason: "Der Link ist nicht für den Website-Editor." };
  if (typeof claims.exp !== "number" || claims.exp <= now) return { ok: false, reason: "Der Link ist abgelaufen. Bitte erzeugen Sie im Portal einen neuen." };
  return { ok: true, claims };
}

const page = (status, title, body) => ({
  status,
  html: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
});

/** @param {{ port?: number, host?: string, unref?: boolean }} [opts] */
export function startFakeWebsiteEditor(opts = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let answer;
    if (url.pathname !== "/deeplink") answer = page(404, "Nicht gefunden", "");
    else {
      const checked = checkDeeplinkToken(url.searchParams.get("token") ?? "");
      answer = checked.ok
        ? page(
            200,
            "Website-Editor (lokal)",
            `<dl><dt>Firma</dt><dd data-testid="firma">${escape(checked.claims.companyId)}</dd><dt>Website</dt><dd data-testid="website">${escape(checked.claims.websiteId)} (${escape(checked.claims.websiteUrl)})</dd><dt>Geöffnet von</dt><dd data-testid="mitarbeiter">${escape(checked.claims.sub)}</dd><dt>Gültig bis</dt><dd>${new Date(Number(checked.claims.exp) * 1000).toISOString()}</dd></dl>`,
          )
        : page(401, "Link ungültig", `<p role="alert">${escape(checked.reason)}</p>`);
    }
    res.writeHead(answer.status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(answer.html);
  });
  return listenFake(server, opts);
}

/** The Worker's variables that point its deeplinks here. */
export const fakeWebsiteEditorVars = (origin) => ({ WEBSITE_EDITOR_URL: origin, WEBSITE_EDITOR_SECRET: FAKE_EDITOR_SECRET });

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startFakeWebsiteEditor({ port: Number(process.env.PORT ?? 0) });
  console.log(`Website-Editor: ${origin}`);
}
