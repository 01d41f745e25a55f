import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addKey, focusAfter, ListButton, ListFocus } from "../../../app/components/forms/list-rows";
import type { FormReply } from "../../../app/components/forms/validate";

/**
 * The form kit's lists that change (app/components/forms/list-rows.tsx): where
 * the focus goes after adding or removing a row, with and without JavaScript
 * (WCAG 2.4.3), for any list (opening hours today; contacts, creatives next).
 */

const firstField = (list: string) => (list === "contacts" ? "name" : "from");

describe("the focus after adding or removing a row", () => {
  it("after adding: the new row's first field; after removing: the list's add button", () => {
    expect(focusAfter({ type: "insert", payload: { name: "week.mo", index: 1 } }, firstField)).toBe("week.mo[1].from");
    expect(focusAfter({ type: "insert", payload: { name: "contacts", index: 0 } }, firstField)).toBe("contacts[0].name");
    expect(focusAfter({ type: "remove", payload: { name: "contacts", index: 2 } }, firstField)).toBe(addKey("contacts"));
    expect(addKey("contacts")).toBe("add:contacts");
  });
  it("another intent (validate, update) or none moves nothing", () => {
    expect(focusAfter({ type: "validate", payload: { name: "contacts" } }, firstField)).toBeNull();
    expect(focusAfter(undefined, firstField)).toBeNull();
  });
});

describe("without JavaScript the answer's intent puts the focus on the add button again", () => {
  const intent = { name: "__intent__", value: JSON.stringify({ type: "insert", payload: { name: "contacts", index: 1 } }), form: "f", formNoValidate: true };
  const reply = (type: string): FormReply => ({ form: "f", result: { status: "error", intent: { type, payload: { name: "contacts", index: 0 } } } as FormReply["result"] });
  const render = (r: FormReply | null) =>
    renderToStaticMarkup(
      <ListFocus formId="f" reply={r} targetAfter={(i) => focusAfter(i, firstField)}>
        <ListButton intent={intent} focusKey={addKey("contacts")} focusAfter="contacts[1].name" className="btn-secondary">
          Kontakt hinzufügen
        </ListButton>
      </ListFocus>,
    );
  it("a plain submit button carrying conform's intent, inside the form (no form attribute)", () => {
    const html = render(null);
    expect(html).toContain('type="submit"');
    expect(html).toContain('name="__intent__"');
    expect(html).toContain('data-focus="add:contacts"');
    expect(html).not.toContain(" form=");
    expect(html).not.toContain("autofocus");
  });
  it("after a removal the add button takes the focus; after another form's answer it does not", () => {
    expect(render(reply("remove"))).toContain('autofocus=""');
    expect(render({ ...reply("remove"), form: "other" })).not.toContain("autofocus");
  });
});
