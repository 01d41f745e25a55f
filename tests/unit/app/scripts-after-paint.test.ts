import { describe, expect, it } from "vitest";
import { compactManifest, DEFERRED_MODULE_TYPE, scriptsAfterPaint } from "../../../app/server/scripts-after-paint.server";

const NONCE = "n0nce";
// the tail of a page as Remix's <Scripts> writes it (crossOrigin unset)
const remixTail = (nonce = NONCE) =>
  `<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>` +
  `<script nonce="${nonce}">window.__remixContext = {"basename":"/"};</script>` +
  `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`;

describe("scripts after the first paint", () => {
  it("leaves nothing the browser fetches or runs before it paints, and keeps the module script's text", () => {
    const html = scriptsAfterPaint(`<main>Inhalt</main>${remixTail()}`, NONCE);
    // the preloads wait, in valid HTML, inside a template (its content is not part of the document)
    expect(html.replace(/<template data-after-paint>(?:<link [^>]*>)+<\/template>/, "")).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toContain(
      '<main>Inhalt</main><template data-after-paint><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/></template>',
    );
    expect(html).not.toMatch(/<link data-after-paint/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">;\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    // the code that brings them back runs in the nonce'd context script, before Remix's own
    expect(html).toMatch(new RegExp(`<script nonce="${NONCE}">\\(function\\(d\\)\\{.*requestAnimationFrame.*\\}\\)\\(document\\);window\\.__remixContext = `));
  });

  it("leaves a page alone whose scripts are not what Remix writes (another nonce, no module script)", () => {
    const other = `<main>Inhalt</main>${remixTail("other")}`;
    expect(scriptsAfterPaint(other, NONCE)).toBe(other);
    const noModule = `<main>Inhalt</main><script nonce="${NONCE}">window.__remixContext = {};</script>`;
    expect(scriptsAfterPaint(noModule, NONCE)).toBe(noModule);
  });

  it("writes the route manifest without indentation: the same data, fewer bytes; `<` stays escaped; anything else is left alone", () => {
    const manifest = { entry: { module: "/assets/entry.client-A.js", imports: [], css: [] }, routes: { root: { id: "root", path: "", hasLoader: true, note: "</script>" } } };
    const script = `;\nimport * as route0 from "/assets/root-B.js";\nwindow.__remixManifest = ${JSON.stringify(manifest, null, 2).replace(/</g, "\\u003c")};\nwindow.__remixRouteModules = {"root":route0};`;
    const out = compactManifest(script);
    const json = /window\.__remixManifest = (.*);\nwindow\.__remixRouteModules/.exec(out)![1]!;
    expect(JSON.parse(json)).toEqual(manifest);
    expect(json).not.toMatch(/\n| {2}/);
    expect(json).not.toContain("<");
    expect(out.length).toBeLessThan(script.length);
    const broken = `window.__remixManifest = {"a": ;\nwindow.__remixRouteModules = {};`;
    expect(compactManifest(broken)).toBe(broken);
  });
});
