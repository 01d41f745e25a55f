import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FunnelPasswordForm } from "~/components/claiming/funnel-forms";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, passwordAction } from "./__claiming.server";
import { CLAIM_PASSWORD_REFINE, CLAIM_PASSWORD_RULES, claimingPath } from "#domain/claiming";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.registerPassword") }];

/** spec §2 /claiming/register/password: the password; without the first step's person, that step first. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await funnelLoader(args, ["welcome"]);
  if ("ok" in data && data.ok && !data.person) throw redirect(claimingPath("claiming.register", data.ref));
  return data;
}
export const action = (args: ActionFunctionArgs) => passwordAction(args);

export default function ClaimingRegisterPassword() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Passwort festlegen" company={data.company}>
      <FunnelPasswordForm
        id="claiming-password"
        rules={CLAIM_PASSWORD_RULES}
        refine={CLAIM_PASSWORD_REFINE}
        reply={reply}
        funnelRef={data.ref}
        email={data.person?.email}
        changeHref={claimingPath("claiming.register", data.ref)}
      />
    </OutcomeCard>
  );
}
