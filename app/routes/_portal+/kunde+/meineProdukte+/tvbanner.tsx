import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { FormReply } from "~/components/forms/validate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { offsetPage, Pager } from "~/components/product/pager";
import type { action, loader } from "./tvbanner.server";

export { action, loader } from "./tvbanner.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("tvBanner", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The approval form with its rules comes after the page has painted (it posts plainly before). */
const ApprovalForm = lazy(() => import("~/components/tv-banner/approval-form"));

const BADGE: Record<string, string> = { ACCEPTED: "badge badge-ok", REJECTED: "badge badge-bad", UNVERIFIED: "badge badge-warn" };

/**
 * The TV banners (spec §2 tvbanner): the screens the company's spot runs on,
 * with the period and the creative chosen (chosen here); the creatives with a
 * player, the customer's and the partner's approval (spec §4), the customer's
 * decision and the history of every approval.
 */
export default function TvBanner() {
  const { companyId, banners, creatives, offset, perPage, total } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormReply | undefined;
  const navigation = useNavigation();
  const choosing = navigation.state === "submitting" && navigation.formData?.get("intent") === "motiv" ? String(navigation.formData.get("externalId")) : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Ihre TV-Banner</h1>
      <p className="mt-2">
        Ihre Werbespots laufen auf Bildschirmen in Geschäften und Wartebereichen Ihrer Region. Hier sehen Sie, wo und wann sie laufen, wählen das Motiv je Bildschirm und geben
        neue Motive frei.
      </p>

      <section className="mt-6" aria-labelledby="bildschirme">
        <h2 id="bildschirme" className="text-xl font-semibold">
          Ihre Bildschirme
        </h2>
        {banners.length ? null : <p className="mt-2">Für Ihre Firma sind noch keine Bildschirme gebucht.</p>}
        {banners.map((b) => (
          <article key={b.externalId} id={`banner-${b.externalId}`} className="card mt-4" aria-labelledby={`banner-${b.externalId}-titel`}>
            <h3 id={`banner-${b.externalId}-titel`} className="text-lg font-semibold">
              {b.location}
            </h3>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="font-semibold">Bildschirm</dt>
              <dd>{b.screen}</dd>
              <dt className="font-semibold">Laufzeit</dt>
              <dd>
                {b.period} <span className="badge bg-slate-100 text-slate-900">{b.periodLabel}</span>
              </dd>
              <dt className="font-semibold">Gewähltes Motiv</dt>
              <dd>{b.chosen ? b.chosen.title : "keines"}</dd>
            </dl>
            <p className="mt-2" data-testid="bildschirm-stand">
              {b.state}
            </p>
            {b.ended ? null : (
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <CsrfInput />
                <CompanyInput companyId={companyId} />
                <input type="hidden" name="externalId" value={b.externalId} />
                <div>
                  <label htmlFor={`motiv-wahl-${b.externalId}`} className="field-label">
                    Motiv für diesen Bildschirm
                  </label>
                  <select id={`motiv-wahl-${b.externalId}`} name="binaryMasterId" defaultValue={b.chosen?.id ?? ""} className="field-input" required>
                    {b.chosen ? null : (
                      <option value="" disabled>
                        Bitte wählen
                      </option>
                    )}
                    {b.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" name="intent" value="motiv" className="btn-secondary" disabled={choosing === b.externalId} aria-busy={choosing === b.externalId || undefined}>
                  {choosing === b.externalId ? "Wird gespeichert …" : "Motiv wählen"}
                </button>
              </Form>
            )}
          </article>
        ))}
      </section>

      <section className="mt-8" aria-labelledby="motive">
        <h2 id="motive" className="text-xl font-semibold">
          Ihre Motive
        </h2>
        <div className="mt-2 space-y-2" id="freigaben-erklaert">
          <p>Jedes Motiv wird erst gesendet, wenn es zwei Freigaben hat: Ihre und die des Sendepartners.</p>
          <p>
            <strong>Der Sendepartner</strong> betreibt die Bildschirme. Er prüft jedes Motiv, bevor es läuft – etwa ob Bild und Schrift auf seinen Bildschirmen gut lesbar sind und ob
            es zu den Regeln des Standorts passt. Seine Freigabe können Sie nicht ändern. Lehnt er ein Motiv ab, überarbeitet unsere Agentur es und legt es Ihnen erneut vor.
          </p>
          <p>
            <strong>Ihre Freigabe</strong> sagt, ob das Motiv so gesendet werden darf. Wenn Sie ablehnen, nennen Sie bitte den Grund – die Agentur arbeitet ihn ein.
          </p>
        </div>
        {creatives.length ? null : <p className="mt-4">Für Ihre Firma gibt es noch keine Motive.</p>}
        {creatives.map((c) => (
          <article key={c.id} id={`motiv-${c.id}`} className="card mt-4" aria-labelledby={`motiv-${c.id}-titel`} data-testid="motiv">
            <h3 id={`motiv-${c.id}-titel`} className="text-lg font-semibold">
              {c.title}
            </h3>
            <div className="mt-3 grid items-start gap-4 lg:grid-cols-2">
              <div>
                {/* plays without JavaScript: the browser's own controls, loaded only when started */}
                <video controls preload="none" poster={c.poster} width={480} height={270} className="w-full rounded bg-slate-900" aria-label={`Video: ${c.title}`}>
                  <source src={c.video} type="video/mp4" />
                  <a href={c.video} className="link">
                    Video „{c.title}“ herunterladen
                  </a>
                </video>
                <p className="mt-1 text-sm text-slate-700">Länge: {c.duration}</p>
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1">
                <dt className="font-semibold">Ihre Freigabe</dt>
                <dd>
                  <span className={BADGE[c.customer.status]} data-testid="freigabe-kunde">
                    {c.customer.label}
                  </span>
                  {c.customer.reason ? <span className="mt-1 block">Grund: {c.customer.reason}</span> : null}
                </dd>
                <dt className="font-semibold">
                  Freigabe des Sendepartners{" "}
                  <a href="#freigaben-erklaert" className="link text-sm font-normal">
                    (was heißt das?)
                  </a>
                </dt>
                <dd>
                  <span className={BADGE[c.partner.status]} data-testid="freigabe-partner">
                    {c.partner.label}
                  </span>
                </dd>
                <dt className="font-semibold">Gewählt für</dt>
                <dd>{c.usedOn.length ? c.usedOn.join("; ") : "keinen Bildschirm"}</dd>
              </dl>
            </div>
            <Suspense fallback={<p className="mt-3">{LOADER_TEXT}</p>}>
              <ApprovalForm reply={answer} companyId={companyId} creative={c} />
            </Suspense>
            <h4 className="mt-4 font-semibold" id={`verlauf-${c.id}`}>
              Verlauf der Freigaben
            </h4>
            {c.history.length ? (
              <div className="mt-1 overflow-auto" role="region" aria-label={`Verlauf der Freigaben für „${c.title}“`} tabIndex={0}>
                <table className="data-table">
                  <caption className="sr-only">Verlauf der Freigaben für „{c.title}“, die neuesten zuerst</caption>
                  <thead>
                    <tr>
                      <th scope="col">Zeitpunkt</th>
                      <th scope="col">Von</th>
                      <th scope="col">Entscheidung</th>
                      <th scope="col">Grund</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.history.map((h, i) => (
                      <tr key={i}>
                        <th scope="row">{h.when}</th>
                        <td>{h.who}</td>
                        <td>{h.what}</td>
                        <td>{h.reason ?? "–"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-1">Noch keine Freigabe erfasst.</p>
            )}
          </article>
        ))}
        <Pager
          label="Seiten Ihrer Motive"
          {...offsetPage(offset, perPage, total)}
          href={(n) => `?${n > 1 ? `ab=${(n - 1) * perPage}` : ""}#motive`}
          summary={`Motive ${offset + 1} bis ${Math.min(offset + perPage, total)} von ${total}, die neuesten zuerst`}
        />
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
