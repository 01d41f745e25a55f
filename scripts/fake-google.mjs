// A local Google for the tests and the demo (Google cannot be reached from these
// machines): the OAuth 2.0 authorization endpoint with a consent page, the token
// endpoint (authorization code with PKCE S256, each code once), and the three
// Business Profile API calls the portal reads. It speaks their protocol over
// loopback; the portal's client is the same one that talks to Google.
//
//   node scripts/fake-google.mjs [port]     prints its origin, runs until stopped
import { listenFake } from "./fakes/listen.mjs";
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const FAKE_GOOGLE_CLIENT = { id: "mein-bereich-lokal.apps.googleusercontent.com", secret: "lokales-geheimnis" };

/** Who can be chosen on the consent page, and what their account manages. */
const PEOPLE = {
  "inhaberin@example.com": {
    account: "1001",
    locations: [
      { id: "2001", title: "Bäckerei Krüger GmbH, Hauptstraße 12, Köln", confirmed: false },
      { id: "2002", title: "Bäckerei Krüger, Filiale Ehrenfeld", confirmed: true },
    ],
  },
  "ohne-standort@example.com": { account: "1002", locations: [] },
};

const b64url = (buf) => Buffer.from(buf).toString("base64url");
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * @param {{ port?: number, host?: string, unref?: boolean }} [opts] `unref`: it does not keep the process running (a test runner's)
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startFakeGoogle({ port = 0, host = "127.0.0.1", unref = false } = {}) {
  /** code → { challenge, redirectUri, clientId, person } */
  const codes = new Map();
  /** access token → person */
  const tokens = new Map();

  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
  const personOf = (req) => tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
  const readBody = (req) =>
    new Promise((resolve) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://local");
    // 1. consent: the user picks an account and allows, or refuses
    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const p = url.searchParams;
      if (p.get("client_id") !== FAKE_GOOGLE_CLIENT.id || p.get("response_type") !== "code" || p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
        return res.end("invalid_request");
      }
      const back = (params) => `${p.get("redirect_uri")}?${new URLSearchParams({ ...params, state: p.get("state") ?? "" })}`;
      const links = Object.keys(PEOPLE)
        .map((person) => {
          const code = b64url(randomBytes(24));
          codes.set(code, { challenge: p.get("code_challenge"), redirectUri: p.get("redirect_uri"), clientId: p.get("client_id"), person, used: false });
          return `<li><a href="${escape(back({ code, scope: p.get("scope") ?? "" }))}">Als ${escape(person)} zulassen</a></li>`;
        })
        .join("");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="de"><meta charset="utf-8"><title>Google – Zugriff erlauben</title><main><h1>Mein Bereich möchte auf Ihr Google-Unternehmensprofil zugreifen</h1><ul>${links}</ul><p><a href="${escape(back({ error: "access_denied" }))}">Ablehnen</a></p></main></html>`,
      );
    }
    // 2. the token endpoint: the code once, with the verifier that matches its challenge
    if (req.method === "POST" && url.pathname === "/token") {
      const p = new URLSearchParams(await readBody(req));
      const grant = codes.get(p.get("code") ?? "");
      const verifier = p.get("code_verifier") ?? "";
      const ok =
        p.get("grant_type") === "authorization_code" &&
        grant &&
        !grant.used &&
        grant.redirectUri === p.get("redirect_uri") &&
        p.get("client_id") === FAKE_GOOGLE_CLIENT.id &&
        p.get("client_secret") === FAKE_GOOGLE_CLIENT.secret &&
        b64url(createHash("sha256").update(verifier).digest()) === grant.challenge;
      if (grant) grant.used = true;
      if (!ok) return json(res, 400, { error: "invalid_grant", error_description: "Bad Request" });
      const accessToken = b64url(randomBytes(24));
      tokens.set(accessToken, grant.person);
      return json(res, 200, { access_token: accessToken, expires_in: 3599, refresh_token: b64url(randomBytes(24)), scope: "https://www.googleapis.com/auth/business.manage", token_type: "Bearer" });
    }
    // 3. the Business Profile APIs
    const person = PEOPLE[personOf(req)];
    if (req.method === "GET" && url.pathname.startsWith("/v1/")) {
      if (!person) return json(res, 401, { error: { code: 401, status: "UNAUTHENTICATED" } });
      if (url.pathname === "/v1/accounts") return json(res, 200, { accounts: [{ name: `accounts/${person.account}`, accountName: "Unternehmensprofil", type: "PERSONAL" }] });
      const list = /^\/v1\/accounts\/(\d+)\/locations$/.exec(url.pathname);
      if (list) {
        if (list[1] !== person.account) return json(res, 403, { error: { code: 403, status: "PERMISSION_DENIED" } });
        return json(res, 200, person.locations.length ? { locations: person.locations.map((l) => ({ name: `locations/${l.id}`, title: l.title })) } : {});
      }
      const vom = /^\/v1\/locations\/(\d+)\/VoiceOfMerchantState$/.exec(url.pathname);
      const location = vom && person.locations.find((l) => l.id === vom[1]);
      if (location) return json(res, 200, location.confirmed ? { hasVoiceOfMerchant: true, hasBusinessAuthority: true } : { hasVoiceOfMerchant: false, verify: { hasPendingVerification: false } });
    }
    json(res, 404, { error: { code: 404, status: "NOT_FOUND" } });
  });
  return listenFake(server, { port, host, unref });
}

/** The Worker's variables that point its Google client at this one. */
export const fakeGoogleVars = (origin) => ({
  GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
  GOOGLE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${origin}/token`,
  GOOGLE_ACCOUNTS_API: origin,
  GOOGLE_INFO_API: origin,
  GOOGLE_VERIFY_API: origin,
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startFakeGoogle({ port: Number(process.argv[2] ?? 0) });
  console.log(origin);
}
