import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CANCEL_FORM } from "~/components/contracts/cancel-form";
import { productRows } from "~/components/contracts/report";
import { formAction } from "~/server/form-action.server";
import type { ApiResult } from "~/server/api-client.server";
import { CANCEL_FORM_RULES } from "#domain/contracts";
import { berlinToday } from "#domain/format";
import { pathTo } from "#domain/pages";

/** The receipt of a product's cancellation: this page with `?eingang=<id>`. */
const receiptPath = (id: string) => `${pathTo("companyData.cancel")}?eingang=${encodeURIComponent(id)}`;

/**
 * The confirmation page of § 312k BGB (decision 069): the products that can be
 * cancelled, each with the day its cancellation would take effect (`?produkt=`
 * chooses one); after "jetzt kündigen" (or for a product already cancelled) the
 * receipt with date and time, the last day and where the mail went.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [subs, contract, auth] = await Promise.all([
    portal.api.call((api) => api.customer.getSubscriptions.$get({ query: {} })),
    portal.api.call((api) => api.customer.getContractData.$get({ query: {} })),
    portal.auth(),
  ]);
  const rows = productRows((await portal.need(subs)).subscriptions, berlinToday());
  const email = contract.ok ? contract.data.contract.contractEmail : null;
  const asked = portal.url.searchParams.get("eingang") ?? portal.url.searchParams.get("produkt");
  const receipt = rows.find((r) => r.id === asked && r.pending);
  if (receipt?.pending) return { mode: "receipt" as const, receipt: { name: receipt.name, ...receipt.pending }, email };
  const options = rows.filter((r) => r.cancel).map((r) => ({ value: r.id, label: `${r.name} – endet am ${r.cancel!.effectiveOn}` }));
  const chosen = options.find((o) => o.value === asked)?.value ?? (options.length === 1 ? options[0]!.value : "");
  return { mode: "form" as const, companyId: auth?.accountId ?? "", options, chosen, email };
}

/** "jetzt kündigen": spec §7 updateSubscriptions `cancel`; a product cancelled already (a second send) shows the first receipt. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  return formAction(portal, form, {
    form: CANCEL_FORM,
    rules: CANCEL_FORM_RULES,
    company: true,
    send: async (values): Promise<ApiResult<unknown>> => {
      const res = await portal.api.call((api) => api.customer.updateSubscriptions.$post({ json: { subscriptionId: values.subscriptionId, action: "cancel", reason: values.reason ?? "" } }));
      // recorded once: the second send of a double submit lands on the same receipt
      if (!res.ok && res.status === 409) return { ok: true, status: 200, data: null };
      return res;
    },
    done: (_data, values) => ({ redirect: receiptPath(values.subscriptionId) }),
    failed: "Ihre Kündigung konnte gerade nicht übermittelt werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
