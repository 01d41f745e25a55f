import { expect, test, type APIRequestContext } from "./browser-test";

// The mails the portal sent, read from the outbox (GET /api/debug/mails, the data of the
// non-production page /debug/mails), never from a log.

/** An address no other test (or retry, or project) uses. */
export const freshAddress = (what: string) => `${what}-${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

export interface OutboxMail {
  kind: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails to an address, oldest first, once `count` of them are there (the recovery mail is written after the answer). */
export async function mailsTo(request: APIRequestContext, to: string, count = 1): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/api/debug/mails?to=${encodeURIComponent(to)}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
      mails = ((await res.json()).data.mails as OutboxMail[]).reverse();
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** A link of a mail by its path, relative to the test server (the mail carries the configured portal address). */
export function linkTo(mail: OutboxMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mail.kind}: ${mail.links.join(", ")}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
