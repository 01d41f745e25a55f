import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { offsetPage, Pager } from "~/components/product/pager";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ANSWER_HINT, ANSWER_MAX, ANSWER_MIN, EXPLANATION_MAX, EXPLANATION_MIN, GOOD_FAITH_TEXT, MANAGED_RATINGS_PER_PAGE, REPORT_REASONS, STAR_CHOICES, starsText } from "#domain/rating-answers";
import { RATING_CHECK_STATEMENT, RATING_PORTAL_NAMES } from "#domain/rating-labels";
import type { action, loader, ManageReply } from "./bewertungen-verwalten.server";

export { action, loader } from "./bewertungen-verwalten.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("ratingPlus.manage", matches) }];
/** After a conflict (409, which Remix would not reload after) the page loads the stored answer and its version. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => ((args.actionResult as ManageReply | undefined)?.conflict ? true : companySwitchRevalidates(args));

type Data = Awaited<ReturnType<typeof loader>>;
type Rating = Data["ratings"][number];

/** The page's address with the filters and start, and more parameters (the form to open). */
function search(f: Data["filters"], offset: number, extra: Record<string, string> = {}) {
  const p = new URLSearchParams();
  if (f.portal) p.set("portal", f.portal);
  if (f.stars) p.set("sterne", f.stars);
  if (offset) p.set("ab", String(offset));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "?";
}

/**
 * Managing ratings (spec §2 `bewertungen-verwalten`, §3 Rating): the ratings
 * from all portals, newest first, filtered by portal and stars; a public
 * answer to each published one (written, changed, deleted); a notice about a
 * rating that breaks the rules (DSA art. 16) with its state; and how ratings
 * are checked (§ 5b (3) UWG). Every form posts without JavaScript.
 */
