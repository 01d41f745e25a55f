import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Field } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { FormReply } from "~/components/forms/validate";
import { ENTRY_SECTIONS, entryFormId, type EntrySection } from "#domain/entry";
import type { action, loader } from "./eintragsdaten.server";
import { portalTitle } from "~/components/layout/page-title";
import { formatDateTimeDe } from "#domain/format";

export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Eintragsdaten", matches) }];

export const shouldRevalidate = companySwitchRevalidates;

export { action, loader } from "./eintragsdaten.server";

const headingIdOf = (section: EntrySection) => `eintrag-${section}-titel`;

export default function EntryDataPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Eintragsdaten</h1>
      <p className="mt-2 text-slate-700">
        So erscheint Ihr Unternehmen im Verzeichnis. Jeder Abschnitt wird für sich gespeichert.
      </p>
      <p className="mb-6 mt-1 text-sm text-slate-600">Zuletzt geändert: {formatDateTimeDe(loaded.updatedAt)}</p>
      <EntrySectionForm
        // stored values that changed (a save, another window) start the section afresh;
        // the other section keeps what the user is typing there
        key={`company:${loaded.companyId}:${JSON.stringify(loaded.company)}`}
        section="company"
        title="Firmendaten"
        companyId={loaded.companyId}
        version={loaded.version}
        values={loaded.company}
        reply={reply}
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
      <EntrySectionForm
        key={`logoSlogan:${loaded.companyId}:${JSON.stringify(loaded.logoSlogan)}`}
        section="logoSlogan"
        title="Logo und Slogan"
        companyId={loaded.companyId}
        version={loaded.version}
        values={loaded.logoSlogan}
        reply={reply}
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
    </div>
  );
}

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  size?: "short";
}

/** One section: a plain form posting to this page, which calls the section's update. */
function EntrySectionForm({
  section,
  title,
  companyId,
  version,
  values,
  reply,
  fields,
}: {
  section: EntrySection;
  title: string;
  companyId: string;
  version: number;
  values: Record<string, string>;
  reply?: FormReply;
  fields: FieldSpec[];
}) {
  const headingId = headingIdOf(section);
  return (
    // not a named region: the side menu has a region "Firmendaten" already; the form is the landmark
    <section className="card mb-6">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <RulesForm
        id={entryFormId(section)}
        rules={ENTRY_SECTIONS[section].rules}
        reply={reply}
        defaultValue={values}
        intent={{ name: "section", value: section }}
        companyId={companyId}
        version={version}
        labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))}
        aria-labelledby={headingId}
      >
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
        <SubmitButton pending="Wird gespeichert …">{`${title} speichern`}</SubmitButton>
      </RulesForm>
    </section>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
