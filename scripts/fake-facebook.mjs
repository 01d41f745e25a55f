// A local Facebook for the tests and the demo (Facebook cannot be reached from these
// machines): the OAuth 2.0 login dialog with a consent page, the token endpoint
// (authorization code, PKCE S256 when a challenge was sent, each code once) and the
// two Graph API calls the portal makes (debug_token, /me). It speaks their protocol
// over loopback; the portal's strategy and backend are the ones that talk to Facebook.
//
//   node scripts/fake-facebook.mjs [port]     prints its origin, runs until stopped
import { listenFake } from "./fakes/listen.mjs";
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const FAKE_FACEBOOK_APP = { id: "424242424242", secret: "lokales-facebook-geheimnis" };

/** Who can be chosen in the dialog. "ohne-mail" shares no e-mail address. */
export const FACEBOOK_PEOPLE = {
  "fb-neu@example.org": { id: "10001", first_name: "Felix", last_name: "Buch", email: "fb-neu@example.org" },
  "kunde@example.com": { id: "10002", first_name: "Sabine", last_name: "Krüger", email: "kunde@example.com" },
  "ohne-mail": { id: "10003", first_name: "Olaf", last_name: "Ohnemail", email: null },
};

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);
const b64url = (buf) => Buffer.from(buf).toString("base64url");

/**
 * @param {{ port?: number, host?: string, unref?: boolean }} [opts]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startFakeFacebook({ port = 0, host = "127.0.0.1", unref = false } = {}) {
  /** code → { person, redirectUri, challenge } */
  const codes = new Map();
  /** access token → person */
  const tokens = new Map();
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
  const graphError = (res, message) => json(res, 400, { error: { message, type: "OAuthException", code: 190 } });

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://local");
      const p = url.searchParams;
      // 1. the login dialog: a person is chosen and continues, or cancels
      if (req.method === "GET" && url.pathname === "/dialog/oauth") {
        if (p.get("client_id") !== FAKE_FACEBOOK_APP.id || p.get("response_type") !== "code" || !p.get("redirect_uri") || !p.get("state")) {
          res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
          return res.end("invalid_request");
        }
        const back = (params) => `${p.get("redirect_uri")}?${new URLSearchParams({ ...params, state: p.get("state") ?? "" })}`;
        const who = p.get("person");
        if (who === "abbrechen") {
          res.writeHead(302, { Location: back({ error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" }) });
          return res.end();
        }
        if (who && FACEBOOK_PEOPLE[who]) {
          const code = b64url(randomBytes(18));
          codes.set(code, { person: FACEBOOK_PEOPLE[who], redirectUri: p.get("redirect_uri"), challenge: p.get("code_challenge") });
          res.writeHead(302, { Location: back({ code }) });
          return res.end();
        }
        const link = (person, label) => {
          const next = new URLSearchParams(p);
          next.set("person", person);
          return `<li><a href="/dialog/oauth?${escape(next.toString())}">${escape(label)}</a></li>`;
        };
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Facebook (lokal)</title></head><body><main>` +
            `<h1>Bei „Mein Bereich“ mit Facebook anmelden</h1><p>Lokaler Ersatz für Facebook: Wer meldet sich an?</p><ul>` +
            Object.entries(FACEBOOK_PEOPLE).map(([key, f]) => link(key, `Weiter als ${f.first_name} ${f.last_name}${f.email ? ` (${f.email})` : " (ohne E-Mail-Adresse)"}`)).join("") +
            link("abbrechen", "Abbrechen") +
            `</ul></main></body></html>`,
        );
      }
      // 2. the token endpoint: the code (once) for an access token
      if (req.method === "POST" && url.pathname === "/oauth/access_token") {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (form.get("client_id") !== FAKE_FACEBOOK_APP.id || form.get("client_secret") !== FAKE_FACEBOOK_APP.secret) return graphError(res, "Error validating client secret.");
        if (!grant || grant.redirectUri !== form.get("redirect_uri")) return graphError(res, "This authorization code has been used or is invalid.");
        if (grant.challenge && b64url(createHash("sha256").update(form.get("code_verifier") ?? "").digest()) !== grant.challenge) {
          return graphError(res, "Invalid code verifier.");
        }
        const token = `EAA${b64url(randomBytes(24))}`;
        tokens.set(token, grant.person);
        return json(res, 200, { access_token: token, token_type: "bearer", expires_in: 5183944 });
      }
      // 3. Graph API: whether a token is one of this app's, and who it is
      if (req.method === "GET" && url.pathname === "/debug_token") {
        if (p.get("access_token") !== `${FAKE_FACEBOOK_APP.id}|${FAKE_FACEBOOK_APP.secret}`) return graphError(res, "Invalid OAuth access token.");
        const person = tokens.get(p.get("input_token") ?? "");
        return json(res, 200, { data: person ? { app_id: FAKE_FACEBOOK_APP.id, is_valid: true, user_id: person.id, scopes: ["email", "public_profile"] } : { is_valid: false } });
      }
      if (req.method === "GET" && url.pathname === "/me") {
        const person = tokens.get(p.get("access_token") ?? "");
        if (!person) return graphError(res, "Invalid OAuth access token.");
        const fields = (p.get("fields") ?? "id,name").split(",");
        const all = { ...person, name: `${person.first_name} ${person.last_name}` };
        return json(res, 200, Object.fromEntries(fields.filter((f) => all[f] !== null && all[f] !== undefined).map((f) => [f, all[f]])));
      }
      json(res, 404, { error: { message: "Unknown path", type: "GraphMethodException" } });
    });
  });
  return listenFake(server, { port, host, unref });
}

/** The Worker's settings for the local Facebook at `origin`. */
export const fakeFacebookVars = (origin) => ({
  FACEBOOK_CLIENT_ID: FAKE_FACEBOOK_APP.id,
  FACEBOOK_CLIENT_SECRET: FAKE_FACEBOOK_APP.secret,
  FACEBOOK_AUTH_URL: `${origin}/dialog/oauth`,
  FACEBOOK_TOKEN_URL: `${origin}/oauth/access_token`,
  FACEBOOK_GRAPH_URL: origin,
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startFakeFacebook({ port: Number(process.argv[2] ?? 0) });
  console.log(origin);
}
