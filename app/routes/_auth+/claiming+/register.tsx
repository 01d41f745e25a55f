import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FunnelPersonForm } from "~/components/claiming/funnel-forms";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, personAction } from "./__claiming.server";
import { CLAIM_PERSON_RULES, claimingPath } from "#domain/claiming";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.register") }];

/** spec §2 /claiming/register: the person (kept on the server in the funnel; back and reload show it again). */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["welcome"]);
export const action = (args: ActionFunctionArgs) => personAction(args);

export default function ClaimingRegister() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Konto anlegen" company={data.company}>
      <p className="mb-4 text-sm text-slate-700">Schritt 1 von 2: Ihre Angaben. Danach wählen Sie ein Passwort.</p>
      <FunnelPersonForm id="claiming-register" rules={CLAIM_PERSON_RULES} reply={reply} funnelRef={data.ref} person={data.person} />
      <p className="mt-6 text-sm">
        <Link className="link" to={claimingPath("claiming.login", data.ref)}>
          Sie haben schon ein Konto? Anmelden
        </Link>
      </p>
    </OutcomeCard>
  );
}
