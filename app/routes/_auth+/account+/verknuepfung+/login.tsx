import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FunnelLoginForm } from "~/components/claiming/funnel-forms";
import { GoneCard, OutcomeCard } from "../../claiming+/__claiming";
import { linkFunnelLoader, linkLoginAction } from "./__account-link.server";
import { accountLinkPath, LINK_LOGIN_RULES } from "#domain/account-link";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accountLink.login") }];

/** spec §2 account-link login (POST /api/accountlink/login): log in, and the company is linked to the account. */
export const loader = (args: LoaderFunctionArgs) => linkFunnelLoader(args, "open");
export const action = (args: ActionFunctionArgs) => linkLoginAction(args);

export default function AccountLinkLogin() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Anmelden und Unternehmen verknüpfen" company={data.company}>
      <p className="mb-4 text-sm text-slate-700">Nach der Anmeldung ist das Unternehmen mit Ihrem Konto verknüpft.</p>
      <FunnelLoginForm
        id="accountlink-login"
        rules={LINK_LOGIN_RULES}
        reply={reply}
        funnelRef={data.ref}
        login={data.person?.email}
        registerHref={accountLinkPath("accountLink.register", data.ref)}
      />
    </OutcomeCard>
  );
}
