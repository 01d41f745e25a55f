// The built stylesheet as text, for the document's <style> (app/styles.tsx), and the address of the
// same sheet as a file (the whole sheet after a page's cut one, decision 049); server bundle only.
import css from "../tailwind.css?inline";
import url from "../tailwind.css?url";

export const INLINE_CSS: string = css;
export const STYLESHEET_URL: string = url;
