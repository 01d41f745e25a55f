import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { brandOf } from "#domain/brand";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.pending") }];

/** spec §2 /claiming/pending: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["pending"]);

export default function ClaimingPending() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Übernahme wird geprüft" company={data.company} icon="mail">
      <p className="mb-3 text-slate-700">
        Für {data.company.name} liegt bereits ein Antrag auf Übernahme vor, den unser Team gerade prüft. Bis die Prüfung abgeschlossen ist, kann
        der Eintrag nicht erneut beansprucht werden.
      </p>
      <p className="mb-6 text-slate-700">Die Prüfung dauert in der Regel wenige Werktage. Fragen beantwortet unser Kundenservice: {contact.phone}.</p>
    </OutcomeCard>
  );
}
