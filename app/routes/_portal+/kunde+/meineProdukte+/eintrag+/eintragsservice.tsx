import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Chart, type ChartSpec } from "~/components/charts";
import { MEANING_COLOR } from "~/components/charts/palette";
import { pageTitle } from "~/components/layout/page-title";
import { pathTo } from "#domain/pages";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ScrollTable } from "~/components/ui/scroll-table";
import { CompanyInput } from "~/components/forms/company-input";
import { ANALYSIS_STATUS_ORDER, ENTRY_SERVICE_STATUS_ORDER } from "#domain/status-order";
import { ANALYSIS_STATUS_LABELS, LISTING_FIELDS, RATING_PORTALS, RESULT_STATUS_LABELS, UNKNOWN_RATING, type ResultStatus } from "#domain/entry-service-labels";
import { formatDateDe, formatDateTimeDe, germanList } from "#domain/format";
import type { loader } from "./eintragsservice.server";
import type { loader as layoutLoader } from "~/routes/_portal+/_layout";

export { action, loader } from "./eintragsservice.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("entry.service", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const PAGE = pathTo("entry.service");
const ICON = `${PAGE}/icon`;

/** How each status looks (app/tailwind.css .badge-*): text on a tinted badge; the text says it, the colour only helps. */
const BADGE: Record<string, string> = {
  ok: "badge-ok",
  nok: "badge-warn",
  error: "badge-muted",
  "not found": "badge-bad",
  BLOCKED: "badge-bad",
  UNVERIFIED: "badge-warn",
  portal_ok: "badge-ok",
  portal_nok: "badge-warn",
  portal_error: "badge-muted",
  portal_not_found: "badge-bad",
};

const RATING_NAMES: Record<string, string> = {
  PROVIDER: "Unser Verzeichnis",
  WKDB: "Wer kennt den BESTEN",
  KLICKTEL: "klicktel",
  CYLEX: "Cylex",
  GOOGLEMYBUSINESS: "Google",
  DIALO: "Dialo",
  GOLOCAL: "golocal",
  GOYELLOW: "GoYellow",
};

const score = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Badge({ status, label }: { status: string; label: string }) {
  return <span className={`badge ${BADGE[status] ?? ""}`}>{label}</span>;
}

