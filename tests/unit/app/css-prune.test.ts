import { describe, expect, it } from "vitest";
import { classesOf, pruneCss, pruneInlineStyles } from "../../../app/server/css-prune.server";

// decision 049: each page inlines the rules its own markup uses
const CSS =
  "*,:before{box-sizing:border-box}h1{font-size:2rem}.btn,.link{color:red}.card{border:1px}" +
  ".md\\:flex{display:flex}.hover\\:underline:hover{text-decoration:underline}.group:hover .group-hover\\:x{color:blue}" +
  "@media (min-width:768px){.md\\:block{display:block}.card{padding:2rem}}@keyframes spin{to{transform:rotate(360deg)}}" +
  ".space-y-2>:not([hidden])~:not([hidden]){margin-top:.5rem}.x:not(.y){color:green}.content-\\[\\'\\{\\'\\]{content:'{'}";

describe("the inline stylesheet cut to the page's classes", () => {
  it("keeps base rules, rules whose classes are all on the page (escaped names too), media rules likewise, keyframes whole", () => {
    const out = pruneCss(CSS, new Set(["link", "md:flex", "hover:underline", "card"]))!;
    expect(out).toContain("*,:before{box-sizing:border-box}h1{font-size:2rem}");
    // of a selector list, the selectors the page uses
    expect(out).toContain(".link{color:red}");
    expect(out).not.toContain(".btn");
    expect(out).toContain(".md\\:flex{display:flex}.hover\\:underline:hover{text-decoration:underline}");
    expect(out).not.toContain("group-hover");
    expect(out).toContain("@media (min-width:768px){.card{padding:2rem}}");
    expect(out).not.toContain("md\\:block");
    expect(out).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    // :not() and friends are kept whatever they name
    expect(out).toContain(".space-y-2>:not([hidden])~:not([hidden])");
    expect(out).toContain(".x:not(.y){color:green}");
    // a brace inside a string does not end the rule
    expect(pruneCss(CSS, new Set(["content-['{']"]))).toContain(".content-\\[\\'\\{\\'\\]{content:'{'}");
  });

  it("reads the classes React writes; the page gets the cut sheet marked, the rest unchanged; anything it cannot read stays whole", () => {
    expect([...classesOf('<div class="a  b"><p class="md:flex">x</p><span data-class="no">')]).toEqual(["a", "b", "md:flex"]);
    const page = `<html><head><style id="mb-styles">${CSS}</style></head><body><a class="link">x</a></body></html>`;
    const out = pruneInlineStyles(page, "/assets/tailwind-A.css");
    // where the whole sheet is goes on the element, for the script that fetches it after the first paint
    expect(out).toMatch(/^<html><head><style id="mb-styles" data-pruned="" data-href="\/assets\/tailwind-A.css">\*,:before\{box-sizing:border-box\}.*<\/style><\/head><body><a class="link">x<\/a><\/body><\/html>$/);
    expect(out.length).toBeLessThan(page.length);
    expect(pruneCss(".a{color:red", new Set())).toBeNull();
    expect(pruneInlineStyles("<html><body>ohne</body></html>", "/a.css")).toBe("<html><body>ohne</body></html>");
  });
});
