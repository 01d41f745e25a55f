import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { ALL_FORWARDINGS_OFF, FORWARDING_CODES } from "#domain/secretarial";
import { berlinToday } from "#domain/format";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("secretarial.guides", matches) }];
export const shouldRevalidate = companySwitchRevalidates;
/** Printed, the guide is the page's content alone (public/druck.css). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/druck.css", media: "print" }];

/** The number calls are forwarded to: the contract's (spec §7 getCompanyCallerList answers it with the calls of today, one at most). */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const res = await portal.api.call((api) =>
    api["secretarial-service"].getCompanyCallerList.$get({ query: { startDate: today, endDate: today, interval: "Day", offset: "0", limit: "1" } }),
  );
  const data = await portal.need(res);
  return { serviceNumber: data.contract.serviceNumber };
}

/** The digits to dial: the number without spaces. */
const digits = (n: string) => n.replace(/\D/g, "");

/**
 * How to forward calls to the secretarial service (spec §2
 * sekretariatsservice/anleitungen): on a mobile phone with the GSM codes, which
 * every German network takes; on a landline with the router or the line's
 * codes; on an office phone system through whoever looks after it. Prints as
 * the guide alone.
 */
export default function SecretarialGuides() {
  const { serviceNumber } = useLoaderData<typeof loader>();
  const number = digits(serviceNumber);
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Anrufe an den Sekretariatsservice weiterleiten</h1>
      <p className="mt-2">
        Leiten Sie Ihre Anrufe an <strong>{serviceNumber}</strong> weiter: Dann nimmt der Sekretariatsservice sie in Ihrem Namen an, wenn Sie nicht rangehen können, und Sie finden
        jeden Anruf in Ihrer Anrufliste. Zum Ausdrucken drücken Sie Strg + P (am Mac ⌘ + P); gedruckt wird nur diese Anleitung.
      </p>

      <section className="card mt-6" aria-labelledby="mobil">
        <h2 id="mobil" className="text-xl font-semibold">
          Handy
        </h2>
        <p className="mt-2">
          Geben Sie die Tastenfolge wie eine Rufnummer ein und drücken Sie die Anruftaste; nach ein paar Sekunden bestätigt das Handy die Umleitung. Die Codes sind bei Telekom,
          Vodafone, O2 und 1&amp;1 gleich. Für weitergeleitete Anrufe können Kosten nach Ihrem Mobilfunktarif entstehen.
        </p>
        <div className="mt-4 overflow-auto" role="region" aria-labelledby="mobil-tabelle" tabIndex={0}>
          <table className="data-table">
            <caption id="mobil-tabelle" className="sr-only">
              Tastenfolgen zum Ein- und Ausschalten der Weiterleitung
            </caption>
            <thead>
              <tr>
                <th scope="col">Weiterleiten …</th>
                <th scope="col">Einschalten</th>
                <th scope="col">Ausschalten</th>
              </tr>
            </thead>
            <tbody>
              {FORWARDING_CODES.map((c) => (
                <tr key={c.on}>
                  <th scope="row">
                    {c.when}
                    {"note" in c ? <span className="mt-1 block text-sm font-normal text-slate-700">{c.note}</span> : null}
                  </th>
                  <td className="whitespace-nowrap font-mono">
                    {c.on}
                    {number}#
                  </td>
                  <td className="whitespace-nowrap font-mono">{c.off}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3">
          Alle Weiterleitungen auf einmal ausschalten: <span className="font-mono">{ALL_FORWARDINGS_OFF}</span>. Am bequemsten ist meist „Wenn Sie nicht rangehen“: Sie können selbst
          abnehmen, und nur was Sie verpassen, nimmt der Sekretariatsservice an.
        </p>
      </section>

      <section className="card mt-6" aria-labelledby="festnetz">
        <h2 id="festnetz" className="text-xl font-semibold">
          Festnetz mit Router
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-6">
          <li>
            <strong>FRITZ!Box:</strong> Öffnen Sie im Browser fritz.box, dann „Telefonie“ → „Rufbehandlung“ → „Rufumleitung“ → „Neue Rufumleitung“. Wählen Sie Ihre Rufnummer,
            als Ziel {serviceNumber} und wann umgeleitet wird (zum Beispiel „bei Nichtmelden nach 20 Sekunden“).
          </li>
          <li>
            <strong>Telekom Speedport:</strong> Öffnen Sie im Browser speedport.ip, dann „Telefonie“ → „Rufumleitung“, und tragen Sie {serviceNumber} als Ziel ein.
          </li>
          <li>
            <strong>Ohne Router-Menü:</strong> Viele Anschlüsse nehmen dieselben Codes am Telefon an, mit einem Stern statt zweien: <span className="font-mono">*61*{number}#</span> bei
            Nichtmelden, ausschalten mit <span className="font-mono">#61#</span>. Fragen Sie sonst Ihren Telefonanbieter.
          </li>
        </ol>
      </section>

      <section className="card mt-6" aria-labelledby="anlage">
        <h2 id="anlage" className="text-xl font-semibold">
          Telefonanlage im Büro
        </h2>
        <p className="mt-2">
          Bei einer Telefonanlage richtet meist die Firma, die sie betreut, die Weiterleitung ein. Nennen Sie ihr die Zielrufnummer {serviceNumber} und ob alle Anrufe, nur
          unbeantwortete oder nur Anrufe bei besetzter Leitung weitergeleitet werden sollen.
        </p>
      </section>

      <p className="mt-6 text-sm text-slate-700">Fragen zur Einrichtung beantwortet Ihnen gern unser Kundenservice.</p>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
