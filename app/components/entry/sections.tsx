import { Fragment, type ComponentType, type InputHTMLAttributes, type ReactNode } from "react";
import { Checkbox, Checkboxes, Field, Select, Textarea } from "~/components/forms/fields";
import { cucaReason } from "#domain/cuca";
import { B2B_CODEX_POINTS } from "#domain/entry-sections/b2b-codex";
import { B2B_CODEX_LABEL } from "#domain/entry-sections/b2b-codex";
import { ABOUT_US_LABEL } from "#domain/entry-sections/about-us";
import { ENTRY_COMPANY_LABELS, type EntrySection } from "#domain/entry";
import { DETAILS_LABELS, EMPLOYEE_RANGES, LEGAL_FORMS } from "#domain/entry-sections/details";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_KINDS } from "#domain/entry-sections/online-presence";
import { CUSTOMER_CARDS, CUSTOMER_CARDS_LABEL, PAYMENT_METHODS, PAYMENTS_LABEL } from "#domain/entry-sections/payments";
import { EntrySectionForm, type SectionProps } from "./section-form";
import { VALUE_LIST_FORMS } from "./classification-forms";
import { AddressHelp, addressAssistOf, Suggesting } from "./company-address";
import { OpeningHoursSection } from "./opening-hours";
import { DocumentsSection, LogoSloganSection, MediaSection } from "./files";

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  size?: "short";
  counter?: boolean;
  /** suggests as you type (an address field) */
  suggest?: boolean;
  /** shown after the field */
  after?: ReactNode;
}

/** A section of text fields, two columns on wide screens; `children` come first. */
function TextFieldsSection({ section, fields, children, ...props }: SectionProps & { section: EntrySection; fields: FieldSpec[]; children?: ReactNode }) {
  return (
    <EntrySectionForm section={section} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} {...props}>
      {children}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {fields.map((f) => {
          const className = f.size === "short" ? "mb-4" : "mb-4 sm:col-span-2";
          const field = (
            <Field
              name={f.name}
              label={f.label}
              hint={f.hint}
              type={f.type}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              counter={f.counter}
              className={f.suggest ? "" : className}
            />
          );
          return (
            <Fragment key={f.name}>
              {f.suggest ? (
                <Suggesting name={f.name} className={className}>
                  {field}
                </Suggesting>
              ) : (
                field
              )}
              {f.after}
            </Fragment>
          );
        })}
      </div>
    </EntrySectionForm>
  );
}

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const same = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** A label of the form, the optional fields marked. */
const optional = (label: string) => `${label} (optional)`;

/** Company data: the address with suggestions and a check (company-address.tsx), numbers as people write them. */
function CompanySection(props: SectionProps) {
  const l = ENTRY_COMPANY_LABELS;
  return (
    <TextFieldsSection
      section="company"
      {...props}
      fields={[
        { name: "company_name", label: l.company_name, autoComplete: "organization" },
        { name: "street", label: l.street, autoComplete: "address-line1", suggest: true },
        { name: "houseNumber", label: l.houseNumber, hint: "Zum Beispiel 12, 12a, 12-14 oder 3/1", size: "short" },
        { name: "zipCode", label: l.zipCode, autoComplete: "postal-code", inputMode: "numeric", size: "short", suggest: true },
        { name: "city", label: l.city, autoComplete: "address-level2", suggest: true, after: <AddressHelp assist={addressAssistOf(props.reply)} /> },
        { name: "phone", label: optional(l.phone), type: "tel", autoComplete: "tel", hint: "So, wie Sie sie schreiben, z. B. (0221) 123 45 67" },
        { name: "mobile", label: optional(l.mobile), type: "tel" },
        { name: "fax", label: optional(l.fax), type: "tel" },
        { name: "email", label: optional(l.email), type: "email", autoComplete: "email" },
      ]}
    >
      {/* Enter in a field saves: the form's first submit button is the save, not a help button */}
      <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" />
    </TextFieldsSection>
  );
}

