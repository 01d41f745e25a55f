import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import type { ApiResult } from "~/server/api-client.server";
import {
  ENTRY_COMPANY_RULES,
  ENTRY_CONFLICT_MESSAGE,
  ENTRY_LOGO_SLOGAN_RULES,
  entryFormId,
  sectionValues,
  type Entry,
  type EntrySection,
} from "#domain/entry";
import type { RuleValues, Rules } from "#domain/form-rules";

// Loader and action of the entry-data page (eintragsdaten.tsx re-exports them).

const SAVED: Record<EntrySection, string> = {
  company: "Ihre Firmendaten wurden gespeichert.",
  logoSlogan: "Logo und Slogan wurden gespeichert.",
};

const SAVE_FAILED =
  "Ihre Änderungen konnten nicht bestätigt werden, weil der Dienst gerade nicht antwortet. Ihre Eingaben sind erhalten – bitte speichern Sie in einigen Minuten erneut. Waren sie doch schon angekommen, zeigt Ihnen das Formular das dann an.";

const PATH = "/kunde/meineProdukte/eintrag/eintragsdaten";

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

/** Saves one section: its rules, the company and version it was loaded for, its update call. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const section = form.get("section");
  if (section !== "company" && section !== "logoSlogan") throw redirect(PATH);
  const save = <R extends Rules>(rules: R, send: (values: RuleValues<R>, version: number) => Promise<ApiResult<unknown>>) =>
    formAction(portal, form, {
      form: entryFormId(section),
      rules,
      company: true,
      conflict: {
        message: ENTRY_CONFLICT_MESSAGE,
        stored: async () => {
          const entry = await loadEntry(context);
          return { version: entry.version, values: sectionValues(entry, section) };
        },
      },
      // no version: the backend refuses the save (422 on "version")
      send: (values, { version }) => send(values, version ?? 0),
      done: () => ({ redirect: PATH, notice: SAVED[section] }),
      failed: SAVE_FAILED,
    });
  return section === "company"
    ? save(ENTRY_COMPANY_RULES, (values, version) =>
        portal.api.call((api) => api.customer.updateEntryCompanyData.$post({ json: { ...values, version } })),
      )
    : save(ENTRY_LOGO_SLOGAN_RULES, (values, version) =>
        portal.api.call((api) => api.customer.updateLogoAndSlogan.$post({ json: { ...values, version } })),
      );
}
