/**
 * Verification before ownership (spec §4 Claiming; decisions 074, 075, 076): the
 * claimant proves the business is theirs by a code sent by letter to the entry's
 * address or by a link mailed to an address on the entry's website domain; only
 * then is the company theirs — one conditional UPDATE, so of two claims
 * completing at once exactly one wins.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiEnv, Db } from "../context";
import { claimFunnels, claimLocks, claims, companies, userCompanies, userRoles } from "../db/schema";
import { ApiError, FieldErrors } from "../lib/errors";
import { randomSecret, sha256 } from "../lib/digest";
import { queueMail } from "../lib/mail";
import { claimLetterKey, type ClaimLetter } from "../lib/claim-letter";
import { claimDomainMail, claimLetterMail, type MailEnv } from "../mails";
import { handOver, silentRequest } from "./claim-requests";
import { accountsOf, rolesOf } from "./accounts";
import { claimEvent, entryOfCompany, type Funnel } from "./claiming";
import {
  CODE_ALPHABET,
  DOMAIN_LINK_HOURS,
  LETTER_CODE_DAYS,
  LETTER_CODE_LENGTH,
  LETTER_CODE_MAX_WRONG,
  LETTER_RETRY_HOURS,
  normaliseLetterCode,
  websiteDomain,
} from "#domain/claiming";
import { berlinToday, formatDateDe } from "#domain/format";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A letter code: LETTER_CODE_LENGTH characters people do not confuse. */
export function letterCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LETTER_CODE_LENGTH));
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/** How a claim's secret is kept: bound to the claimant and the company (one claim's code says nothing of another's). */
const secretHash = (userId: number, companyId: string, secret: string) => sha256(`claim:${userId}:${companyId}:${secret}`);

/** The entry's website domain: its online presence's website, else its e-mail address's domain. */
export function domainOfEntry(entry: { email: string | null; onlinePresence: Record<string, string> | null } | undefined): string | null {
  if (!entry) return null;
  const site = entry.onlinePresence?.website ?? entry.onlinePresence?.homepage;
  return websiteDomain(site) ?? (entry.email?.includes("@") ? entry.email.split("@")[1]!.toLowerCase() : null);
}

/** The claimant's live claims of the company (verifying, not expired) are voided by a new one. */
const voidOthers = (db: Db, userId: number, companyId: string, now: string) =>
  db
    .update(claims)
    .set({ status: "void", decidedAt: now })
    .where(and(eq(claims.userId, userId), eq(claims.companyId, companyId), eq(claims.status, "verifying")));

/** The claim's live state for the page: which way, where it went, until when, tries left. */
export async function liveClaim(db: Db, userId: number, companyId: string, now = Date.now()) {
  const row = await db
    .select()
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.companyId, companyId), eq(claims.status, "verifying"), gt(claims.expiresAt, new Date(now).toISOString())))
    .orderBy(desc(claims.id))
    .get();
  return row
    ? { id: row.id, method: row.method, address: row.address, expiresAt: row.expiresAt, triesLeft: LETTER_CODE_MAX_WRONG - row.wrongTries }
    : null;
}

/** When a voided letter code lets the claimant ask for a new letter (null: now). */
async function retryAfter(db: Db, userId: number, companyId: string, now: number): Promise<number | null> {
  const voided = await db
    .select({ decidedAt: claims.decidedAt })
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.companyId, companyId), eq(claims.method, "letter"), eq(claims.status, "void"), eq(claims.wrongTries, LETTER_CODE_MAX_WRONG)))
    .orderBy(desc(claims.decidedAt))
    .get();
  const at = voided?.decidedAt ? Date.parse(voided.decidedAt) + LETTER_RETRY_HOURS * HOUR : null;
  return at && at > now ? at : null;
}

/**
 * The letter (decision 074): a code of 5 characters, valid 30 days, to the
 * entry's address; the outbox keeps it, its content in R2 for the printable PDF. An earlier
 * live claim of the claimant dies. After a code voided by wrong tries, a new
 * letter only after LETTER_RETRY_HOURS.
 */
