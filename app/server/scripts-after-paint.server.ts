/**
 * Every page works and paints without JavaScript (its CSS is in the HTML), so the
 * scripts only make it nicer: they are fetched once the page has painted, and
 * never compete with the HTML for a slow connection before the first paint.
 *
 * Remix's <Scripts> writes modulepreload links and an inline module script that
 * imports the route modules and starts hydration. Both are made inert here, in
 * valid HTML: the run of links goes into a `<template>` (its content is parsed
 * but not part of the document, so nothing is fetched), the module script becomes
 * a data block of its own type. A few lines at the head of Remix's context script
 * bring them back after the first frame, once the whole document is parsed: the
 * template is replaced by its links (which then preload) and the module script
 * takes the place of its data block, carrying the request's nonce. A hidden page
 * (a tab opened in the background) paints nothing, so it loads its scripts at once.
 *
 * Both are back before the module script can start hydration, so React's
 * hydration finds the markup it rendered, element for element. When the markup
 * is not what Remix writes today, the page is left as it is.
 */
export const DEFERRED_MODULE_TYPE = "text/x-after-paint";

const bringBack =
  "(function(d){function go(){" +
  // a page whose inline stylesheet is cut to its own rules (decision 049) gets the whole sheet, for what scripts change
  // (appended at the end of <head>: React's hydration leaves nodes after its own there alone)
  'var c=d.getElementById("mb-styles");if(c&&c.hasAttribute("data-pruned")){var l=d.createElement("link");l.rel="stylesheet";l.href=c.getAttribute("data-href");d.head.appendChild(l)}' +
  'd.querySelectorAll("template[data-after-paint]").forEach(function(t){t.replaceWith(t.content)});' +
  `var s=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!s)return;` +
  'var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}' +
  'function later(){if(d.visibilityState==="hidden")setTimeout(go);else requestAnimationFrame(function(){setTimeout(go)})}' +
  // the document may paint before the parser has reached the module script's data block
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",later);else later()})(document);';

/** The run of modulepreload links <Scripts> writes (one after another, before its scripts). */
const PRELOADS = /(?:<link rel="modulepreload" href="[^"<>]*"(?: crossorigin="[^"<>]*")?\/>)+/;

/** The route manifest in the module script, which Remix writes indented (2 spaces a level). */
const MANIFEST = /window\.__remixManifest = (\{[\s\S]*?\});\nwindow\.__remixRouteModules/;

/**
 * The manifest without its indentation (about 1 KB of a product page, 100–200
 * bytes after gzip), the same data; `<` stays escaped. Left as it is when it is
 * not the JSON Remix writes today.
 */
export function compactManifest(html: string): string {
  return html.replace(MANIFEST, (all, json: string) => {
    try {
      return `window.__remixManifest = ${JSON.stringify(JSON.parse(json)).replace(/</g, "\\u003c")};\nwindow.__remixRouteModules`;
    } catch {
      return all;
    }
  });
}

export function scriptsAfterPaint(html: string, nonce: string): string {
  const contextScript = `<script nonce="${nonce}">window.__remixContext = `;
  const moduleScript = `<script nonce="${nonce}" type="module" async="">`;
  if (html.split(contextScript).length !== 2 || html.split(moduleScript).length !== 2) return html;
  return compactManifest(html)
    .replace(PRELOADS, "<template data-after-paint>$&</template>")
    .replace(contextScript, `<script nonce="${nonce}">${bringBack}window.__remixContext = `)
    .replace(moduleScript, `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}">`);
}
