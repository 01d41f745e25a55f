// The built stylesheet as text, for the document's <style> (app/styles.tsx); server bundle only.
import css from "../tailwind.css?inline";

export const INLINE_CSS: string = css;
