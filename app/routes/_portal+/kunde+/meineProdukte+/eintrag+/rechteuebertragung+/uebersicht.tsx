import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { portalTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { Checkbox, Field, Select, Textarea } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { cucaReason } from "#domain/cuca";
import { RIGHTS_TRANSFER_FORM, RIGHTS_TRANSFER_RULES, SERVICE_CASE_STATES, TRANSFER_REASONS } from "#domain/service-cases";
import { formatDateTimeDe } from "#domain/format";
import type { action, loader } from "./uebersicht.server";

export { action, loader } from "./uebersicht.server";
export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Rechteübertragung", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const LABELS = {
  firstName: "Vorname der neuen Person",
  lastName: "Nachname der neuen Person",
  email: "E-Mail-Adresse der neuen Person",
  reason: "Grund der Übertragung",
  message: "Nachricht an uns (optional)",
  authorised: "Ich bin berechtigt, für die Firma zu handeln.",
};

export default function RightsTransfer() {
  const { cases, cuca, companyId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const open = cases.find((c) => c.open);
  const blocked = cucaReason("rightsTransfer", { cuca });
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Rechteübertragung</h1>
      <p className="mt-2">
        Sie haben Ihr Unternehmen verkauft oder übergeben? Hier beantragen Sie, dass die Rechte an Ihrem Eintrag auf eine andere Person übergehen. Wir prüfen
        den Antrag und melden uns bei Ihnen und der neuen Person.
      </p>

      <section aria-labelledby="antraege" className="card mt-6">
        <h2 id="antraege" className="text-xl font-semibold">
          Ihre Anträge
        </h2>
        {cases.length === 0 ? (
          <p className="mt-2">Sie haben noch keine Rechteübertragung beantragt.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" data-testid="transfer-cases">
            <thead>
              <tr>
                <th scope="col">Beantragt am</th>
                <th scope="col">Neue Person</th>
                <th scope="col">Grund</th>
                <th scope="col">Stand</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.id}>
                  <td>{formatDateTimeDe(c.created_at)}</td>
                  <td>{c.new_owner}</td>
                  <td>{TRANSFER_REASONS[c.reason as keyof typeof TRANSFER_REASONS] ?? c.reason}</td>
                  <td>{SERVICE_CASE_STATES[c.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="neuer-antrag" className="card mt-6">
        <h2 id="neuer-antrag" className="text-xl font-semibold">
          Neuer Antrag
        </h2>
        <RulesForm id={RIGHTS_TRANSFER_FORM} rules={RIGHTS_TRANSFER_RULES} reply={reply} companyId={companyId} labels={LABELS} aria-labelledby="neuer-antrag" className="mt-4">
          <fieldset disabled={Boolean(blocked || open)} aria-describedby={blocked || open ? "antrag-gesperrt" : undefined}>
            {blocked || open ? (
              <p id="antrag-gesperrt" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                {blocked ?? `Ihr Antrag vom ${formatDateTimeDe(open!.created_at)} ist noch offen. Einen weiteren können Sie stellen, sobald er bearbeitet ist.`}
              </p>
            ) : null}
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field name="firstName" label={LABELS.firstName} autoComplete="off" />
              <Field name="lastName" label={LABELS.lastName} autoComplete="off" />
              <Field name="email" label={LABELS.email} type="email" autoComplete="off" className="mb-4 sm:col-span-2" />
              <Select
                name="reason"
                label={LABELS.reason}
                options={Object.entries(TRANSFER_REASONS).map(([value, label]) => ({ value, label }))}
                className="mb-4 sm:col-span-2"
              />
            </div>
            <Textarea name="message" label={LABELS.message} rows={4} />
            <Checkbox name="authorised" label={LABELS.authorised} />
            <SubmitButton pending="Wird gesendet …">Rechteübertragung beantragen</SubmitButton>
          </fieldset>
        </RulesForm>
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
