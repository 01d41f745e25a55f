import { createContext, useContext } from "react";

/**
 * The portal's whole stylesheet (about 4 KB gzip) is sent inside the HTML, so
 * the first paint waits for no second request (Lighthouse LCP on slow 4G).
 * entry.server provides the text; in the browser the element is already in the
 * document and keeps its text (hydration renders it unchanged).
 */
export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = "mb-styles";

export function InlineStyles() {
  const fromServer = useContext(InlineCssContext);
  const css = fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? ""));
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
