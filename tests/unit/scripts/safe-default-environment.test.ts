import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureDevVars } from "../../../scripts/lib.mjs";

// docs/decisions/015-safe-default-environment.md: a `wrangler deploy` without `--env` ships
// the top level of wrangler.toml, so it must neither replace production nor carry the
// development secrets or the mail outbox switch
const toml = readFileSync("wrangler.toml", "utf8");
const topLevel = toml.slice(0, toml.search(/^\[env\./m));

describe("wrangler.toml's default environment (what a deploy without --env ships)", () => {
  it("is not named like the production Worker", () => {
    const production = toml.slice(toml.indexOf("[env.production]")).match(/^name\s*=\s*"([^"]+)"/m)?.[1];
    const name = topLevel.match(/^name\s*=\s*"([^"]+)"/m)?.[1];
    expect(production).toBe("mein-bereich");
    expect(name).toBeTruthy();
    expect(name).not.toBe(production);
  });

  it("sets no secret and no DEBUG_MAILS in any environment", () => {
    expect(toml).not.toMatch(/^\s*(SESSION_SECRET|API_TOKEN_SECRET|DEBUG_MAILS|DEV_PAGES)\s*=/m);
    expect(toml).not.toMatch(/\b(SESSION_SECRET|API_TOKEN_SECRET|DEBUG_MAILS|DEV_PAGES)\s*=\s*"/);
  });
});

describe("ensureDevVars (the local runs' .dev.vars)", () => {
  const dir = mkdtempSync(join(tmpdir(), "dev-vars-"));
  const parse = (file: string) =>
    Object.fromEntries(
      readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );

  it("makes random secrets and the outbox switch once, and keeps them on the next start", () => {
    const file = join(dir, "fresh.vars");
    ensureDevVars(file);
    const first = parse(file);
    expect(first.DEBUG_MAILS).toBe("1");
    // the non-production pages (domain/env.ts devPagesEnabled)
    expect(first.DEV_PAGES).toBe("1");
    expect(first.SESSION_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(first.API_TOKEN_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(first.API_TOKEN_SECRET).not.toBe(first.SESSION_SECRET);
    ensureDevVars(file);
    expect(parse(file)).toEqual(first);
    expect(parse(join(dir, "fresh.vars"))).not.toEqual(parse((ensureDevVars(join(dir, "other.vars")), join(dir, "other.vars"))));
  });

  it("leaves a developer's own values as they are and adds only what is missing", () => {
    const file = join(dir, "own.vars");
    writeFileSync(file, "SESSION_SECRET=mine\nDEBUG_MAILS=0");
    ensureDevVars(file);
    const vars = parse(file);
    expect(vars.SESSION_SECRET).toBe("mine");
    expect(vars.DEBUG_MAILS).toBe("0");
    expect(vars.API_TOKEN_SECRET).toBeTruthy();
  });
});
