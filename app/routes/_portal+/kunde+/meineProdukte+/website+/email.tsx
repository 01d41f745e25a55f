import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { companySwitchRevalidates } from "~/components/forms/revalidate";

import { formatDateTimeDe } from "#domain/format";
import { MAIL_PROGRAM_SETTINGS } from "#domain/website-email";
import { WebsiteChoice } from "~/components/website/shared";
import type { action, loader } from "./email.server";

export { action, loader } from "./email.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("website.email", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The forms with their rules come after the page has painted (they post plainly before). */
const ContactAddressForm = lazy(() => import("~/components/website/email-forms").then((m) => ({ default: m.ContactAddressForm })));
const MailboxPasswordForm = lazy(() => import("~/components/website/email-forms").then((m) => ({ default: m.MailboxPasswordForm })));

const decimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
const gb = (mb: number) => `${decimal.format(mb / 1024)} GB`;
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

/**
 * The website's e-mail (spec §2 website/email): the mailboxes its tier includes
 * with the storage each uses, the settings for a mail program, the address the
 * contact form sends to (changed through a link to the new address), and a
 * mailbox password reset by the provider.
 */
export default function WebsiteEmail() {
  const { companyId, websites, website, mail, openReset } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">E-Mail zu Ihrer Website</h1>
      {!website || !mail ? (
        <p className="card mt-6" role="status">
          Für Ihre Firma ist noch keine Website eingerichtet. Die E-Mail-Postfächer kommen mit Ihrer Website.
        </p>
      ) : (
        <>
          {websites.length > 1 ? <WebsiteChoice websites={websites} website={website.id} /> : null}

          <section className="card mt-6" aria-labelledby="postfaecher">
            <h2 id="postfaecher" className="text-xl font-semibold">
              Ihre Postfächer
            </h2>
            <p className="mt-2">
              {mail.included
                ? `Zu ${website.tierName} ${mail.included === 1 ? `gehört 1 Postfach mit ${gb(mail.quotaMb)}` : `gehören ${mail.included} Postfächer mit je ${gb(mail.quotaMb)}`} Speicher. Eingerichtet: ${mail.mailboxes.length}.`
                : `Zu ${website.tierName} gehören keine E-Mail-Postfächer.`}
            </p>
            {mail.mailboxes.length ? (
              <div className="mt-4 overflow-auto" role="region" aria-labelledby="postfaecher-tabelle" tabIndex={0}>
                <table className="data-table">
                  <caption id="postfaecher-tabelle" className="sr-only">
                    Postfächer und belegter Speicher
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Adresse</th>
                      <th scope="col">Speicher belegt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mail.mailboxes.map((m) => {
                      const used = m.quotaMb ? m.usedMb / m.quotaMb : 0;
                      return (
                        <tr key={m.address}>
                          <th scope="row">{m.address}</th>
                          <td>
                            <span className="flex items-center gap-3">
                              <meter min={0} max={m.quotaMb} value={m.usedMb} high={m.quotaMb * 0.9} optimum={0} className="h-3 w-28" aria-hidden="true" />
                              <span>
                                {gb(m.usedMb)} von {gb(m.quotaMb)} ({percent.format(used)}){used >= 0.9 ? " – fast voll" : ""}
                              </span>
                            </span>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : null}
          </section>

          <section className="card mt-6" aria-labelledby="einstellungen">
            <h2 id="einstellungen" className="text-xl font-semibold">
              Einstellungen für Ihr E-Mail-Programm
            </h2>
            <p className="mt-2">
              Benutzername ist jeweils die vollständige E-Mail-Adresse, das Passwort das des Postfachs. Für Outlook, Thunderbird, Apple Mail und Smartphones
              gelten dieselben Angaben.
            </p>
            <div className="mt-4 overflow-auto" role="region" aria-labelledby="einstellungen-tabelle" tabIndex={0}>
              <table className="data-table">
                <caption id="einstellungen-tabelle" className="sr-only">
                  Server, Ports und Verschlüsselung
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Art</th>
                    <th scope="col">Server</th>
                    <th scope="col">Port</th>
                    <th scope="col">Verschlüsselung</th>
                  </tr>
                </thead>
                <tbody>
                  {MAIL_PROGRAM_SETTINGS.map((s) => (
                    <tr key={`${s.protocol}`}>
                      <th scope="row">{s.protocol}</th>
                      <td>
                        <code className="select-all">{s.host}</code>
                      </td>
                      <td>
                        <code className="select-all">{s.port}</code>
                      </td>
                      <td>{s.encryption}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="card mt-6" aria-labelledby="kontaktformular">
            <h2 id="kontaktformular" className="text-xl font-semibold">
              Kontaktformular Ihrer Website
            </h2>
            <p className="mt-2" data-testid="kontaktadresse">
              {mail.contactEmail ? (
                <>
                  Anfragen aus dem Kontaktformular gehen an <strong>{mail.contactEmail}</strong>.
                </>
              ) : (
                "Für das Kontaktformular ist noch keine Adresse hinterlegt."
              )}
            </p>
            {mail.pendingContact ? (
              <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="kontaktadresse-ausstehend">
                Neue Adresse <strong>{mail.pendingContact.email}</strong> wartet auf Bestätigung (Link gültig bis {formatDateTimeDe(mail.pendingContact.expiresAt)}). Bis dahin gehen die Anfragen an die bisherige Adresse; sie erhält nach der Bestätigung eine Nachricht über die Änderung.
              </p>
            ) : null}
            <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
              <ContactAddressForm reply={reply} companyId={companyId} website={website.id} />
            </Suspense>
          </section>

          {mail.mailboxes.length ? (
            <section className="card mt-6" aria-labelledby="postfach-passwort-titel">
              <h2 id="postfach-passwort-titel" className="text-xl font-semibold">
                Passwort eines Postfachs zurücksetzen
              </h2>
              <p className="mt-2">Sie haben das Passwort vergessen? Wir setzen es zurück und schicken Ihnen das neue per Post an Ihre Firmenadresse.</p>
              <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
                <MailboxPasswordForm
                  reply={reply}
                  companyId={companyId}
                  website={website.id}
                  mailboxes={mail.mailboxes.map((m) => m.address)}
                  blocked={openReset ? `Für ${openReset.mailbox || "ein Postfach"} läuft seit ${formatDateTimeDe(openReset.since)} eine Anfrage. Die nächste können Sie stellen, sobald sie erledigt ist.` : null}
                />
              </Suspense>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
