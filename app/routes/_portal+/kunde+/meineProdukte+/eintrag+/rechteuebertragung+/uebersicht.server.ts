import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import { RIGHTS_TRANSFER_FORM, RIGHTS_TRANSFER_RULES } from "#domain/service-cases";
import { pathTo } from "#domain/pages";

export const RIGHTS_TRANSFER_PATH = pathTo("entry.rightsTransfer");

/** The rights transfer (spec §2 eintrag/rechteuebertragung/uebersicht): the company's requests and their state. */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  const { cases } = await portal.need(await portal.api.call((api) => api.customer["service-case"].list[":type"].$get({ param: { type: "rights-transfer" } })));
  return { cases, cuca: auth.cuca, companyId: auth.accountId! };
}

/** Asks for the transfer (POST /api/customer/service-case/create/rights-transfer). */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: RIGHTS_TRANSFER_FORM,
    rules: RIGHTS_TRANSFER_RULES,
    company: true,
    send: (values) =>
      portal.api.call((api) => api.customer["service-case"].create[":type"].$post({ param: { type: "rights-transfer" }, json: values })),
    done: () => ({
      redirect: RIGHTS_TRANSFER_PATH,
      notice: "Ihr Antrag auf Rechteübertragung ist eingegangen. Wir prüfen ihn und melden uns bei Ihnen.",
    }),
    failed:
      "Ihr Antrag konnte nicht bestätigt werden, weil der Dienst gerade nicht antwortet. Ihre Eingaben sind erhalten – bitte senden Sie sie in einigen Minuten erneut.",
  });
}
