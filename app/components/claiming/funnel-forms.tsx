// The forms of the ways in that a sealed link starts (spec §2 claiming routes and the
// account-link area): the registration's two steps and the login, each carrying the
// funnel's reference. The claiming pages and the account-link pages show the same
// forms under their own ids and rules (each rules object has `ref` and the same fields).
import { Link } from "@remix-run/react";
import { TermsLinks } from "~/components/account/account-card";
import { Checkbox, Field, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import type { Refine, Rules } from "#domain/form-rules";
import { PASSWORD_MIN_LENGTH } from "#domain/password";
import { SALUTATION_OPTIONS } from "#domain/registration";
import { pathTo } from "#domain/pages";

interface FunnelFormProps<R extends Rules> {
  id: string;
  rules: R;
  reply: FormReply | null | undefined;
  /** the funnel's reference */
  funnelRef: string;
  /** a hidden field telling the action which form this is (a page with more than one) */
  intent?: string;
}

/** The registration's first step: the person and the terms (kept on the server; reload and back show it again). */
export function FunnelPersonForm<R extends Rules>({ id, rules, reply, funnelRef, intent, person }: FunnelFormProps<R> & { person: Record<string, unknown> | null }) {
  return (
    <RulesForm id={id} rules={rules} reply={reply} public hidden={{ ref: funnelRef }} intent={intent ? { value: intent } : undefined} defaultValue={person ?? undefined}>
      <Select name="salutation" label="Anrede" options={SALUTATION_OPTIONS} />
      <Field name="firstName" label="Vorname" autoComplete="given-name" />
      <Field name="lastName" label="Nachname" autoComplete="family-name" />
      <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" hint="Sie ist zugleich Ihr Benutzername für die Anmeldung." />
      <Checkbox name="terms" label="Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise gelesen." />
      <TermsLinks />
      <SubmitButton pending="Wird gespeichert …" className="w-full">
        Weiter zum Passwort
      </SubmitButton>
    </RulesForm>
  );
}

/** The registration's second step: the password twice, for the address of the first step. */
export function FunnelPasswordForm<R extends Rules>({
  id,
  rules,
  refine,
  reply,
  funnelRef,
  intent,
  email,
  changeHref,
}: FunnelFormProps<R> & { refine: Refine<R>; email: string | undefined; changeHref: string }) {
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        Schritt 2 von 2: Ihr Konto für <strong className="break-all">{email}</strong>.{" "}
        <Link className="link" to={changeHref}>
          Angaben ändern
        </Link>
      </p>
      <RulesForm id={id} rules={rules} refine={refine} reply={reply} public hidden={{ ref: funnelRef }} intent={intent ? { value: intent } : undefined}>
        <Field name="password" label="Passwort" type="password" autoComplete="new-password" hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, nicht Ihre E-Mail-Adresse.`} />
        <Field name="passwordRepeat" label="Passwort wiederholen" type="password" autoComplete="new-password" />
        <SubmitButton pending="Konto wird angelegt …" className="w-full">
          Konto anlegen
        </SubmitButton>
      </RulesForm>
    </>
  );
}

/** The login: the portal's login fields, the funnel's reference; the ways to a forgotten password and to registering. */
export function FunnelLoginForm<R extends Rules>({ id, rules, reply, funnelRef, login, registerHref }: FunnelFormProps<R> & { login: string | undefined; registerHref: string }) {
  return (
    <>
      <RulesForm id={id} rules={rules} reply={reply} public hidden={{ ref: funnelRef }} validate="onSubmit" defaultValue={login ? { login } : undefined}>
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
          <Link className="link" to={registerHref}>
            Noch kein Konto? Registrieren
          </Link>
        </li>
      </ul>
    </>
  );
}
