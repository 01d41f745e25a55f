import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * The chart pattern's module graph, as a bundler splits it: nothing of tremor,
 * recharts or the chart's stylesheet before the first paint. Apart from
 * charts.test.tsx, which imports the components: under vitest a static import
 * of tremor would already fail there at loading, and this test would not say why.
 */

describe("tremor stays out of what a page loads before it has painted", () => {
  it("the chart component reaches tremor, recharts and the chart's stylesheet only through a dynamic import", async () => {
    // bundled as Vite would split it: packages and stylesheets left as imports, to see who imports them
    const result = await build({
      entryPoints: ["app/components/charts/index.ts"],
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: "charts-test-out",
      write: false,
      metafile: true,
      packages: "external",
      external: ["*.css"],
      jsx: "automatic",
      logLevel: "silent",
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === "app/components/charts/index.ts")!;
    /** The packages and stylesheets an output loads, following imports of the given kinds. */
    const reached = (start: string, kinds: string[]) => {
      const seen = new Set<string>();
      const external = new Set<string>();
      const walk = (path: string) => {
        if (seen.has(path)) return;
        seen.add(path);
        for (const i of outputs[path]!.imports) {
          if (!kinds.includes(i.kind)) continue;
          if (i.external) external.add(i.path);
          else walk(i.path);
        }
      };
      walk(start);
      return [...external];
    };
    const before = reached(entry, ["import-statement"]);
    const lazily = reached(entry, ["import-statement", "dynamic-import"]).filter((path) => !before.includes(path));
    expect(before.filter((path) => /tremor|recharts|\.css$/.test(path))).toEqual([]);
    expect(lazily).toEqual(expect.arrayContaining([expect.stringMatching(/^@tremor\/react\//), expect.stringMatching(/chart\.css$/)]));
  });
});