export async function sendLetter(c: Context<ApiEnv>, funnel: Funnel, userId: number, now = Date.now()) {
  const db = c.var.db;
  const wait = await retryAfter(db, userId, funnel.companyId, now);
  if (wait) {
    throw new ApiError(429, "CLAIM_RETRY_LATER", `Der letzte Code ist nach ${LETTER_CODE_MAX_WRONG} falschen Eingaben verfallen. Einen neuen Brief können Sie ab ${new Date(wait).toLocaleString("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" })} Uhr anfordern.`, undefined, {
      "Retry-After": String(Math.ceil((wait - now) / 1000)),
    });
  }
  const entry = await entryOfCompany(db, funnel.companyId);
  if (!entry?.street || !entry.zipCode) throw new ApiError(409, "CLAIM_NO_ADDRESS", "Der Eintrag hat keine vollständige Adresse. Bitte wählen Sie einen anderen Nachweis.");
  const code = letterCode();
  const stamp = new Date(now).toISOString();
  const expires = now + LETTER_CODE_DAYS * DAY;
  const validUntil = formatDateDe(new Date(expires));
  const [, inserted] = await db.batch([
    voidOthers(db, userId, funnel.companyId, stamp),
    db
      .insert(claims)
      .values({ companyId: funnel.companyId, userId, refHash: funnel.refHash, method: "letter", secretHash: await secretHash(userId, funnel.companyId, code), expiresAt: new Date(expires).toISOString(), createdAt: stamp })
      .returning({ id: claims.id }),
    claimEvent(db, funnel.companyId, userId, "letter-sent"),
  ]);
  const claimId = inserted[0]!.id;
  await queueMail(db, `Briefpost: ${entry.name}, ${entry.street}, ${entry.zipCode} ${entry.city ?? ""}`.trim(), claimLetterMail(c.env, { company: entry.name, code, validUntil, letterId: claimId }));
  // what the letter says, for the letter service (and the debug page's PDF, drawn when asked for: api/lib/claim-letter.ts)
  const letter: ClaimLetter = { company: entry.name, street: entry.street, zipCode: entry.zipCode, city: entry.city, code, validUntil, date: formatDateDe(new Date(now)), portal: c.env.PORTAL_ORIGIN ?? "" };
  await c.env.FILES.put(claimLetterKey(claimId), JSON.stringify(letter), { httpMetadata: { contentType: "application/json" } });
  return { claimId, validUntil: new Date(expires).toISOString() };
}

/** The website-domain mail (decision 075): a link, valid 48 hours, to `<localPart>@<the entry's domain>`. */
export async function sendDomainMail(c: Context<ApiEnv>, funnel: Funnel, userId: number, localPart: string, now = Date.now()) {
  const db = c.var.db;
  const entry = await entryOfCompany(db, funnel.companyId);
  const domain = domainOfEntry(entry);
  if (!entry || !domain) throw new ApiError(409, "CLAIM_NO_DOMAIN", "Der Eintrag nennt keine Website. Bitte wählen Sie einen anderen Nachweis.");
  const address = `${localPart.toLowerCase()}@${domain}`;
  const token = randomSecret();
  const stamp = new Date(now).toISOString();
  await db.batch([
    voidOthers(db, userId, funnel.companyId, stamp),
    db.insert(claims).values({
      companyId: funnel.companyId,
      userId,
      refHash: funnel.refHash,
      method: "domain",
      secretHash: await sha256(`claim-link:${token}`),
      address,
      expiresAt: new Date(now + DOMAIN_LINK_HOURS * HOUR).toISOString(),
      createdAt: stamp,
    }),
    queueMail(db, address, claimDomainMail(c.env, { company: entry.name, token })),
    claimEvent(db, funnel.companyId, userId, "domain-mail-sent", address),
  ]);
  return { address };
}

export const CODE_WRONG = (left: number) =>
  left > 0
    ? `Der Code stimmt nicht. Sie haben noch ${left} ${left === 1 ? "Versuch" : "Versuche"}.`
    : `Der Code stimmt nicht und ist nach ${LETTER_CODE_MAX_WRONG} falschen Eingaben verfallen. Einen neuen Brief können Sie in ${LETTER_RETRY_HOURS} Stunden anfordern.`;
const NO_LIVE_CODE = "Für diesen Eintrag gibt es keinen gültigen Code mehr. Bitte fordern Sie einen neuen Brief an.";

/** The letter's code typed (decision 074): right → the claim completes; wrong → a try counted; the fifth wrong voids it. */
export async function checkLetterCode(db: Db, funnel: Funnel, userId: number, typed: string, now = Date.now(), env?: MailEnv) {
  const live = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.userId, userId),
        eq(claims.companyId, funnel.companyId),
        eq(claims.method, "letter"),
        eq(claims.status, "verifying"),
        gt(claims.expiresAt, new Date(now).toISOString()),
      ),
    )
    .orderBy(desc(claims.id))
    .get();
  if (!live) throw new FieldErrors({ code: [NO_LIVE_CODE] }, 422);
  if ((await secretHash(userId, funnel.companyId, normaliseLetterCode(typed))) !== live.secretHash) {
    // counted in one statement; the try that reaches the limit voids the code
    const [counted] = await db
      .update(claims)
      .set({
        wrongTries: sql`${claims.wrongTries} + 1`,
        status: sql`CASE WHEN ${claims.wrongTries} + 1 >= ${LETTER_CODE_MAX_WRONG} THEN 'void' ELSE 'verifying' END`,
        decidedAt: sql`CASE WHEN ${claims.wrongTries} + 1 >= ${LETTER_CODE_MAX_WRONG} THEN ${new Date(now).toISOString()} ELSE NULL END`,
      })
      .where(and(eq(claims.id, live.id), eq(claims.status, "verifying")))
      .returning({ wrongTries: claims.wrongTries });
    if (!counted) throw new FieldErrors({ code: [NO_LIVE_CODE] }, 422);
    await claimEvent(db, funnel.companyId, userId, counted.wrongTries >= LETTER_CODE_MAX_WRONG ? "code-void" : "code-wrong");
    throw new FieldErrors({ code: [CODE_WRONG(LETTER_CODE_MAX_WRONG - counted.wrongTries)] }, 422);
  }
  return completeClaim(db, live.id, funnel.companyId, userId, now, env);
}

