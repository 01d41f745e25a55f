import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, loginAction } from "./__claiming.server";
import { CLAIM_LOGIN_RULES, claimingPath } from "#domain/claiming";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.login") }];

/** spec §2 /claiming/login (POST /api/claiming/login): log in, then prove the entry is yours. */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["welcome"]);
export const action = (args: ActionFunctionArgs) => loginAction(args);

export default function ClaimingLogin() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Anmelden und Eintrag übernehmen" company={data.company}>
      <RulesForm id="claiming-login" rules={CLAIM_LOGIN_RULES} reply={reply} public hidden={{ ref: data.ref }} validate="onSubmit" defaultValue={data.person ? { login: data.person.email } : undefined}>
        <Field name="login" label="E-Mail-Adresse oder Benutzername" autoComplete="username" />
        <Field name="password" label="Passwort" type="password" autoComplete="current-password" />
        <SubmitButton pending="Anmeldung läuft …" className="w-full">
          Anmelden
        </SubmitButton>
      </RulesForm>
      <ul className="mt-6 space-y-2 text-sm">
        <li>
          <Link className="link" to={pathTo("password.forgotten")}>
            Passwort vergessen?
          </Link>
        </li>
        <li>
          <Link className="link" to={claimingPath("claiming.register", data.ref)}>
            Noch kein Konto? Registrieren
          </Link>
        </li>
      </ul>
    </OutcomeCard>
  );
}
