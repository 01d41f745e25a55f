import type { ComponentType, InputHTMLAttributes } from "react";
import { Checkboxes, Field, Select, Textarea } from "~/components/forms/fields";
import type { EntrySection } from "#domain/entry";
import { ABOUT_US_MAX } from "#domain/entry-sections/about-us";
import { EMPLOYEE_RANGES, LEGAL_FORMS } from "#domain/entry-sections/details";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_KINDS } from "#domain/entry-sections/online-presence";
import { CUSTOMER_CARDS, PAYMENT_METHODS } from "#domain/entry-sections/payments";
import { EntrySectionForm, type SectionProps } from "./section-form";
import { OpeningHoursSection } from "./opening-hours";

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  size?: "short";
}

/** A section of text fields, two columns on wide screens. */
function TextFieldsSection({ section, fields, ...props }: SectionProps & { section: EntrySection; fields: FieldSpec[] }) {
  return (
    <EntrySectionForm section={section} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} {...props}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={f.label}
            hint={f.hint}
            type={f.type}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            className={f.size === "short" ? "mb-4" : "mb-4 sm:col-span-2"}
          />
        ))}
      </div>
    </EntrySectionForm>
  );
}

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const same = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

function CompanySection(props: SectionProps) {
  return (
    <TextFieldsSection
      section="company"
      {...props}
      fields={[
        { name: "company_name", label: "Firmenname", autoComplete: "organization" },
        { name: "street", label: "Straße", autoComplete: "address-line1" },
        { name: "houseNumber", label: "Hausnummer", hint: "Zum Beispiel 12 oder 12a", size: "short" },
        { name: "zipCode", label: "Postleitzahl", autoComplete: "postal-code", inputMode: "numeric", size: "short" },
        { name: "city", label: "Ort", autoComplete: "address-level2" },
        { name: "phone", label: "Telefon (optional)", type: "tel", autoComplete: "tel" },
        { name: "mobile", label: "Mobilnummer (optional)", type: "tel" },
        { name: "fax", label: "Fax (optional)", type: "tel" },
        { name: "email", label: "E-Mail-Adresse (optional)", type: "email", autoComplete: "email" },
      ]}
    />
  );
}

const DETAILS_LABELS = {
  legalForm: "Rechtsform",
  foundingYear: "Gründungsjahr",
  employees: "Anzahl der Mitarbeitenden",
  registerCourt: "Registergericht",
  registerNumber: "Registernummer",
  vatId: "Umsatzsteuer-Identifikationsnummer",
};

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
  const label = "Diese Zahlungsarten nehmen Sie an";
  return (
    <EntrySectionForm section="payments" labels={{ payments: label }} {...props}>
      <Checkboxes name="payments" label={label} options={options(PAYMENT_METHODS)} />
    </EntrySectionForm>
  );
}

function CustomerCardsSection(props: SectionProps) {
  const label = "Diese Kunden- und Bonuskarten nehmen Sie an";
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
        label: `${ONLINE_PRESENCE_KINDS[k].label} (optional)`,
        type: "url",
        hint: `Zum Beispiel ${ONLINE_PRESENCE_KINDS[k].example} – https:// wird ergänzt`,
      }))}
    />
  );
}

function LogoSloganSection(props: SectionProps) {
  return (
    <TextFieldsSection
      section="logoSlogan"
      {...props}
      fields={[
        { name: "slogan", label: "Slogan (optional)", hint: "Höchstens 150 Zeichen" },
        {
          name: "logoUrl",
          label: "Adresse Ihres Logos (optional)",
          type: "url",
          hint: "Internetadresse eines Bildes im Format JPG, PNG oder GIF, z. B. https://www.ihre-firma.de/logo.png",
        },
      ]}
    />
  );
}

function AboutUsSection(props: SectionProps) {
  const label = "Über Ihr Unternehmen";
  return (
    <EntrySectionForm section="aboutUs" labels={{ aboutUs: label }} {...props}>
      <Textarea
        name="aboutUs"
        label={label}
        rows={10}
        hint={`Stellen Sie Ihr Unternehmen in eigenen Worten vor. Eine Leerzeile beginnt einen neuen Absatz. Höchstens ${ABOUT_US_MAX.toLocaleString("de-DE")} Zeichen.`}
      />
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
  aboutUs: AboutUsSection,
};
