import type { SessionAuth } from "./services/sessions";

/** Bindings and variables of the Worker (wrangler.toml), shared by api/ and app/. */
export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  CACHE: KVNamespace;
  ENVIRONMENT: string;
  REFRESH_TTL_MINUTES: string;
  ALLOWED_CALLBACK_DOMAINS: string;
  RATING_MANAGER_URL: string;
  /**
   * "1" in the browser tests' server only (scripts/e2e-server.mjs), never in production: the
   * seasonal banner reads the day from the test's cookie (app/server/test-clock.server.ts)
   */
  TEST_CLOCK?: string;
  /** brand variant of the footer: "default" or "b2b" */
  BRAND?: string;
  SESSION_SECRET: string;
  API_TOKEN_SECRET: string;
  /** When set, the portal sends its /api calls to this origin instead of the embedded backend. */
  API_ORIGIN?: string;
  /**
   * In-process calls only: the bearer tokens already checked during this one
   * portal request (signature and live session), so a page's parallel /api
   * calls verify the token and read the session once. Keyed by the whole token.
   */
  SESSION_CHECKS?: Map<string, Promise<SessionAuth | null>>;
  /** how long the portal waits for a remote backend (ms, default 10 000) */
  API_TIMEOUT_MS?: string;
  /** the portal's own address (https://…), for addresses sent to others (the OAuth redirect); never the Host header */
  PORTAL_ORIGIN?: string;
  /** the HTTP mail service mails are handed to (api/lib/mail.ts); unset: they stay in the outbox (/debug/mails) */
  MAIL_SERVICE_URL?: string;
  MAIL_SERVICE_TOKEN?: string;
  /** the sender, e.g. "Mein Bereich <no-reply@example.com>" */
  MAIL_FROM?: string;
  /** "Mit Facebook anmelden" (spec §7 POST /api/auth/facebook): the app; the endpoints default to Facebook's */
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  FACEBOOK_AUTH_URL?: string;
  FACEBOOK_TOKEN_URL?: string;
  FACEBOOK_GRAPH_URL?: string;
  /** Google OAuth 2.0 client (spec §7 external-services); the endpoints default to Google's, tests and the demo point them at a local Google */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_AUTH_URL?: string;
  GOOGLE_TOKEN_URL?: string;
  /** the Business Profile APIs: account management, business information, verifications */
  GOOGLE_ACCOUNTS_API?: string;
  GOOGLE_INFO_API?: string;
  GOOGLE_VERIFY_API?: string;
  /**
   * The Matomo server the website statistics come from (spec §7 getWebsiteStatistic,
   * `piwikId` = Matomo site id), its HTTP Reporting API at MATOMO_URL/index.php; unset:
   * the statistics are "derzeit nicht verfügbar". MATOMO_TOKEN is its token_auth (a
   * secret), MATOMO_TIMEOUT_MS how long a report may take (default 8000).
   */
  MATOMO_URL?: string;
  MATOMO_TOKEN?: string;
  MATOMO_TIMEOUT_MS?: string;
  /**
   * The website check (spec §7 getWebsiteCheck) of a host under the reserved `.example`
   * domain goes to this local stand-in (`<origin>/https/host/path`, scripts/fake-websites.mjs):
   * the demo's and the tests' websites. Ignored in production. WEBSITE_CHECK_TIMEOUT_MS:
   * how long one fetch may take (default 8000).
   */
  WEBSITE_CHECK_ORIGIN?: string;
  WEBSITE_CHECK_TIMEOUT_MS?: string;
  /**
   * The website editor support staff open from the deeplink (spec §1, §7 getWebsiteDeeplink):
   * its address (default https://website-editor[-<environment>].example.com, spec §9) and the
   * secret it shares with the portal to check the link's signature; without the secret no
   * deeplink is made.
   */
  WEBSITE_EDITOR_URL?: string;
  WEBSITE_EDITOR_SECRET?: string;
  /** how long an entry-service analysis runs locally before its result is ready (seconds, default 8) */
  ENTRY_SERVICE_ANALYSIS_SECONDS?: string;
  /**
   * The key the public directory seals a claim link's company reference with (spec §7
   * decryptData; decision 072): 32 random bytes, base64url. Locally from `.dev.vars`, in
   * staging/production by `wrangler secret put CLAIM_SEAL_KEY` (the directory holds the same key).
   */
  CLAIM_SEAL_KEY?: string;
  /** "1": the benchmark's probes answer (api/lib/bench-probes.ts); set only by the benchmark's server config, ignored in production */
  BENCH_PROBES?: string;
  /**
   * "1": the non-production pages (/demo, /test, /preview, /debug, spec §2) and their calls exist,
   * outside production only (domain/env.ts devPagesEnabled); set only by the local runs and the tests
   */
  DEV_PAGES?: string;
}

export { isProduction, refreshTtlMinutes } from "#domain/env";
