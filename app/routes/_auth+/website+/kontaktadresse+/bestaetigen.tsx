import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { linkButtonPage, websiteContactConfirmAction } from "~/server/account.server";
import { TOKEN_RULES } from "#domain/registration";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("website.contactConfirm") }];

/**
 * The link that confirms a website's new contact-form address (spec §2
 * website/email; POST /api/user/confirmWebsiteContactAddress). Open to everyone:
 * whoever reads that inbox confirms it, with or without an account. The link
 * only shows the button; pressing it confirms (a mail scanner opening links
 * changes nothing).
 */
export const loader = (args: LoaderFunctionArgs) => linkButtonPage(args);
export const action = (args: ActionFunctionArgs) => websiteContactConfirmAction(args);

export default function WebsiteContactConfirmPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (done) {
    return (
      <AccountCard title="Adresse bestätigt" icon="done">
        <p className="text-slate-700">Anfragen aus dem Kontaktformular der Website gehen ab jetzt an diese Adresse. Sie können dieses Fenster schließen.</p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Adresse für das Kontaktformular bestätigen">
      {token ? (
        <>
          <p className="mb-4 text-slate-700">Bitte bestätigen Sie, dass die Anfragen aus dem Kontaktformular der Website an diese E-Mail-Adresse gehen sollen.</p>
          <RulesForm id="kontaktadresse-bestaetigen" rules={TOKEN_RULES} reply={reply} hidden={{ token }} public validate="onSubmit">
            <SubmitButton pending="Wird bestätigt …" className="w-full">
              Adresse bestätigen
            </SubmitButton>
          </RulesForm>
        </>
      ) : (
        <p className="text-slate-700">Bitte öffnen Sie diese Seite über den Link in unserer E-Mail.</p>
      )}
    </AccountCard>
  );
}
