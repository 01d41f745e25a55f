import type { FormReply } from "~/components/forms/validate";
import { Field } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { BILLING_ADDRESS_RULES } from "#domain/contracts";

/** The form id of the billing address: its reply and notice show there only. */
export const BILLING_FORM = "rechnungsanschrift";

const LABELS = { name: "Rechnungsempfänger", addition: "Adresszusatz", street: "Straße und Hausnummer", zipCode: "Postleitzahl", city: "Ort" };

/** The billing address (decision 070): saved on its version; a change made meanwhile shows the conflict with the stored address and the choice. */
export default function BillingAddressForm({ reply, companyId, version, values }: { reply?: FormReply | null; companyId: string; version: number; values: Record<string, string> }) {
  return (
    <RulesForm id={BILLING_FORM} rules={BILLING_ADDRESS_RULES} reply={reply} companyId={companyId} version={version} defaultValue={values} labels={LABELS} aria-labelledby="rechnungsanschrift-titel" className="mt-4 max-w-md">
      <Field name="name" label={LABELS.name} autoComplete="organization" />
      <Field name="addition" label={LABELS.addition} hint="Zum Beispiel eine Abteilung (optional)" />
      <Field name="street" label={LABELS.street} autoComplete="address-line1" />
      <div className="grid gap-x-4 sm:grid-cols-[8rem_1fr]">
        <Field name="zipCode" label={LABELS.zipCode} inputMode="numeric" autoComplete="postal-code" />
        <Field name="city" label={LABELS.city} autoComplete="address-level2" />
      </div>
      <SubmitButton pending="Wird gespeichert …">Rechnungsanschrift speichern</SubmitButton>
    </RulesForm>
  );
}
