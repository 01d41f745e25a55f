import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { facebookEnabled } from "~/server/facebook.server";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { Alert } from "~/components/ui/alert";
import { loginAction } from "~/server/login.server";
import { returnParams } from "~/routing";
import { LOGIN_RULES } from "#domain/login";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("login") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    facebook: facebookEnabled(context.portal),
    returnTo: Object.fromEntries(returnParams(url.searchParams)),
    loggedOut: url.searchParams.has("abgemeldet"),
    activated: url.searchParams.has("aktiviert"),
    deleted: url.searchParams.has("profilGeloescht"),
    facebookCancelled: url.searchParams.has("facebookAbgebrochen"),
  };
}

export const action = (args: ActionFunctionArgs) => loginAction(args, "/auth/login", "login", LOGIN_RULES);

export default function LoginPage() {
  const { returnTo, loggedOut, activated, deleted, facebook, facebookCancelled } = useLoaderData<typeof loader>();
  return (
    <div className="card">
      <h1 className="mb-2 text-2xl font-bold">Anmelden</h1>
      <p className="mb-6 text-slate-700">
        Melden Sie sich mit Ihrer E-Mail-Adresse oder Ihrem Benutzernamen an, um Ihre Firmeneinträge, gebuchten Produkte und Bewertungen zu verwalten.
      </p>
      {loggedOut ? <Alert tone="success" dismissible>Sie wurden erfolgreich abgemeldet.</Alert> : null}
      {deleted ? <Alert tone="success">Ihr Profil wurde gelöscht. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.</Alert> : null}
      {facebookCancelled ? <Alert tone="info">Sie haben die Anmeldung mit Facebook abgebrochen. Sie können sich auch mit Ihrer E-Mail-Adresse anmelden.</Alert> : null}
      {activated ? <Alert tone="success">Ihr Konto ist aktiviert. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.</Alert> : null}
      <RulesForm id="login" rules={LOGIN_RULES} reply={useActionData<typeof action>()} hidden={returnTo} public validate="onSubmit">
        <Field name="login" label="E-Mail-Adresse oder Benutzername" autoComplete="username" autoFocus />
        <Field name="password" label="Passwort" type="password" autoComplete="current-password" className="mb-2" />
        <p className="mb-4 text-sm">
          <Link className="link" to={pathTo("password.forgotten")}>
            Passwort vergessen?
          </Link>
        </p>
        <SubmitButton pending="Anmeldung läuft …" className="w-full">
          Anmelden
        </SubmitButton>
      </RulesForm>
      {facebook ? (
        <Form method="post" action={pathTo("login.facebook")} className="mt-4">
          <CsrfInput />
          <button type="submit" className="btn-secondary w-full">
            Mit Facebook anmelden
          </button>
        </Form>
      ) : null}
      <div className="mt-6 border-t border-slate-200 pt-4">
        <p className="mb-2 font-semibold">Noch kein Konto?</p>
        <Link className="btn-secondary w-full" to={pathTo("registration")}>
          Registrieren
        </Link>
      </div>
      <p className="mt-6 text-sm">
        Sie arbeiten im Kundenservice? <Link className="link" to={pathTo("login.cuca")}>Anmeldung für Mitarbeitende</Link>
      </p>
    </div>
  );
}
