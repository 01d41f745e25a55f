import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ErrorList, Field } from "~/components/ui/field";
import { constraintsOf, replyWithErrors, validateForm } from "~/schemas/form";
import type { loader as layoutLoader, PortalFlash } from "../_layout";
import { formatDateDe } from "#domain/format";
import { CHANGE_PASSWORD_FORM_RULES, PASSWORD_MIN_LENGTH } from "#domain/password";

export const meta: MetaFunction = () => [{ title: "Benutzerübersicht – Mein Bereich" }];

const ROLE_NAMES: Record<string, string> = {
  user: "Benutzer",
  customer: "Kunde",
  tradesmanager: "Handwerksmanager",
  ratingusermanager: "Bewertungsmanager",
  cuca: "Kundenservice",
};

/** Access is checked by the gate before this runs (app/access.ts). */
export const loader = () => null;

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "newPasswordRepeat"];

/** Password change (issue 4 §6): the current password, the new one twice; other sessions end. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  if (form.get("intent") !== "change-password") throw redirect("/benutzer");
  const submission = validateForm(form, CHANGE_PASSWORD_FORM_RULES);
  // a typed password is never sent back to the browser
  const hideFields = PASSWORD_FIELDS;
  if (submission.status !== "success") {
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { currentPassword, newPassword, newPasswordRepeat } = submission.value;
  if (newPassword !== newPasswordRepeat) {
    return data(
      { result: submission.reply({ fieldErrors: { newPasswordRepeat: ["Die beiden neuen Passwörter stimmen nicht überein."] }, hideFields }) },
      { status: 400 },
    );
  }
  const res = await portal.api.call((api) => api.user.data.updatePassword.$post({ json: { currentPassword, newPassword } }));
  if (res.ok) {
    portal.renewSession(res.data.token); // the old session (and any copy of its cookie) is over
    portal.flash({
      notice: {
        id: crypto.randomUUID(),
        text: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen mit Ihrem Benutzerkonto wurden beendet.",
        focus: "passwort-titel",
      },
    } satisfies PortalFlash);
    throw redirect("/benutzer");
  }
  if (res.status === 422 || res.status === 429) {
    return data({ result: replyWithErrors(submission, CHANGE_PASSWORD_FORM_RULES, res.errors, hideFields) }, { status: res.status });
  }
  if (res.status >= 500) {
    const failed = portal.failedWrite(
      res,
      "Der Dienst hat nicht rechtzeitig geantwortet, daher ist nicht sicher, ob Ihr Passwort geändert wurde. Werden Sie abgemeldet, melden Sie sich bitte mit dem neuen Passwort an; sonst versuchen Sie es in einigen Minuten erneut.",
    );
    return data({ result: submission.reply({ formErrors: [failed.text], hideFields }) }, { status: failed.status });
  }
  await portal.need(res); // the login page (session over) or /403
  throw redirect("/benutzer");
}

/** User dashboard (spec §2 user_dashboard): who is logged in. */
export default function UserDashboard() {
  const data = useRouteLoaderData<typeof layoutLoader>("routes/_portal+/_layout");
  if (!data) return null;
  const { user, accounts } = data.menu;
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
      {/* a new form after a change: no typed password stays in the fields */}
      <ChangePassword key={data.notice?.id ?? "passwort"} disabledForCuca={data.isCuca} />
    </>
  );
}

function ChangePassword({ disabledForCuca }: { disabledForCuca: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useForm({
    id: "passwort-aendern",
    lastResult: actionData?.result,
    constraint: constraintsOf(CHANGE_PASSWORD_FORM_RULES),
    onValidate: ({ formData }) => validateForm(formData, CHANGE_PASSWORD_FORM_RULES),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // without JavaScript, the browser puts the cursor into the first field the server refused
  const firstInvalid = PASSWORD_FIELDS.find((name) => fields[name as keyof typeof fields].errors?.length);
  return (
    <div className="card mt-4 max-w-2xl">
      <h2 id="passwort-titel" tabIndex={-1} className="text-lg font-semibold">
        Passwort ändern
      </h2>
      {disabledForCuca ? (
        <p className="mt-2">Im Kundenservice-Modus kann das Passwort nicht geändert werden.</p>
      ) : (
        <Form method="post" {...getFormProps(form)} aria-labelledby="passwort-titel" className="mt-3">
          <CsrfInput />
          <input type="hidden" name="intent" value="change-password" />
          <div role="alert">
            <ErrorList id={form.errorId} errors={form.errors} />
          </div>
          <Field
            label="Aktuelles Passwort"
            inputProps={{
              ...getInputProps(fields.currentPassword, { type: "password" }),
              autoComplete: "current-password",
              autoFocus: firstInvalid === "currentPassword",
            }}
            errors={fields.currentPassword.errors}
          />
          <Field
            label="Neues Passwort"
            hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Nicht Ihre E-Mail-Adresse, Ihr Benutzername oder Ihr bisheriges Passwort und kein häufig verwendetes Passwort.`}
            inputProps={{
              ...getInputProps(fields.newPassword, { type: "password" }),
              autoComplete: "new-password",
              autoFocus: firstInvalid === "newPassword",
            }}
            errors={fields.newPassword.errors}
          />
          <Field
            label="Neues Passwort wiederholen"
            inputProps={{
              ...getInputProps(fields.newPasswordRepeat, { type: "password" }),
              autoComplete: "new-password",
              autoFocus: firstInvalid === "newPasswordRepeat",
            }}
            errors={fields.newPasswordRepeat.errors}
          />
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? "Wird geändert …" : "Passwort ändern"}
          </button>
        </Form>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