export default function ManageRatings() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ManageReply | undefined;
  const { page, pages } = offsetPage(d.offset, MANAGED_RATINGS_PER_PAGE, d.total);
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Bewertungen verwalten</h1>
      <p className="mt-2">
        Die Bewertungen Ihrer Firma von allen Portalen, die neuesten zuerst. Antworten Sie öffentlich oder melden Sie Bewertungen unserer eigenen Portale, die gegen die Regeln
        verstoßen; die anderer Portale melden Sie bitte dort.
      </p>
      <p className="mt-2 text-sm text-slate-700">{RATING_CHECK_STATEMENT}</p>

      <Form method="get" className="card mt-4 flex flex-wrap items-end gap-4" aria-label="Bewertungen filtern">
        <div>
          <label htmlFor="f-portal" className="field-label">
            Portal
          </label>
          <select id="f-portal" name="portal" defaultValue={d.filters.portal} className="field-input">
            <option value="">Alle Portale</option>
            {Object.entries(RATING_PORTAL_NAMES).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-sterne" className="field-label">
            Sterne
          </label>
          <select id="f-sterne" name="sterne" defaultValue={d.filters.stars} className="field-input">
            <option value="">Alle</option>
            {STAR_CHOICES.map((s) => (
              <option key={s} value={s}>
                {starsText(Number(s))}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Filtern
        </button>
      </Form>

      <p className="mt-4" role="status">
        {d.total === 1 ? "1 Bewertung" : `${d.total.toLocaleString("de-DE")} Bewertungen`}
        {d.filters.portal || d.filters.stars ? " mit diesem Filter" : ""}
      </p>
      {d.ratings.length ? (
        <ol className="mt-2 space-y-4">
          {d.ratings.map((r) => (
            <Item key={`${r.id}-${r.version}`} r={r} d={d} reply={reply?.ratingId === r.id ? reply : null} />
          ))}
        </ol>
      ) : (
        <p className="card mt-2">{d.total ? "Auf dieser Seite gibt es keine Bewertungen mehr." : "Es gibt keine Bewertungen, die zu Ihrer Auswahl passen."}</p>
      )}
      <Pager label="Seiten der Bewertungen" page={page} pages={pages} href={(n) => search(d.filters, (n - 1) * MANAGED_RATINGS_PER_PAGE)} />
    </div>
  );
}

function Item({ r: loaded, d, reply }: { r: Rating; d: Data; reply: ManageReply | null }) {
  // after a conflict the stored answer and its version (the list may not have reloaded yet)
  const c = reply?.conflict;
  const r: Rating = c && c.version > loaded.version ? { ...loaded, version: c.version, answer: c.text ? { text: c.text, date: c.date } : null } : loaded;
  const here = search(d.filters, d.offset);
  const answering = !r.state && (d.open.answering === r.id || reply?.form === "answer");
  const reporting = r.canReport && (d.open.reporting === r.id || reply?.form === "report");
  return (
    <li id={`b-${r.id}`} className="card">
      <p className="text-sm">
        <strong>{r.portal}</strong> · <span aria-hidden="true" className="text-amber-700">{"★".repeat(r.stars) + "☆".repeat(5 - r.stars)}</span> {starsText(r.stars)} · {r.author} · {r.date}
        {r.state ? <span className="badge badge-muted ml-2">{r.state}</span> : null}
      </p>
      <p className="mt-2 whitespace-pre-line">{r.text}</p>
      {r.answer ? (
        <div className="mt-2 border-l-4 border-slate-300 pl-3">
          <p className="text-sm font-medium">Ihre Antwort vom {r.answer.date}</p>
          <p className="whitespace-pre-line">{r.answer.text}</p>
        </div>
      ) : null}
      {r.report ? (
        <p className="mt-2 text-sm">
          <strong>{r.report.text}</strong>
          {r.report.why ? <> – Begründung: {r.report.why}</> : null}
        </p>
      ) : null}
      {(!r.state && !answering) || (r.canReport && !reporting) ? (
        <p className="mt-2 flex gap-4 text-sm">
          {!r.state && !answering ? (
            <Link className="link" to={`${search(d.filters, d.offset, { antworten: String(r.id) })}#b-${r.id}`} preventScrollReset>
              {r.answer ? "Antwort ändern" : "Antworten"}
            </Link>
          ) : null}
          {r.canReport && !reporting ? (
            <Link className="link" to={`${search(d.filters, d.offset, { melden: String(r.id) })}#b-${r.id}`} preventScrollReset>
              Melden
            </Link>
          ) : null}
        </p>
      ) : null}
      {answering ? <AnswerForm r={r} d={d} reply={reply?.form === "answer" ? reply : null} back={here} /> : null}
      {reporting ? <ReportForm r={r} d={d} reply={reply?.form === "report" ? reply : null} back={here} /> : null}
    </li>
  );
}

function Hidden({ r, d, intent }: { r: Rating; d: Data; intent: string }) {
  return (
    <>
      <CsrfInput />
      <CompanyInput companyId={d.companyId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ratingId" value={r.id} />
      <input type="hidden" name="version" value={r.version} />
    </>
  );
}

/** The field's error, tied to it (aria-describedby), or nothing. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-fehler`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
const described = (id: string, error?: string, hint = false) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint ? `${id}-hinweis` : "", error ? `${id}-fehler` : ""].filter(Boolean).join(" ") || undefined,
});

function useBusy(r: Rating) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("ratingId") === String(r.id) ? String(navigation.formData.get("intent")) : null;
}

function AnswerForm({ r, d, reply, back }: { r: Rating; d: Data; reply: ManageReply | null; back: string }) {
  const busy = useBusy(r);
  const id = `antwort-${r.id}`;
  const error = reply?.errors.text;
  return (
    <section className="mt-3" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="font-semibold">
        {r.answer ? "Antwort ändern" : "Öffentlich antworten"}
      </h2>
      <Form method="post" className="mt-1">
        <Hidden r={r} d={d} intent="answer" />
        <label htmlFor={id} className="field-label">
          Ihre Antwort
        </label>
        <textarea
          id={id}
          name="text"
          rows={4}
          required
          minLength={ANSWER_MIN}
          maxLength={ANSWER_MAX}
          defaultValue={reply?.values.text ?? r.answer?.text ?? ""}
          className="field-input"
          {...described(id, error, true)}
        />
        <p id={`${id}-hinweis`} className="mt-1 text-sm text-slate-600">
          {ANSWER_HINT}
        </p>
        <FieldError id={id} error={error} />
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={Boolean(busy)} aria-busy={busy === "answer" || undefined}>
            {busy === "answer" ? "Wird gespeichert …" : "Antwort speichern"}
          </button>
          <Link className="link" to={`${back}#b-${r.id}`} preventScrollReset>
            Abbrechen
          </Link>
        </div>
      </Form>
      {r.answer ? (
        <Form method="post" className="mt-2">
          <Hidden r={r} d={d} intent="delete" />
          <button type="submit" className="btn-secondary" disabled={Boolean(busy)} aria-busy={busy === "delete" || undefined}>
            {busy === "delete" ? "Wird gelöscht …" : "Antwort löschen"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function ReportForm({ r, d, reply, back }: { r: Rating; d: Data; reply: ManageReply | null; back: string }) {
  const busy = useBusy(r);
  const id = `meldung-${r.id}`;
  const v = reply?.values;
  const e = reply?.errors ?? {};
  const field = (name: string) => ({ id: `${id}-${name}`, name, ...described(`${id}-${name}`, e[name]) });
  return (
    <section className="mt-3" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="font-semibold">
        Bewertung melden
      </h2>
      <Form method="post" className="mt-2 space-y-3">
        <Hidden r={r} d={d} intent="report" />
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            Grund
          </label>
          <select {...field("reason")} required defaultValue={v?.reason ?? ""} className="field-input">
            <option value="">Bitte wählen</option>
            {Object.entries(REPORT_REASONS).map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-reason`} error={e.reason} />
        </div>
        <div>
          <label htmlFor={`${id}-explanation`} className="field-label">
            Warum verstößt die Bewertung gegen die Regeln? ({EXPLANATION_MIN} bis {EXPLANATION_MAX.toLocaleString("de-DE")} Zeichen)
          </label>
          <textarea {...field("explanation")} rows={4} required minLength={EXPLANATION_MIN} maxLength={EXPLANATION_MAX} defaultValue={v?.explanation ?? ""} className="field-input" />
          <FieldError id={`${id}-explanation`} error={e.explanation} />
        </div>
        <div>
          <label htmlFor={`${id}-reporterName`} className="field-label">
            Ihr Name oder der Ihrer Firma
          </label>
          <input {...field("reporterName")} required maxLength={200} defaultValue={v?.reporterName ?? d.reporter?.name ?? ""} className="field-input" />
          <FieldError id={`${id}-reporterName`} error={e.reporterName} />
        </div>
        <div>
          <label htmlFor={`${id}-reporterAddress`} className="field-label">
            Anschrift
          </label>
          <input {...field("reporterAddress")} required maxLength={300} defaultValue={v?.reporterAddress ?? d.reporter?.address ?? ""} className="field-input" />
          <FieldError id={`${id}-reporterAddress`} error={e.reporterAddress} />
        </div>
        <div>
          <label htmlFor={`${id}-reporterEmail`} className="field-label">
            E-Mail-Adresse für die Eingangsbestätigung
          </label>
          <input {...field("reporterEmail")} type="email" required maxLength={254} defaultValue={v?.reporterEmail ?? d.reporter?.email ?? ""} className="field-input" />
          <FieldError id={`${id}-reporterEmail`} error={e.reporterEmail} />
        </div>
        <div>
          <label className="inline-flex items-start gap-2">
            <input type="checkbox" {...field("goodFaith")} required defaultChecked={v?.goodFaith === "on"} className="mt-1 h-4 w-4" />
            <span>{GOOD_FAITH_TEXT}</span>
          </label>
          <FieldError id={`${id}-goodFaith`} error={e.goodFaith} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={Boolean(busy)} aria-busy={busy === "report" || undefined}>
            {busy === "report" ? "Wird gesendet …" : "Meldung absenden"}
          </button>
          <Link className="link" to={`${back}#b-${r.id}`} preventScrollReset>
            Abbrechen
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
