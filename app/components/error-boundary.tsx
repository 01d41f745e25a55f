import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Footer } from "./layout/footer";
import { pathTo } from "#domain/pages";

/** Fixed German texts per status: never the error's own message or stack. */
export const STATUS_TEXTS: Record<number, { title: string; text: string }> = {
  400: { title: "Ungültige Anfrage", text: "Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben." },
  403: { title: "Kein Zugriff", text: "Sie haben keine Berechtigung, diese Seite aufzurufen." },
  404: { title: "Seite nicht gefunden", text: "Die angeforderte Seite gibt es nicht oder nicht mehr." },
  405: { title: "Nicht erlaubt", text: "Diese Aktion ist hier nicht möglich." },
  429: { title: "Zu viele Anfragen", text: "Bitte warten Sie einen Moment und versuchen Sie es dann erneut." },
  500: { title: "Interner Fehler", text: "Leider ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut." },
  502: { title: "Dienst nicht erreichbar", text: "Ein benötigter Dienst antwortet gerade nicht. Bitte versuchen Sie es in wenigen Minuten erneut." },
};

/** The card of an error: status, German title and text, the request id as the number for customer service. */
function ErrorCard({ status, requestId }: { status: number; requestId?: string }) {
  const t = STATUS_TEXTS[status] ?? STATUS_TEXTS[500]!;
  return (
    <div className="card">
      <p className="text-sm font-semibold text-slate-600">Fehler {status}</p>
      <h1 className="mt-1 text-2xl font-bold">{t.title}</h1>
      <p className="mt-3">{t.text}</p>
      {requestId ? (
        <p className="mt-3 text-sm text-slate-700">
          Falls Sie sich an unseren Kundenservice wenden, nennen Sie bitte diese Vorgangsnummer (Anfrage-ID):{" "}
          <code data-testid="request-id" className="break-all">
            {requestId}
          </code>
        </p>
      ) : null}
      <p className="mt-6">
        <Link to={pathTo("dashboard")} className="btn-primary">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}

/** A whole error page (error routes, and errors outside the portal layout), with the hotline in the footer. */
export function ErrorPanel({ status, requestId }: { status: number; requestId?: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="inhalt" className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
        <ErrorCard status={status} requestId={requestId} />
      </main>
      <Footer />
    </div>
  );
}

/** The status and request id of the error a boundary caught: never its message or stack. */
function useCaughtError() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ requestId: string }>("root");
  let status = 500;
  let requestId = root?.requestId;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const data = error.data as { requestId?: string } | string | null;
    if (data && typeof data === "object" && data.requestId) requestId = data.requestId;
  }
  return { status, requestId };
}

/** The error boundary of the document (root): a German page with the request id. */
export function GeneralErrorBoundary() {
  return <ErrorPanel {...useCaughtError()} />;
}

/**
 * THE error boundary of every page inside the portal layout: the error shows
 * where the page would, with header, menu and footer (hotline) around it.
 * Every portal page re-exports it (`export { PortalErrorBoundary as ErrorBoundary }`);
 * tests/unit/app/route-manifest.test.ts checks that none is missing.
 */
export function PortalErrorBoundary() {
  return (
    <div className="max-w-xl">
      <ErrorCard {...useCaughtError()} />
    </div>
  );
}
