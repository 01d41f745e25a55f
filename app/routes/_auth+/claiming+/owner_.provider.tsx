import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { brandOf } from "#domain/brand";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.ownerProvider") }];

/** spec §2 /claiming/ownerProvider: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["owner.provider"]);

export default function ClaimingOwnerProvider() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Ihr Eintrag wird von uns betreut" company={data.company} icon="done">
      <p className="mb-3 text-slate-700">
        {data.company.name} gehört zu Ihrem Konto; den Eintrag pflegen wir für Sie im Rahmen Ihres Produkts. Änderungen nehmen Sie wie gewohnt in
        Mein Bereich vor oder besprechen sie mit Ihrem Kundenservice ({contact.phone}).
      </p>
      <p className="mb-6">
        <Link className="btn-primary w-full" to={pathTo("dashboard")}>
          Zu Ihrer Übersicht
        </Link>
      </p>
    </OutcomeCard>
  );
}
