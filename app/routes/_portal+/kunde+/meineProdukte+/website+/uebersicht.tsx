import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CompanyInput } from "~/components/forms/company-input";
import { CsrfInput } from "~/components/ui/csrf-input";
import { germanDay } from "~/components/product/date-range";
import { KeyFigures } from "~/components/product/key-figures";

import { pathTo } from "#domain/pages";
import { WEBSITE_STATUSES } from "#domain/websites";
import { checkWaitMessage, WEBSITE_CHECK_POINTS, WEBSITE_CHECK_STATUS_TEXT, type WebsiteCheckResult } from "#domain/website-check";
import { WebsiteChoice, websiteFigures } from "~/components/website/shared";
import type { action, loader } from "./uebersicht.server";

export { action, loader } from "./uebersicht.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitleWith(null, "website.overview", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const STATUS_BADGE = { online: "badge-ok", construction: "badge-warn", paused: "badge-muted" } as const;
const CHECK_BADGE = { success: "badge-ok", redirect: "badge-warn", error: "badge-bad" } as const;
const FIGURES_ID = "letzte-30-tage";

const when = (iso: string) => {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(d);
  const time = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(d);
  return `${day} um ${time} Uhr`;
};

/** The seconds left of a wait, counting down once a second while the page's script runs (without it, the number stays as the server said). */
function useCountdown(seconds: number | null) {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (!rest) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** A finished check: its outcome (spec §4), when, the message (spec §7), and each point with what to do when it failed. */
function CheckResult({ check }: { check: WebsiteCheckResult }) {
  const failed = check.findings.filter((f) => !f.ok).length;
  return (
    <div className="mt-4" data-testid="check-ergebnis">
      <p>
        <span className={`badge ${CHECK_BADGE[check.status]}`}>{WEBSITE_CHECK_STATUS_TEXT[check.status]}</span>{" "}
        <span className="text-sm text-slate-700">Geprüft am {when(check.checkedAt)}</span>
      </p>
      {check.message ? <p className="mt-2 font-semibold">{check.message}</p> : null}
      {check.findings.length > 1 ? (
        <p className="mt-2">{failed ? `${check.findings.length - failed} von ${check.findings.length} Punkten sind in Ordnung.` : `Alle ${check.findings.length} Punkte sind in Ordnung.`}</p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {check.findings.map((f) => (
          <li key={f.key} className="py-2">
            <span aria-hidden="true" className={f.ok ? "text-green-800" : "text-red-700"}>
              {f.ok ? "✓" : "✗"}{" "}
            </span>
            <span className="sr-only">{f.ok ? "Erfüllt: " : "Nicht erfüllt: "}</span>
            <span className="font-medium">{WEBSITE_CHECK_POINTS[f.key].label}</span>
            {f.detail ? <span className="text-slate-700"> – {f.detail}</span> : null}
            {f.ok ? null : <p className="ml-5 mt-1 text-sm text-slate-700">{WEBSITE_CHECK_POINTS[f.key].advice}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The website overview (spec §2 website/uebersicht): which website, its tier,
 * address and status, the last 30 days against the 30 before, and the website
 * check (spec §7 getWebsiteCheck; one per 10 seconds, spec §9).
 */
export default function WebsiteOverview() {
  const { companyId, websites, website, figures } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "check";
  const left = useCountdown(answer?.wait ?? null);
  const statistics = pathTo("website.statistics");
  const hydrated = useHydrated();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Ihre Website</h1>
      {!website ? (
        <p className="card mt-6" role="status">
          Für Ihre Firma ist noch keine Website eingerichtet. Sobald wir sie für Sie aufgebaut haben, finden Sie sie hier.
        </p>
      ) : (
        <>
          {websites.length > 1 ? (
            <WebsiteChoice websites={websites} website={website.id} />
          ) : null}

          <section className="card mt-6" aria-labelledby="website-titel">
            <h2 id="website-titel" className="text-xl font-semibold">
              {website.tierName}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium">Adresse</dt>
              <dd>
                <a href={website.url} className="link" target="_blank" rel="noopener noreferrer">
                  {website.url}
                  <span className="sr-only"> (öffnet in neuem Fenster)</span>
                </a>
              </dd>
              <dt className="font-medium">Status</dt>
              <dd>
                <span className={`badge ${STATUS_BADGE[website.status]}`}>{WEBSITE_STATUSES[website.status]}</span>
              </dd>
            </dl>
          </section>

          <section className="mt-8" aria-labelledby={FIGURES_ID}>
            <h2 id={FIGURES_ID} className="text-xl font-semibold" tabIndex={-1}>
              Die letzten 30 Tage{figures ? ` (${germanDay(figures.startDate)} bis ${germanDay(figures.endDate)})` : ""}
            </h2>
            {!website.hasStatistics ? (
              <p className="mt-2">Für diese Website gibt es noch keine Besucherstatistik.</p>
            ) : figures?.unavailable ? (
              <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="statistik-nicht-verfuegbar">
                {figures.unavailable} Bitte versuchen Sie es später noch einmal.
              </p>
            ) : figures?.totals ? (
              <>
                <KeyFigures labelledBy={FIGURES_ID} compare="vorzeitraum" running={false} figures={websiteFigures(figures.totals, figures.previous)} />
                <p className="mt-4">
                  <Link to={`${statistics}?website=${encodeURIComponent(website.id)}`} className="link">
                    Alle Statistiken dieser Website
                  </Link>
                </p>
              </>
            ) : null}
          </section>

          <section className="card mt-8" aria-labelledby="pruefung" id="website-check">
            <h2 id="pruefung" className="text-xl font-semibold" tabIndex={-1}>
              Website-Check
            </h2>
            <p className="mt-2 max-w-3xl">
              Wir rufen Ihre Startseite auf und prüfen, ob sie erreichbar und verschlüsselt ist, wie schnell sie antwortet, ob Suchmaschinen und Smartphones
              alles finden, was sie brauchen, und ob Impressum und Datenschutzerklärung verlinkt sind.
            </p>
            {website.check ? <CheckResult check={website.check} /> : <p className="mt-4 text-slate-700">Ihre Website wurde noch nicht geprüft.</p>}
            <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
              <CsrfInput />
              <CompanyInput companyId={companyId} />
              <input type="hidden" name="website" value={website.id} />
              <input type="hidden" name="encUrl" value={website.encUrl} />
              <button type="submit" name="intent" value="check" className="btn-primary" disabled={checking || (hydrated && left > 0)} aria-describedby="pruefung-status">
                {website.check ? "Website erneut prüfen" : "Website jetzt prüfen"}
              </button>
              <p id="pruefung-status" role="status" aria-live="polite" className="text-sm font-medium">
                {checking ? WEBSITE_CHECK_STATUS_TEXT.pending : answer?.wait ? (left > 0 ? checkWaitMessage(left) : "Sie können Ihre Website jetzt erneut prüfen.") : null}
              </p>
            </Form>
            {answer?.message && !answer.wait ? (
              <p role="alert" className="field-error mt-2">
                {answer.message}
              </p>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
