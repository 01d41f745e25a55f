import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader } from "./__claiming.server";
import { claimingPath } from "#domain/claiming";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.welcome") }];

/** spec §2 /claiming/welcome: an unclaimed entry; register or log in to take it over. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["welcome"]);

export default function ClaimingWelcome() {
  const data = useLoaderData<typeof loader>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Eintrag übernehmen" company={data.company}>
      <p className="mb-3 text-slate-700">
        Ist das Ihr Unternehmen? Übernehmen Sie den Eintrag kostenlos: Sie pflegen dann Adresse, Öffnungszeiten und Bilder selbst und sehen, wie
        oft Ihr Eintrag gefunden wird.
      </p>
      <p className="mb-6 text-sm text-slate-700">
        So geht es: 1. mit Ihrem Konto anmelden oder eines anlegen, 2. nachweisen, dass das Unternehmen Ihres ist (z. B. mit einem Code per Brief an
        die Adresse des Eintrags). Wir fragen nur, was dafür nötig ist, und verschicken keine Rechnungen dafür.
      </p>
      <div className="flex flex-col gap-3">
        <Link className="btn-primary w-full" to={claimingPath("claiming.register", data.ref)}>
          Konto anlegen und Eintrag übernehmen
        </Link>
        <Link className="btn-secondary w-full" to={claimingPath("claiming.login", data.ref)}>
          Ich habe schon ein Konto: Anmelden
        </Link>
      </div>
    </OutcomeCard>
  );
}
