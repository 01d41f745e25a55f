import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ApiClient } from "~/server/api-client.server";
import type { Env } from "../../../api/env";
import { debugMailsEnabled, devPagesEnabled } from "#domain/env";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("debug") }, { name: "robots", content: "noindex" }];

/** The bindings of wrangler.toml: present or not. */
const BINDINGS = [
  ["DB", "D1-Datenbank"],
  ["FILES", "R2-Dateiablage"],
  ["CACHE", "KV-Speicher"],
] as const;
/** Settings shown with their value (none is secret). */
const SETTINGS = ["ENVIRONMENT", "BRAND", "REFRESH_TTL_MINUTES", "PORTAL_ORIGIN", "API_ORIGIN", "DEBUG_MAILS", "DEV_PAGES", "TEST_CLOCK"] as const;
/** Secrets and service addresses: only whether they are set, never their value. */
const SECRETS = ["SESSION_SECRET", "API_TOKEN_SECRET", "MAIL_SERVICE_URL", "FACEBOOK_CLIENT_ID", "GOOGLE_CLIENT_ID", "MATOMO_URL", "WEBSITE_EDITOR_URL"] as const;

/**
 * The debug page of the non-production environments (spec §2): this build, the
 * environment, the bindings present, the tracking counts per section (spec §7,
 * decision 084) and the way to the mail outbox (/debug/mails). Only where
 * DEV_PAGES = "1" is set outside production (domain/env.ts, decision 086); else 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.portal.env as Env & Record<string, unknown>;
  if (!devPagesEnabled(env)) throw new Response(null, { status: 404 });
  const res = await context.portal.api.call((api) => api.debug.tracking.$get({}, ApiClient.anonymous));
  const build = typeof __PORTAL_BUILD__ === "undefined" ? null : __PORTAL_BUILD__;
  return {
    build,
    bindings: BINDINGS.map(([name, what]) => ({ name, what, present: Boolean(env[name]) })),
    settings: SETTINGS.map((name) => ({ name, value: typeof env[name] === "string" ? (env[name] as string) : null })),
    secrets: SECRETS.map((name) => ({ name, set: typeof env[name] === "string" && (env[name] as string).length > 0 })),
    tracking: res.ok ? res.data : null,
    mails: debugMailsEnabled(env),
  };
}

export default function DebugPage() {
  const { build, bindings, settings, secrets, tracking, mails } = useLoaderData<typeof loader>();
  return (
    <main id="inhalt" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">Debug</h1>
      <p className="mt-2 text-slate-700">Nur in Test- und Entwicklungsumgebungen, nie in Produktion.</p>
      <section className="card mt-6" aria-labelledby="build-titel">
        <h2 id="build-titel" className="text-lg font-semibold">Build und Umgebung</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>Build</dt>
          <dd data-testid="build">{build ? `${build.commit}, erstellt ${build.builtAt}` : "unbekannt"}</dd>
          {settings.map((s) => (
            <div key={s.name} className="contents">
              <dt>{s.name}</dt>
              <dd data-setting={s.name}>{s.value ?? "nicht gesetzt"}</dd>
            </div>
          ))}
          {secrets.map((s) => (
            <div key={s.name} className="contents">
              <dt>{s.name}</dt>
              <dd data-secret={s.name}>{s.set ? "gesetzt" : "nicht gesetzt"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card mt-4" aria-labelledby="bindungen-titel">
        <h2 id="bindungen-titel" className="text-lg font-semibold">Bindungen</h2>
        <ul className="mt-2 text-sm">
          {bindings.map((b) => (
            <li key={b.name} data-binding={b.name}>
              {b.name} ({b.what}): {b.present ? "vorhanden" : "fehlt"}
            </li>
          ))}
        </ul>
      </section>
      <section className="card mt-4" aria-labelledby="tracking-titel">
        <h2 id="tracking-titel" className="text-lg font-semibold">Seitenaufrufe je Bereich</h2>
        {tracking ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              Angemeldete Nutzer, die letzten {tracking.retentionDays} Tage. Datenereignisse: <span data-testid="data-events">{tracking.dataEvents}</span>
            </p>
            {tracking.views.length === 0 ? (
              <p className="mt-2">Noch keine Seitenaufrufe.</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col">Bereich</th>
                    <th scope="col" className="text-right">Aufrufe</th>
                  </tr>
                </thead>
                <tbody>
                  {tracking.views.map((v) => (
                    <tr key={v.section} data-section={v.section}>
                      <td>{v.section}</td>
                      <td className="text-right">{v.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : (
          <p className="mt-2">Die Zählung ist gerade nicht erreichbar.</p>
        )}
      </section>
      <section className="card mt-4" aria-labelledby="weitere-titel">
        <h2 id="weitere-titel" className="text-lg font-semibold">Weitere Seiten</h2>
        <ul className="mt-2 list-disc pl-6">
          {mails ? (
            <li>
              <Link className="link" to={pathTo("debug.mails")}>Versendete E-Mails</Link>
            </li>
          ) : null}
        </ul>
      </section>
    </main>
  );
}
