import type { FormReply } from "~/components/forms/validate";
import { Radio, Textarea } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { CANCEL_FORM_RULES } from "#domain/contracts";

/** The form id of the cancellation: its reply shows there only. */
export const CANCEL_FORM = "kuendigung";

/**
 * The confirmation step of § 312k BGB (decision 069): the product with the day
 * the cancellation takes effect, an optional reason, and the button
 * "jetzt kündigen".
 */
export default function CancelForm({ reply, companyId, options, chosen }: { reply?: FormReply | null; companyId: string; options: { value: string; label: string }[]; chosen: string }) {
  return (
    <RulesForm
      id={CANCEL_FORM}
      rules={CANCEL_FORM_RULES}
      reply={reply}
      companyId={companyId}
      defaultValue={{ subscriptionId: chosen, reason: "" }}
      labels={{ subscriptionId: "Produkt", reason: "Grund der Kündigung" }}
      guard={false}
      aria-labelledby="kuendigung-titel"
      className="mt-4"
    >
      <Radio name="subscriptionId" label="Welches Produkt möchten Sie kündigen?" options={options} />
      <Textarea name="reason" label="Grund der Kündigung (optional)" hint="Freiwillig: Was hat Ihnen gefehlt? Die Kündigung gilt auch ohne Grund." rows={3} counter />
      <SubmitButton pending="Wird gesendet …">jetzt kündigen</SubmitButton>
    </RulesForm>
  );
}
