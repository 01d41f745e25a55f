// Local stand-ins of the customers' websites, for the website check in the demo and the
// tests (spec §7 getWebsiteCheck). The demo websites live under the reserved `.example`
// domain, which no DNS knows; the Worker sends a check of `https://host/path` there to
// `<origin>/https/host/path` instead (WEBSITE_CHECK_ORIGIN, never in production). Each
// host behaves as its profile says, so the check's outcomes can all be seen:
//   gut      http:// redirects to https://, the start page has everything the check asks
//   maengel  answers on http:// without redirecting, no description, no viewport, no
//            privacy link
//   umzug    redirects to https://www.neue-adresse.example/ (another website)
//   intern   redirects to http://169.254.169.254/ (an address the check never fetches)
//   wartung  503 "Wartungsarbeiten"
//   langsam  never answers
//   stockt   sends its headers and the start of the page, then nothing more
// A host's profile is its entry in HOSTS, else its first label when that names a profile
// (`https://intern.test.example`), else "gut". `GET /__requests` lists what was fetched
// ({ scheme, host, path }), so a test can tell that nothing was.
import { createServer } from "node:http";
import { listenFake } from "./fakes/listen.mjs";

export const PROFILES = ["gut", "maengel", "umzug", "intern", "wartung", "langsam", "stockt"];

/** The demo websites (seed/demo-data.mjs WEBSITES) and how each behaves. */
export const HOSTS = {
  "www.baeckerei-krueger.example": "gut",
  "torten.baeckerei-krueger.example": "maengel",
  "www.cafe-am-dom.example": "wartung",
  "www.autohaus-berger.example": "umzug",
};

export const MOVED_TO = "https://www.neue-adresse.example/";
export const INTERNAL_TARGET = "http://169.254.169.254/latest/meta-data/";

/** @param {string} host */
export function profileOf(host) {
  const first = host.split(".")[0] ?? "";
  return HOSTS[host] ?? (PROFILES.includes(first) ? first : "gut");
}

const escape = (s) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const nameOf = (host) => host.replace(/^www\./, "").replace(/\.example$/, "").split(/[.-]/).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");

/** The start page of a host: everything the check asks for, or (maengel) only a title and an Impressum. */
function startPage(host, complete) {
  const name = escape(nameOf(host));
  const head = complete
    ? `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} – Ihr Fachbetrieb in Köln</title><meta name="description" content="${name}: Öffnungszeiten, Angebot und Anfahrt.">`
    : `<title>${name} &amp; Co.</title>`;
  const footer = complete ? `<a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutzerklärung</a>` : `<a href="/impressum.html">Impressum</a>`;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">${head}</head><body><h1>${name}</h1><p>Willkommen!</p><footer>${footer}</footer></body></html>`;
}

/** @param {{ port?: number, host?: string, unref?: boolean }} [opts] */
export function startFakeWebsites(opts = {}) {
  /** @type {{ scheme: string, host: string, path: string }[]} */
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__requests") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(requests));
      return;
    }
    const [, scheme = "", host = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}${url.search}`;
    requests.push({ scheme, host, path });
    const html = (status, body) => {
      res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      res.end(body);
    };
    const redirect = (status, location) => {
      res.writeHead(status, { Location: location, "Content-Type": "text/html; charset=utf-8" });
      res.end(`<a href="${escape(location)}">weiter</a>`);
    };
    switch (profileOf(host)) {
      case "langsam":
        return; // never answers
      case "stockt":
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.write("<!doctype html><html><head><title>Hal");
        return; // the rest never comes
      case "wartung":
        return html(503, "<!doctype html><title>Wartungsarbeiten</title><h1>Wartungsarbeiten</h1>");
      case "umzug":
        return redirect(301, MOVED_TO);
      case "intern":
        return redirect(302, INTERNAL_TARGET);
      case "maengel":
        return html(200, startPage(host, false));
      default:
        if (scheme === "http") return redirect(301, `https://${host}${path}`);
        return html(200, startPage(host, true));
    }
  });
  return listenFake(server, opts);
}

/** The Worker's variable that sends the checks of `.example` hosts here. */
export const fakeWebsitesVars = (origin) => ({ WEBSITE_CHECK_ORIGIN: origin });

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startFakeWebsites({ port: Number(process.env.PORT ?? 0) });
  console.log(`Websites: ${origin}`);
}
