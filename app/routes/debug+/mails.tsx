import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { ApiClient } from "~/server/api-client.server";
import { debugMailsEnabled } from "#domain/env";
import { formatDateTimeDe } from "#domain/format";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("debug.mails") }, { name: "robots", content: "noindex" }];

/**
 * The mail outbox of local runs (spec §2: debug pages of the non-production
 * environments): what the portal sent, with its links, newest first. Only where
 * DEBUG_MAILS = "1" is set outside production (domain/env.ts), as for its call;
 * elsewhere this page answers 404 without asking the backend.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!debugMailsEnabled(context.portal.env)) throw new Response(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("an") ?? "";
  const res = await context.portal.api.call((api) => api.debug.mails.$get({ query: { to } }, ApiClient.anonymous));
  if (!res.ok) throw new Response(null, { status: res.status === 404 ? 404 : 502 });
  return { to, mails: res.data.mails };
}

export default function DebugMailsPage() {
  const { to, mails } = useLoaderData<typeof loader>();
  return (
    <main id="inhalt" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">Versendete E-Mails</h1>
      <p className="mt-2 text-slate-700">Nur in Test- und Entwicklungsumgebungen: der Postausgang des Portals, neueste zuerst (höchstens 50).</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="an" className="field-label">
            Empfänger
          </label>
          <input id="an" name="an" type="email" defaultValue={to} className="field-input" autoComplete="off" />
        </div>
        <button type="submit" className="btn-secondary">
          Filtern
        </button>
      </Form>
      {mails.length === 0 ? (
        <p className="mt-6">Keine E-Mails{to ? ` an ${to}` : ""}.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {mails.map((m) => (
            <li key={m.id} className="card" data-mail={m.kind}>
              <h2 className="text-lg font-semibold">{m.subject}</h2>
              <p className="text-sm text-slate-700">
                an <span data-to>{m.to}</span> · {formatDateTimeDe(m.createdAt)} · {m.kind} · {m.sentAt ? "zugestellt" : "im Postausgang"}
              </p>
              {m.kind === "claim-letter" && /Briefnummer (\d+)/.test(m.text) ? (
                <p className="mt-2">
                  <a className="link" href={pathTo("debug.letter", { id: /Briefnummer (\d+)/.exec(m.text)![1]! })}>
                    Brief als PDF (zum Ausdrucken)
                  </a>
                </p>
              ) : null}
              {m.links.length ? (
                <ul className="mt-2 space-y-1">
                  {m.links.map((l) => (
                    <li key={l}>
                      <a className="link break-all" href={l}>
                        {l}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm">Text der E-Mail</summary>
                <pre className="mt-2 whitespace-pre-wrap text-sm">{m.text}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
