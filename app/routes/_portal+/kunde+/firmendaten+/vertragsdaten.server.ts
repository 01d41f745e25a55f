import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contractView } from "~/components/contracts/report";
import { BILLING_FORM } from "~/components/contracts/billing-form";
import { formAction } from "~/server/form-action.server";
import type { PortalContext } from "~/server/context.server";
import { BILLING_ADDRESS_RULES, BILLING_CONFLICT_MESSAGE } from "#domain/contracts";
import { formatDateTimeDe } from "#domain/format";
import { pathTo } from "#domain/pages";

const contractCall = (portal: PortalContext) => portal.api.call((api) => api.customer.getContractData.$get({ query: {} }));

/**
 * The contract data (spec §2 firmendaten/vertragsdaten, decisions 068 and 070):
 * numbers, terms, the next day a cancellation takes effect and the day it must
 * arrive by, the billing address as a versioned form, the payment method with
 * the IBAN masked by /api. Every text is made here.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [res, auth] = await Promise.all([contractCall(portal), portal.auth()]);
  // a company without a contract yet (no product booked): the page says so
  if (!res.ok && res.status === 404) return { companyId: auth?.accountId ?? "", contract: false as const };
  const { contract } = await portal.need(res);
  return {
    contract: true as const,
    companyId: auth?.accountId ?? "",
    ...contractView(contract),
    billing: contract.billingAddress,
    version: contract.version,
    updatedAt: formatDateTimeDe(contract.updatedAt),
  };
}

/** The billing address, saved on the version it was loaded on (a change made meanwhile: the conflict with the stored address). */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  return formAction(portal, form, {
    form: BILLING_FORM,
    rules: BILLING_ADDRESS_RULES,
    company: true,
    conflict: {
      message: BILLING_CONFLICT_MESSAGE,
      stored: async () => {
        const { contract } = await portal.need(await contractCall(portal));
        return { version: contract.version, values: contract.billingAddress };
      },
    },
    send: (values, { version }) =>
      portal.api.call((api) =>
        api.customer.updateBillingAddress.$post({ json: { ...values, addition: values.addition ?? "", version: version === null ? undefined : String(version) } }),
      ),
    done: () => ({ redirect: pathTo("companyData.contract"), notice: "Die Rechnungsanschrift ist gespeichert. Sie gilt ab der nächsten Rechnung." }),
    failed: "Die Rechnungsanschrift konnte gerade nicht gespeichert werden. Ihre Eingaben sind erhalten – bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
