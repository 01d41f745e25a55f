import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { LOAD_USERS } from "../../seed/demo-data.mjs";
import { PASSWORD } from "./personas";

/**
 * Load: 50 concurrent sessions on the local build, loopback only,
 * reading pages and saving entries for a bounded time (LOAD_SECONDS, default 10 in the suite,
 * at most 60; `npm run load` runs 60). Two sessions share each company, like two
 * windows, so saves also race each other.
 *
 * Must hold: no 5xx; every acknowledged save is read back; no save lost (each
 * version step of an entry was acknowledged to exactly one session, and the entry
 * ends with the last acknowledged save); no save interleaved with another (the two
 * fields of a save are always seen together). p50/p99 are printed.
 */

const SECONDS = Math.min(
  60,
  Math.max(1, Number(process.env.LOAD_SECONDS ?? 10))
);
const SESSIONS_PER_COMPANY = 2;
const ENTRY = "/kunde/meineProdukte/eintrag/eintragsdaten?abschnitt=logo";

/** One visitor's cookies, as a browser would keep them. */
class Session {
  private cookies = new Map<string, string>();
  csrf = "";
  version = 0;
  constructor(
    readonly index: number,
    readonly login: string,
    readonly companyId: string
  ) {}
  remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

interface Answer {
  status: number;
  html: string;
  location: string | null;
}

const latencies: number[] = [];
const statuses = new Map<number, number>();

async function send(
  s: Session,
  path: string,
  form?: Record<string, string>
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(BASE_URL + path, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      "User-Agent": "mein-bereich-load",
      ...(s.cookieHeader ? { Cookie: s.cookieHeader } : {}),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  s.remember(res);
  const html = await res.text();
  latencies.push(performance.now() - started);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  return { status: res.status, html, location: res.headers.get("location") };
}

const inputValue = (html: string, name: string) =>
  html
    .match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0]
    .match(/\bvalue="([^"]*)"/)?.[1] ?? "";

/** What the entry page shows: version, slogan and logo address. */
function readEntry(html: string) {
  return {
    version: Number(inputValue(html, "version")),
    slogan: inputValue(html, "slogan"),
    logoUrl: inputValue(html, "logoUrl"),
  };
}

const logoFor = (marker: string) => `https://bilder.example/${marker}.png`;

interface Ack {
  companyId: string;
  version: number;
  marker: string;
}

async function inBatches<T>(
  items: T[],
  size: number,
  task: (item: T) => Promise<void>
) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(task));
}

function percentile(sorted: number[], p: number) {
  return (
    sorted[
      Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
    ] ?? 0
  );
}

