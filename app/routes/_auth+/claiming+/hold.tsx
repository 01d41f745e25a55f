import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { brandOf } from "#domain/brand";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.hold") }];

/** spec §2 /claiming/hold: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["hold"]);

export default function ClaimingHold() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Eintrag vorübergehend gesperrt" company={data.company} icon="problem">
      <p className="mb-3 text-slate-700">{data.hold}</p>
      <p className="mb-6 text-slate-700">Solange die Sperre besteht, kann niemand den Eintrag übernehmen. Fragen beantwortet unser Kundenservice: {contact.phone}.</p>
    </OutcomeCard>
  );
}
