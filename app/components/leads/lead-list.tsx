import { useEffect, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { CompanyInput } from "~/components/forms/company-input";
import { CsrfInput } from "~/components/ui/csrf-input";
import { DateRangeForm } from "~/components/product/date-range-form";
import { KeyFigures, type KeyFigure } from "~/components/product/key-figures";
import type { CompareMode, RangeForm } from "~/components/product/date-range";

/** A lead as the loader sends it, formatted (spec §3 Lead; the requester only once accepted). */
export interface LeadItem {
  id: string;
  kind: string;
  received: string;
  subject: string;
  message: string;
  /** the text is cut (spec §9: 100 characters) */
  cut: boolean;
  status: string;
  requester: { name: string; email: string; phone: string | null } | null;
  job: { title: string; closed: string | null; deleteOn: string | null } | null;
}

export interface LeadsPageData {
  heading: string;
  intro: string;
  empty: string;
  companyId: string;
  offset: number;
  total: number;
  /** the next page's offset ("Weitere laden"); null when this page returned no leads or was the last */
  next: number | null;
  items: LeadItem[];
  /** the lead opened (`?offen=`): its whole text, and the reply form once accepted */
  open: string | null;
  replyMax: number;
  /** the overview's range and key figures (spec §7 getStatistics, getInquiryStatistics) */
  overview: {
    today: string;
    form: RangeForm;
    errors: Record<string, string> | null;
    compare: { mode: CompareMode; running: boolean } | null;
    figures: KeyFigure[] | null;
    /** [kind, came in, accepted, answered] */
    types: [string, number, number, number][] | null;
    withinHours: boolean;
  } | null;
}

const RESULTS = "anfragen-zeitraum";
const number = new Intl.NumberFormat("de-DE");

/** The address with `ab` set (0: left out) and without an open reply form. */
function withOffset(search: string, offset: number) {
  const p = new URLSearchParams(search);
  p.delete("offen");
  if (offset) p.set("ab", String(offset));
  else p.delete("ab");
  const s = p.toString();
  return s ? `?${s}` : "?";
}

function Lead({ lead, companyId, replyOpen, replyMax, search }: { lead: LeadItem; companyId: string; replyOpen: boolean; replyMax: number; search: string }) {
  const action = useActionData<{
    replyError?: { id: string; reply: string; message: string };
  }>();
  const refused = action?.replyError?.id === lead.id ? action.replyError : null;
  const headingId = `anfrage-${lead.id}-titel`;
  const openHref = (() => {
    const p = new URLSearchParams(search);
    p.set("offen", lead.id);
    return `?${p}#anfrage-${lead.id}`;
  })();
  return (
    <li className="card" id={`anfrage-${lead.id}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {lead.subject}
      </h3>
      <p className="text-sm text-slate-700">
        {lead.kind} vom {lead.received} · {lead.status}
      </p>
      {lead.job ? (
        <p className="mt-1 text-sm">
          Stellenanzeige: {lead.job.title}
          {lead.job.closed ? ` (beendet am ${lead.job.closed})` : " (läuft noch)"}.{" "}
          {lead.job.deleteOn ? <strong>Wird am {lead.job.deleteOn} gelöscht (AGG).</strong> : "Wird sechs Monate nach dem Ende der Anzeige gelöscht (AGG)."}
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-line">{lead.message}</p>
      {lead.cut && !lead.requester ? (
        <p>
          <Link className="link" to={openHref} aria-describedby={headingId}>
            Ganzen Text lesen
          </Link>
        </p>
      ) : null}
      {lead.requester ? (
        <p className="mt-2" data-testid="kontakt">
          {lead.requester.name} ·{" "}
          <a className="link" href={`mailto:${lead.requester.email}`}>
            {lead.requester.email}
          </a>
          {lead.requester.phone ? (
            <>
              {" "}
              ·{" "}
              <a className="link" href={`tel:${lead.requester.phone.replace(/\s/g, "")}`}>
                {lead.requester.phone}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {!lead.requester ? (
        <Form method="post" className="mt-3">
          <CsrfInput />
          <CompanyInput companyId={companyId} />
          <input type="hidden" name="externalId" value={lead.id} />
          <button type="submit" name="intent" value="accept" className="btn-primary" aria-describedby={headingId}>
            Annehmen
          </button>
        </Form>
      ) : replyOpen || refused ? (
        <Form method="post" className="mt-3">
          <CsrfInput />
          <CompanyInput companyId={companyId} />
          <input type="hidden" name="externalId" value={lead.id} />
          <label className="field-label" htmlFor={`antwort-${lead.id}`}>
            Ihre Antwort per E-Mail an {lead.requester?.name}
          </label>
          <textarea
            id={`antwort-${lead.id}`}
            name="reply"
            rows={5}
            required
            maxLength={replyMax}
            className="field-input"
            defaultValue={refused?.reply}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? `antwort-${lead.id}-fehler` : undefined}
            autoFocus
          />
          {refused ? (
            <p id={`antwort-${lead.id}-fehler`} className="field-error" role="alert">
              {refused.message}
            </p>
          ) : null}
          <button type="submit" name="intent" value="reply" className="btn-primary mt-2">
            Antwort senden
          </button>
        </Form>
      ) : (
        <p className="mt-3">
          <Link className="link" to={openHref} aria-describedby={headingId}>
            {lead.cut ? "Ganzen Text lesen und per E-Mail antworten" : "Per E-Mail antworten"}
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * A leads page (spec §2 /kunde/anfragen/: uebersicht, angebote, jobs,
 * nachrichten): the overview's range and key figures, then the list ten at a
 * time. "Weitere laden" is a link to the next offset (spec §9: gone when a page
 * returns no leads); with JavaScript the next leads are added below without
 * leaving the page.
 */
export function LeadsPage() {
  const d = useLoaderData<LeadsPageData>();
  const location = useLocation();
  const fetcher = useFetcher<LeadsPageData>();
  const [more, setMore] = useState<{
    items: LeadItem[];
    next: number | null;
    key: string;
  }>({ items: [], next: d.next, key: location.key });
  // a new page view starts from its own leads
  const current = more.key === location.key ? more : { items: [], next: d.next, key: location.key };
  useEffect(() => {
    const got = fetcher.data;
    if (fetcher.state !== "idle" || !got) return;
    setMore((m) => {
      const base = m.key === location.key ? m : { items: [], next: null, key: location.key };
      // each answer once
      if (got.items.some((g) => base.items.some((i) => i.id === g.id) || d.items.some((i) => i.id === g.id))) return base;
      return {
        items: [...base.items, ...got.items],
        next: got.next,
        key: location.key,
      };
    });
  }, [fetcher.state, fetcher.data, location.key, d.items]);
  const items = [...d.items, ...current.items];
  const next = current.items.length ? current.next : d.next;
  const o = d.overview;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{d.heading}</h1>
      {d.intro ? <p className="mt-2 max-w-3xl">{d.intro}</p> : null}
      {o ? (
        <>
          <DateRangeForm form={o.form} errors={o.errors} today={o.today} resultsId={RESULTS} intervals={false} />
          {o.figures && o.compare ? (
            <section aria-labelledby={RESULTS}>
              <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
                Eingegangen vom {o.form.von} bis {o.form.bis}
              </h2>
              <KeyFigures labelledBy={RESULTS} compare={o.compare.mode} running={o.compare.running} figures={o.figures} />
              {o.types ? (
                <div className="mt-4 overflow-auto" role="region" aria-labelledby="arten" tabIndex={0}>
                  <table className="data-table">
                    <caption id="arten" className="text-left font-semibold">
                      Nach Art der Anfrage
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Art</th>
                        <th scope="col">Eingegangen</th>
                        <th scope="col">Angenommen</th>
                        <th scope="col">Beantwortet</th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.types.map(([kind, n, a, b]) => (
                        <tr key={kind}>
                          <th scope="row">{kind}</th>
                          <td>{number.format(n)}</td>
                          <td>{number.format(a)}</td>
                          <td>{number.format(b)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ) : null}
        </>
      ) : null}

      <section className="mt-8" aria-labelledby="liste">
        <h2 id="liste" className="text-xl font-semibold">
          {d.total ? `${number.format(d.total)} ${d.total === 1 ? "Eintrag" : "Einträge"}, die neuesten zuerst` : "Liste"}
        </h2>
        {d.offset ? (
          <p className="mt-2">
            Ab Nummer {number.format(d.offset + 1)}.{" "}
            <Link className="link" to={withOffset(location.search, 0)}>
              Zu den neuesten
            </Link>
          </p>
        ) : null}
        {items.length ? (
          <ul className="mt-3 grid gap-4">
            {items.map((l) => (
              <Lead key={l.id} lead={l} companyId={d.companyId} replyOpen={d.open === l.id} replyMax={d.replyMax} search={location.search} />
            ))}
          </ul>
        ) : (
          <p className="mt-3">{d.offset ? "Hier folgen keine weiteren Einträge." : d.empty}</p>
        )}
        {next !== null ? (
          <p className="mt-4">
            <Link
              className="btn-secondary"
              to={`${withOffset(location.search, next)}#liste`}
              aria-busy={fetcher.state !== "idle" || undefined}
              onClick={(e) => {
                e.preventDefault();
                if (fetcher.state === "idle") fetcher.load(`${location.pathname}${withOffset(location.search, next)}`);
              }}
            >
              Weitere laden
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
