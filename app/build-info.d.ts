/** Set by vite.config.ts at build time (the debug page, spec §2); absent where Vite did not build the code (unit tests). */
declare const __PORTAL_BUILD__: { builtAt: string; commit: string } | undefined;
