import { createContext, useContext } from "react";

/**
 * The portal's stylesheet is sent inside the HTML, so the first paint waits for
 * no second request (Lighthouse LCP on slow 4G). Each page carries only the
 * rules its markup uses (app/server/css-prune.server.ts, decision 049; the
 * element is then marked `data-pruned`): with the scripts after the first paint
 * (app/server/scripts-after-paint.server.ts) the whole stylesheet follows as a
 * file, for the classes scripts add later (a menu opened, a pending state). entry.server provides the text; in the browser
 * the element is already in the document and keeps its text (hydration renders
 * it unchanged).
 */
export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = "mb-styles";

export function InlineStyles() {
  const fromServer = useContext(InlineCssContext);
  const css = fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? ""));
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
