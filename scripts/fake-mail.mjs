// A local HTTP mail service (the kind MAIL_SERVICE_URL points at in production) for
// the API tests: `POST /send` with `{ from, to, subject, text, html }` and the bearer
// token FAKE_MAIL_TOKEN is accepted (202) and kept; `GET /messages` lists what came;
// a recipient starting with "fehler" is refused (503), so failed deliveries can be tried.
import { listenFake } from "./fakes/listen.mjs";
import { createServer } from "node:http";

export const FAKE_MAIL_TOKEN = "fake-mail-token";

/**
 * @param {{ port?: number, host?: string, unref?: boolean }} [opts]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startFakeMail({ port = 0, host = "127.0.0.1", unref = false } = {}) {
  /** @type {unknown[]} */
  const messages = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const answer = (status, body) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/messages") return answer(200, messages);
      if (req.method !== "POST" || req.url !== "/send") return answer(404, { error: "not found" });
      if (req.headers.authorization !== `Bearer ${FAKE_MAIL_TOKEN}`) return answer(401, { error: "unauthorized" });
      let mail;
      try {
        mail = JSON.parse(data);
      } catch {
        return answer(400, { error: "no JSON" });
      }
      if (!mail || typeof mail.to !== "string" || !mail.subject || !mail.text || !mail.html || !mail.from) return answer(422, { error: "from, to, subject, text and html required" });
      if (mail.to.startsWith("fehler")) return answer(503, { error: "try later" });
      messages.push(mail);
      answer(202, { id: messages.length });
    });
  });
  return listenFake(server, { port, host, unref });
}
