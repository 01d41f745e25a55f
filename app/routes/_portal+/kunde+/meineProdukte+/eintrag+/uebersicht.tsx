import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { ENTRY_DATA_PATH } from "#domain/entry-tabs";
import { WEEKDAYS, WEEKDAY_LABELS } from "#domain/weekdays";
import { paragraphsOf } from "#domain/entry-sections/about-us";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_KINDS } from "#domain/entry-sections/online-presence";
import { CUSTOMER_CARDS, PAYMENT_METHODS } from "#domain/entry-sections/payments";
import { hoursText, specialDates } from "#domain/entry-sections/opening-hours";
import { formatDateTimeDe } from "#domain/format";
import type { FieldChange } from "#domain/entry-changes";
import type { loader } from "./uebersicht.server";

import { CLAIM_CONFIRM_INTENT } from "./__claim";
import { pathTo } from "#domain/pages";

export { action, loader } from "./uebersicht.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("entry.overview", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const tabPath = (tab: string) => (tab ? `${ENTRY_DATA_PATH}?abschnitt=${tab}` : ENTRY_DATA_PATH);
const labelOf = (labels: Record<string, string>) => (v: string) => labels[v] ?? v;

export default function EntryOverview() {
  const { entry, completeness, changes, special, claim } = useLoaderData<typeof loader>();
  const missing = completeness.items.filter((i) => !i.ok);
  const a = entry.address;
  const hours = entry.openingHours;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Ihr Eintrag</h1>
      <p className="mt-1 text-sm text-slate-600">Zuletzt geändert: {formatDateTimeDe(entry.updatedAt)}</p>

      <section aria-labelledby="vollstaendigkeit" className="card mt-6">
        <h2 id="vollstaendigkeit" className="text-xl font-semibold">
          Vollständigkeit
        </h2>
        <p className="mt-2">
          Ihr Eintrag ist zu <strong data-testid="completeness-score">{completeness.score} %</strong> vollständig.
        </p>
        <div className="mt-2 h-3 w-full rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-3 rounded-full bg-blue-800" style={{ width: `${completeness.score}%` }} />
        </div>
        {missing.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">Das fehlt noch</h3>
            <ul className="mt-1 space-y-1" data-testid="completeness-missing">
              {missing.map((i) => (
                <li key={i.key}>
                  <Link className="link" to={tabPath(i.tab)}>
                    {i.missing}
                  </Link>{" "}
                  <span className="text-sm text-slate-600">(+{i.weight} %)</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3">Alles Wichtige ist angegeben – sehr gut.</p>
        )}
        <details className="mt-3">
          <summary className="cursor-pointer text-sm">Was bereits angegeben ist</summary>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {completeness.items
              .filter((i) => i.ok)
              .map((i) => (
                <li key={i.key}>{i.done}</li>
              ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="vorschau" className="card mt-6" data-testid="public-entry">
        <h2 id="vorschau" className="text-xl font-semibold">
          So sehen Suchende Ihren Eintrag
        </h2>
        <div className="mt-4 flex items-start gap-4">
          {entry.logo ? <img src={entry.logo} alt={`Logo von ${entry.name}`} width={64} height={64} className="h-16 w-16 object-contain" loading="lazy" /> : null}
          <div>
            <p className="text-lg font-semibold">{entry.name}</p>
            {entry.slogan ? <p className="text-slate-700">{entry.slogan}</p> : null}
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Adresse</dt>
          <dd>
            {[a.street, a.houseNumber].filter(Boolean).join(" ")}, {a.zipCode} {a.city}
          </dd>
          {entry.phone ? (
            <>
              <dt className="font-medium">Telefon</dt>
              <dd>{entry.phone}</dd>
            </>
          ) : null}
          {entry.mobile ? (
            <>
              <dt className="font-medium">Mobil</dt>
              <dd>{entry.mobile}</dd>
            </>
          ) : null}
          {entry.email ? (
            <>
              <dt className="font-medium">E-Mail</dt>
              <dd>{entry.email}</dd>
            </>
          ) : null}
          {ONLINE_PRESENCE_FIELDS.filter((k) => entry.online[k]).map((k) => (
            <div key={k} className="contents">
              <dt className="font-medium">{ONLINE_PRESENCE_KINDS[k].label}</dt>
              <dd className="min-w-0 break-anywhere">{entry.online[k]}</dd>
            </div>
          ))}
          {entry.payments.length ? (
            <>
              <dt className="font-medium">Zahlungsarten</dt>
              <dd>{entry.payments.map(labelOf(PAYMENT_METHODS)).join(", ")}</dd>
            </>
          ) : null}
          {entry.customerCards.length ? (
            <>
              <dt className="font-medium">Kundenkarten</dt>
              <dd>{entry.customerCards.map(labelOf(CUSTOMER_CARDS)).join(", ")}</dd>
            </>
          ) : null}
          {entry.trades.length ? (
            <>
              <dt className="font-medium">Branchen</dt>
              <dd>{entry.trades.join(", ")}</dd>
            </>
          ) : null}
        </dl>
        {hours ? (
          <>
            <h3 className="mt-4 font-semibold">Öffnungszeiten</h3>
            <table className="mt-1 text-sm">
              <tbody>
                {WEEKDAYS.map((d) => (
                  <tr key={d}>
                    <th scope="row" className="pr-4 text-left font-medium">
                      {WEEKDAY_LABELS[d]}
                    </th>
                    <td>{hours.week[d]?.length ? hours.week[d].map((r) => `${r.from}–${r.to}`).join(", ") : "geschlossen"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        {special.length ? (
          <>
            <h3 className="mt-4 font-semibold">Besondere Öffnungszeiten</h3>
            <table className="mt-1 text-sm" data-testid="public-entry-special">
              <tbody>
                {special.map((s) => (
                  <tr key={s.date}>
                    <th scope="row" className="pr-4 text-left align-top font-medium">
                      {specialDates(s)}
                    </th>
                    <td>{`${s.note ? `${s.note}: ` : ""}${hoursText(s.ranges)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        {entry.aboutUs ? (
          <>
            <h3 className="mt-4 font-semibold">Über uns</h3>
            {paragraphsOf(entry.aboutUs).map((p, i) => (
              <p key={i} className="mt-1 whitespace-pre-line">
                {p}
              </p>
            ))}
          </>
        ) : null}
        <p className="mt-4">
          <Link className="link" to={ENTRY_DATA_PATH}>
            Eintragsdaten bearbeiten
          </Link>
        </p>
      </section>

      <section aria-labelledby="kundenservice-aenderungen" className="card mt-6">
        <h2 id="kundenservice-aenderungen" className="text-xl font-semibold">
          Änderungen durch den Kundenservice
        </h2>
        {changes === null ? (
          <p className="mt-2">Die Änderungen durch den Kundenservice können gerade nicht angezeigt werden.</p>
        ) : changes.length === 0 ? (
          <p className="mt-2">In den letzten 90 Tagen hat der Kundenservice nichts an Ihrem Eintrag geändert.</p>
        ) : (
          <table className="mt-2 text-sm" data-testid="support-changes">
            <thead>
              <tr>
                <th scope="col" className="pr-4 text-left">
                  Wann
                </th>
                <th scope="col" className="pr-4 text-left">
                  Abschnitt
                </th>
                <th scope="col" className="text-left">
                  Was geändert wurde
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((ch, i) => (
                <tr key={i} className="align-top">
                  <td className="pr-4">{formatDateTimeDe(ch.at)}</td>
                  <td className="pr-4">{ch.section}</td>
                  <td>{ch.changes ? <FieldChanges changes={ch.changes} /> : <span className="text-slate-600">keine Einzelheiten gespeichert</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {claim ? <ClaimSection claim={claim} /> : null}
    </div>
  );
}

/**
 * The owner claim (spec §4 Claiming: updateEntryClaimedLastUpdate, dissolveClaiming; item
 * "owner claim upkeep"): confirmed here with one POST; giving it up is the explicit second
 * step of /claiming/confirm, never a button on this page.
 */
function ClaimSection({ claim }: { claim: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["claim"]> }) {
  const notice = useRouteLoaderData<{ notice: { id: string; text: string; form?: string } | null }>("routes/_portal+/_layout")?.notice;
  const owner = claim.state === "owner" || claim.state === "expired";
  return (
    <section aria-labelledby="inhaberschaft" className="card mt-6">
      <h2 id="inhaberschaft" className="text-xl font-semibold">
        Inhaberschaft
      </h2>
      {notice?.form === "inhaberschaft" ? (
        <p className="mt-2 rounded-md bg-green-50 p-3 text-green-900" role="status">
          {notice.text}
        </p>
      ) : null}
      <p className="mt-2">
        {claim.state === "owner" && claim.until
          ? `Sie sind als Inhaber bestätigt. Die nächste Bestätigung ist am ${claim.until} fällig.`
          : claim.state === "expired"
            ? `Ihre Bestätigung als Inhaber ist am ${claim.until ?? "–"} abgelaufen. Bitte bestätigen Sie, dass Sie weiterhin verantwortlich sind.`
            : claim.state === "provider"
              ? "Dieser Eintrag wird von uns betreut."
              : "Für diesen Eintrag liegt keine Inhaberbestätigung vor."}
      </p>
      {owner ? (
        claim.blocked ? (
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{claim.blocked}</p>
        ) : (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Form method="post">
              <CsrfInput />
              <button type="submit" name="intent" value={CLAIM_CONFIRM_INTENT} className="btn-primary w-full sm:w-auto">
                Inhaberschaft jetzt bestätigen
              </button>
            </Form>
            <Link to={`${pathTo("claiming.confirm")}?schritt=aufgeben`} className="link text-sm sm:ml-auto">
              Inhaberschaft aufgeben …
            </Link>
          </div>
        )
      ) : null}
    </section>
  );
}

const shown = (value: string) => value || "(leer)";

/** A support change's fields as "Feld: alt → neu"; a screen reader hears "vorher … nachher …" instead of the arrow. */
function FieldChanges({ changes }: { changes: FieldChange[] }) {
  return (
    <ul className="space-y-1">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{c.field}:</span> <span className="sr-only">vorher</span> {shown(c.from)} <span aria-hidden="true">→</span>
          <span className="sr-only">, nachher</span> {shown(c.to)}
        </li>
      ))}
    </ul>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
