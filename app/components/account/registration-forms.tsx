// The registration forms (spec §2 /registrierung, /registrierung/gast), loaded after the
// page's first paint like every page's forms (docs/decisions/008-scripts-after-paint.md):
// the server renders them whole, so they work before their JavaScript (and without it).
import { TermsLinks } from "~/components/account/account-card";
import { Checkbox, Field, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { PASSWORD_MIN_LENGTH } from "#domain/password";
import { GUEST_RULES, REGISTER_FORM_REFINE, REGISTER_FORM_RULES, SALUTATION_OPTIONS } from "#domain/registration";

function NameFields() {
  return (
    <>
      <Select name="salutation" label="Anrede" options={SALUTATION_OPTIONS} />
      <Field name="firstName" label="Vorname" autoComplete="given-name" />
      <Field name="lastName" label="Nachname" autoComplete="family-name" />
    </>
  );
}

const TERMS = "Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise gelesen.";

export function RegistrationForm({ reply }: { reply: FormReply | null | undefined }) {
  return (
    <RulesForm id="registrierung" rules={REGISTER_FORM_RULES} refine={REGISTER_FORM_REFINE} reply={reply} public>
      <NameFields />
      <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" hint="Sie ist zugleich Ihr Benutzername für die Anmeldung." />
      <Field
        name="password"
        label="Passwort"
        type="password"
        autoComplete="new-password"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, nicht Ihre E-Mail-Adresse. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
      />
      <Field name="passwordRepeat" label="Passwort wiederholen" type="password" autoComplete="new-password" />
      <Checkbox name="terms" label={TERMS} />
      <TermsLinks />
      <Checkbox name="newsletter" label="Ja, ich möchte den B2B-Newsletter mit Tipps für mein Unternehmen erhalten (jederzeit abbestellbar)." />
      <SubmitButton pending="Registrierung läuft …" className="w-full">
        Konto anlegen
      </SubmitButton>
    </RulesForm>
  );
}

export function GuestRegistrationForm({ reply }: { reply: FormReply | null | undefined }) {
  return (
    <RulesForm id="registrierung-gast" rules={GUEST_RULES} reply={reply} public>
      <NameFields />
      <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" />
      <Checkbox name="terms" label={TERMS} />
      <TermsLinks />
      <SubmitButton pending="Gastzugang wird angelegt …" className="w-full">
        Gastzugang anlegen
      </SubmitButton>
    </RulesForm>
  );
}
