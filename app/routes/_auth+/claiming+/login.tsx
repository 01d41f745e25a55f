import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FunnelLoginForm } from "~/components/claiming/funnel-forms";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, loginAction } from "./__claiming.server";
import { CLAIM_LOGIN_RULES, claimingPath } from "#domain/claiming";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.login") }];

/** spec §2 /claiming/login (POST /api/claiming/login): log in, then prove the entry is yours. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["welcome"]);
export const action = (args: ActionFunctionArgs) => loginAction(args);

export default function ClaimingLogin() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Anmelden und Eintrag übernehmen" company={data.company}>
      <FunnelLoginForm
        id="claiming-login"
        rules={CLAIM_LOGIN_RULES}
        reply={reply}
        funnelRef={data.ref}
        login={data.person?.email}
        registerHref={claimingPath("claiming.register", data.ref)}
      />
    </OutcomeCard>
  );
}
