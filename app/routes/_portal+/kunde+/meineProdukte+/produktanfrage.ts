import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { FormReply } from "~/components/forms/validate";
import { PRODUCT_INTEREST_FORM } from "~/components/layout/not-booked";
import { formAction } from "~/server/form-action.server";
import { pageFor, pathTo } from "#domain/pages";
import { isProductKey } from "#domain/products";
import { PRODUCT_INTEREST_RULES, productInterestSent } from "#domain/service-cases";

/** No page of its own: a visit leads to the dashboard. */
export const loader = () => redirect(pathTo("dashboard"));

const FAILED = "Ihre Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns an";

/**
 * "Beratung anfordern" of the not-booked page (app/components/layout/not-booked.tsx):
 * asks the provider's service to advise the active company about a product it
 * has not booked (POST /api/customer/service-case/create/product-interest), then
 * back to the product's page, which confirms it at the form. A refusal is said
 * above that page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const product = form.get("product");
  const sentFrom = pageFor(String(form.get("back") ?? ""));
  // back to the page the request came from: a page of the product asked about, else the dashboard
  const back = sentFrom && isProductKey(product) && sentFrom.product === product ? sentFrom.path : pathTo("dashboard");
  const answer = await formAction(portal, form, {
    form: PRODUCT_INTEREST_FORM,
    rules: PRODUCT_INTEREST_RULES,
    company: true,
    send: (values) =>
      // the typed client knows this call's body only as the rights transfer's (api/routes/service-cases.ts validates by type)
      portal.api.call((api) => api.customer["service-case"].create[":type"].$post({ param: { type: "product-interest" }, json: values as never })),
    done: (_, values) => ({ redirect: back, notice: isProductKey(values.product) ? productInterestSent(values.product) : undefined, atForm: true }),
    failed: FAILED,
  });
  // refused (a request already open, another company chosen meanwhile, the service down): said above the page
  const reply = answer.data as FormReply;
  const messages = Object.values(reply.result.error ?? {}).flat();
  const tone = answer.init?.status === 409 && !reply.otherCompany ? "info" : "danger";
  const text = reply.otherCompany?.message ?? (messages.join(" ") || FAILED);
  portal.flash({ notice: { id: crypto.randomUUID(), text, tone } } satisfies PortalFlash);
  throw redirect(back);
}
