import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { client, login, seedDemoData, send } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

/**
 * Logins under attack (spec §7 auth/login, the password check of the password
 * change): a flood of logins must not stall the other requests of the isolate,
 * and concurrent wrong passwords can never get past the throttle (10 failures
 * per login in 15 minutes).
 */

beforeAll(async () => {
  await seedDemoData();
});

const loginWith = (login: string, password: string) => send(client().auth.login.$post({ json: { login, password } }));

describe("a flood of logins", () => {
  it(
    "leaves another request of the isolate answering at once; the flood gets 401s and quick 503s with Retry-After, never a 500",
    async () => {
      const { token } = await login("kunde@example.com");
      const started = Date.now();
      const timed = async <A>(answer: Promise<A>) => {
        const res = await answer;
        return { res, ms: Date.now() - started };
      };
      // 40 logins with names nobody has, all at once (each would cost a password check)
      const flood = Array.from({ length: 40 }, (_, i) =>
        timed(loginWith(`unbekannt-${i}@example.com`, "Falsches-Passwort-1")),
      );
      // while they run: a cheap call of a logged-in user
      const probe = await timed(send(client({ token }).navigation["menu-items"].$get()));
      const answers = await Promise.all(flood);

      expect(probe.res.status).toBe(200);
      // generous for a loaded 2-core machine; a stalled isolate takes seconds here
      expect(probe.ms).toBeLessThan(1500);

      const statuses = answers.map((a) => a.res.status);
      expect(statuses.filter((s) => s !== 401 && s !== 503), `statuses ${statuses.join(",")}`).toEqual([]);
      expect(statuses).toContain(401);
      const busy = answers.filter((a) => a.res.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const b of busy) {
        expect(b.res.headers.get("Retry-After")).toMatch(/^\d+$/);
        expect(b.res.json.errors[0]?.code).toBe("BUSY");
        expect(b.res.json.errors[0]?.message).toMatch(/Anmeldung ist gerade stark ausgelastet/);
        // turned away before any work: no later than the slowest checked login
        expect(b.ms).toBeLessThan(1500);
      }
      // the refused logins were never checked: no failure is counted for them
      const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE login LIKE 'unbekannt-%'").first<{ n: number }>())!;
      expect(n).toBe(statuses.filter((s) => s === 401).length);

      // and once the flood is over, a login works again
      expect((await loginWith("einzel@example.com", DEMO_PASSWORD)).status).toBe(200);
    },
    CPU_HEAVY_MS,
  );
});

describe("concurrent wrong passwords for one account", () => {
  const attempts = async (attempt: (i: number) => Promise<{ status: number }>) => {
    // 16 in two waves of 8 at once: each wave reads the throttle while the other attempts are in flight
    const statuses: number[] = [];
    for (const wave of [0, 1]) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(wave * 8 + i)));
      statuses.push(...answers.map((a) => a.status));
    }
    return statuses;
  };
  const rowsOf = async (login: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE login = ?").bind(login).first<{ n: number }>())!.n;

  it(
    "at the login: at most 10 passwords are checked, the rest answered 429 (or 503), never more than 10 failures stored",
    async () => {
      const statuses = await attempts((i) => loginWith("handwerk@example.com", `falsch-${i}`));
      expect(statuses.filter((s) => ![401, 429, 503].includes(s)), `statuses ${statuses.join(",")}`).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses).toContain(429);
      expect(await rowsOf("handwerk@example.com")).toBeLessThanOrEqual(10);
      // the right password is refused too while the throttle holds
      const right = await loginWith("handwerk@example.com", DEMO_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.headers.get("Retry-After")).toMatch(/^\d+$/);
    },
    CPU_HEAVY_MS,
  );

  it(
    "at the password change: at most 10 current passwords are checked",
    async () => {
      const { token } = await login("bewertung@example.com");
      const statuses = await attempts((i) =>
        send(client({ token }).user.data.updatePassword.$post({ json: { currentPassword: `falsch-${i}`, newPassword: "Frühlingsregen-über-Köln" } })),
      );
      expect(statuses.filter((s) => ![422, 429, 503].includes(s)), `statuses ${statuses.join(",")}`).toEqual([]);
      expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(10);
      expect(statuses).toContain(429);
      expect(await rowsOf("bewertung@example.com")).toBeLessThanOrEqual(10);
    },
    CPU_HEAVY_MS,
  );
});