test("load: 50 concurrent sessions reading and saving entries – no 5xx, no lost or interleaved save", async () => {
  test.setTimeout((SECONDS + 150) * 1000);
  const problems: string[] = [];
  const acks: Ack[] = [];
  let conflicts = 0;

  const users = LOAD_USERS;
  const sessions = users.flatMap((u, i) =>
    Array.from(
      { length: SESSIONS_PER_COMPANY },
      (_, k) => new Session(i * SESSIONS_PER_COMPANY + k, u.login, u.companyId)
    )
  );
  expect(sessions).toHaveLength(50);

  // log in through the real form, a few at a time (not timed: password hashing is deliberately
  // slow, and wrangler dev's proxy restarts the Worker under 50 logins queued for seconds)
  await inBatches(sessions, 5, async (s) => {
    const page = await send(s, "/login");
    const csrf = page.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const res = await send(s, "/login", {
      csrf,
      login: s.login,
      password: PASSWORD,
    });
    expect(res.status, `login ${s.login}`).toBe(302);
    const entry = await send(s, ENTRY);
    expect(entry.status, `${s.login} entry page`).toBe(200);
    s.csrf = entry.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    s.version = readEntry(entry.html).version;
  });
  const startVersion = new Map(sessions.map((s) => [s.companyId, s.version]));
  latencies.length = 0;
  statuses.clear();

  /** A read of the entry: the two fields of one save always come together. */
  const check = (s: Session, page: Answer, what: string) => {
    if (page.status !== 200) {
      problems.push(`${what}: ${page.status}`);
      return null;
    }
    const seen = readEntry(page.html);
    if (seen.slogan.startsWith("L") && seen.logoUrl !== logoFor(seen.slogan)) {
      problems.push(
        `${what}: interleaved save, slogan ${seen.slogan} with logo ${seen.logoUrl}`
      );
    }
    s.version = seen.version;
    return seen;
  };

  const deadline = Date.now() + SECONDS * 1000;
  let seq = 0;
  await Promise.all(
    sessions.map(async (s) => {
      while (Date.now() < deadline) {
        const r = Math.random();
        if (r < 0.45) {
          check(s, await send(s, ENTRY), `read ${s.companyId}`);
        } else if (r < 0.7) {
          const home = await send(s, "/");
          if (home.status !== 200) problems.push(`dashboard: ${home.status}`);
        } else {
          const marker = `L${s.index}x${++seq}`;
          const version = s.version;
          const res = await send(s, ENTRY, {
            csrf: s.csrf,
            section: "logoSlogan",
            companyId: s.companyId,
            version: String(version),
            slogan: marker,
            logoUrl: logoFor(marker),
          });
          if (res.status === 302) {
            acks.push({ companyId: s.companyId, version: version + 1, marker });
            // read it back
            const seen = check(s, await send(s, ENTRY), `read-back ${marker}`);
            if (seen && seen.version < version + 1)
              problems.push(
                `${marker}: saved as version ${
                  version + 1
                }, read back version ${seen.version}`
              );
            if (
              seen &&
              seen.version === version + 1 &&
              seen.slogan !== marker
            ) {
              problems.push(
                `${marker}: saved as version ${
                  version + 1
                }, but that version shows ${seen.slogan}`
              );
            }
          } else if (res.status === 409) {
            conflicts++; // the other window saved first: the page names the version to go on from
            s.version = Number(inputValue(res.html, "version")) || s.version;
          } else {
            problems.push(
              `save ${marker}: ${res.status} ${res.location ?? ""}`
            );
          }
        }
      }
    })
  );

  // every version step since the start acknowledged exactly once, and the entry ends with the last acknowledged save
  for (const u of users) {
    const mine = acks
      .filter((a) => a.companyId === u.companyId)
      .sort((a, b) => a.version - b.version);
    const versions = new Set(mine.map((a) => a.version));
    if (versions.size !== mine.length)
      problems.push(
        `${u.companyId}: two saves acknowledged for the same version (lost update)`
      );
    const reader = sessions.find((s) => s.companyId === u.companyId)!;
    const final = check(
      reader,
      await send(reader, ENTRY),
      `final ${u.companyId}`
    );
    const last = mine.at(-1);
    if (final && last) {
      const from = startVersion.get(u.companyId)!;
      if (final.version !== from + mine.length) {
        problems.push(
          `${u.companyId}: version ${final.version} after ${mine.length} acknowledged saves from version ${from}`
        );
      }
      if (final.slogan !== last.marker)
        problems.push(
          `${u.companyId}: ends with ${final.slogan}, last acknowledged ${last.marker}`
        );
    }
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const summary = {
    seconds: SECONDS,
    sessions: sessions.length,
    requests: sorted.length,
    reqPerSec: Math.round(sorted.length / SECONDS),
    saves: acks.length,
    conflicts,
    p50ms: Math.round(percentile(sorted, 50)),
    p99ms: Math.round(percentile(sorted, 99)),
    statuses: Object.fromEntries(statuses),
  };
  console.log(`load: ${JSON.stringify(summary)}`);
  test
    .info()
    .annotations.push({ type: "load", description: JSON.stringify(summary) });

  const serverErrors = [...statuses]
    .filter(([status]) => status >= 500)
    .reduce((n, [, c]) => n + c, 0);
  expect(serverErrors, "5xx answers").toBe(0);
  expect(problems.slice(0, 20)).toEqual([]);
  expect(acks.length, "saves acknowledged").toBeGreaterThan(0);
});
