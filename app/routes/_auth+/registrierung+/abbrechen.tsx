import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { cancelRegistrationAction, linkButtonPage } from "~/server/account.server";
import { TOKEN_RULES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.cancel") }];

/** The activation mail's "Registrierung abbrechen" (POST /api/user/registerActivationCancel): the button deletes the pending account. */
export const loader = (args: LoaderFunctionArgs) => linkButtonPage(args);
export const action = (args: ActionFunctionArgs) => cancelRegistrationAction(args);

export default function CancelRegistrationPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (done) {
    return (
      <AccountCard title="Registrierung abgebrochen" icon="done">
        <p className="text-slate-700">Die Registrierung wurde abgebrochen und Ihre Angaben wurden gelöscht. Sie erhalten keine weiteren E-Mails von uns dazu.</p>
        <AccountLinks links={[{ to: pathTo("registration"), label: "Doch ein Konto anlegen" }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Registrierung abbrechen">
      {token ? (
        <>
          <p className="mb-4 text-slate-700">
            Sie haben sich nicht bei uns registriert oder möchten es nicht mehr? Dann brechen Sie die Registrierung hier ab. Das noch nicht aktivierte
            Konto und Ihre Angaben werden gelöscht.
          </p>
          <RulesForm id="registrierung-abbrechen" rules={TOKEN_RULES} reply={reply} hidden={{ token }} public validate="onSubmit">
            <SubmitButton pending="Registrierung wird abgebrochen …" className="w-full">
              Registrierung abbrechen und Daten löschen
            </SubmitButton>
          </RulesForm>
        </>
      ) : (
        <p className="text-slate-700">Bitte öffnen Sie diese Seite über den Link „Registrierung abbrechen“ in unserer E-Mail.</p>
      )}
      <AccountLinks links={[{ to: pathTo("login"), label: "Zur Anmeldung" }]} />
    </AccountCard>
  );
}