/** A button that posts one intent of the page, with its pending text. */
function IntentButton({ intent, children, pending, extra, className = "btn-secondary", disabled }: { intent: string; children: string; pending: string; extra?: Record<string, string>; className?: string; disabled?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const page = useLoaderData<typeof loader>();
  return (
    <Form method="post" className="inline">
      <CsrfInput />
      {/* the company the page was loaded for: the action refuses the button for another (product kit's company check) */}
      <CompanyInput companyId={page.companyId} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={className} disabled={disabled || busy}>
        {busy ? pending : children}
      </button>
    </Form>
  );
}

/**
 * The entry service (spec §2 eintrag/eintragsservice): the data the partner
 * portals are checked against, how the entry stands on each portal and what it
 * shows differently, a new check, and the ratings on the portals.
 */
export default function EntryService() {
  const page = useLoaderData<typeof loader>();
  return <EntryServicePage d={page} />;
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

/** What a status means for the customer, where the badge alone does not say it. */
const NOTES: Record<string, string> = {
  "not found": "Wir legen Ihren Eintrag dort an.",
  BLOCKED: "Das Portal hat den Eintrag gesperrt. Wir klären das und melden uns bei Ihnen.",
  UNVERIFIED: "Das Portal prüft noch, ob der Eintrag zu Ihrer Firma gehört.",
  error: "Das Portal war bei der letzten Abfrage nicht erreichbar; wir fragen automatisch erneut.",
};

/** The list order of spec §4, the failed reads last. */
const STATUS_ORDER = [...ENTRY_SERVICE_STATUS_ORDER, "error"] as const;

/** What "correct" means, on the whole page: every one of these agrees with the entry. */
const COMPARED = germanList(LISTING_FIELDS.map((f) => f.label));

function EntryServicePage({ d }: { d: PageData }) {
  const differences = d.portals.flatMap((p) => p.differences.map((diff) => ({ portal: p.name, diff })));
  // a listing that exists on the portal: the table's "ansehen" links are these
  const found = d.portals.filter((p) => p.url).length;
  const counts = d.statistics.byStatus as Record<ResultStatus, number>;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Eintragsservice</h1>
      <p className="mt-2 max-w-3xl">
        Wir halten Ihren Eintrag auf {d.statistics.total} Partnerportalen aktuell: wie er dort steht, was ein Portal anders zeigt und wie Sie dort bewertet werden.
      </p>

      <section aria-labelledby="daten" className="card mt-6">
        <h2 id="daten" className="text-xl font-semibold">
          Ihre Daten für den Abgleich
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Firma</dt>
          <dd>{d.userData.company || "–"}</dd>
          <dt className="font-medium">Straße</dt>
          <dd>{d.userData.street || "–"}</dd>
          <dt className="font-medium">Hausnummer</dt>
          <dd>{d.userData.houseNumber || "–"}</dd>
          <dt className="font-medium">Postleitzahl</dt>
          <dd>{d.userData.zipCode || "–"}</dd>
          <dt className="font-medium">Telefon</dt>
          <dd>{d.userData.phone || "–"}</dd>
        </dl>
        {d.problems.length ? (
          <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="entry-service-problems">
            <p>
              Damit wir Ihren Eintrag auf den Partnerportalen prüfen können, ergänzen Sie bitte in Ihren Eintragsdaten {germanList(d.problems)}.
            </p>
            <p className="mt-2">
              <Link to={d.entryDataHref} className="link">
                Eintragsdaten ergänzen
              </Link>
            </p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="analyse" className="card mt-6">
        <h2 id="analyse" className="text-xl font-semibold" tabIndex={-1}>
          Neue Prüfung
        </h2>
        <p className="mt-1">
          Die Prüfung sucht Ihre Firma auf jedem Partnerportal und vergleicht, was das Portal zeigt, mit Ihrem Eintrag. Korrekt heißt auf dieser Seite
          überall: {COMPARED} stimmen überein.
        </p>
        <Analysis analysis={d.analysis} disabled={d.problems.length > 0} portals={d.portals} />
      </section>

      <section aria-labelledby="portale" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="portale" className="text-xl font-semibold">
            Stand auf den Partnerportalen
          </h2>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {d.lastUpdate ? <span>Zuletzt abgefragt: {formatDateDe(d.lastUpdate.date)}, {d.lastUpdate.time} Uhr</span> : null}
            <IntentButton intent="reload-portals" pending="Wird abgefragt …">
              Neu abfragen
            </IntentButton>
          </div>
        </div>
        <p className="mt-2" data-testid="correctness">
          {`Ihr Eintrag ist auf ${found} von ${d.statistics.total} Partnerportalen zu finden. `}
          {d.correctness.percent === null
            ? "Noch keiner davon ließ sich lesen."
            : `Von den ${d.correctness.checked} Einträgen, die wir lesen konnten, sind ${d.correctness.correct} korrekt (${d.correctness.percent} %).`}
        </p>
        {/* spec §7 getPartnerPortalListingStatistics: how many portals have each status */}
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Portale je Stand" data-testid="listing-statistics">
          {STATUS_ORDER.filter((status) => counts[status]).map((status) => (
            <li key={status}>
              <Badge status={status} label={`${RESULT_STATUS_LABELS[status]}: ${counts[status]}`} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <div className="min-w-0">
            <div className="card p-4">
              <ScrollTable label="Partnerportale (Tabelle)" hint>
                {/* on a phone the columns keep a readable width: the table scrolls sideways under the portal's name */}
                <table className="data-table data-table-text data-table-sticky min-w-[30rem]" data-testid="partner-portals">
                  <caption className="sr-only">Partnerportale</caption>
                  <thead>
                    <tr>
                      <th scope="col">Portal</th>
                      <th scope="col">
                        Stand
                      </th>
                      <th scope="col">
                        Eintrag
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.portals.map((p) => (
                      <tr key={p.id}>
                        <th scope="row">
                          <span className="inline-flex items-center gap-2">
                            <img src={`${ICON}/${p.id}`} alt="" width={24} height={24} />
                            {p.name}
                          </span>
                        </th>
                        <td>
                          <Badge status={p.status} label={RESULT_STATUS_LABELS[p.status as ResultStatus] ?? p.status} />
                          {NOTES[p.status] ? <span className="block text-slate-700">{NOTES[p.status]}</span> : null}
                          {p.checked_at && p.checked_at !== d.lastChecked ? <span className="block text-slate-700">geprüft am {formatDateTimeDe(p.checked_at)}</span> : null}
                        </td>
                        <td>
                          {p.url ? (
                            <a href={p.url} className="link" rel="noopener noreferrer" target="_blank">
                              ansehen<span className="sr-only"> auf {p.name} (neues Fenster)</span>
                            </a>
                          ) : (
                            "–"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            </div>
            {differences.length ? (
              <div className="card mt-4 p-4">
                <h3 id="abweichungen" className="font-semibold">
                  Was die Portale anders zeigen
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  Wir übermitteln Ihre Angaben erneut an diese Portale; Sie müssen nichts tun. Fehlt etwas in Ihrem Eintrag, ergänzen Sie es in den{" "}
                  <Link to={d.entryDataHref} className="link">
                    Eintragsdaten
                  </Link>
                  .
                </p>
                <ScrollTable label="Was die Portale anders zeigen (Tabelle)" className="mt-2" hint>
                  <table className="data-table data-table-text data-table-sticky min-w-[30rem]" data-testid="differences">
                    <thead>
                      <tr>
                        <th scope="col">Portal</th>
                        <th scope="col">
                          Angabe
                        </th>
                        <th scope="col">
                          Portal zeigt
                        </th>
                        <th scope="col">
                          Ihr Eintrag
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {differences.map(({ portal: p, diff }) => (
                        <tr key={`${p}-${diff.field}`}>
                          <th scope="row">{p}</th>
                          <td>{diff.label}</td>
                          <td>{diff.portal || "(fehlt)"}</td>
                          <td>{diff.entry || "(fehlt)"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollTable>
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <GoogleLine />

      <section aria-labelledby="bewertungen" className="card mt-6">
        <h2 id="bewertungen" className="text-xl font-semibold">
          Bewertungen auf den Portalen
        </h2>
        <ScrollTable label="Bewertungen je Portal (Tabelle)" className="mt-3">
            <table className="data-table data-table-sticky">
              <caption className="sr-only">Bewertungen je Portal</caption>
              <thead>
                <tr>
                  <th scope="col">Portal</th>
                  <th scope="col">Bewertungen</th>
                  <th scope="col">Durchschnitt (1 bis 5)</th>
                </tr>
              </thead>
              <tbody>
                {RATING_PORTALS.map((id) => {
                  const r = (d.grisu.rating_stats as Record<string, { count: number; avgScore: number }>)[id];
                  const known = r && r.count !== UNKNOWN_RATING;
                  return (
                    <tr key={id}>
                      <th scope="row">{RATING_NAMES[id]}</th>
                      <td>{known ? r.count : "nicht bekannt"}</td>
                      <td>{known && r.avgScore !== UNKNOWN_RATING ? score.format(r.avgScore) : "–"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
        </ScrollTable>
        {d.grisu.has_wkdb ? (
          <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="wkdb-signet">
            <p>
              Siegel „Wer kennt den BESTEN“ in Ihrem Eintrag: <strong>{d.grisu.has_wkdb_signet ? "wird gezeigt" : "wird nicht gezeigt"}</strong>
            </p>
            <IntentButton intent="signet" extra={{ current: String(d.grisu.has_wkdb_signet) }} pending="Wird geändert …">
              {d.grisu.has_wkdb_signet ? "Siegel ausblenden" : "Siegel zeigen"}
            </IntentButton>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** The Google Business Profile: connecting it is offered only while it is not connected. */
function GoogleLine() {
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/_portal+/_layout");
  const google = layout?.menu.customer?.google ?? null;
  return (
    <p className="mt-6" data-testid="google-line">
      Google-Unternehmensprofil:{" "}
      {google?.connected ? (
        <>
          verbunden, {google.externallyConfirmed ? "von Google bestätigt" : "noch nicht von Google bestätigt"} ·{" "}
          <Link to={pathTo("google.profile")} className="link">
            Verbindung verwalten
          </Link>
        </>
      ) : (
        <Link to={pathTo("google.profile")} className="link">
          mit Mein Bereich verbinden und Standort wählen
        </Link>
      )}
    </p>
  );
}

type AnalysisData = PageData["analysis"];

/**
 * The analysis this session started: while it runs, with JavaScript the page
 * asks again when the backend says (Retry-After); without, a link does. Then
 * the results in the order of spec §4 and the chart of spec §9.
 */
function Analysis({ analysis, disabled, portals }: { analysis: AnalysisData; disabled: boolean; portals: PageData["portals"] }) {
  const revalidator = useRevalidator();
  const running = analysis?.status === "running";
  const wait = analysis?.retryAfterSeconds ?? 0;
  useEffect(() => {
    if (!running) return;
    const t = setTimeout(() => revalidator.revalidate(), Math.max(1, wait) * 1000);
    return () => clearTimeout(t);
  }, [running, wait, revalidator]);
  // the start button goes while the check runs: the focus goes to the section's heading instead of the page's start
  const state = analysis ? `${analysis.status}-${analysis.startedAt}` : "none";
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    document.getElementById("analyse")?.focus({ preventScroll: true });
  }, [state]);
  const [ok, nok, rest] = analysis?.chartData ?? [0, 0, 0];
  // blocked or unconfirmed listings have no analysis (spec §4): named with their reason
  const analysed = new Set((analysis?.results ?? []).map((r) => r.portal));
  const notAnalysed = portals.filter((p) => !analysed.has(p.id));
  // one live region, always there: it says when the check runs and when it is done
  const announcement = !analysis
    ? ""
    : running
      ? `Die Prüfung läuft. Das dauert noch etwa ${wait} ${wait === 1 ? "Sekunde" : "Sekunden"}.`
      : // the numbers follow in the chart's summary
        "Prüfung abgeschlossen.";
  const chart: ChartSpec = {
    id: "pruefung",
    title: "Ergebnis der Prüfung",
    kind: "donut",
    rowHeader: "Ergebnis",
    series: [{ key: "n", label: "Portale" }],
    rows: [
      { key: "ok", label: "Korrekt", values: { n: ok }, color: MEANING_COLOR.good },
      { key: "nok", label: "Abweichungen", values: { n: nok }, color: MEANING_COLOR.differs },
      { key: "rest", label: "Nicht gefunden oder nicht geprüft", values: { n: rest }, color: MEANING_COLOR.missing },
    ],
    summary: `${ok} Portale zeigen Ihre Daten korrekt, ${nok} mit Abweichungen; auf ${rest} wurde Ihr Eintrag nicht gefunden oder nicht geprüft.`,
  };
  return (
    <div className="mt-3">
      <p role="status" className={running ? "" : "sr-only"} data-testid={running ? "analysis-running" : undefined}>
        {announcement}
      </p>
      {running ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Ohne JavaScript: Klicken Sie danach auf „Ergebnis abrufen“.</p>
          {/* the time of this answer in the address: each fetch is a new address, which the browser loads anew */}
          <Form method="get" action={`${PAGE}#analyse`} className="mt-2" replace>
            <input type="hidden" name="abruf" value={analysis!.answeredAt} />
            <button type="submit" className="btn-secondary">
              Ergebnis abrufen
            </button>
          </Form>
        </>
      ) : null}
      {analysis && !running ? (
        <div data-testid="analysis-done">
          <p className="text-sm text-slate-700">Gestartet am {formatDateTimeDe(analysis.startedAt)}</p>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            <div className="min-w-0">
              <Chart chart={chart} headingLevel={3} />
            </div>
            <dl className="min-w-0 space-y-3" aria-label="Ergebnis je Portal">
              {ANALYSIS_STATUS_ORDER.map((status) => {
                const found = (analysis.results ?? []).filter((r) => r.status === status);
                return found.length ? (
                  <div key={status}>
                    <dt>
                      <Badge status={status} label={ANALYSIS_STATUS_LABELS[status]} />
                    </dt>
                    <dd className="mt-1">{found.map((r) => r.name).join(", ")}</dd>
                  </div>
                ) : null;
              })}
              {/* spec §9: the chart's third value counts these too; every portal counted is named */}
              {notAnalysed.length ? (
                <div>
                  <dt>
                    <Badge status="error" label="Nicht geprüft" />
                  </dt>
                  <dd className="mt-1">
                    {notAnalysed.map((p) => `${p.name} (${RESULT_STATUS_LABELS[p.status as ResultStatus] ?? p.status})`).join(", ")}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </div>
      ) : null}
      {running ? null : (
        <div className="mt-3">
          <IntentButton intent="start-analysis" pending="Wird gestartet …" className="btn-primary" disabled={disabled}>
            {analysis ? "Erneut prüfen" : "Prüfung starten"}
          </IntentButton>
          {disabled ? <p className="mt-2 text-sm">Bitte ergänzen Sie zuerst Ihre Eintragsdaten (siehe oben).</p> : null}
        </div>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
