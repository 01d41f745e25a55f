import { useField, useFormMetadata } from "@conform-to/react";
import { Checkbox, Field, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { addKey, focusAfter, ListAsText, ListButton, ListFocus, useListFocus, type ListIntent } from "~/components/forms/list-rows";
import type { FormReply } from "~/components/forms/validate";
import {
  CONTACT_LABELS,
  CONTACT_SALUTATIONS,
  CONTACTS_RULES,
  contactsProblems,
  describeContacts,
  MAX_CONTACTS,
  NO_SALUTATION,
  type ContactValues,
} from "#domain/contacts";

/**
 * The company's contact persons (spec §2 firmendaten/ansprechpartner): one form
 * with a row per person. "Person hinzufügen" and "Entfernen" are the kit's list
 * intents: with JavaScript they change the form in place, without it they are
 * submit buttons whose answer shows the form again with everything typed
 * (nothing is saved). The whole list is saved at once on the version it was
 * loaded at; a 409 shows what is stored now and the explicit choice.
 */

export const CONTACTS_FORM = "ansprechpartner";
const LIST = "contacts";
const HEADING = "ansprechpartner-titel";
const EMPTY_PERSON: ContactValues = { salutation: "", firstName: "", lastName: "", position: "", phone: "", mobile: "", email: "", invoices: false, productNews: false };
const SALUTATIONS = CONTACT_SALUTATIONS.map((s) => ({ value: s, label: s }));

/** After adding: the new row's salutation; after removing: the add button. */
const targetAfter = (intent: ListIntent | undefined) => focusAfter(intent, () => "salutation");

/** One person: a group named by its number, the fields in two columns, its remove button. */
function Person({ name, index }: { name: string; index: number }) {
  const form = useFormMetadata(CONTACTS_FORM);
  const focus = useListFocus().target;
  const field = (f: keyof typeof CONTACT_LABELS) => `${name}.${f}`;
  const person = `Person ${index + 1}`;
  return (
    <fieldset className="mb-4 min-w-0 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{person}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {/* in reading order: salutation, name, function, then the ways to reach the person */}
        <Select
          name={field("salutation")}
          label={CONTACT_LABELS.salutation}
          options={SALUTATIONS}
          placeholder={NO_SALUTATION}
          autoFocus={focus === field("salutation")}
          className="mb-4 sm:col-span-2 sm:w-1/2 sm:pr-2"
        />
        <Field name={field("firstName")} label={`${CONTACT_LABELS.firstName} (optional)`} autoComplete="off" />
        <Field name={field("lastName")} label={CONTACT_LABELS.lastName} autoComplete="off" />
        <Field name={field("position")} label={`${CONTACT_LABELS.position} (optional)`} className="mb-4 sm:col-span-2" />
        <Field name={field("phone")} label={`${CONTACT_LABELS.phone} (optional)`} type="tel" />
        <Field name={field("mobile")} label={`${CONTACT_LABELS.mobile} (optional)`} type="tel" />
        <Field name={field("email")} label={`${CONTACT_LABELS.email} (optional)`} type="email" className="mb-4 sm:col-span-2" />
      </div>
      <Checkbox name={field("invoices")} label={CONTACT_LABELS.invoices} className="mb-2" />
      <Checkbox name={field("productNews")} label={CONTACT_LABELS.productNews} />
      <ListButton intent={form.remove.getButtonProps({ name: LIST, index })} focusAfter={addKey(LIST)} className="link text-sm">
        Entfernen<span className="sr-only">{` (${person})`}</span>
      </ListButton>
    </fieldset>
  );
}

function People() {
  const form = useFormMetadata(CONTACTS_FORM);
  const [meta] = useField<ContactValues[]>(LIST);
  const items = meta.getFieldList();
  return (
    <div className="mb-6">
      {items.length ? null : <p className="mb-4 text-slate-700">Es sind noch keine Ansprechpartner angegeben.</p>}
      {items.map((item, i) => (
        <Person key={item.key} name={item.name} index={i} />
      ))}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="field-error mb-4">
          {meta.errors[0]}
        </p>
      ) : null}
      {items.length < MAX_CONTACTS ? (
        <ListButton
          intent={form.insert.getButtonProps<ContactValues[]>({ name: LIST, index: items.length, defaultValue: EMPTY_PERSON })}
          focusKey={addKey(LIST)}
          focusAfter={`${LIST}[${items.length}].salutation`}
          className="btn-secondary"
        >
          Person hinzufügen
        </ListButton>
      ) : (
        <p className="text-sm text-slate-600">Sie haben die höchste Zahl von {MAX_CONTACTS} Ansprechpartnern erreicht.</p>
      )}
    </div>
  );
}

export default function ContactsForm({
  companyId,
  version,
  values,
  reply,
}: {
  companyId: string;
  version: number;
  values: { contacts: ContactValues[] };
  reply?: FormReply | null;
}) {
  return (
    <section className="card mb-6">
      <h2 id={HEADING} className="mb-2 text-xl font-semibold">
        Ihre Ansprechpartner
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Wen wir in Ihrer Firma ansprechen dürfen. Mindestens eine Person erhält die Rechnungen; wer Rechnungen oder Neuigkeiten zu Produkten
        erhält, braucht eine E-Mail-Adresse. Telefon- und Mobilnummern schreiben Sie, wie Sie sie kennen, z. B. 0221 1234567 oder +49 171
        2345678. Gespeichert wird die ganze Liste auf einmal.
      </p>
      <RulesForm
        id={CONTACTS_FORM}
        rules={CONTACTS_RULES}
        refine={contactsProblems}
        reply={reply}
        defaultValue={values}
        companyId={companyId}
        version={version}
        labels={{}}
        aria-labelledby={HEADING}
      >
        {/* Enter in a field means "save", not the first add or remove button */}
        <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" />
        <ListAsText reply={reply} formId={CONTACTS_FORM} what="Ansprechpartner" describe={describeContacts} />
        <ListFocus formId={CONTACTS_FORM} reply={reply} targetAfter={targetAfter}>
          <People />
        </ListFocus>
        <SubmitButton pending="Wird gespeichert …">Ansprechpartner speichern</SubmitButton>
      </RulesForm>
    </section>
  );
}
