import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_RULES } from "#domain/registration";

/** E-mail change on the user dashboard: the new address and the current password; confirmed by the link to the new address. */
export default function ChangeEmailForm({ reply, email, disabledForCuca }: { reply?: FormReply | null; email: string; disabledForCuca: boolean }) {
  return (
    <div className="card mt-4 max-w-2xl">
      <h2 id="email-titel" className="text-lg font-semibold">
        E-Mail-Adresse ändern
      </h2>
      {disabledForCuca ? (
        <p className="mt-2">Im Kundenservice-Modus kann die E-Mail-Adresse nicht geändert werden.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Ihre Adresse ist <strong>{email}</strong>. Wir schicken einen Bestätigungslink an die neue Adresse; bis Sie ihn öffnen (innerhalb von{" "}
            {EMAIL_CHANGE_HOURS} Stunden), gilt die bisherige weiter.
          </p>
          <RulesForm id="email-aendern" rules={EMAIL_CHANGE_RULES} reply={reply} intent={{ value: "change-email" }} aria-labelledby="email-titel" className="mt-3">
            <Field name="newEmail" label="Neue E-Mail-Adresse" type="email" autoComplete="email" />
            <Field name="currentPassword" label="Aktuelles Passwort" type="password" autoComplete="current-password" hint="Zu Ihrer Sicherheit." />
            <SubmitButton pending="Wird gesendet …">Bestätigungslink senden</SubmitButton>
          </RulesForm>
        </>
      )}
    </div>
  );
}
