import type { ReactNode } from "react";
import { WithoutScript } from "~/components/use-hydrated";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { sectionDef, type EntrySection } from "#domain/entry";
import { entryFormId, entryTabPath, tabOfSection } from "#domain/entry-tabs";

/** What every section's form gets from the entry-data page. */
export interface SectionProps {
  companyId: string;
  version: number;
  values: Record<string, unknown>;
  reply?: FormReply | null;
  /** whether the version the answer carries still counts (RulesForm `replyVersion`) */
  replyVersion?: boolean;
  /** a support session (spec §6 isDisabledForCuCa) */
  cuca: boolean;
}

/**
 * One section of the entry (spec §7 "Entry updates"): a plain form posting to the
 * entry-data page, which calls the section's own update with the version it was
 * loaded on; its answer (saved, refused fields, the 409 choice) shows at this form.
 */
export function EntrySectionForm({
  section,
  labels,
  intro,
  disabledReason,
  submitLabel,
  children,
  ...props
}: SectionProps & {
  section: EntrySection;
  labels: Record<string, string>;
  intro?: ReactNode;
  /** why this session may not use the form (it shows, disabled, with the reason) */
  disabledReason?: string | null;
  /** the save button's text when "<title> speichern" does not fit (adding a document) */
  submitLabel?: string;
  children: ReactNode;
}) {
  const def = sectionDef(section);
  const headingId = `eintrag-${section}-titel`;
  return (
    // not a named region: the side menu has a region "Firmendaten" already; the form is the landmark
    <section className="card mb-6">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {def.title}
      </h2>
      {intro}
      <RulesForm
        id={entryFormId(section)}
        rules={def.rules}
        refine={def.refine && ((v) => def.refine!(v))}
        // the same preparation as the action's (eintragsdaten.server.ts), so browser and server agree
        prepare={def.prepare}
        reply={props.reply}
        replyVersion={props.replyVersion}
        defaultValue={props.values}
        intent={{ name: "section", value: section }}
        // the tab's address: a refused save without JavaScript shows the same tab again
        action={entryTabPath(tabOfSection(section))}
        companyId={props.companyId}
        version={props.version}
        labels={labels}
        aria-labelledby={headingId}
      >
        {/* min-w-0: a fieldset is as wide as its content by default, and a wide table would push the page sideways on a phone */}
        <fieldset className="min-w-0" disabled={Boolean(disabledReason)} aria-describedby={disabledReason ? `${headingId}-gesperrt` : undefined}>
          {/* the group is named like the section (WCAG H71: a fieldset has a legend); the visible name is the heading above */}
          <legend className="sr-only">{def.title}</legend>
          {disabledReason ? (
            <p id={`${headingId}-gesperrt`} className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              {disabledReason}
            </p>
          ) : null}
          {children}
          <SubmitButton pending="Wird gespeichert …">{submitLabel ?? `${def.title} speichern`}</SubmitButton>
          {tabOfSection(section).sections.length > 1 ? (
            // a tab with several forms: each button sends its own form only (without JavaScript
            // the page then comes back with the stored values everywhere else)
            <p className="mt-2 text-sm text-slate-600">
              Diese Schaltfläche speichert nur „{def.title}“.
              <WithoutScript> Was Sie in den anderen Abschnitten dieser Seite geändert und noch nicht gespeichert haben, geht dabei verloren.</WithoutScript>
            </p>
          ) : null}
        </fieldset>
      </RulesForm>
    </section>
  );
}
