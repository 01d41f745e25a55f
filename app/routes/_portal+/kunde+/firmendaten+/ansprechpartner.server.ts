import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import type { PortalContext } from "~/server/context.server";
import { CONTACTS_FORM } from "~/components/contacts/contacts-form";
import { CONTACT_MESSAGES, CONTACTS_RULES, contactsFormValues, contactsProblems } from "#domain/contacts";
import { pathTo } from "#domain/pages";

// Loader and action of the contacts page (ansprechpartner.tsx re-exports them).

const SAVE_FAILED =
  "Ihre Ansprechpartner konnten gerade nicht gespeichert werden, weil der Dienst nicht antwortet. Ihre Eingaben sind erhalten – bitte speichern Sie in einigen Minuten erneut.";

/** The active company's persons and the version of their list (spec §3 `contact_persons`, GET /api/customer/account/{companyId}). */
async function loadContacts(portal: PortalContext) {
  const companyId = (await portal.auth())!.accountId!;
  const { account } = await portal.need(await portal.api.call((api) => api.customer.account[":companyId"].$get({ param: { companyId } })));
  return { companyId, version: account.contacts_version, values: contactsFormValues(account.contact_persons) };
}

/** Spec §2 firmendaten/ansprechpartner: the form's values from the account call. */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadContacts(context.portal);
}

/**
 * Saves the whole list (POST /api/customer/updateContacts) with the version and
 * company it was loaded for; adding and removing a row without JavaScript comes
 * back here too (the kit's list intents: answered with the form, nothing saved).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  return formAction(portal, form, {
    form: CONTACTS_FORM,
    rules: CONTACTS_RULES,
    refine: contactsProblems,
    company: true,
    conflict: {
      message: CONTACT_MESSAGES.conflict,
      stored: async () => {
        const { version, values } = await loadContacts(portal);
        return { version, values };
      },
    },
    send: async (values, { version }) => {
      const companyId = (await portal.auth())!.accountId!;
      // no version: the backend refuses the save (422 on "version")
      return portal.api.call((api) => api.customer.updateContacts.$post({ json: { ...values, companyId, version: version ?? 0 } }));
    },
    done: () => ({ redirect: pathTo("companyData.contacts"), notice: CONTACT_MESSAGES.saved }),
    failed: SAVE_FAILED,
  });
}
