// `npm run dev`: the production request path (worker.ts: /api in-process, the access
// gate, CSRF, session cookie, security headers, Server-Timing, log line) inside Vite's
// dev server, so that app/ and api/ reload on the next request without a build.
//
// worker.ts is loaded with ssrLoadModule on every request (Vite re-evaluates it only
// when it or a module it imports has changed); its import of the built "./build/server"
// resolves to Remix's dev build "virtual:remix/server-build" instead. The bindings
// (D1, R2, KV) come from wrangler's getPlatformProxy: real workerd storage, read from
// wrangler.toml and persisted where `npm start` keeps its state.
//
// Runs in Node, not workerd: what differs from `npm start` is listed in docs/development.md.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { Connect, Plugin, ViteDevServer } from "vite";
import type { PlatformProxy } from "wrangler";
import type { Env } from "../api/env";

const NAME = "mein-bereich-worker-dev";
const SERVER_BUILD = "virtual:remix/server-build";

type Worker = { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> };

export interface WorkerDevOptions {
  /** like `wrangler --persist-to`: the folder that holds v3/d1, v3/r2, v3/kv (default .wrangler/state) */
  persistTo?: string;
  /**
   * Variables of the Worker beside wrangler.toml's and `.dev.vars` (which they override,
   * like `wrangler dev --var`): those of the local fakes (scripts/fakes/index.mjs).
   * PORTAL_ORIGIN, the origin mails link to, is this server's own unless given.
   */
  vars?: Record<string, string>;
}

export function workerDev({ persistTo = ".wrangler/state", vars = {} }: WorkerDevOptions = {}): Plugin {
  let workerFile = "";
  return {
    name: NAME,
    apply: "serve",
    // before Vite's own resolver: after `npm run build` "./build/server" exists and would be
    // served instead of the live sources
    enforce: "pre",
    // react-dom/server's renderToReadableStream (entry.server) and the other Workers builds of packages
    config: () => ({ ssr: { resolve: { externalConditions: ["workerd", "worker"] } } }),
    configResolved(config) {
      workerFile = path.join(config.root, "worker.ts");
      const index = (name: string) => config.plugins.findIndex((p) => p.name === name);
      // our request handler must be registered before Remix's own (which knows nothing of worker.ts)
      if (index("remix") >= 0 && index("remix") < index(NAME)) throw new Error(`${NAME} must come before the Remix plugin in vite.config.ts`);
    },
    async resolveId(source, importer, options) {
      if (options.ssr && source === "./build/server" && importer === workerFile) {
        return this.resolve(SERVER_BUILD, importer, { skipSelf: true });
      }
      return null;
    },
    configureServer(server) {
      // started once the server listens: Remix's child compiler gets this plugin too, but never listens
      const platform = new Promise<PlatformProxy<Env>>((resolve, reject) => {
        server.httpServer?.once("listening", () => {
          import("wrangler")
            .then(({ getPlatformProxy }) => getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: path.join(persistTo, "v3") } }))
            .then(resolve, reject);
        });
      });
      platform.catch(() => {}); // reported by every request instead
      server.httpServer?.once("close", () => void platform.then((p) => p.dispose()));
      // the port is known once the server listens (Vite moves on from a taken one)
      const workerEnv = platform.then((p) => {
        const address = server.httpServer?.address();
        const own = address && typeof address === "object" ? { PORTAL_ORIGIN: `http://localhost:${address.port}` } : {};
        return { ...own, ...p.env, ...vars } as Env;
      });
      workerEnv.catch(() => {});
      // after Vite's own middlewares (modules, /@vite/client, /@fs, public/): every other request is the Worker's
      return () => {
        server.middlewares.use((req, res, next) => {
          workerEnv
            .then((env) => handle(server, workerFile, env, req, res))
            .catch((error: unknown) => {
              // the browser went away (a reload, a superseded fetch during HMR): nobody left to answer
              if (res.destroyed || (error as { code?: string } | null)?.code === "ERR_STREAM_PREMATURE_CLOSE") return void res.destroy();
              // the body failed after the answer had started: the log is the only place left for it
              if (res.headersSent) {
                console.error(error);
                return void res.destroy();
              }
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            });
        });
      };
    },
  };
}

async function handle(server: ViteDevServer, workerFile: string, env: Env, req: Connect.IncomingMessage, res: ServerResponse) {
  const worker = (await server.ssrLoadModule(workerFile)).default as Worker;
  const pending: Promise<unknown>[] = [];
  // a Worker context as far as Node has one: waitUntil (awaited after the answer); tracing, cache, access are workerd's
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void pending.push(p.catch((e: unknown) => console.error(e))),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  const response = await worker.fetch(toRequest(req, res), env, ctx);
  await send(response, res);
  await Promise.all(pending);
}

function toRequest(req: Connect.IncomingMessage, res: ServerResponse): Request {
  const url = new URL(req.originalUrl ?? req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const aborted = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    signal: aborted.signal,
    // @ts-expect-error: Node's fetch needs it for a streamed body; not in the DOM types
    duplex: hasBody ? "half" : undefined,
  });
}

async function send(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
}
