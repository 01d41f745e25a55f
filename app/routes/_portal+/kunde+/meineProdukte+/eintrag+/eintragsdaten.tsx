import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Alert } from "~/components/ui/alert";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ErrorList, Field } from "~/components/ui/field";
import { constraintsOf, replyWithErrors, validateForm } from "~/schemas/form";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import {
  ENTRY_CONFLICT_MESSAGE,
  ENTRY_SECTIONS,
  sectionValues,
  type Entry,
  type EntrySection,
} from "../../../../../../domain/entry";
import { formatDateTimeDe } from "../../../../../../domain/format";

export const meta: MetaFunction = () => [{ title: "Eintragsdaten – Mein Bereich" }];

const SAVED: Record<EntrySection, string> = {
  company: "Ihre Firmendaten wurden gespeichert.",
  logoSlogan: "Logo und Slogan wurden gespeichert.",
};

const SAVE_FAILED =
  "Ihre Änderungen konnten nicht gespeichert werden, weil der Dienst gerade nicht antwortet. Ihre Eingaben sind erhalten – bitte versuchen Sie es in einigen Minuten erneut.";

async function loadEntry(context: LoaderFunctionArgs["context"]): Promise<Entry> {
  const portal = context.portal;
  return (await portal.need(await portal.api.get<{ entry: Entry }>("/customer/getSalesForceEntry"))).entry;
}

/** The entry-data page (spec §2 eintrag/eintragsdaten): each section its own form and update call. */
export async function loader({ context }: LoaderFunctionArgs) {
  const entry = await loadEntry(context);
  return {
    version: entry.version,
    updatedAt: entry.updated_at,
    company: sectionValues(entry, "company"),
    logoSlogan: sectionValues(entry, "logoSlogan"),
  };
}

interface ActionResult {
  section: EntrySection;
  result: SubmissionResult<string[]>;
  /** after a 409: the version and values stored now, so a second save is a conscious choice */
  conflict?: { version: number; current: Record<string, string> };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const section = form.get("section");
  if (section !== "company" && section !== "logoSlogan") throw redirect(new URL(request.url).pathname);
  const submission = validateForm(form, ENTRY_SECTIONS[section].rules);
  if (submission.status !== "success") {
    return data<ActionResult>({ section, result: submission.reply() }, { status: 400 });
  }
  const res = await portal.api.post<{ entry: Entry }>(`/customer/${ENTRY_SECTIONS[section].call}`, {
    body: { ...submission.value, version: form.get("version") },
  });
  if (res.ok) {
    portal.flash({ notice: { id: crypto.randomUUID(), text: SAVED[section] } } satisfies PortalFlash);
    throw redirect(new URL(request.url).pathname);
  }
  if (res.status === 409) {
    const entry = await loadEntry(context);
    return data<ActionResult>(
      {
        section,
        result: submission.reply({ formErrors: [ENTRY_CONFLICT_MESSAGE] }),
        conflict: { version: entry.version, current: sectionValues(entry, section) },
      },
      { status: 409 },
    );
  }
  if (res.status === 422) {
    // the backend's rules are the same as ours; should it still refuse, its messages go to the fields
    return data<ActionResult>({ section, result: replyWithErrors(submission, ENTRY_SECTIONS[section].rules, res.errors) }, { status: 422 });
  }
  if (res.status >= 500) {
    // the input stays in the form; with the version check a retry can never apply it twice
    const failed = portal.failedWrite(res, SAVE_FAILED);
    return data<ActionResult>({ section, result: submission.reply({ formErrors: [failed.text] }) }, { status: failed.status });
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
        section="company"
        title="Firmendaten"
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
        section="logoSlogan"
        title="Logo und Slogan"
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
  version,
  values,
  actionData,
  fields,
}: {
  section: EntrySection;
  title: string;
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
  const headingId = `${form.id}-titel`;
  // the stored values that differ from what the user typed
  const typed = (actionData?.result.initialValue ?? {}) as Record<string, unknown>;
  const changed = conflict ? fields.filter((f) => (conflict.current[f.name] ?? "") !== String(typed[f.name] ?? "").trim()) : [];
  return (
    // a new version (after a save) starts the form afresh from the stored values
    // not a named region: the side menu has a region "Firmendaten" already; the form is the landmark
    <section key={version} className="card mb-6">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby={headingId}>
        <CsrfInput />
        <input type="hidden" name="section" value={section} />
        <input type="hidden" name="version" value={conflict?.version ?? version} />
        <div role="alert">
          {form.errors?.length ? (
            <Alert tone="danger" announce={false}>
              <ErrorList id={form.errorId} errors={form.errors} />
              {conflict ? (
                <ConflictDetails fields={fields} current={conflict.current} changedNames={changed.map((f) => f.name)} />
              ) : null}
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
        Ihre Eingaben stehen weiter unten im Formular. Wenn Sie erneut speichern, ersetzen sie die jetzt gespeicherten
        Werte{shown.length ? ":" : "."}
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
