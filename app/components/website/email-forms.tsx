import type { FormReply } from "~/components/forms/validate";
import { Field, Select } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { CONTACT_ADDRESS_RULES, MAILBOX_PASSWORD_RULES } from "#domain/website-email";

/** The forms' ids (their replies and notices are tied to them). */
export const CONTACT_FORM = "kontaktadresse";
export const MAILBOX_PASSWORD_FORM = "postfach-passwort";

/** A new address for the website's contact form (spec §2 website/email): confirmed by a link mailed to it. */
export function ContactAddressForm({ reply, companyId, website }: { reply?: FormReply | null; companyId: string; website: string }) {
  return (
    <RulesForm id={CONTACT_FORM} rules={CONTACT_ADDRESS_RULES} reply={reply} companyId={companyId} hidden={{ website }} intent={{ value: "contact" }} labels={{ email: "Neue Adresse für das Kontaktformular" }} aria-labelledby="kontaktformular" className="mt-4 max-w-md">
      <Field name="email" type="email" label="Neue Adresse für das Kontaktformular" autoComplete="email" hint="Wir schicken einen Link an diese Adresse. Erst wenn er geöffnet wurde, gilt sie." />
      <SubmitButton pending="Wird gesendet …">Bestätigungslink senden</SubmitButton>
    </RulesForm>
  );
}

/** The password of one mailbox, reset by the provider (a service case). */
export function MailboxPasswordForm({ reply, companyId, website, mailboxes, blocked }: { reply?: FormReply | null; companyId: string; website: string; mailboxes: string[]; blocked: string | null }) {
  return (
    <RulesForm id={MAILBOX_PASSWORD_FORM} rules={MAILBOX_PASSWORD_RULES} reply={reply} companyId={companyId} hidden={{ website }} intent={{ value: "password" }} labels={{ mailbox: "Postfach" }} aria-labelledby="postfach-passwort-titel" className="mt-4 max-w-md">
      <fieldset disabled={Boolean(blocked)} aria-describedby={blocked ? "passwort-gesperrt" : undefined}>
        <legend className="sr-only">Passwort zurücksetzen</legend>
        {blocked ? (
          <p id="passwort-gesperrt" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
            {blocked}
          </p>
        ) : null}
        <Select name="mailbox" label="Postfach" options={mailboxes.map((m) => ({ value: m, label: m }))} />
        <SubmitButton pending="Wird gesendet …">Passwort zurücksetzen lassen</SubmitButton>
      </fieldset>
    </RulesForm>
  );
}
