import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { linkButtonPage, newsletterAction } from "~/server/account.server";
import { TOKEN_RULES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("newsletter.confirmed") }];

/** The newsletter's double opt-in: the mail's link, then one button (POST /api/user/newsletterConfirm). */
export const loader = (args: LoaderFunctionArgs) => linkButtonPage(args);
export const action = (args: ActionFunctionArgs) => newsletterAction(args);

export default function NewsletterConfirmPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (done) {
    return (
      <AccountCard title="Newsletter bestätigt" icon="done">
        <p className="text-slate-700">Vielen Dank! Ihre Anmeldung zum B2B-Newsletter ist bestätigt. Abbestellen können Sie ihn mit dem Link in jeder Ausgabe.</p>
        <AccountLinks links={[{ to: pathTo("login"), label: "Zur Anmeldung" }]} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="B2B-Newsletter bestätigen">
      {token ? (
        <>
          <p className="mb-4 text-slate-700">Bitte bestätigen Sie, dass Sie den B2B-Newsletter an diese Adresse erhalten möchten.</p>
          <RulesForm id="newsletter" rules={TOKEN_RULES} reply={reply} hidden={{ token }} public validate="onSubmit">
            <SubmitButton pending="Wird bestätigt …" className="w-full">
              Anmeldung bestätigen
            </SubmitButton>
          </RulesForm>
        </>
      ) : (
        <p className="text-slate-700">Bitte öffnen Sie diese Seite über den Link in unserer E-Mail zur Newsletter-Anmeldung.</p>
      )}
    </AccountCard>
  );
}
