import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { brandOf } from "#domain/brand";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.otherownerProvider") }];

/** spec §2 /claiming/otherownerProvider: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["otherowner.provider"]);

export default function ClaimingOtherownerProvider() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Dieser Eintrag wird von uns betreut" company={data.company}>
      <p className="mb-3 text-slate-700">
        Den Eintrag von {data.company.name} pflegen wir im Auftrag des Unternehmens selbst, zum Beispiel im Rahmen eines gebuchten Produkts. Er kann
        deshalb nicht online übernommen werden.
      </p>
      <p className="mb-6 text-slate-700">Möchten Sie den Eintrag selbst verwalten? Unser Kundenservice richtet das gern ein: {contact.phone}.</p>
    </OutcomeCard>
  );
}
