import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { formAction } from "~/server/form-action.server";
import { menuOf } from "~/server/layout.server";
import { formatDateDe } from "#domain/format";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE, PASSWORD_MIN_LENGTH } from "#domain/password";

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
      <ChangePassword disabledForCuca={isCuca} />
    </>
  );
}

function ChangePassword({ disabledForCuca }: { disabledForCuca: boolean }) {
  const reply = useActionData<typeof action>();
  return (
    <div className="card mt-4 max-w-2xl">
      <h2 id="passwort-titel" className="text-lg font-semibold">
        Passwort ändern
      </h2>
      {disabledForCuca ? (
        <p className="mt-2">Im Kundenservice-Modus kann das Passwort nicht geändert werden.</p>
      ) : (
        <RulesForm
          id="passwort-aendern"
          rules={CHANGE_PASSWORD_FORM_RULES}
          refine={CHANGE_PASSWORD_REFINE}
          reply={reply}
          intent={{ value: "change-password" }}
          aria-labelledby="passwort-titel"
          className="mt-3"
        >
          <Field name="currentPassword" label="Aktuelles Passwort" type="password" autoComplete="current-password" />
          <Field
            name="newPassword"
            label="Neues Passwort"
            type="password"
            autoComplete="new-password"
            hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Nicht Ihre E-Mail-Adresse, Ihr Benutzername oder Ihr bisheriges Passwort und kein häufig verwendetes Passwort.`}
          />
          <Field name="newPasswordRepeat" label="Neues Passwort wiederholen" type="password" autoComplete="new-password" />
          <SubmitButton pending="Wird geändert …">Passwort ändern</SubmitButton>
        </RulesForm>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