function DetailsSection(props: SectionProps) {
  const l = DETAILS_LABELS;
  return (
    <EntrySectionForm section="details" labels={l} {...props} intro={<p className="mb-4 text-sm text-slate-600">Alle Angaben sind freiwillig.</p>}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select name="legalForm" label={l.legalForm} options={same(LEGAL_FORMS)} placeholder="Keine Angabe" />
        <Field name="foundingYear" label={l.foundingYear} inputMode="numeric" hint="Vier Ziffern, z. B. 1998" />
        <Select name="employees" label={l.employees} options={same(EMPLOYEE_RANGES)} placeholder="Keine Angabe" />
        <Field name="vatId" label={l.vatId} hint="Zum Beispiel DE123456789" />
        <Field name="registerCourt" label={l.registerCourt} hint="Zum Beispiel Amtsgericht Köln" />
        <Field name="registerNumber" label={l.registerNumber} hint="Zum Beispiel HRB 12345" />
      </div>
    </EntrySectionForm>
  );
}

function PaymentsSection(props: SectionProps) {
  const label = PAYMENTS_LABEL;
  return (
    <EntrySectionForm section="payments" labels={{ payments: label }} {...props}>
      <Checkboxes name="payments" label={label} options={options(PAYMENT_METHODS)} />
    </EntrySectionForm>
  );
}

function CustomerCardsSection(props: SectionProps) {
  const label = CUSTOMER_CARDS_LABEL;
  return (
    <EntrySectionForm section="customerCards" labels={{ customerCards: label }} {...props}>
      <Checkboxes name="customerCards" label={label} options={options(CUSTOMER_CARDS)} />
    </EntrySectionForm>
  );
}

function OnlinePresenceSection(props: SectionProps) {
  return (
    <TextFieldsSection
      section="onlinePresence"
      {...props}
      fields={ONLINE_PRESENCE_FIELDS.map((k) => ({
        name: k,
        label: optional(ONLINE_PRESENCE_KINDS[k].label),
        type: "url",
        hint: `Zum Beispiel ${ONLINE_PRESENCE_KINDS[k].example} – https:// wird ergänzt`,
      }))}
    />
  );
}

function AboutUsSection(props: SectionProps) {
  const label = ABOUT_US_LABEL;
  return (
    <EntrySectionForm section="aboutUs" labels={{ aboutUs: label }} {...props}>
      <Textarea
        name="aboutUs"
        label={label}
        rows={10}
        counter
        hint={`Stellen Sie Ihr Unternehmen in eigenen Worten vor. Eine Leerzeile beginnt einen neuen Absatz.`}
      />
    </EntrySectionForm>
  );
}

function B2bCodexSection(props: SectionProps) {
  const label = B2B_CODEX_LABEL;
  return (
    <EntrySectionForm
      section="b2bCodex"
      labels={{ accepted: label }}
      disabledReason={cucaReason("b2bCodex", props)}
      intro={
        <>
          <p className="mb-2">Mit dem B2B-Kodex sagen Sie Geschäftskunden zu:</p>
          <ul className="mb-4 list-disc pl-5">
            {B2B_CODEX_POINTS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      }
      {...props}
    >
      <Checkbox name="accepted" label={label} hint="Sie können Ihre Zustimmung jederzeit zurückziehen, indem Sie den Haken entfernen und speichern." />
    </EntrySectionForm>
  );
}

/** The form of each section, for the entry-data page's tabs. */
export const SECTION_FORMS: Record<EntrySection, ComponentType<SectionProps>> = {
  company: CompanySection,
  details: DetailsSection,
  openingHours: OpeningHoursSection,
  payments: PaymentsSection,
  customerCards: CustomerCardsSection,
  onlinePresence: OnlinePresenceSection,
  logoSlogan: LogoSloganSection,
  documents: DocumentsSection,
  media: MediaSection,
  aboutUs: AboutUsSection,
  b2bCodex: B2bCodexSection,
  ...VALUE_LIST_FORMS,
};

/** One section's form (the entry-data page loads this module lazily). */
export default function SectionForm({ section, ...props }: SectionProps & { section: EntrySection }) {
  const Form = SECTION_FORMS[section];
  return <Form {...props} />;
}
