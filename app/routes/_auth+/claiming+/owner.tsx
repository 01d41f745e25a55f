import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { formatDateDe } from "#domain/format";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.owner") }];

/** spec §2 /claiming/owner: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["owner"]);

export default function ClaimingOwner() {
  const data = useLoaderData<typeof loader>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Das ist bereits Ihr Eintrag" company={data.company} icon="done">
      <p className="mb-3 text-slate-700">Sie sind als Inhaber von {data.company.name} bestätigt. Es ist nichts weiter zu tun.</p>
      {data.claimExpiry ? <p className="mb-3 text-slate-700">Ihre Inhaberschaft ist bis zum {formatDateDe(data.claimExpiry)} bestätigt.</p> : null}
      <p className="mb-6">
        <Link className="btn-primary w-full" to={pathTo("dashboard")}>
          Zu Ihrer Übersicht
        </Link>
      </p>
    </OutcomeCard>
  );
}
