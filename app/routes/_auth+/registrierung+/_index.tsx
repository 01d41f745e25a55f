import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AccountCard, AccountLinks, TermsLinks } from "~/components/account/account-card";
import { Checkbox, Field, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { registerAction } from "~/server/account.server";
import { PASSWORD_MIN_LENGTH } from "#domain/password";
import { REGISTER_FORM_REFINE, REGISTER_FORM_RULES, SALUTATION_OPTIONS } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration") }];

export const loader = () => null;
export const action = (args: ActionFunctionArgs) => registerAction(args);

export default function RegistrationPage() {
  return (
    <AccountCard title="Registrieren">
      <p className="mb-6 text-slate-700">
        Mit einem Konto verwalten Sie Ihre Bewertungen und Ihr Profil und können Ihren Firmeneintrag übernehmen. Nach dem Absenden erhalten Sie eine
        E-Mail, mit der Sie Ihr Konto aktivieren.
      </p>
      <RulesForm id="registrierung" rules={REGISTER_FORM_RULES} refine={REGISTER_FORM_REFINE} reply={useActionData<typeof action>()} public>
        <Select name="salutation" label="Anrede" options={SALUTATION_OPTIONS} />
        <Field name="firstName" label="Vorname" autoComplete="given-name" />
        <Field name="lastName" label="Nachname" autoComplete="family-name" />
        <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" hint="Sie ist zugleich Ihr Benutzername für die Anmeldung." />
        <Field
          name="password"
          label="Passwort"
          type="password"
          autoComplete="new-password"
          hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, nicht Ihre E-Mail-Adresse. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
        />
        <Field name="passwordRepeat" label="Passwort wiederholen" type="password" autoComplete="new-password" />
        <Checkbox name="terms" label="Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise gelesen." />
        <TermsLinks />
        <Checkbox name="newsletter" label="Ja, ich möchte den B2B-Newsletter mit Tipps für mein Unternehmen erhalten (jederzeit abbestellbar)." />
        <SubmitButton pending="Registrierung läuft …" className="w-full">
          Konto anlegen
        </SubmitButton>
      </RulesForm>
      <AccountLinks
        links={[
          { to: pathTo("login"), label: "Sie haben schon ein Konto? Zur Anmeldung" },
          { to: pathTo("registration.guest"), label: "Nur kurz etwas erledigen? Als Gast registrieren" },
          { to: pathTo("registration.activation"), label: "Aktivierungscode erhalten? Konto aktivieren" },
        ]}
      />
    </AccountCard>
  );
}
