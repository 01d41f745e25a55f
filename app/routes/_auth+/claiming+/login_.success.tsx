import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.loginSuccess") }];

/**
 * spec §2 /claiming/login/success (for all roles): logged in, the entry still
 * free; next the claimant proves the business is theirs. Any other state of the
 * entry goes to its page.
 */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["start"]);

export default function ClaimingLoginSuccess() {
  const data = useLoaderData<typeof loader>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Inhaberschaft nachweisen" company={data.company} icon="done">
      <p className="mb-3 text-slate-700">Sie sind angemeldet. Damit niemand fremde Einträge übernimmt, weisen Sie bitte nach, dass das Unternehmen Ihres ist.</p>
    </OutcomeCard>
  );
}
