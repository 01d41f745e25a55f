import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { passwordForgottenAction } from "~/server/account.server";
import { PASSWORD_FORGOTTEN_RULES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("password.forgotten") }];

export const loader = () => null;
export const action = (args: ActionFunctionArgs) => passwordForgottenAction(args);

export default function PasswordForgottenPage() {
  return (
    <AccountCard title="Passwort vergessen?">
      <p className="mb-6 text-slate-700">
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.
      </p>
      <RulesForm id="passwort-vergessen" rules={PASSWORD_FORGOTTEN_RULES} reply={useActionData<typeof action>()} public validate="onSubmit">
        <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" autoFocus />
        <SubmitButton pending="Wird gesendet …" className="w-full">
          Link zum Zurücksetzen senden
        </SubmitButton>
      </RulesForm>
      <AccountLinks
        links={[
          { to: pathTo("login"), label: "Passwort wieder eingefallen? Zur Anmeldung" },
          { to: pathTo("registration"), label: "Noch kein Konto? Registrieren" },
        ]}
      />
    </AccountCard>
  );
}
