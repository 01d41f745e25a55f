import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ApiClient } from "~/server/api-client.server";
import { demoLinks } from "~/server/demo-links.server";
import { readLastAccount } from "~/server/session.server";
import { DEMO_PASSWORD, DEMO_PERSONAS, demoPersona } from "#domain/demo-personas";
import { devPagesEnabled } from "#domain/env";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("demo") }, { name: "robots", content: "noindex" }];

const notHere = () => new Response(null, { status: 404 });

/**
 * The demo page of the non-production environments (spec §2, decision 087): the
 * personas, what each shows, and a one-click sign-in for each. Only where
 * DEV_PAGES = "1" is set outside production (domain/env.ts, decision 086); else 404,
 * its sign-in included.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!devPagesEnabled(context.portal.env)) throw notHere();
  return {
    personas: DEMO_PERSONAS.map(({ key, login, name, role, shows, cucaCompany }) => ({ key, login, name, role, shows, cucaCompany: cucaCompany ?? null })),
    // fresh sealed links each time the page renders (decision 095)
    links: await demoLinks(context.portal.env.CLAIM_SEAL_KEY),
  };
}

/** Signs in as the chosen persona with the demo password (support staff at /login/cuca for their company), ending any session first. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  if (!devPagesEnabled(portal.env)) throw notHere();
  const persona = demoPersona((await request.formData()).get("persona"));
  if (!persona) return { error: "Diese Person gibt es in den Demodaten nicht." };
  if (await portal.auth()) await portal.account.logout();
  const credentials = { login: persona.login, password: DEMO_PASSWORD };
  const res = await portal.api.call((api) =>
    persona.cucaCompany
      ? api.auth.login.cuca.$post({ json: { ...credentials, companyId: persona.cucaCompany } }, ApiClient.anonymous)
      : api.auth.login.$post({ json: credentials }, ApiClient.anonymous),
  );
  if (!res.ok) return { error: `Die Anmeldung als ${persona.name} ist nicht gelungen: ${res.errors[0]?.message ?? "unbekannter Fehler"} (Sind die Demodaten geladen?)` };
  portal.account.start(res.data, readLastAccount(request));
  return redirect(res.data.accounts.length > 0 ? pathTo("dashboard") : pathTo("user"));
}

/** One section of the page: further sections (claiming links, …) are added beside the personas. */
function DemoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mt-6" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DemoPage() {
  const { personas, links } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="inhalt" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">Demo</h1>
      <p className="mt-2 text-slate-700">
        Nur in Test- und Entwicklungsumgebungen. Alle Personen haben das Passwort <code>{DEMO_PASSWORD}</code>; eine Anmeldung hier beendet eine laufende.
      </p>
      {answer && "error" in answer ? (
        <p role="alert" className="mt-4 text-red-700">
          {answer.error}
        </p>
      ) : null}
      <DemoSection id="personen" title="Personen">
        <ul className="mt-2 divide-y divide-slate-200">
          {personas.map((p) => (
            <li key={p.key} className="flex flex-wrap items-start justify-between gap-2 py-3" data-persona={p.key}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {p.name} <span className="font-normal text-slate-600">({p.role})</span>
                </p>
                <p className="text-sm text-slate-700">
                  {p.login}
                  {p.cucaCompany ? `, Firma ${p.cucaCompany}` : ""}
                </p>
                <p className="text-sm text-slate-700">{p.shows}</p>
              </div>
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="persona" value={p.key} />
                <button type="submit" className="btn-secondary">
                  Als {p.name} anmelden
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </DemoSection>
      <DemoSection id="links" title="Links zum Übernehmen eines Eintrags">
        {links ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              Frisch erzeugt bei jedem Laden dieser Seite; jeder Link gilt einmal und 30 Tage. Am besten ohne Anmeldung öffnen (z. B. in einem privaten
              Fenster). Mehr Links: <code>node scripts/claim-links.mjs</code>.
            </p>
            {(["claim", "accountLink"] as const).map((kind) => (
              <div key={kind} className="mt-3">
                <h3 className="font-semibold">{kind === "claim" ? "Eintrag übernehmen (aus dem Verzeichnis)" : "Unternehmen mit einem Konto verknüpfen (aus einer Vertriebsmail)"}</h3>
                <ul className="mt-1 divide-y divide-slate-200">
                  {links
                    .filter((l) => l.kind === kind)
                    .map((l) => (
                      <li key={l.key} className="py-2 text-sm" data-demo-link={l.key}>
                        <a className="link font-semibold" href={l.href}>
                          {l.name}
                        </a>{" "}
                        <span className="text-slate-700">– {l.state}</span>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Ohne CLAIM_SEAL_KEY können hier keine Links erzeugt werden (lokal legt ihn der Start in .dev.vars an).</p>
        )}
      </DemoSection>
      <p className="mt-6 text-sm">
        Weitere Testseiten: <Link className="link" to={pathTo("debug")}>Debug</Link>
      </p>
    </main>
  );
}
