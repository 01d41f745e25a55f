import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE, PASSWORD_MIN_LENGTH } from "#domain/password";

/** Password change on the user dashboard: the current password, the new one twice; not for support staff. */
export default function ChangePasswordForm({ reply, disabledForCuca }: { reply?: FormReply | null; disabledForCuca: boolean }) {
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
