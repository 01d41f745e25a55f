import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "../../claiming+/__claiming";
import { linkFunnelLoader } from "./__account-link.server";
import { brandOf } from "#domain/brand";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accountLink.hold") }];

/** spec §2 /account/verknuepfung/angehalten: the entry is locked (a hold, or a partner channel's); nothing changes here (decision 093). */
export const loader = (args: LoaderFunctionArgs) => linkFunnelLoader(args, "hold");

export default function AccountLinkHold() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Verknüpfung angehalten" company={data.company} icon="problem">
      <p className="mb-3 text-slate-700">{data.hold}</p>
      <p className="mb-6 text-slate-700">
        Solange das so ist, kann das Unternehmen mit keinem Konto verknüpft werden. Fragen beantwortet unser Kundenservice: {contact.phone}.
      </p>
    </OutcomeCard>
  );
}
