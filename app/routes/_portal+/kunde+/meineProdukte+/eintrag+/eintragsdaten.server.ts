import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import { SECTION_SAVES } from "~/server/entry/saves.server";
import { listStep } from "~/server/entry/classification.server";
import { isValueListSection, LIST_STEP } from "#domain/entry-sections/classification-lists";
import { answerAddressAssist } from "~/server/entry/address.server";
import { ASSIST } from "~/components/forms/validate";
import {
  ENTRY_CONFLICT_MESSAGE,
  ENTRY_DATA_PATH,
  entryTabPath,
  entryFormId,
  entryTab,
  isEntrySection,
  sectionDef,
  sectionValues,
  tabOfSection,
  type Entry,
  type EntrySection,
} from "#domain/entry";

// Loader and action of the entry-data page (eintragsdaten.tsx re-exports them).

const SAVE_FAILED =
  "Ihre Änderungen konnten nicht bestätigt werden, weil der Dienst gerade nicht antwortet. Ihre Eingaben sind erhalten – bitte speichern Sie in einigen Minuten erneut. Waren sie doch schon angekommen, zeigt Ihnen das Formular das dann an.";


async function loadEntry(context: LoaderFunctionArgs["context"]): Promise<Entry> {
  const portal = context.portal;
  return (await portal.need(await portal.api.call((api) => api.customer.getSalesForceEntry.$get()))).entry;
}

/**
 * The entry-data page (spec §2 eintrag/eintragsdaten): the sections of one tab
 * (`?abschnitt=`), each its own form and update call. Only the tab's values go
 * into the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tab = entryTab(new URL(request.url).searchParams.get("abschnitt"));
  const entry = await loadEntry(context);
  const auth = (await context.portal.auth())!;
  return {
    companyId: auth.accountId!,
    cuca: auth.cuca,
    version: entry.version,
    updatedAt: entry.updated_at,
    tab: tab.slug,
    values: Object.fromEntries(tab.sections.map((s) => [s, sectionValues(entry, s)])) as Partial<Record<EntrySection, Record<string, unknown>>>,
  };
}

/** Saves one section: its rules, the company and version it was loaded for, its update call. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const section = form.get("section");
  if (!isEntrySection(section)) throw redirect(ENTRY_DATA_PATH);
  // a list section's "Vorschläge anzeigen" or "Hinzufügen": nothing is saved
  const step = form.get(LIST_STEP);
  if ((step === "suggest" || step === "add") && isValueListSection(section)) return listStep(portal, form, section, step);
  // the company form's help buttons (address suggestions and check) save nothing
  const assist = form.get(ASSIST);
  if (section === "company" && typeof assist === "string") return answerAddressAssist(portal, form, assist);
  const def = sectionDef(section);
  def.prepare?.(form);
  const save = SECTION_SAVES[section] as (p: typeof portal, v: unknown, version: number) => ReturnType<(typeof SECTION_SAVES)[EntrySection]>;
  return formAction(portal, form, {
    form: entryFormId(section),
    rules: def.rules,
    refine: def.refine && ((v) => def.refine!(v)),
    company: true,
    conflict: {
      message: ENTRY_CONFLICT_MESSAGE,
      stored: async () => {
        const entry = await loadEntry(context);
        return { version: entry.version, values: sectionValues(entry, section) };
      },
    },
    // no version: the backend refuses the save (422 on "version")
    send: (values, { version }) => save(portal, values, version ?? 0),
    done: () => ({ redirect: entryTabPath(tabOfSection(section)), notice: def.saved }),
    failed: SAVE_FAILED,
  });
}
