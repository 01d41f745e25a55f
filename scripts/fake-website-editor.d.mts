export const FAKE_EDITOR_SECRET: string;
export function checkDeeplinkToken(token: string, secret?: string, now?: number): { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };
export function startFakeWebsiteEditor(opts?: { port?: number; host?: string; unref?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
export function fakeWebsiteEditorVars(origin: string): Record<string, string>;
