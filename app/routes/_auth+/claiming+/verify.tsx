import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { verifyAction } from "./__claiming.server";
import { CLAIM_TOKEN_RULES } from "#domain/claiming";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.verify") }];

/** The website-domain mail's link (decision 075): nothing happens on opening it; the button confirms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const loggedIn = Boolean(await context.portal.auth());
  return { token: url.searchParams.get("token") ?? "", login: loggedIn ? null : `${pathTo("login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}` };
}
export const action = (args: ActionFunctionArgs) => verifyAction(args);

export default function ClaimingVerify() {
  const { token, login } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountCard title="Übernahme bestätigen">
      <p className="mb-4 text-slate-700">Sie haben den Link aus unserer E-Mail geöffnet. Bestätigen Sie jetzt, dass der Eintrag zu Ihrem Konto gehören soll.</p>
      {login ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Bitte{" "}
          <Link className="link" to={login}>
            melden Sie sich zuerst an
          </Link>{" "}
          – mit dem Konto, mit dem Sie die Übernahme begonnen haben.
        </p>
      ) : null}
      <RulesForm id="claiming-verify" rules={CLAIM_TOKEN_RULES} reply={reply} hidden={{ token }}>
        <SubmitButton pending="Wird bestätigt …" className="w-full">
          Übernahme bestätigen
        </SubmitButton>
      </RulesForm>
    </AccountCard>
  );
}
