import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { claimingPath } from "#domain/claiming";
import { ACTIVATION_HOURS } from "#domain/registration";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.registerSuccess") }];

/**
 * spec §2 /claiming/register/success: the same page whether or not the address
 * had an account (its owner gets a mail instead): confirm the address, then log
 * in here to go on with the claim.
 */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["welcome"]);

export default function ClaimingRegisterSuccess() {
  const data = useLoaderData<typeof loader>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Bitte prüfen Sie Ihr Postfach" company={data.company} icon="mail">
      <p className="mb-3 text-slate-700">
        Wir haben Ihnen eine E-Mail an <strong className="break-all">{data.person?.email ?? "die angegebene Adresse"}</strong> geschickt. Bitte
        bestätigen Sie darin Ihre Adresse (der Link gilt {ACTIVATION_HOURS} Stunden).
      </p>
      <p className="mb-6 text-slate-700">Danach melden Sie sich hier an und weisen nach, dass das Unternehmen Ihres ist.</p>
      <Link className="btn-primary w-full" to={claimingPath("claiming.login", data.ref)}>
        Adresse bestätigt: Anmelden und weiter
      </Link>
    </OutcomeCard>
  );
}
