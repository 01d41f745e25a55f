import type { FormReply } from "~/components/forms/validate";
import { Field, Select } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { ERROR_REPORT_KINDS, ERROR_REPORT_RULES, errorReportRule, PARTNER_ADD_RULES, partnerAddRule, RATING_PORTAL_NAMES, RATING_PORTALS, type ErrorReportPath } from "#domain/ratings";

/** The forms' ids (their replies and notices are tied to them). */
export const PARTNER_FORM = "partnerportal";
export const errorReportForm = (path: ErrorReportPath) => `fehler-${path}`;

/** A partner portal with the company's profile there (spec §7 portals/partners/add): the address must be on the portal's host. */
export function PartnerForm({ reply, companyId, portals }: { reply?: FormReply | null; companyId: string; portals: { sourceId: string; name: string; hosts: string[] }[] }) {
  return (
    <RulesForm
      id={PARTNER_FORM}
      rules={PARTNER_ADD_RULES}
      refine={partnerAddRule}
      reply={reply}
      companyId={companyId}
      labels={{ sourceId: "Portal", url: "Adresse Ihres Profils" }}
      aria-labelledby="partner-hinzufuegen"
      className="mt-4 max-w-xl"
    >
      <Select name="sourceId" label="Portal" options={portals.map((p) => ({ value: p.sourceId, label: `${p.name} (${p.hosts[0]})` }))} />
      <Field name="url" type="url" label="Adresse Ihres Profils" autoComplete="url" hint="Die vollständige Adresse Ihrer Firmenseite auf dem Portal, z. B. https://www.provenexpert.com/ihre-firma/" />
      <SubmitButton pending="Wird hinzugefügt …">Portal hinzufügen</SubmitButton>
    </RulesForm>
  );
}

/** A report of wrong data on a portal (spec §7 portals/report-error/…): the portal, what it shows and what is right. */
export function ErrorReportForm({ reply, companyId, path }: { reply?: FormReply | null; companyId: string; path: ErrorReportPath }) {
  const kind = ERROR_REPORT_KINDS[path];
  const id = errorReportForm(path);
  return (
    <RulesForm
      id={id}
      rules={ERROR_REPORT_RULES}
      refine={errorReportRule(path)}
      reply={reply}
      companyId={companyId}
      intent={{ value: path }}
      labels={{ portal: "Portal", wrongValue: kind.wrong, rightValue: kind.right }}
      aria-labelledby={`${id}-titel`}
      className="mt-3 max-w-xl"
    >
      <Select name="portal" label="Portal" options={RATING_PORTALS.map((p) => ({ value: p, label: RATING_PORTAL_NAMES[p] }))} />
      <Field name="wrongValue" label={kind.wrong} />
      <Field name="rightValue" label={kind.right} />
      <SubmitButton pending="Wird gesendet …">Fehler melden</SubmitButton>
    </RulesForm>
  );
}
