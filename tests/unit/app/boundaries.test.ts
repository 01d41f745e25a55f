import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The import and export-from statements of a file that load code at run time (not `import type`). */
const runtimeImports = (text: string) =>
  [...text.matchAll(/^\s*(import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[2]!);

describe("the portal and the backend meet only in the contract", () => {
  it("app/ loads nothing from api/ at run time (types only); shared rules come from contract/ and domain/", () => {
    const offenders = sources("app").flatMap((file) =>
      runtimeImports(readFileSync(file, "utf8"))
        .filter((spec) => /(^|\/)api\//.test(spec) && !spec.startsWith("#"))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
