import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.advantago") }];

/** spec §2 /claiming/advantago: one of the redirect's outcomes (decision 073); nothing changes here. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["advantago"]);

export default function ClaimingAdvantago() {
  const data = useLoaderData<typeof loader>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Ihr Ansprechpartner für diesen Eintrag" company={data.company}>
      <p className="mb-3 text-slate-700">{data.partner?.text}</p>
      {data.partner ? (
        <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Partner</dt>
          <dd>{data.partner.name}</dd>
          <dt className="font-semibold">Telefon</dt>
          <dd>
            <a className="link" href={`tel:${data.partner.phone.replace(/\s/g, "")}`}>
              {data.partner.phone}
            </a>
          </dd>
          <dt className="font-semibold">E-Mail</dt>
          <dd>
            <a className="link" href={`mailto:${data.partner.email}`}>
              {data.partner.email}
            </a>
          </dd>
        </dl>
      ) : null}
    </OutcomeCard>
  );
}
