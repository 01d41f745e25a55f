declare module "cloudflare:test" {
  interface ProvidedEnv {
    DB: D1Database;
    FILES: R2Bucket;
    CACHE: KVNamespace;
    ENVIRONMENT: string;
    REFRESH_TTL_MINUTES: string;
    ALLOWED_CALLBACK_DOMAINS: string;
    RATING_MANAGER_URL: string;
    SESSION_SECRET: string;
    API_TOKEN_SECRET: string;
    CLAIM_SEAL_KEY: string;
    TEST_MIGRATIONS: D1Migration[];
    /** the local Google of the tests (scripts/fake-google.mjs) */
    FAKE_GOOGLE: string;
    /** the local mail service of the tests (scripts/fake-mail.mjs) */
    FAKE_MAIL: string;
    /** the local Facebook of the tests (scripts/fake-facebook.mjs) */
    FAKE_FACEBOOK: string;
    /** the local Matomo of the tests (scripts/fake-matomo.mjs) */
    FAKE_MATOMO: string;
    /** the local stand-ins of the customers' websites (scripts/fake-websites.mjs) */
    FAKE_WEBSITES: string;
    WEBSITE_CHECK_ORIGIN: string;
    /** the local website editor (scripts/fake-website-editor.mjs) */
    FAKE_EDITOR: string;
    WEBSITE_EDITOR_URL: string;
    WEBSITE_EDITOR_SECRET: string;
    MATOMO_URL: string;
    MATOMO_TOKEN: string;
  }
}
