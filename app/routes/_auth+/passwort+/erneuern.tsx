import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/account/account-card";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { passwordRenewAction, passwordRenewLoader } from "~/server/account.server";
import { PASSWORD_MIN_LENGTH } from "#domain/password";
import { PASSWORD_RENEW_FORM_RULES, PASSWORD_RENEW_REFINE } from "#domain/registration";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("password.renew") }];

/** The link's token is in this page's address: no other site may see it as the referrer. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const loader = (args: LoaderFunctionArgs) => passwordRenewLoader(args);
export const action = (args: ActionFunctionArgs) => passwordRenewAction(args);

export default function PasswordRenewPage() {
  const { token, firstPassword } = useLoaderData<typeof loader>();
  return (
    <AccountCard title={firstPassword ? "Passwort festlegen" : "Neues Passwort festlegen"}>
      <p className="mb-6 text-slate-700">
        {firstPassword
          ? "Wählen Sie das Passwort für Ihren Zugang. Danach können Sie sich damit anmelden."
          : "Wählen Sie ein neues Passwort. Danach werden alle bisherigen Anmeldungen beendet, auch auf anderen Geräten."}
      </p>
      <RulesForm id="passwort-erneuern" rules={PASSWORD_RENEW_FORM_RULES} refine={PASSWORD_RENEW_REFINE} reply={useActionData<typeof action>()} hidden={{ token }} public>
        <Field
          name="newPassword"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, nicht Ihre E-Mail-Adresse.`}
        />
        <Field name="newPasswordRepeat" label="Neues Passwort wiederholen" type="password" autoComplete="new-password" />
        <SubmitButton pending="Wird gespeichert …" className="w-full">
          Passwort speichern
        </SubmitButton>
      </RulesForm>
    </AccountCard>
  );
}
