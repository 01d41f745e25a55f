import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox, Checkboxes, Field, FieldGroup, File, Radio, Select, Textarea } from "../../../app/components/forms/fields";
import { RulesForm, SubmitButton } from "../../../app/components/forms/form";
import type { FormReply } from "../../../app/components/forms/validate";
import { checkbox, checkboxes, date, file, number, radio, select, timeRange, type Rules } from "#domain/form-rules";

/**
 * The form kit's components as the server renders them (what a browser without
 * JavaScript gets): native controls, labels, constraints, messages tied to their
 * control, the answer at the form.
 */

/** Server-renders `element` as the page of a root route whose loader gives the form token. */
async function render(element: ReactNode) {
  const routes = [{ id: "root", path: "/", loader: () => ({ csrf: "token-123" }), element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://portal.test/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(h(StaticRouterProvider, { router, context }));
}

const RULES = {
  name: {
    required: "Bitte geben Sie den Namen ein.",
    maxLength: { value: 80, message: "Zu lang." },
  },
  about: { maxLength: { value: 500, message: "Zu lang." } },
  count: number({ min: { value: 1, message: "Mindestens 1." } }),
  start: date({ min: { value: "2026-01-01", message: "Zu früh." } }),
  salutation: select({
    required: "Bitte wählen Sie eine Anrede.",
    options: ["Frau", "Herr"],
  }),
  contact: radio({
    required: "Bitte wählen Sie einen Weg.",
    options: ["telefon", "email"],
  }),
  consent: checkbox({ required: "Bitte stimmen Sie zu." }),
  payment: checkboxes({ options: ["bar", "ec"] }),
  hours: timeRange(),
  logo: file({
    types: { value: ["image/png", "image/jpeg"], message: "PNG oder JPG." },
    maxBytes: { value: 1000, message: "Zu groß." },
  }),
} satisfies Rules;

const all = (reply?: FormReply) =>
  h(RulesForm, {
    id: "demo",
    rules: RULES,
    reply,
    intent: { value: "demo" },
    public: true,
    defaultValue: { name: "Anna", payment: ["ec"], salutation: "Herr" },
    children: h(
      Fragment,
      null,
      h(Field, {
        name: "name",
        label: "Name",
        hint: "Wie im Ausweis",
        autoFocus: true,
      }),
      h(Textarea, { name: "about", label: "Über Sie" }),
      h(Field, { name: "count", label: "Anzahl", inputMode: "numeric" }),
      h(Field, { name: "start", label: "Beginn", type: "date" }),
      h(Select, {
        name: "salutation",
        label: "Anrede",
        options: [
          { value: "Frau", label: "Frau" },
          { value: "Herr", label: "Herr" },
        ],
      }),
      h(Radio, {
        name: "contact",
        label: "Kontakt",
        options: [
          { value: "telefon", label: "Telefon" },
          { value: "email", label: "E-Mail" },
        ],
      }),
      h(Checkbox, { name: "consent", label: "Ich stimme zu" }),
      h(Checkboxes, {
        name: "payment",
        label: "Zahlung",
        options: [
          { value: "bar", label: "Bar" },
          { value: "ec", label: "EC-Karte" },
        ],
      }),
      h(Field, { name: "hours.from", label: "von", type: "time" }),
      h(File, { name: "logo", label: "Logo" }),
      h(SubmitButton, { pending: "Wird gespeichert …", children: "Speichern" })
    ),
  });

/** The opening tag of the element with this id. */
const tag = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";

describe("RulesForm: a real form that works without JavaScript", () => {
  it("posts itself with the form token, its intent and, for a file, as multipart", async () => {
    const html = await render(all());
    expect(html).toMatch(/<form method="post"[^>]*id="demo"[^>]*enctype="multipart\/form-data"/i);
    expect(html).toContain('<input type="hidden" name="csrf" value="token-123"/>');
    expect(html).toContain('<input type="hidden" name="intent" value="demo"/>');
  });

  it("a public form carries the honeypot, hidden from everyone but bots", async () => {
    const html = await render(all());
    expect(html).toMatch(
      /<div class="hidden" aria-hidden="true"><label for="demo-homepage">Bitte lassen Sie dieses Feld leer\.<\/label><input id="demo-homepage" type="text" name="homepage" tabindex="-1"/
    );
  });

  it("has empty answer regions from the start (live regions announce what comes later)", async () => {
    const html = await render(all());
    expect(html).toContain('<div role="status" tabindex="-1"></div><div role="alert" tabindex="-1"></div>');
  });
});

describe("fields: native controls with their labels and constraints", () => {
  it("a text field: label, value, required, maxlength, hint tied to it; the one asked for focused on arrival", async () => {
    const html = await render(all());
    const input = tag(html, "demo-name");
    expect(html).toMatch(/<label for="demo-name" class="field-label">Name<\/label>/);
    expect(input).toMatch(/required=""/);
    expect(input).toMatch(/maxLength="80"|maxlength="80"/);
    expect(input).toMatch(/value="Anna"/);
    expect(input).toMatch(/aria-describedby="demo-name-description"/);
    expect(input).toMatch(/autofocus=""/);
    expect(html).toContain('<p id="demo-name-description" class="mt-1 text-sm text-slate-600">Wie im Ausweis</p>');
  });

  it("a textarea, a number as text with inputmode and pattern, a date with its bounds", async () => {
    const html = await render(all());
    expect(tag(html, "demo-about")).toMatch(/^<textarea[^>]*maxLength="500"|^<textarea[^>]*maxlength="500"/);
    expect(tag(html, "demo-count")).toMatch(/type="text"/);
    expect(tag(html, "demo-count")).toMatch(/pattern="\[\+\\-\]\?\[0-9\]\+"/);
    expect(tag(html, "demo-count")).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    expect(tag(html, "demo-start")).toMatch(/type="date"/);
    expect(tag(html, "demo-start")).toMatch(/min="2026-01-01"/);
  });

  it("a select with an empty first choice and the stored value chosen", async () => {
    const html = await render(all());
    expect(tag(html, "demo-salutation")).toMatch(/^<select[^>]*required=""/);
    expect(html).toMatch(
      /<option value="">Bitte wählen<\/option><option value="Frau">Frau<\/option><option value="Herr" selected="">Herr<\/option>/
    );
  });

  it("radio buttons and checkboxes as a group under a legend; a single checkbox beside its label", async () => {
    const html = await render(all());
    expect(html).toMatch(/<fieldset[^>]*><legend class="field-label">Kontakt<\/legend>/);
    expect(tag(html, "demo-contact-telefon")).toMatch(/type="radio"[^>]*value="telefon"|value="telefon"[^>]*type="radio"/);
    expect(tag(html, "demo-payment-ec")).toMatch(/checked=""/);
    expect(tag(html, "demo-payment-bar")).not.toMatch(/checked=""/);
    // a group is never `required` (that would mean every box)
    expect(tag(html, "demo-payment-bar")).not.toMatch(/required/);
    expect(tag(html, "demo-consent")).toMatch(/type="checkbox"[^>]*required=""|required=""[^>]*type="checkbox"/);
  });

  it("a time field inside a range and a file with the types it takes", async () => {
    const html = await render(all());
    expect(tag(html, "demo-hours.from")).toMatch(/type="time"/);
    expect(tag(html, "demo-logo")).toMatch(/type="file"/);
    expect(tag(html, "demo-logo")).toMatch(/accept="image\/png,image\/jpeg"/);
  });

  it("an upload field says what it takes and that sending takes a while, in a hint tied to it (without JavaScript too)", async () => {
    const html = await render(all());
    expect(tag(html, "demo-logo")).toMatch(/aria-describedby="demo-logo-description"/);
    expect(html).toContain('<p id="demo-logo-description" class="mt-1 text-sm text-slate-600">PNG oder JPG, höchstens 1 KB. Das Hochladen kann bei langsamer Verbindung etwas dauern.</p>');
  });

  it("the two times of a range side by side under one legend", async () => {
    const html = await render(
      h(RulesForm, {
        id: "zeiten",
        rules: { hours: timeRange() },
        children: h(FieldGroup, {
          legend: "Mittagspause",
          children: h(Fragment, null, h(Field, { name: "hours.from", label: "von", type: "time" }), h(Field, { name: "hours.to", label: "bis", type: "time" })),
        }),
      }),
    );
    expect(html).toMatch(/<fieldset class="mb-4"><legend class="field-label">Mittagspause<\/legend><div class="flex flex-wrap gap-4"><div class="mb-4"><label for="zeiten-hours.from"/);
    expect(html).toMatch(/<label for="zeiten-hours.to" class="field-label">bis<\/label><input [^>]*name="hours.to"/);
  });

  it("a submit button, not busy", async () => {
    expect(await render(all())).toMatch(/<button type="submit" class="btn-primary "[^>]*aria-busy="false">Speichern<\/button>/);
  });
});

describe("an answer at the form", () => {
  it("field errors: aria-invalid, the message tied to the field, the first refused field focused, not the one asked for", async () => {
    const reply: FormReply = {
      form: "demo",
      result: {
        status: "error",
        initialValue: { name: "" },
        error: {
          contact: ["Bitte wählen Sie einen Weg."],
          name: ["Bitte geben Sie den Namen ein."],
        },
      },
    };
    const html = await render(all(reply));
    const name = tag(html, "demo-name");
    expect(name).toMatch(/aria-invalid="true"/);
    expect(name).toMatch(/aria-describedby="demo-name-error demo-name-description"/);
    expect(html).toContain('<ul id="demo-name-error" class="field-error"><li>Bitte geben Sie den Namen ein.</li></ul>');
    // the group names its message on the fieldset; its first button takes the focus (the first refused field)
    expect(html).toMatch(/<fieldset class="mb-4" aria-describedby="demo-contact-error">/);
    expect(tag(html, "demo-contact-telefon")).toMatch(/autofocus=""/);
    expect(name).not.toMatch(/autofocus/);
  });

  it("a message above the form: in the alert region, which takes the focus", async () => {
    const reply: FormReply = {
      form: "demo",
      result: {
        status: "error",
        initialValue: { name: "Anna" },
        error: { "": ["Der Dienst antwortet nicht. (Anfrage-ID x)"] },
      },
    };
    const html = await render(all(reply));
    expect(html).toMatch(
      /<div role="alert" tabindex="-1" autofocus=""><div class="[^"]*border-red-300[^"]*"><div class="flex-1"><ul id="demo-error"[^>]*><li>Der Dienst antwortet nicht\. \(Anfrage-ID x\)<\/li><\/ul>/
    );
    expect(tag(html, "demo-name")).not.toMatch(/autofocus/);
  });

  it("a 409: the stored values that differ, the two choices, and Enter still a plain save", async () => {
    const reply: FormReply = {
      form: "demo",
      version: 4,
      result: {
        status: "error",
        initialValue: { name: "Anna Neu" },
        error: { "": ["Geändert."] },
      },
      conflict: {
        message: "Der Eintrag wurde in der Zwischenzeit geändert.",
        version: 5,
        stored: { name: "Anna Alt", about: "" },
      },
    };
    const html = await render(
      h(RulesForm, {
        id: "demo",
        rules: RULES,
        reply,
        version: 4,
        labels: { name: "Name", about: "Über Sie" },
        children: h(SubmitButton, { pending: "…", children: "Speichern" }),
      })
    );
    expect(html).toMatch(/^<form[^>]*><button type="submit" class="hidden" tabindex="-1" aria-hidden="true"><\/button>/);
    expect(html).toContain('<input type="hidden" name="version" value="4"/>');
    expect(html).toContain('<input type="hidden" name="storedVersion" value="5"/>');
    expect(html).toContain('<dt class="hyphens-auto font-semibold">Name</dt><dd class="mb-1 min-w-0 break-anywhere sm:mb-0">Anna Alt</dd>');
    expect(html).not.toContain("Über Sie</dt>"); // unchanged fields are not listed
    expect(html).toMatch(/<button type="submit" name="conflictChoice" value="overwrite"[^>]*>Meine Eingaben trotzdem speichern<\/button>/);
    expect(html).toMatch(
      /<button type="submit" name="conflictChoice" value="discard" formNoValidate=""[^>]*>Gespeicherte Fassung übernehmen<\/button>|<button type="submit" name="conflictChoice" value="discard" formnovalidate=""[^>]*>Gespeicherte Fassung übernehmen<\/button>/
    );
  });

  it("an answer for another form of the page is not shown here", async () => {
    const reply: FormReply = {
      form: "andere",
      result: {
        status: "error",
        initialValue: {},
        error: { "": ["Nicht hier."] },
      },
    };
    expect(await render(all(reply))).not.toContain("Nicht hier.");
  });
});

describe("the save button while another button of its form is sent", () => {
  it("knows every other button the entry's forms have (list steps, move, remove), so it does not claim to save", async () => {
    const { OTHER_BUTTONS } = await import("../../../app/components/forms/submit-button");
    const { LIST_STEP } = await import("#domain/entry-sections/classification-lists");
    const { MEDIA_FORM_RULES } = await import("#domain/entry-sections/media");
    const { DOCUMENTS_FORM_RULES } = await import("#domain/entry-sections/documents");
    expect(OTHER_BUTTONS).toEqual(expect.arrayContaining([LIST_STEP, "move", "removeDocument", "removeMedia"]));
    for (const name of ["move", "removeMedia"]) expect(MEDIA_FORM_RULES).toHaveProperty(name);
    expect(DOCUMENTS_FORM_RULES).toHaveProperty("removeDocument");
  });
});

describe("a password field (docs/decisions/017-password-echo.md)", () => {
  const PASSWORD_RULES = {
    email: { required: "Bitte geben Sie Ihre E-Mail-Adresse ein." },
    password: { required: "Bitte geben Sie Ihr Passwort ein.", untrimmed: true, secret: true },
  } satisfies Rules;
  const form = (reply?: FormReply) =>
    h(RulesForm, {
      id: "konto",
      rules: PASSWORD_RULES,
      reply,
      children: h(Fragment, null, h(Field, { name: "email", label: "E-Mail-Adresse", type: "email" }), h(Field, { name: "password", label: "Passwort", type: "password", hint: "Mindestens 10 Zeichen." })),
    });

  it("without JavaScript: no 'Passwort anzeigen' (it needs JavaScript), no note before an answer", async () => {
    const html = await render(form());
    expect(tag(html, "konto-password")).toMatch(/type="password"/);
    expect(html).not.toContain("Passwort anzeigen");
    expect(html).not.toContain("erneut ein");
  });

  it("after a refusal: the field is empty and asks for the password again, the note tied to it; the address is kept", async () => {
    const reply: FormReply = { form: "konto", result: { status: "error", initialValue: { email: "erika@example.org" }, error: { email: ["Bitte prüfen Sie die Adresse."] } } };
    const html = await render(form(reply));
    const field = tag(html, "konto-password");
    expect(field).not.toMatch(/value=/);
    expect(field).toMatch(/aria-describedby="konto-password-description konto-password-erneut"/);
    expect(html).toContain('<p id="konto-password-erneut" class="mt-1 text-sm font-medium text-slate-800">Bitte geben Sie Ihr Passwort erneut ein.');
    expect(tag(html, "konto-email")).toMatch(/value="erika@example.org"/);
  });
});
