import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "../../claiming+/__claiming";
import { linkFunnelLoader } from "./__account-link.server";
import { brandOf } from "#domain/brand";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accountLink.pending") }];

/** spec §2 /account/verknuepfung/ausstehend: a claim or link of the company waits for staff's review (decision 093). */
export const loader = (args: LoaderFunctionArgs) => linkFunnelLoader(args, "pending");

export default function AccountLinkPending() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Verknüpfung wird geprüft" company={data.company} icon="mail">
      <p className="mb-3 text-slate-700">
        Für {data.company.name} liegt ein Antrag vor, den unser Team gerade prüft, z. B. weil das Unternehmen schon mit einem anderen Konto verknüpft
        ist. Bis die Prüfung abgeschlossen ist, wird es mit keinem weiteren Konto verknüpft.
      </p>
      <p className="mb-6 text-slate-700">Wir melden uns per E-Mail, sobald die Prüfung abgeschlossen ist. Fragen beantwortet unser Kundenservice: {contact.phone}.</p>
    </OutcomeCard>
  );
}
