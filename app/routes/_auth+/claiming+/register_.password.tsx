import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, passwordAction } from "./__claiming.server";
import { CLAIM_PASSWORD_REFINE, CLAIM_PASSWORD_RULES, claimingPath } from "#domain/claiming";
import { PASSWORD_MIN_LENGTH } from "#domain/password";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.registerPassword") }];

/** spec §2 /claiming/register/password: the password; without the first step's person, that step first. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await funnelLoader(args, ["welcome"]);
  if ("ok" in data && data.ok && !data.person) throw redirect(claimingPath("claiming.register", data.ref));
  return data;
}
export const action = (args: ActionFunctionArgs) => passwordAction(args);

export default function ClaimingRegisterPassword() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  return (
    <OutcomeCard title="Passwort festlegen" company={data.company}>
      <p className="mb-4 text-sm text-slate-700">
        Schritt 2 von 2: Ihr Konto für <strong className="break-all">{data.person?.email}</strong>.{" "}
        <Link className="link" to={claimingPath("claiming.register", data.ref)}>
          Angaben ändern
        </Link>
      </p>
      <RulesForm id="claiming-password" rules={CLAIM_PASSWORD_RULES} refine={CLAIM_PASSWORD_REFINE} reply={reply} public hidden={{ ref: data.ref }}>
        <Field
          name="password"
          label="Passwort"
          type="password"
          autoComplete="new-password"
          hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, nicht Ihre E-Mail-Adresse.`}
        />
        <Field name="passwordRepeat" label="Passwort wiederholen" type="password" autoComplete="new-password" />
        <SubmitButton pending="Konto wird angelegt …" className="w-full">
          Konto anlegen
        </SubmitButton>
      </RulesForm>
    </OutcomeCard>
  );
}
