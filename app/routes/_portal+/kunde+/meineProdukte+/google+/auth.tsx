import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CsrfInput } from "~/components/ui/csrf-input";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { SERVICE_LOG, SERVICE_MESSAGES } from "#domain/external-services";
import { pathTo } from "#domain/pages";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("google.auth", matches) }];

const PROFILE = pathTo("google.profile");

/**
 * Where Google sends the user back (spec §4: consent, then grant-access with
 * the code, or deny-access): the code and `state` go to the backend, which
 * checks the state and exchanges the code; then on to the profile page with
 * what happened. Without an answer from Google, the page offers to connect.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const params = portal.url.searchParams;
  const state = params.get("state") ?? "";
  const tell = (text: string, tone?: "info" | "danger") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);
  if (params.has("error")) {
    const res = await portal.api.call((api) => api["external-services"][":service"]["deny-access"].$post({ param: { service: "google" }, json: { state, revoke: "" } }));
    if (!res.ok) console.error(JSON.stringify({ level: "error", requestId: portal.requestId, message: SERVICE_LOG.deny("google") }));
    // the user's own choice: said plainly, not as an error
    tell(res.ok ? SERVICE_MESSAGES.denied : SERVICE_MESSAGES.deny, res.ok ? "info" : "danger");
    throw redirect(PROFILE);
  }
  if (params.has("code")) {
    const res = await portal.api.call((api) =>
      api["external-services"][":service"]["grant-access"].$post({ param: { service: "google" }, json: { code: params.get("code") ?? "", state } }),
    );
    if (res.ok) tell("Ihr Google-Konto ist verbunden.");
    else {
      console.error(JSON.stringify({ level: "error", requestId: portal.requestId, message: SERVICE_LOG.grant("google"), status: res.status }));
      tell(res.status === 422 ? (res.errors[0]?.message ?? SERVICE_MESSAGES.grant) : `${SERVICE_MESSAGES.grant} (Anfrage-ID ${portal.requestId})`, "danger");
    }
    throw redirect(PROFILE);
  }
  return null;
}

/** Require (spec §4): the backend starts the connection and names Google's consent page, where the user goes. */
export async function action({ context }: ActionFunctionArgs) {
  const portal = context.portal;
  const res = await portal.api.call((api) => api["external-services"][":service"]["auth-url"].$post({ param: { service: "google" } }));
  if (!res.ok) {
    console.error(JSON.stringify({ level: "error", requestId: portal.requestId, message: SERVICE_LOG.require("google"), status: res.status }));
    return { error: `${SERVICE_MESSAGES.require} (Anfrage-ID ${portal.requestId})` };
  }
  throw redirect(res.data.url);
}

export default function GoogleAuth() {
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="card max-w-2xl">
      <h1 className="text-2xl font-bold">Mit Google verbinden</h1>
      <p className="mt-3">
        Verbinden Sie Ihr Google-Unternehmensprofil mit Mein Bereich: Dann halten wir Ihre Firmendaten auch bei Google aktuell und Sie sehen hier, ob Google
        Ihren Standort bestätigt hat. Sie melden sich dazu bei Google an und erlauben Mein Bereich, Ihr Unternehmensprofil zu verwalten; Ihr Passwort bei
        Google erfahren wir nicht.
      </p>
      {reply?.error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {reply.error}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <CsrfInput />
        <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
          {busy ? "Google wird geöffnet …" : "Weiter zu Google"}
        </button>
        <Link to={PROFILE} className="btn-secondary">
          Abbrechen
        </Link>
      </Form>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
