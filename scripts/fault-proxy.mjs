// A loopback stand-in for a remote /api backend that fails on demand, for the fault tests.
// It forwards to the real backend (UPSTREAM) unless a fault is set for a path:
//   POST /__fault {"match": "/api/navigation/menu-items", "kind": "500"|"502"|"timeout"|"malformed"}
//   POST /__fault {"clear": true}
import http from "node:http";

const port = Number(process.env.FAULT_PORT || 8799);
const upstream = process.env.UPSTREAM || "http://127.0.0.1:8788";
/** @type {Map<string, string>} */
const faults = new Map();

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const body = await readBody(req);
  if (url.pathname === "/__ping") return res.end("pong");
  if (url.pathname === "/__fault" && req.method === "POST") {
    const cmd = JSON.parse(body.toString() || "{}");
    if (cmd.clear) faults.clear();
    else faults.set(cmd.match, cmd.kind);
    res.writeHead(204);
    return res.end();
  }
  const fault = [...faults].find(([match]) => url.pathname.startsWith(match))?.[1];
  if (fault === "timeout") return; // never answers; the caller's timeout must end it
  if (fault === "500" || fault === "502") {
    res.writeHead(Number(fault), { "Content-Type": "application/json" });
    return res.end(JSON.stringify({ errors: [{ code: "UPSTREAM", message: "Backend failure (test)" }] }));
  }
  if (fault === "malformed") {
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end('{"data": {"broken": ');
  }
  const headers = { ...req.headers };
  delete headers.host;
  delete headers["content-length"];
  const answer = await fetch(upstream + url.pathname + url.search, {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
  });
  const out = {};
  answer.headers.forEach((v, k) => {
    if (k !== "content-encoding" && k !== "content-length" && k !== "transfer-encoding") out[k] = v;
  });
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
});

server.listen(port, "127.0.0.1", () => console.log(`fault proxy on ${port} → ${upstream}`));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
