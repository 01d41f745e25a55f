import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { brandOf } from "#domain/brand";
import { formatDateDe } from "#domain/format";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.otherowner") }];

/** spec §2 /claiming/otherowner: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["otherowner"]);

export default function ClaimingOtherowner() {
  const data = useLoaderData<typeof loader>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Dieser Eintrag hat bereits einen Inhaber" company={data.company} icon="problem">
      <p className="mb-3 text-slate-700">
        {data.company.name} wird bereits von einem bestätigten Inhaber verwaltet{data.ownerHint ? <> (<span className="font-mono">{data.ownerHint}</span>)</> : null}. Ein
        Eintrag hat immer nur einen Inhaber.
      </p>
      {data.claimExpiry ? (
        <p className="mb-3 text-slate-700">Die aktuelle Inhaberschaft ist bis zum {formatDateDe(data.claimExpiry)} bestätigt.</p>
      ) : null}
      <p className="mb-6 text-slate-700">
        Sind Sie sicher, dass das Unternehmen Ihres ist, etwa nach einem Inhaberwechsel? Dann hilft Ihnen unser Kundenservice unter {contact.phone}{" "}
        weiter.
      </p>
    </OutcomeCard>
  );
}
