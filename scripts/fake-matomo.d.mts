export const FAKE_MATOMO_TOKEN: string;
export const FAILING_SITES: { error: number; html: number; silent: number };
export function matomoAnswer(p: URLSearchParams, today?: string): { status: number; body: unknown } | null;
export function startFakeMatomo(opts?: { port?: number; host?: string; unref?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
export function fakeMatomoVars(origin: string): Record<string, string>;
