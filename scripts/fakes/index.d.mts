export interface Fake {
  name: string;
  what: string;
  start(opts: { port?: number; host?: string; unref?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
  vars(origin: string): Record<string, string>;
  testBinding: string;
  perCallInApiTests?: boolean;
}
export const FAKES: readonly Fake[];
export function startFakes(opts?: { unref?: boolean; apiTests?: boolean }): Promise<{ origins: Record<string, string>; vars: Record<string, string>; close: () => Promise<void> }>;
export function varArgs(vars: Record<string, string>): string[];
export function describeFakes(origins: Record<string, string>): string;
