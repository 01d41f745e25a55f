import type { FormReply } from "~/components/forms/validate";
import { Radio, Textarea } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { APPROVAL_REFINE, APPROVAL_RULES } from "#domain/tv-banners";

/** The form id of a creative's approval: its reply and notice show there only. */
export const approvalFormId = (binaryMasterId: string) => `freigabe-${binaryMasterId}`;
export const APPROVAL_INTENT = "freigabe";

const OPTIONS = [
  { value: "ACCEPTED", label: "Freigeben – das Motiv darf gesendet werden" },
  { value: "REJECTED", label: "Ablehnen – das Motiv soll überarbeitet werden" },
] as const;

/**
 * The customer's approval of one creative (spec §4, §7 updateCreative): accept,
 * or reject with the reason; saved on the version it was loaded on (a change
 * made meanwhile elsewhere shows the conflict with the stored approval).
 */
export default function ApprovalForm({
  reply,
  companyId,
  creative,
}: {
  reply?: FormReply | null;
  companyId: string;
  creative: { id: string; title: string; version: number; customer: { status: string; reason: string | null } };
}) {
  const id = approvalFormId(creative.id);
  const decided = creative.customer.status === "UNVERIFIED" ? "" : creative.customer.status;
  return (
    <RulesForm
      id={id}
      rules={APPROVAL_RULES}
      refine={APPROVAL_REFINE}
      reply={reply}
      companyId={companyId}
      version={creative.version}
      guard={false}
      hidden={{ binaryMasterId: creative.id }}
      intent={{ value: APPROVAL_INTENT }}
      defaultValue={{ approvalStatus: decided, reason: creative.customer.reason ?? "" }}
      labels={{ approvalStatus: "Ihre Entscheidung", reason: "Grund der Ablehnung" }}
      aria-labelledby={`${id}-titel`}
      className="mt-3"
    >
      <h4 id={`${id}-titel`} className="sr-only">
        Ihre Freigabe für „{creative.title}“
      </h4>
      <Radio name="approvalStatus" label="Ihre Entscheidung" options={OPTIONS} />
      <Textarea name="reason" label="Grund der Ablehnung" hint="Nur bei einer Ablehnung nötig: Was soll die Agentur ändern?" rows={3} />
      <SubmitButton pending="Wird gespeichert …">Entscheidung speichern</SubmitButton>
    </RulesForm>
  );
}
