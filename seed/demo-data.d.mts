export const DEMO_PASSWORD: string;
export interface DemoUser { id: number; login: string; username: string; roles: string[]; companies: string[]; notification?: string }
export const USERS: DemoUser[];
export const COMPANIES: { id: string; name: string; street: string; zip: string; city: string; phone: string; claimedBy: string | null; claimedLastUpdate: string | null; cleverb2b: number }[];
export const ENTRIES: { companyId: string; slogan: string | null; email: string | null; mobile: string | null; fax: string | null; logoUrl: string | null }[];
export const SUBSCRIPTIONS: [string, string, string, string][];
/** [companyId, salutation, firstName, lastName, email, phone, position, mobile, getsInvoices (0/1), getsProductNews (0/1)] */
export const CONTACTS: (string | number | null)[][];
export const WEBSITES: { companyId: string; sku: string; url: string; status: "online" | "construction" | "paused"; piwikId: number; contactEmail: string | null; mailboxes: [string, number][]; keywords: string[] }[];
export const NOTIFICATIONS: { code: string; headline: string; text: string; buttonText: string; buttonLink: string }[];
export function seedStatements(passwordHash: (login: string) => Promise<string>): Promise<string[]>;
export const LOAD_USERS: { id: number; login: string; companyId: string; companyName: string }[];
export function loadTestStatements(passwordHash: string): string[];
export type PoolKind = "kunde" | "einzel" | "privat";
export const TEST_POOL: Record<PoolKind, { of: string; slots: number; userId: number; companyPrefix: string }>;
export function poolLogin(kind: PoolKind, slot: number): string;
export function testPoolStatements(passwordHash: string): Promise<string[]>;
export function demoListingStatements(): string[];
export const MAILBOX_QUOTA_MB: Record<string, number>;
export function poolCopiesOf(companyId: string): string[];
