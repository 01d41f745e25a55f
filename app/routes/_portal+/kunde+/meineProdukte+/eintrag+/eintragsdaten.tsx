import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Alert } from "~/components/ui/alert";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ErrorList, Field } from "~/components/ui/field";
import { constraintsOf, replyWithErrors, validateForm } from "~/schemas/form";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { portalTitle } from "~/components/layout/page-title";
import type { RuleValues } from "#domain/form-rules";
import {
  ENTRY_COMPANY_RULES,
  ENTRY_CONFLICT_MESSAGE,
  ENTRY_LOGO_SLOGAN_RULES,
  ENTRY_SECTIONS,
  parseVersion,
  sectionValues,
  type Entry,
  type EntrySection,
} from "#domain/entry";
import { formatDateTimeDe } from "#domain/format";

export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Eintragsdaten", matches) }];

const SAVED: Record<EntrySection, string> = {
  company: "Ihre Firmendaten wurden gespeichert.",
  logoSlogan: "Logo und Slogan wurden gespeichert.",
};

const SAVE_FAILED =
  "Ihre Änderungen konnten nicht bestätigt werden, weil der Dienst gerade nicht antwortet. Ihre Eingaben sind erhalten – bitte speichern Sie in einigen Minuten erneut. Waren sie doch schon angekommen, zeigt Ihnen das Formular das dann an.";

const OTHER_COMPANY_MESSAGE =
  "Sie haben inzwischen eine andere Firma ausgewählt. Damit nichts in der falschen Firma landet, wurden Ihre Eingaben nicht gespeichert. Das Formular zeigt jetzt die Daten der ausgewählten Firma.";

const headingIdOf = (section: EntrySection) => `eintrag-${section}-titel`;

async function loadEntry(context: LoaderFunctionArgs["context"]): Promise<Entry> {
  const portal = context.portal;
  return (await portal.need(await portal.api.call((api) => api.customer.getSalesForceEntry.$get()))).entry;
}

/** The entry-data page (spec §2 eintrag/eintragsdaten): each section its own form and update call. */
export async function loader({ context }: LoaderFunctionArgs) {
  const entry = await loadEntry(context);
  return {
    companyId: (await context.portal.auth())!.accountId!,
    version: entry.version,
    updatedAt: entry.updated_at,
    company: sectionValues(entry, "company"),
    logoSlogan: sectionValues(entry, "logoSlogan"),
  };
}

interface ActionResult {
  section: EntrySection;
  result: SubmissionResult<string[]>;
  /** the version the form goes on from (the one it was sent with, or after a 409 the stored one) */
  version?: number;
  /** after a 409: the values stored now, so a second save is a conscious choice */
  conflict?: { current: Record<string, string> };
  /** the input was for another company than the one active now: kept here as text, not in the form */
  otherCompany?: { companyId: string; typed: Record<string, string> };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const section = form.get("section");
  if (section !== "company" && section !== "logoSlogan") throw redirect(new URL(request.url).pathname);
  const rules = ENTRY_SECTIONS[section].rules;
  const submission = validateForm(form, rules);
  const sentVersion = parseVersion(form.get("version")) ?? undefined;
  // the form was loaded for another company than the one active now (switched in another tab)
  const activeId = (await portal.auth())!.accountId!;
  const formCompany = String(form.get("companyId") ?? "");
  if (formCompany !== activeId) {
    const typed = Object.fromEntries(Object.keys(rules).map((k) => [k, String(form.get(k) ?? "").slice(0, 500)]));
    return data<ActionResult>(
      {
        section,
        // the form starts again from the active company's values (conform drops messages with a reset)
        result: submission.reply({ resetForm: true }),
        otherCompany: { companyId: formCompany.slice(0, 64), typed },
      },
      { status: 409 },
    );
  }
  if (submission.status !== "success") {
    return data<ActionResult>({ section, result: submission.reply(), version: sentVersion }, { status: 400 });
  }
  const version = sentVersion ?? 0; // no version: the backend refuses it (422 on "version")
  const res = await portal.api.call((api) =>
    section === "company"
      ? api.customer.updateEntryCompanyData.$post({ json: { ...(submission.value as RuleValues<typeof ENTRY_COMPANY_RULES>), version } })
      : api.customer.updateLogoAndSlogan.$post({ json: { ...(submission.value as RuleValues<typeof ENTRY_LOGO_SLOGAN_RULES>), version } }),
  );
  if (res.ok) {
    const notice = { id: crypto.randomUUID(), text: SAVED[section], focus: headingIdOf(section) };
    portal.flash({ notice } satisfies PortalFlash);
    throw redirect(new URL(request.url).pathname);
  }
  if (res.status === 409) {
    const entry = await loadEntry(context);
    return data<ActionResult>(
      {
        section,
        result: submission.reply({ formErrors: [ENTRY_CONFLICT_MESSAGE] }),
        version: entry.version,
        conflict: { current: sectionValues(entry, section) },
      },
      { status: 409 },
    );
  }
  if (res.status === 422) {
    // the backend's rules are the same as ours; should it still refuse, its messages go to the fields
    return data<ActionResult>({ section, result: replyWithErrors(submission, rules, res.errors), version: sentVersion }, { status: 422 });
  }
  if (res.status >= 500) {
    // the input stays in the form; with the version check a retry can never apply it twice
    const failed = portal.failedWrite(res, SAVE_FAILED);
    return data<ActionResult>({ section, result: submission.reply({ formErrors: [failed.text] }), version: sentVersion }, { status: failed.status });
  }
  await portal.need(res); // the login page (session over), /403 or /404
  throw redirect(new URL(request.url).pathname);
}

