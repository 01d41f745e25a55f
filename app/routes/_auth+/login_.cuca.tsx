import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { loginAction } from "~/server/login.server";
import { CUCA_LOGIN_RULES } from "#domain/login";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("login.cuca") }];

/** The gate has already ended any running session (spec §2: /login/cuca logs out first). */
export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedOut: new URL(request.url).searchParams.has("abgemeldet") };
}

export const action = (args: ActionFunctionArgs) => loginAction(args, "/auth/login/cuca", "login-cuca", CUCA_LOGIN_RULES);

export default function CucaLoginPage() {
  const { loggedOut } = useLoaderData<typeof loader>();
  return (
    <div className="card">
      <h1 className="mb-2 text-2xl font-bold">Support-Anmeldung</h1>
      <p className="mb-6 text-slate-700">Melden Sie sich an und nennen Sie die Firma, für die Sie handeln.</p>
      {loggedOut ? <Alert tone="success" dismissible>Sie wurden erfolgreich abgemeldet.</Alert> : null}
      <RulesForm id="login-cuca" rules={CUCA_LOGIN_RULES} reply={useActionData<typeof action>()} public validate="onSubmit">
        <Field name="login" label="E-Mail-Adresse oder Benutzername" autoComplete="username" autoFocus />
        <Field name="password" label="Passwort" type="password" autoComplete="current-password" />
        <Field name="companyId" label="Firmen-ID" inputMode="numeric" />
        <SubmitButton pending="Anmeldung läuft …" className="w-full">
          Als Kundenservice anmelden
        </SubmitButton>
      </RulesForm>
      <p className="mt-6 text-sm">
        <Link className="link" to={pathTo("login")}>Zur Kundenanmeldung</Link>
      </p>
    </div>
  );
}
