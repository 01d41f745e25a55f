export const PROFILES: string[];
export const HOSTS: Record<string, string>;
export const MOVED_TO: string;
export const INTERNAL_TARGET: string;
export function profileOf(host: string): string;
export function startFakeWebsites(opts?: { port?: number; host?: string; unref?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
export function fakeWebsitesVars(origin: string): Record<string, string>;
