import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { Later, SearchList, ViewedList } from "~/components/user/activity";
import { RemoveProfileImage } from "~/components/user/remove-profile-image";
import { SEARCH_PLACEHOLDERS, VIEWED_PLACEHOLDERS } from "#domain/user-activity";
import { formatDateTimeDe } from "#domain/format";
import { ROLE_DESCRIPTIONS } from "#domain/role-descriptions";
import { brandOf } from "#domain/brand";
import type { action, loader } from "./_index.server";
import { pathTo, titleOf } from "#domain/pages";
import { TRACKING_RETENTION_DAYS } from "#domain/tracking";

export { action, loader } from "./_index.server";

/** The forms with their rules (the form kit) come after the page has painted; they post plainly before. */
const ChangePasswordForm = lazy(() => import("~/components/user/change-password-form"));
const ChangeEmailForm = lazy(() => import("~/components/user/change-email-form"));
const ProfileForm = lazy(() =>
  import("~/components/user/profile-forms").then((m) => ({
    default: m.ProfileForm,
  }))
);
const UserDataForm = lazy(() =>
  import("~/components/user/profile-forms").then((m) => ({
    default: m.UserDataForm,
  }))
);
const DeleteProfile = lazy(() => import("~/components/user/delete-profile"));

export const meta: MetaFunction = () => [{ title: titleOf("user") }];

