import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../context";
import { throttleEvents } from "../db/schema";

/**
 * A throttle of events per key in a sliding window (password recovery per
 * address and per account, activation codes per address). Taking an event is
 * one statement that writes only while the key has fewer than `max` events in
 * the window, so concurrent requests can never get past the limit together.
 * Returns whether the event was allowed.
 */
export async function takeEvent(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  const now = Date.now();
  const since = now - windowMs;
  const [taken] = await db.batch([
    db
      .insert(throttleEvents)
      .select(
        // columns in order: id (NULL: assigned by SQLite), key, at
        sql`SELECT NULL, ${key}, ${now} WHERE (SELECT count(*) FROM ${throttleEvents} WHERE ${throttleEvents.key} = ${key} AND ${throttleEvents.at} > ${since}) < ${max}`,
      )
      .returning({ id: throttleEvents.id }),
    // events older than a day count for no throttle
    db.delete(throttleEvents).where(lt(throttleEvents.at, now - 24 * 60 * 60 * 1000)),
  ]);
  return taken.length > 0;
}

/** Forgets a key's events (a right code clears the wrong ones before it). */
export const clearEvents = (db: Db, key: string) => db.delete(throttleEvents).where(eq(throttleEvents.key, key));


/**
 * The throttle keys of one e-mail address, each in one place so that all of
 * them can be forgotten together (a deleted profile) by exact match.
 */
export const addressKeys = {
  /** "Passwort vergessen" mails to the address */
  reset: (address: string) => `reset-address:${address}`,
  /** wrong activation codes typed for the address */
  activationCode: (address: string) => `activation-code:${address}`,
  /** registration, guest registration and e-mail-change mails to the address (one budget: the address's inbox) */
  accountMail: (address: string) => `account-mail:${address}`,
};

/** Forgets every throttle of an address, matched exactly (an address may hold `_` or `%`, which a LIKE pattern would widen). */
export const clearAddressEvents = (db: Db, address: string) =>
  db.delete(throttleEvents).where(inArray(throttleEvents.key, Object.values(addressKeys).map((key) => key(address))));
