import type { FormReply } from "~/components/forms/validate";
import { Checkbox, Field, Select, Textarea } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import {
  RIGHTS_TRANSFER_FORM,
  RIGHTS_TRANSFER_RULES,
  TRANSFER_REASONS,
} from "#domain/service-cases";

const LABELS = {
  firstName: "Vorname der neuen Person",
  lastName: "Nachname der neuen Person",
  email: "E-Mail-Adresse der neuen Person",
  reason: "Grund der Übertragung",
  message: "Nachricht an uns (optional)",
  authorised: "Ich bin berechtigt, für die Firma zu handeln.",
};

/**
 * The request for a rights transfer (spec §2 eintrag/rechteuebertragung):
 * disabled, with the reason, for support staff or while a request is open.
 */
export default function RightsTransferForm({
  reply,
  companyId,
  blocked,
}: {
  reply?: FormReply | null;
  companyId: string;
  blocked: string | null;
}) {
  return (
    <RulesForm
      id={RIGHTS_TRANSFER_FORM}
      rules={RIGHTS_TRANSFER_RULES}
      reply={reply}
      companyId={companyId}
      labels={LABELS}
      aria-labelledby="neuer-antrag"
      className="mt-4"
    >
      <fieldset
        disabled={Boolean(blocked)}
        aria-describedby={blocked ? "antrag-gesperrt" : undefined}
      >
        {/* the group is named like the form (WCAG H71: a fieldset has a legend); the visible name is the heading above */}
        <legend className="sr-only">Neuer Antrag</legend>
        {blocked ? (
          <p
            id="antrag-gesperrt"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            {blocked}
          </p>
        ) : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field name="firstName" label={LABELS.firstName} autoComplete="off" />
          <Field name="lastName" label={LABELS.lastName} autoComplete="off" />
          <Field
            name="email"
            label={LABELS.email}
            type="email"
            autoComplete="off"
            className="mb-4 sm:col-span-2"
          />
          <Select
            name="reason"
            label={LABELS.reason}
            options={Object.entries(TRANSFER_REASONS).map(([value, label]) => ({
              value,
              label,
            }))}
            className="mb-4 sm:col-span-2"
          />
        </div>
        <Textarea name="message" label={LABELS.message} rows={4} />
        <Checkbox name="authorised" label={LABELS.authorised} />
        <SubmitButton pending="Wird gesendet …">
          Rechteübertragung beantragen
        </SubmitButton>
      </fieldset>
    </RulesForm>
  );
}