export default function EntryDataPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
        actionData={actionData?.section === "company" ? actionData : undefined}
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
        actionData={actionData?.section === "logoSlogan" ? actionData : undefined}
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
  actionData,
  fields,
}: {
  section: EntrySection;
  title: string;
  companyId: string;
  version: number;
  values: Record<string, string>;
  actionData?: ActionResult;
  fields: FieldSpec[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("section") === section;
  const rules = ENTRY_SECTIONS[section].rules;
  const [form, conformFields] = useForm({
    id: `eintrag-${section}`,
    lastResult: actionData?.result,
    defaultValue: values,
    constraint: constraintsOf(rules),
    onValidate: ({ formData }) => validateForm(formData, rules),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const conflict = actionData?.conflict;
  const headingId = headingIdOf(section);
  // without JavaScript, the browser puts the cursor into the first field the server refused
  const firstInvalid = fields.find((f) => conformFields[f.name]?.errors?.length)?.name;
  // the stored values that differ from what the user typed
  const typed = (actionData?.result.initialValue ?? {}) as Record<string, unknown>;
  const changed = conflict ? fields.filter((f) => (conflict.current[f.name] ?? "") !== String(typed[f.name] ?? "").trim()) : [];
  return (
    // not a named region: the side menu has a region "Firmendaten" already; the form is the landmark
    <section className="card mb-6">
      <h2 id={headingId} tabIndex={-1} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby={headingId}>
        <CsrfInput />
        <input type="hidden" name="section" value={section} />
        <input type="hidden" name="companyId" value={companyId} />
        <input type="hidden" name="version" value={actionData?.version ?? version} />
        <div role="alert">
          {form.errors?.length || actionData?.otherCompany ? (
            <Alert tone="danger" announce={false}>
              <ErrorList id={form.errorId} errors={actionData?.otherCompany ? [OTHER_COMPANY_MESSAGE] : form.errors} />
              {conflict ? (
                <ConflictDetails fields={fields} current={conflict.current} changedNames={changed.map((f) => f.name)} />
              ) : null}
              {actionData?.otherCompany ? <NotSaved fields={fields} {...actionData.otherCompany} /> : null}
            </Alert>
          ) : null}
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {fields.map((f) => {
            const field = conformFields[f.name]!;
            return (
              <div key={f.name} className={f.size === "short" ? "" : "sm:col-span-2"}>
                <Field
                  label={f.label}
                  hint={f.hint}
                  errors={field.errors}
                  inputProps={{
                    ...getInputProps(field, { type: f.type ?? "text" }),
                    autoComplete: f.autoComplete ?? "off",
                    inputMode: f.inputMode,
                    autoFocus: f.name === firstInvalid,
                  }}
                />
              </div>
            );
          })}
        </div>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Wird gespeichert …" : `${title} speichern`}
        </button>
      </Form>
    </section>
  );
}

/** After a conflict: what is stored now, next to what the user typed (which stays in the fields). */
function ConflictDetails({
  fields,
  current,
  changedNames,
}: {
  fields: FieldSpec[];
  current: Record<string, string>;
  changedNames: string[];
}) {
  const shown = fields.filter((f) => changedNames.includes(f.name));
  return (
    <div className="mt-2">
      <p>
        Ihre Eingaben stehen weiter unten im Formular. Wenn Sie erneut speichern, ersetzen Ihre Eingaben die jetzt
        gespeicherten Werte{shown.length ? ":" : "."}
      </p>
      {shown.length ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {shown.map((f) => (
            <div key={f.name} className="contents">
              <dt className="font-semibold">{f.label}</dt>
              <dd>{current[f.name] || "(leer)"}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** Input for a company that is no longer the active one: shown as text, so it is not lost, but not in the form. */
function NotSaved({ fields, companyId, typed }: { fields: FieldSpec[]; companyId: string; typed: Record<string, string> }) {
  const shown = fields.filter((f) => typed[f.name]);
  if (!shown.length) return null;
  return (
    <div className="mt-2">
      <p>Ihre nicht gespeicherten Eingaben für die Firma mit der ID {companyId}:</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {shown.map((f) => (
          <div key={f.name} className="contents">
            <dt className="font-semibold">{f.label}</dt>
            <dd className="break-all">{typed[f.name]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
