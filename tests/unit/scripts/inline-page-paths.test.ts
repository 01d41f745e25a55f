import { describe, expect, it } from "vitest";
import { inlinePageCalls, loadRegistry } from "../../../scripts/inline-page-paths-plugin";
import { pathTo, titleOf } from "#domain/pages";

/** The page registry's links and titles as plain strings in the browser's bundles (scripts/inline-page-paths-plugin.ts). */
describe("registry calls inlined for the browser", () => {
  const registry = loadRegistry();

  it("a literal page name becomes its path or title, the same the registry gives at run time", () => {
    const code = 'const a = pathTo("login"); const t = titleOf("password.renewFailed"); <Link to={pathTo("user.ratings")} />';
    expect(inlinePageCalls(code, registry)).toBe(
      `const a = ${JSON.stringify(pathTo("login"))}; const t = ${JSON.stringify(titleOf("password.renewFailed"))}; <Link to={"/benutzer/bewertungen"} />`,
    );
  });

  it("a path with parameters and a name that is no literal stay calls; an unknown name fails the build", () => {
    const code = 'pathTo("entry.image", { id }); pathTo(name); titleOf(name, company)';
    expect(inlinePageCalls(code, registry)).toBe(code);
    expect(() => inlinePageCalls('pathTo("gibt.es.nicht")', registry)).toThrow(/no such page/);
  });
});
