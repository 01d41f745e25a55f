export const FAKE_GOOGLE_CLIENT: { id: string; secret: string };
export function startFakeGoogle(opts?: { port?: number; host?: string; unref?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
export function fakeGoogleVars(origin: string): Record<string, string>;
