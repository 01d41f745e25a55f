import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: exists only after `npm run build`
import * as remixBuild from "./build/server";
import { api } from "./api/app";
import type { Env } from "./api/env";
import { benchProbe } from "./api/lib/bench-probes";
import { ReadBatch } from "./api/lib/d1-read-batch";
import { boundBody } from "./api/lib/bounded-body";
import { bodyLimitFor, bodyTooLarge } from "./app/server/body-limit.server";
import { PortalContext } from "./app/server/context.server";
import { guardBuild } from "./app/server/gate.server";
import { googleAuthOrigin } from "./api/lib/google";
import { facebookAuthOrigin } from "./api/lib/facebook";
import { securityHeaders } from "./app/server/headers.server";
import { withSecurityHeaders } from "./app/server/answer-headers.server";
import { nightly } from "./api/scheduled";
import { documentView } from "./app/server/tracking.server";

const handleRemix = createRequestHandler(guardBuild(remixBuild as unknown as ServerBuild));
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Unsafe requests must come from this site: Sec-Fetch-Site, else Origin (decision 019). */
export function isCrossSite(request: Request, url: URL): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== url.origin;
}

async function handlePortal(request: Request, env: Env, ctx: ExecutionContext, url: URL): Promise<Response> {
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url)) {
    return new Response("Anfrage von einer fremden Seite abgelehnt.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // A page sent with Referrer-Policy: no-referrer (the password reset) posts with "Origin: null",
  // which Remix's own origin check refuses; the browser's Sec-Fetch-Site already said it is ours.
  if (request.headers.get("Origin") === "null" && request.headers.get("Sec-Fetch-Site") === "same-origin") {
    const headers = new Headers(request.headers);
    headers.set("Origin", url.origin);
    request = new Request(request, { headers });
  }
  // one page's in-process /api calls look the session up once, and send the reads
  // they make together as one D1 batch (api/lib/d1-read-batch.ts), this visitor's only
  const apiEnv: Env = { ...env, SESSION_CHECKS: new Map() };
  const reads = new ReadBatch(env.DB);
  const portal = await PortalContext.create(request, env, async (req) => reads.run(() => api.fetch(req, apiEnv, ctx)));
  const started = Date.now();
  const remixResponse = await handleRemix(request, { cloudflare: { env, ctx }, portal });
  const response = new Response(remixResponse.body, remixResponse);
  const h = response.headers;
  const cookie = await portal.session.commit();
  if (cookie) h.append("Set-Cookie", cookie);
  portal.responseHeaders.forEach((value, key) => h.append(key, value));
  // personal pages and anything that sets a cookie stay out of every cache (back button after logout)
  if (cookie || h.has("Set-Cookie") || portal.session.get("token")) h.set("Cache-Control", "private, no-store");
  h.set("X-Request-Id", portal.requestId);
  // the action, the loaders (first start to last end), their /api calls, and the whole request
  const spans = (["action", "loader"] as const).flatMap((k) => {
    const t = portal.telemetry.timing[k];
    return t ? [`${k};dur=${t.to - t.from}`] : [];
  });
  h.set(
    "Server-Timing",
    [
      ...spans,
      `api;dur=${portal.api.totalMs};desc="${portal.api.calls} /api calls in ${portal.api.rounds} rounds"`,
      // the D1 round trips of those calls (their reads batched, api/lib/d1-read-batch.ts; writes on their own)
      ...(portal.api.calls ? [`d1;desc="${reads.roundTrips} round trips"`] : []),
      `app;dur=${Date.now() - started}`,
    ].join(", "),
  );
  securityHeaders(h, {
    nonce: portal.nonce,
    production: env.ENVIRONMENT === "production",
    formTargets: portal.allowedHosts,
    // "Weiter zu Google" and "Mit Facebook anmelden" post and are redirected to the provider's page, which form-action must allow
    formOrigins: [googleAuthOrigin(env), facebookAuthOrigin(env)],
  });
  // spec §7 tracking: the page view of a logged-in user, recorded after the answer has gone (decision 084)
  const view = documentView(portal, request, response);
  if (view) ctx.waitUntil(view);
  const auth = await portal.account.ifLoaded();
  console.log(
    JSON.stringify({
      requestId: portal.requestId,
      method: request.method,
      path: url.pathname,
      routeId: portal.telemetry.routeId,
      status: response.status,
      durationMs: Date.now() - started,
      apiCalls: portal.api.calls,
      apiRounds: portal.api.rounds,
      user: auth ? await hashId(auth.userId) : null,
      accountId: auth?.accountId ?? null,
    }),
  );
  return response;
}

async function hashId(id: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`mb-user:${id}`));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every answer of the Worker leaves with the security headers (answer-headers.server.ts): pages, files, /api, the short text answers. */
export default {
  async fetch(request, env, ctx) {
    return withSecurityHeaders(await route(request, env, ctx), env.ENVIRONMENT === "production");
  },
  // the cron trigger of wrangler.toml: the nightly clean-ups (api/scheduled.ts)
  async scheduled(_event, env, ctx) {
    ctx.waitUntil(nightly(env));
  },
} satisfies ExportedHandler<Env>;

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // one-line static answer: the benchmark's floor for this Worker
  if (url.pathname === "/__ping") return new Response("pong", { headers: { "Content-Type": "text/plain" } });
  // the benchmark's CPU probes, only where its server config turns them on
  if (url.pathname.startsWith("/__probe/")) {
    const probe = await benchProbe(url.pathname, env);
    if (probe) return probe;
  }
  if (url.pathname.startsWith("/api/")) {
    const started = Date.now();
    const response = await api.fetch(request, env, ctx);
    console.log(
      JSON.stringify({
        requestId: response.headers.get("X-Request-Id"),
        method: request.method,
        path: url.pathname,
        routeId: "api",
        status: response.status,
        durationMs: Date.now() - started,
      }),
    );
    return response;
  }
  // a form body over its path's limit is refused before Remix reads it (413)
  const bounded = await boundBody(request, bodyLimitFor(url.pathname));
  if (!bounded) return bodyTooLarge();
  return handlePortal(bounded, env, ctx, url);
}
