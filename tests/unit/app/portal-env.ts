import type { Env } from "../../../api/env";

/** The portal's own settings for unit tests: no secret of the API's (its token is opaque to the portal). */
export const portalEnv = {
  ENVIRONMENT: "development",
  REFRESH_TTL_MINUTES: "30",
  ALLOWED_CALLBACK_DOMAINS: "example.com",
  RATING_MANAGER_URL: "https://bewertungsmanager.example.com",
  SESSION_SECRET: "unit-session-secret",
} as Env;
