import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { formAction } from "~/server/form-action.server";
import { menuOf } from "~/server/layout.server";
import { formatDateDe } from "#domain/format";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE } from "#domain/password";
import { EMAIL_CHANGE_RULES } from "#domain/registration";

/** The password form with its rules comes after the page has painted (it posts plainly before). */
const ChangePasswordForm = lazy(() => import("~/components/user/change-password-form"));
const ChangeEmailForm = lazy(() => import("~/components/user/change-email-form"));

export const meta: MetaFunction = () => [{ title: "Benutzerübersicht – Mein Bereich" }];

const ROLE_NAMES: Record<string, string> = {
  user: "Benutzer",
  customer: "Kunde",
  tradesmanager: "Handwerksmanager",
  ratingusermanager: "Bewertungsmanager",
  cuca: "Kundenservice",
};

/** Who is logged in: from the layout's menu call of this request (no call of its own). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { user, accounts, cuca } = await context.portal.need(await menuOf(context.portal));
  return {
    user: { username: user.username, login: user.login, email: user.email, roles: user.roles, last_login: user.last_login },
    accounts,
    isCuca: Boolean(cuca),
  };
}

/** Password change (issue 4 §6): the current password, the new one twice; other sessions end. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  if (form.get("intent") === "change-email") {
    return formAction(portal, form, {
      form: "email-aendern",
      rules: EMAIL_CHANGE_RULES,
      send: (json) => portal.api.call((api) => api.user.data.requestEmailChange.$post({ json })),
      done: ({ newEmail }) => ({
        redirect: "/benutzer",
        notice: `Wir haben einen Bestätigungslink an ${newEmail} geschickt. Bitte öffnen Sie ihn; bis dahin gilt Ihre bisherige E-Mail-Adresse.`,
      }),
      failed: "Die Änderung Ihrer E-Mail-Adresse konnte nicht angefordert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  if (form.get("intent") !== "change-password") throw redirect("/benutzer");
  return formAction(portal, form, {
    form: "passwort-aendern",
    rules: CHANGE_PASSWORD_FORM_RULES,
    refine: CHANGE_PASSWORD_REFINE,
    send: ({ currentPassword, newPassword }) =>
      portal.api.call((api) => api.user.data.updatePassword.$post({ json: { currentPassword, newPassword } })),
    done: ({ token }) => {
      portal.renewSession(token); // the old session (and any copy of its cookie) is over
      return {
        redirect: "/benutzer",
        notice: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen mit Ihrem Benutzerkonto wurden beendet.",
      };
    },
    failed:
      "Der Dienst hat nicht rechtzeitig geantwortet, daher ist nicht sicher, ob Ihr Passwort geändert wurde. Werden Sie abgemeldet, melden Sie sich bitte mit dem neuen Passwort an; sonst versuchen Sie es in einigen Minuten erneut.",
  });
}

/** User dashboard (spec §2 user_dashboard): who is logged in. */
export default function UserDashboard() {
  const { user, accounts, isCuca } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Benutzerübersicht</h1>
      <div className="card mt-4 max-w-2xl">
        <h2 className="text-lg font-semibold">Angemeldet als</h2>
        <dl className="mt-3 grid grid-cols-[auto,1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">Name</dt>
          <dd data-testid="user-name">{user.username}</dd>
          <dt className="font-medium">Login</dt>
          <dd>{user.login}</dd>
          <dt className="font-medium">E-Mail</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium">Rollen</dt>
          <dd>{user.roles.map((r) => ROLE_NAMES[r] ?? r).join(", ")}</dd>
          <dt className="font-medium">Letzte Anmeldung</dt>
          <dd>{user.last_login ? formatDateDe(user.last_login) : "–"}</dd>
        </dl>
      </div>
      <div className="card mt-4 max-w-2xl">
        <h2 className="text-lg font-semibold">Firmen</h2>
        {accounts.length ? (
          <ul className="mt-2 list-disc pl-5">
            {accounts.map((a) => (
              <li key={a.id}>
                {a.name} <span className="text-slate-600">(Firmen-ID {a.id})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">Mit Ihrem Benutzerkonto ist keine Firma verknüpft.</p>
        )}
      </div>
      <Suspense fallback={<p className="card mt-4 max-w-2xl">{LOADER_TEXT}</p>}>
        <ChangeEmailForm reply={reply} email={user.email} disabledForCuca={isCuca} />
        <ChangePasswordForm reply={reply} disabledForCuca={isCuca} />
      </Suspense>
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
