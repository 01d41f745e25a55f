import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CompanyInput } from "~/components/forms/company-input";
import { CsrfInput } from "~/components/ui/csrf-input";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { SERVICE_LOG, SERVICE_MESSAGES } from "#domain/external-services";
import { ExternalLink, GoogleVerifyLinks, GoogleWayBack } from "~/components/layout/google-verify-links";
import { pathTo } from "#domain/pages";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("google.profile", matches) }];

const PROFILE = pathTo("google.profile");

/**
 * The company's Google Business Profile (spec §7 external-services/list,
 * google/locations): whether it is connected, the connected location and
 * whether Google has confirmed it, and the account's locations to choose from
 * (a 204 means there are none).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  // "Verbindung trennen …" asks first, on this page (works without JavaScript)
  const disconnecting = new URL(request.url).searchParams.has("trennen");
  // side by side: without a connection the locations answer a 422, which is then not used
  const [auth, list, res] = await Promise.all([
    portal.auth(),
    portal.api.call((api) => api["external-services"].list.$post()),
    portal.api.call((api) => api["external-services"].google.locations.$post()),
  ]);
  if (!list.ok) {
    console.error(JSON.stringify({ level: "error", requestId: portal.requestId, message: SERVICE_LOG.list, status: list.status }));
    return { google: null, locations: null, error: `${SERVICE_MESSAGES.list} (Anfrage-ID ${portal.requestId})`, disconnecting: false, companyId: "" };
  }
  // the forms carry the company they were loaded for: the action refuses them for another (spec §4 company switch)
  const companyId = auth?.accountId ?? "";
  const google = list.data.services.find((s) => s.sourceName === "google") ?? null;
  if (!google?.connected) return { google, locations: null, error: null, disconnecting: false, companyId };
  if (res.status === 204) return { google, locations: [], error: null, disconnecting, companyId };
  if (!res.ok)
    return {
      google,
      locations: null,
      error: res.status === 422 ? (res.errors[0]?.message ?? SERVICE_MESSAGES.locations) : `${SERVICE_MESSAGES.locations} (Anfrage-ID ${portal.requestId})`,
      disconnecting,
      companyId,
    };
  return { google, locations: res.data?.locations ?? [], error: null, disconnecting, companyId };
}

/**
 * Connects the chosen location (spec §7 google/connect-location) or disconnects,
 * for the company the page was loaded for only: after a switch of company in
 * another tab, nothing is sent (409) and the page shows the company now active.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  if (!(await loadedForActiveCompany(portal, form))) return data({ error: OTHER_COMPANY_BUTTON_MESSAGE }, { status: 409 });
  if (form.get("intent") === "disconnect") {
    const res = await portal.api.call((api) => api["external-services"][":service"]["deny-access"].$post({ param: { service: "google" }, json: { state: "", revoke: "true" } }));
    if (!res.ok) return { error: `Die Verbindung konnte nicht getrennt werden. Bitte versuchen Sie es später erneut. (Anfrage-ID ${portal.requestId})` };
    portal.flash({ notice: { id: crypto.randomUUID(), text: "Die Verbindung zu Google wurde getrennt." } } satisfies PortalFlash);
    throw redirect(PROFILE);
  }
  const [googleAccountId, googleLocationId] = String(form.get("location") ?? "").split("/");
  if (!googleAccountId || !googleLocationId) return { error: "Bitte wählen Sie einen Standort." };
  const res = await portal.api.call((api) => api["external-services"].google["connect-location"].$post({ json: { googleAccountId, googleLocationId } }));
  if (!res.ok) {
    console.error(JSON.stringify({ level: "error", requestId: portal.requestId, message: SERVICE_LOG.connect, status: res.status }));
    return { error: res.status === 422 ? (res.errors[0]?.message ?? SERVICE_MESSAGES.connect) : `${SERVICE_MESSAGES.connect} (Anfrage-ID ${portal.requestId})` };
  }
  portal.flash({
    notice: {
      id: crypto.randomUUID(),
      text: res.data.externallyConfirmed ? "Der Standort ist verbunden und von Google bestätigt." : "Der Standort ist verbunden. Bitte bestätigen Sie ihn noch bei Google.",
    },
  } satisfies PortalFlash);
  throw redirect(PROFILE);
}

export default function GoogleProfile() {
  const { google, locations, error, disconnecting, companyId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const message = reply?.error ?? error;
  return (
    <div className="max-w-2xl">
      <GoogleWayBack />
      <div className="card">
      <h1 className="text-2xl font-bold">Google-Unternehmensprofil</h1>
      {message ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {message}
        </p>
      ) : null}
      {!google?.connected ? (
        <>
          <p className="mt-3">Ihr Google-Unternehmensprofil ist noch nicht mit Mein Bereich verbunden.</p>
          <p className="mt-4">
            <Link to={pathTo("google.auth")} className="btn-primary">
              Mit Google verbinden
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3" data-testid="google-status">
            {google.location
              ? `Verbundener Standort: ${google.location.locationTitle} – ${google.externallyConfirmed ? "von Google bestätigt" : "noch nicht von Google bestätigt"}`
              : locations?.length
                ? "Ihr Google-Konto ist verbunden. Wählen Sie den Standort Ihrer Firma."
                : "Ihr Google-Konto ist verbunden."}
          </p>
          {google.location && !google.externallyConfirmed ? (
            <p className="mt-2">
              <GoogleVerifyLinks />
            </p>
          ) : null}
          {locations && locations.length === 0 ? (
            <p className="mt-4" data-testid="no-locations">
              In Ihrem Google-Konto gibt es noch keinen Standort.{" "}
              <ExternalLink href="https://business.google.com/create">Firma bei Google anlegen</ExternalLink>{" "}
              und dann hierher zurückkommen.
            </p>
          ) : null}
          {locations && locations.length ? (
            <Form method="post" className="mt-4">
              <CsrfInput />
              <CompanyInput companyId={companyId} />
              <fieldset>
                <legend className="field-label">{google.location ? "Anderen Standort wählen" : "Standort bei Google"}</legend>
                <div className="space-y-2">
                  {locations.map((l) => (
                    <label key={l.googleLocationId} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="location"
                        value={`${l.googleAccountId}/${l.googleLocationId}`}
                        defaultChecked={google.location?.googleLocationId === l.googleLocationId}
                        required
                      />
                      {l.locationTitle}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className="btn-primary mt-4" disabled={busy}>
                {busy ? "Wird verbunden …" : google.location ? "Diesen Standort verbinden" : "Standort verbinden"}
              </button>
            </Form>
          ) : null}
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={pathTo("google.auth")} className="link">
              Anderes Google-Konto verbinden
            </Link>
            <Link to="?trennen" className="link">
              Verbindung trennen …
            </Link>
          </p>
          {disconnecting ? (
            <section aria-labelledby="trennen-titel" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4" data-testid="disconnect">
              <h2 id="trennen-titel" className="font-semibold">
                Verbindung zu Google trennen?
              </h2>
              <p className="mt-1">
                Mein Bereich kann Ihr Google-Unternehmensprofil danach nicht mehr abrufen und nicht mehr aktuell halten. Bei Google selbst ändert sich
                nichts; Sie können die Verbindung jederzeit wieder herstellen.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to={PROFILE} className="btn-primary">
                  Abbrechen
                </Link>
                <Form method="post">
                  <CsrfInput />
                  <CompanyInput companyId={companyId} />
                  <button type="submit" name="intent" value="disconnect" className="btn-danger" disabled={busy}>
                    Verbindung zu Google trennen
                  </button>
                </Form>
              </div>
            </section>
          ) : null}
        </>
      )}
      </div>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
