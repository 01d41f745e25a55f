import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { activationAction, linkToken } from "~/server/account.server";
import { ACTIVATION_CODE_RULES, TOKEN_RULES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.activation") }];

/**
 * The mail's link opens this page with its token: the account is activated by
 * the button (a POST), not by opening the link, because mail filters open links
 * to check them (docs/decisions/012-account-links.md). Without a token the page
 * takes the address and the code from the mail.
 */
export const loader = (args: LoaderFunctionArgs) => ({ token: linkToken(args) });
export const action = (args: ActionFunctionArgs) => activationAction(args);

export default function ActivationPage() {
  const { token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountCard title="Konto aktivieren">
      {token ? (
        <>
          <p className="mb-4 text-slate-700">Fast geschafft: Bestätigen Sie die Aktivierung Ihres Kontos mit einem Klick.</p>
          <RulesForm id="aktivierung-link" rules={TOKEN_RULES} reply={reply} intent={{ value: "link" }} hidden={{ token }} public validate="onSubmit">
            <SubmitButton pending="Konto wird aktiviert …" className="w-full">
              Konto jetzt aktivieren
            </SubmitButton>
          </RulesForm>
          <h2 className="mb-2 mt-8 text-lg font-semibold">Oder mit dem Aktivierungscode</h2>
        </>
      ) : (
        <p className="mb-4 text-slate-700">Geben Sie die E-Mail-Adresse Ihrer Registrierung und den Aktivierungscode aus unserer E-Mail ein.</p>
      )}
      <RulesForm id="aktivierung-code" rules={ACTIVATION_CODE_RULES} reply={reply} intent={{ value: "code" }} public validate="onSubmit">
        <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" autoFocus={!token} />
        <Field name="code" label="Aktivierungscode" hint="8 Zeichen, z. B. K7QX-M2PA" autoComplete="one-time-code" />
        <SubmitButton pending="Konto wird aktiviert …" className="w-full" variant={token ? "secondary" : "primary"}>
          Mit Code aktivieren
        </SubmitButton>
      </RulesForm>
      <AccountLinks
        links={[
          { to: pathTo("registration"), label: "Code abgelaufen? Erneut registrieren" },
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