/** The domain mail's link opened by the claimant (decision 075). */
export async function checkDomainToken(db: Db, userId: number, token: string, now = Date.now(), env?: MailEnv) {
  const live = await db
    .select()
    .from(claims)
    .where(and(eq(claims.secretHash, await sha256(`claim-link:${token}`)), eq(claims.method, "domain"), eq(claims.status, "verifying"), gt(claims.expiresAt, new Date(now).toISOString())))
    .get();
  if (!live) throw new ApiError(410, "TOKEN_INVALID", "Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.");
  if (live.userId !== userId) throw new ApiError(403, "CLAIM_OTHER_USER", "Dieser Link gehört zur Übernahme durch ein anderes Konto. Bitte melden Sie sich mit dem Konto an, mit dem Sie die Übernahme begonnen haben.");
  return completeClaim(db, live.id, live.companyId, userId, now, env);
}

/**
 * The verified claim (spec §4 Claiming): the company becomes the user's —
 * claimed_by = OWNER, claimed_last_update = today (Berlin), the owner-claim
 * expiry starts — only if it is still unclaimed and not locked: one conditional
 * UPDATE decides, so of two claims completing at once exactly one wins; the
 * other is `lost` and its claimant sees otherowner. A claimant whose request the
 * verified owner left unanswered (decision 090) takes the entry over instead
 * (api/services/claim-requests.ts handOver, the same one-winner rule).
 */
export async function completeClaim(db: Db, claimId: number, companyId: string, userId: number, now = Date.now(), env?: MailEnv) {
  const today = berlinToday(new Date(now));
  const stamp = new Date(now).toISOString();
  const silent = env ? await silentRequest(db, companyId, userId, now) : null;
  if (silent && env) {
    const moved = await handOver(db, env, silent, "taken", userId, now, claimId);
    if (moved.won) {
      await db.batch([db.update(claims).set({ status: "verified", decidedAt: stamp }).where(eq(claims.id, claimId)), claimEvent(db, companyId, userId, "claim-verified")]);
      const [accounts, roles] = await Promise.all([accountsOf(db, userId), rolesOf(db, userId)]);
      return { won: true as const, companyId, companies: accounts.map((a) => a.id), roles };
    }
  }
  const [taken] = await db.batch([
    db
      .update(companies)
      .set({ claimedBy: "OWNER", claimedLastUpdate: today })
      .where(and(eq(companies.id, companyId), isNull(companies.claimedBy), sql`NOT EXISTS (SELECT 1 FROM ${claimLocks} WHERE ${claimLocks.companyId} = ${companyId})`))
      .returning({ id: companies.id }),
  ]);
  if (taken.length === 0) {
    await db.batch([
      db.update(claims).set({ status: "lost", decidedAt: stamp }).where(eq(claims.id, claimId)),
      claimEvent(db, companyId, userId, "claim-lost"),
    ]);
    return { won: false as const };
  }
  await db.batch([
    db.update(claims).set({ status: "verified", decidedAt: stamp }).where(eq(claims.id, claimId)),
    // every other claim of the company ends with it
    db.update(claims).set({ status: "lost", decidedAt: stamp }).where(and(eq(claims.companyId, companyId), inArray(claims.status, ["verifying", "pending"]), sql`${claims.id} <> ${claimId}`)),
    db
      .insert(userCompanies)
      .values({ userId, companyId, position: sql`(SELECT coalesce(max(position), -1) + 1 FROM user_companies WHERE user_id = ${userId})` })
      .onConflictDoNothing(),
    // a company's owner manages it as a customer (spec §6)
    db.insert(userRoles).values({ userId, role: "customer" }).onConflictDoNothing(),
    db.update(claimFunnels).set({ step: "done", spentAt: stamp }).where(and(eq(claimFunnels.companyId, companyId), eq(claimFunnels.userId, userId))),
    claimEvent(db, companyId, userId, "claim-verified"),
  ]);
  const [accounts, roles] = await Promise.all([accountsOf(db, userId), rolesOf(db, userId)]);
  return { won: true as const, companyId, companies: accounts.map((a) => a.id), roles };
}
