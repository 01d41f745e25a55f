import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { emailChangeConfirmAction, linkButtonPage } from "~/server/account.server";
import { TOKEN_RULES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("emailChange.activate") }];

/**
 * The confirmation link of an e-mail change (spec §2: under the benutzer path;
 * POST /api/user/activateChangedEmail). Open to everyone: the person who asked
 * for the change is usually still logged in (docs/decisions/012-account-links.md).
 */
export const loader = (args: LoaderFunctionArgs) => linkButtonPage(args);
export const action = (args: ActionFunctionArgs) => emailChangeConfirmAction(args);

export default function EmailChangeConfirmPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (done) {
    return (
      <AccountCard title="E-Mail-Adresse geändert" icon="done">
        <p className="text-slate-700">
          Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort, auch für die Anmeldung, wenn Sie sich bisher mit Ihrer E-Mail-Adresse angemeldet haben.
        </p>
        <AccountLinks links={[{ to: pathTo("user"), label: "Zu Ihrem Profil" }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Neue E-Mail-Adresse bestätigen">
      {token ? (
        <>
          <p className="mb-4 text-slate-700">Bitte bestätigen Sie, dass diese Adresse ab jetzt für Ihr Konto gelten soll.</p>
          <RulesForm id="email-aenderung" rules={TOKEN_RULES} reply={reply} hidden={{ token }} public validate="onSubmit">
            <SubmitButton pending="Wird bestätigt …" className="w-full">
              E-Mail-Adresse bestätigen
            </SubmitButton>
          </RulesForm>
        </>
      ) : (
        <p className="text-slate-700">Bitte öffnen Sie diese Seite über den Link in unserer E-Mail an Ihre neue Adresse.</p>
      )}
      <AccountLinks links={[{ to: pathTo("user"), label: "Zu Ihrem Profil" }]} />
    </AccountCard>
  );
}
