import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AccountCard, AccountLinks, TermsLinks } from "~/components/account/account-card";
import { Checkbox, Field, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { guestAction } from "~/server/account.server";
import { GUEST_RULES, SALUTATION_OPTIONS } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.guest") }];

export const loader = () => null;
export const action = (args: ActionFunctionArgs) => guestAction(args);

export default function GuestRegistrationPage() {
  return (
    <AccountCard title="Als Gast registrieren">
      <p className="mb-6 text-slate-700">
        Ohne Passwort starten: Sie erhalten eine E-Mail mit einem Link, über den Sie Ihr Passwort festlegen und damit Ihre Adresse bestätigen.
      </p>
      <RulesForm id="registrierung-gast" rules={GUEST_RULES} reply={useActionData<typeof action>()} public>
        <Select name="salutation" label="Anrede" options={SALUTATION_OPTIONS} />
        <Field name="firstName" label="Vorname" autoComplete="given-name" />
        <Field name="lastName" label="Nachname" autoComplete="family-name" />
        <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" />
        <Checkbox name="terms" label="Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise gelesen." />
        <TermsLinks />
        <SubmitButton pending="Gastzugang wird angelegt …" className="w-full">
          Gastzugang anlegen
        </SubmitButton>
      </RulesForm>
      <AccountLinks
        links={[
          { to: pathTo("registration"), label: "Lieber gleich ein vollständiges Konto anlegen" },
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