/** User dashboard (spec §2 user_dashboard): the profile, the person's data, the companies, e-mail and password. */
export default function UserDashboard() {
  const { profile, avatar, roles, accounts, isCuca, searches, viewed, deleting, removingImage, portals } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Benutzerübersicht</h1>
      <section className="card mt-4 max-w-2xl" aria-labelledby="profil-titel">
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={avatar}
            alt={profile.profile_image ? "Ihr Profilbild" : ""}
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover"
          />
          <div>
            <h2 id="profil-titel" className="text-lg font-semibold" data-testid="user-name">
              {profile.username}
            </h2>
            <p className="text-slate-700">{profile.email}</p>
          </div>
        </div>
        {profile.profile_image && !isCuca ? <RemoveProfileImage open={removingImage} /> : null}
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto,1fr]">
          <dt className="font-medium">Anmeldename</dt>
          <dd className="min-w-0 break-anywhere">{profile.login}</dd>
          <dt className="font-medium">Letzte Anmeldung</dt>
          <dd>{profile.last_login ? formatDateTimeDe(profile.last_login) : "–"}</dd>
          <dt className="font-medium">Ihr Zugang</dt>
          <dd>
            <ul>
              {roles.map((r) => (
                <li key={r}>{ROLE_DESCRIPTIONS[r] ?? r}</li>
              ))}
            </ul>
          </dd>
        </dl>
        {isCuca ? (
          <p className="mt-4">Im Kundenservice-Modus kann das Profil nicht geändert werden.</p>
        ) : (
          <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
            <ProfileForm reply={reply} profile={profile} avatar={avatar} />
          </Suspense>
        )}
      </section>

      {isCuca ? null : (
        <section className="card mt-4 max-w-2xl">
          <Suspense fallback={<p>{LOADER_TEXT}</p>}>
            <UserDataForm reply={reply} profile={profile} />
          </Suspense>
        </section>
      )}

      <section className="card mt-4 max-w-2xl" aria-labelledby="firmen-titel">
        <h2 id="firmen-titel" className="text-lg font-semibold">
          Firmen
        </h2>
        {accounts.length ? (
          <ul className="mt-2 list-disc pl-5">
            {accounts.map((a) => (
              <li key={a.id}>
                {a.name} <span className="text-slate-600">(Firmen-ID {a.id})</span>
              </li>
            ))}
          </ul>
        ) : (
          <NoCompany />
        )}
      </section>
      <section className="card mt-4 max-w-2xl" aria-labelledby="suchen-titel" id="suchen">
        <h2 id="suchen-titel" className="text-lg font-semibold">
          Zuletzt gesucht
        </h2>
        <Later data={searches} placeholders={SEARCH_PLACEHOLDERS} label="Ihre letzten Suchen werden geladen">
          {(data) => <SearchList searches={data.searches} />}
        </Later>
      </section>
      <section className="card mt-4 max-w-2xl" aria-labelledby="angesehen-titel" id="angesehen">
        <h2 id="angesehen-titel" className="text-lg font-semibold">
          Zuletzt angesehen
        </h2>
        <Later data={viewed} placeholders={VIEWED_PLACEHOLDERS} label="Ihre zuletzt angesehenen Einträge werden geladen">
          {(data) => <ViewedList {...data} pageHref={(n) => (n > 1 ? `?angesehen=${n}#angesehen` : `${pathTo("user")}#angesehen`)} />}
        </Later>
      </section>
      <section className="card mt-4 max-w-2xl" aria-labelledby="portale-titel">
        <h2 id="portale-titel" className="text-lg font-semibold">
          Ihr Konto gilt auch hier
        </h2>
        <ul className="mt-2 space-y-2">
          {portals.map((p) => (
            <li key={p.id}>
              <a className="link font-medium" href={p.url}>
                {p.name}
              </a>
              <span className="block text-sm text-slate-700">{p.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={<p className="card mt-4 max-w-2xl">{LOADER_TEXT}</p>}>
        {profile.has_password || isCuca ? (
          <>
            <ChangeEmailForm reply={reply} email={profile.email} disabledForCuca={isCuca} />
            <ChangePasswordForm reply={reply} disabledForCuca={isCuca} />
          </>
        ) : (
          <NoPasswordYet />
        )}
      </Suspense>
      <section className="card mt-4 max-w-2xl" aria-labelledby="daten-recht-titel">
        <h2 id="daten-recht-titel" className="text-lg font-semibold">
          Ihre Daten
        </h2>
        <p className="mt-2 text-slate-700">Laden Sie alles herunter, was wir über Sie gespeichert haben, als JSON-Datei (DSGVO Art. 15 und 20).</p>
        {/* spec §7 tracking (decisions 084, 085): the privacy notice is the provider's page; what the portal records is said here */}
        <p className="mt-2 text-sm text-slate-700" data-testid="tracking-hinweis">
          Nutzung: Solange Sie angemeldet sind, speichern wir zu jeder Seite, die Sie hier aufrufen, den Bereich (höchstens die ersten drei Abschnitte der
          Adresse, etwa „/kunde/meineProdukte/website“, nie Kennungen oder Eingaben) mit Zeitpunkt und Ihrem Konto, dazu einzelne kleine Nutzungsereignisse.
          Wir sehen daran nur, welche Bereiche genutzt werden. Die Einträge werden nach {TRACKING_RETENTION_DAYS} Tagen gelöscht, sind im Download enthalten
          und werden mit Ihrem Profil gelöscht.
        </p>
        <p className="mt-3">
          <a className="btn-secondary" href={pathTo("user.dataExport")} download>
            Meine Daten herunterladen (JSON)
          </a>
        </p>
        {isCuca ? null : (
          <>
            <p className="mt-4 text-slate-700">Sie möchten Mein Bereich nicht mehr nutzen? Dann können Sie Ihr Profil mit allen Daten löschen.</p>
            <div className="mt-3">
              <Suspense fallback={null}>
                <DeleteProfile open={deleting} reply={reply} hasPassword={profile.has_password} />
              </Suspense>
            </div>
          </>
        )}
      </section>
    </>
  );
}

/** An account without a password (made by Facebook): e-mail and password changes need one first; a mailed link sets it. */
function NoPasswordYet() {
  return (
    <section className="card mt-4 max-w-2xl" aria-labelledby="kein-passwort-titel">
      <h2 id="kein-passwort-titel" className="text-lg font-semibold">
        Passwort festlegen
      </h2>
      <p className="mt-2 text-slate-700">
        Ihr Konto hat noch kein Passwort, Sie melden sich mit Facebook an. Um sich auch mit Ihrer E-Mail-Adresse anzumelden oder sie zu ändern, legen Sie
        zuerst ein Passwort fest: Wir schicken Ihnen dazu einen Link.
      </p>
      <Form method="post" className="mt-3">
        <CsrfInput />
        <input type="hidden" name="intent" value="password-link" />
        <button type="submit" className="btn-secondary">
          Link zum Festlegen senden
        </button>
      </Form>
    </section>
  );
}

/** A private user without a company: what they can do here, and how a company comes to their account. */
function NoCompany() {
  const brand = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand);
  return (
    <>
      <p className="mt-2">Mit Ihrem Konto ist noch keine Firma verknüpft. Hier verwalten Sie Ihr Profil und Ihre Bewertungen.</p>
      <h3 className="mt-4 font-semibold">Sie haben eine Firma?</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          Suchen Sie Ihren Firmeneintrag auf{" "}
          <a className="link" href={brand.domains.www}>
            {brand.domains.www.replace(/^https:\/\//, "")}
          </a>
          .
        </li>
        <li>Wählen Sie im Eintrag „Eintrag übernehmen“ und melden Sie sich dort mit diesem Konto an.</li>
        <li>Nach der Bestätigung erscheint die Firma hier und im Menü.</li>
      </ol>
      <p className="mt-3">
        Sie haben bereits Produkte bei uns gebucht? Dann verknüpft unser Kundenservice Ihr Konto mit Ihrer Firma: {brand.contactDetails.phone} (
        {brand.contactDetails.hours}).
      </p>
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
