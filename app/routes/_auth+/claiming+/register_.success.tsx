import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CheckMailboxCard, GoneCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { claimingPath } from "#domain/claiming";
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
    <CheckMailboxCard
      company={data.company}
      email={data.person?.email}
      then="Danach melden Sie sich hier an und weisen nach, dass das Unternehmen Ihres ist."
      login={{ href: claimingPath("claiming.login", data.ref), label: "Adresse bestätigt: Anmelden und weiter" }}
    />
  );
}
