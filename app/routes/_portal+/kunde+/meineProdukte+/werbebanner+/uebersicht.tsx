import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { pathTo } from "#domain/pages";
import type { action, ChangeRequestReply, loader } from "./uebersicht.server";

export { action, loader } from "./uebersicht.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("webBanner.overview", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

type Banner = Awaited<ReturnType<typeof loader>>["groups"][number]["banners"][number];

const BADGES: Record<string, string> = {
  RUNNING: "badge-ok",
  APPROVED: "badge-ok",
  SCHEDULED: "badge-ok",
  AWAITING_APPROVAL: "badge-warn",
  CHANGES_REQUESTED: "badge-muted",
  IN_PRODUCTION: "badge-muted",
  PAUSED: "badge-bad",
  ENDED: "badge-muted",
};

/**
 * Web banners (spec §2 werbebanner/uebersicht): each banner by format with its
 * preview, period, state, impressions and clicks; approve a draft or ask for a
 * change (with a comment), pause and resume a running banner, download its
 * creatives as ZIP, read its history. Every form posts without JavaScript.
 */
export default function WebBannerOverview() {
  const { companyId, waiting, groups } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ChangeRequestReply | undefined;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Ihre Werbebanner</h1>
      <p className="mt-2 max-w-3xl">
        Ihre Banner erscheinen auf viel besuchten Websites in Ihrer Region. Hier geben Sie neue Entwürfe frei, pausieren laufende Banner und sehen, wie oft sie gezeigt und angeklickt wurden. Material für neue
        Banner schicken Sie uns über den{" "}
        <Link className="link" to={pathTo("webBanner.upload")}>
          Datei-Upload
        </Link>
        .
      </p>
      {waiting.length ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3" role="status">
          {waiting.length === 1 ? "Ein Banner wartet" : `${waiting.length} Banner warten`} auf Ihre Freigabe:{" "}
          {waiting.map((w, i) => (
            <span key={w.id}>
              {i ? ", " : null}
              <a className="link" href={`#banner-${w.id}`}>
                {w.name}
              </a>
            </span>
          ))}
        </div>
      ) : null}
      {groups.length ? (
        groups.map((g) => (
          <section key={g.flavour} className="mt-8" aria-labelledby={`format-${g.flavour}`}>
            <h2 id={`format-${g.flavour}`} className="text-xl font-semibold">
              {g.title}
            </h2>
            {g.banners.map((b) => (
              <BannerCard key={b.id} banner={b} companyId={companyId} reply={reply?.banner === b.id ? reply : null} />
            ))}
          </section>
        ))
      ) : (
        <p className="card mt-6" role="status">
          Für Ihre Firma sind noch keine Werbebanner angelegt. Sobald unser Grafik-Team einen Entwurf erstellt hat, finden Sie ihn hier zur Freigabe.
        </p>
      )}
    </div>
  );
}

function BannerCard({ banner: b, companyId, reply }: { banner: Banner; companyId: string; reply: ChangeRequestReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("banner") === b.id ? String(navigation.formData.get("action")) : null;
  const headingId = `banner-${b.id}-titel`;
  const tall = b.preview && b.preview.height > b.preview.width;
  return (
    <article id={`banner-${b.id}`} className="card mt-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {b.name}
        </h3>
        <span className={`badge ${BADGES[b.phase] ?? "badge-muted"}`}>{b.phaseLabel}</span>
      </div>
      <div className={`mt-4 flex items-start gap-6 ${tall ? "flex-wrap" : "flex-col"}`}>
        {b.preview ? (
          <img
            src={b.preview.src}
            srcSet={b.preview.srcSet}
            width={b.preview.width}
            height={b.preview.height}
            alt={`Vorschau des Banners „${b.name}“`}
            loading="lazy"
            className={`border border-slate-200 ${tall ? "max-h-64 w-auto" : ""}`}
          />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Zeitraum</dt>
          <dd>{b.period}</dd>
          <dt className="font-medium">Einblendungen</dt>
          <dd>{b.impressions}</dd>
          <dt className="font-medium">Klicks</dt>
          <dd>{b.clicks}</dd>
          <dt className="font-medium">Klickrate</dt>
          <dd>{b.rate}</dd>
          <dt className="font-medium">Ziel eines Klicks</dt>
          <dd className="break-anywhere">{b.targetUrl}</dd>
        </dl>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {b.actions
          .filter((a) => a.action !== "request-change")
          .map((a) => (
            <Form key={a.action} method="post">
              <Hidden banner={b} companyId={companyId} action={a.action} />
              <button type="submit" className={a.action === "pause" ? "btn-secondary" : "btn-primary"} disabled={Boolean(busy)} aria-busy={busy === a.action || undefined}>
                {busy === a.action ? "Wird gespeichert …" : a.label}
              </button>
            </Form>
          ))}
        {b.creatives ? (
          <a className="link" href={b.zip} download>
            Motive herunterladen (ZIP, {b.creatives === 1 ? "1 Datei" : `${b.creatives} Dateien`})
          </a>
        ) : null}
      </div>

      {b.actions.some((a) => a.action === "request-change") ? (
        <details className="mt-4" open={Boolean(reply)}>
          <summary className="cursor-pointer font-medium text-blue-900">Änderung anfordern</summary>
          <Form method="post" className="mt-2 max-w-xl">
            <Hidden banner={b} companyId={companyId} action="request-change" />
            <label htmlFor={`kommentar-${b.id}`} className="field-label">
              Was soll das Grafik-Team ändern?
            </label>
            <textarea
              id={`kommentar-${b.id}`}
              name="comment"
              rows={4}
              required
              minLength={10}
              maxLength={1000}
              defaultValue={reply?.comment ?? ""}
              className="field-input"
              aria-invalid={reply ? true : undefined}
              aria-describedby={reply ? `kommentar-${b.id}-fehler` : undefined}
            />
            {reply ? (
              <p id={`kommentar-${b.id}-fehler`} className="field-error" role="alert">
                {reply.error}
              </p>
            ) : null}
            <button type="submit" className="btn-secondary mt-2" disabled={Boolean(busy)} aria-busy={busy === "request-change" || undefined}>
              {busy === "request-change" ? "Wird gesendet …" : "Änderung anfordern"}
            </button>
          </Form>
        </details>
      ) : null}

      {b.history.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-blue-900">Verlauf ({b.history.length})</summary>
          <ol className="mt-2 space-y-2 text-sm">
            {b.history.map((e, i) => (
              <li key={i}>
                <span className="font-medium">{e.at}</span>: {e.what} von {e.by}
                {e.comment ? <q className="mt-1 block text-slate-700">{e.comment}</q> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}

function Hidden({ banner, companyId, action }: { banner: Banner; companyId: string; action: string }) {
  return (
    <>
      <CsrfInput />
      <CompanyInput companyId={companyId} />
      <input type="hidden" name="banner" value={banner.id} />
      <input type="hidden" name="version" value={banner.version} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
