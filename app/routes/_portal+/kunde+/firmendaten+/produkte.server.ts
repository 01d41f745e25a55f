import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { productRows } from "~/components/contracts/report";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import { berlinToday } from "#domain/format";
import { pathTo } from "#domain/pages";

/**
 * The products (spec §2 firmendaten/produkte, §7 getSubscriptions): every
 * subscription with its name, status in German, start, term and price, when a
 * cancellation sent today would take effect, and a pending one (decision 069).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [res, auth] = await Promise.all([portal.api.call((api) => api.customer.getSubscriptions.$get({ query: {} })), portal.auth()]);
  const { subscriptions } = await portal.need(res);
  const rows = productRows(subscriptions, berlinToday());
  return { companyId: auth?.accountId ?? "", rows, anyCancellable: rows.some((r) => r.cancel) };
}

/** Withdraws a pending cancellation (spec §7 updateSubscriptions `withdraw`); back to the list with what happened. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const back = pathTo("companyData.products");
  const say = (text: string, tone?: "danger") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);
  if (!(await loadedForActiveCompany(portal, form))) {
    say(OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back);
  }
  const subscriptionId = String(form.get("subscriptionId") ?? "").slice(0, 64);
  const name = String(form.get("name") ?? "").slice(0, 100);
  const res = await portal.api.call((api) => api.customer.updateSubscriptions.$post({ json: { subscriptionId, action: "withdraw", reason: "" } }));
  if (res.ok) say(`Ihre Kündigung${name ? ` von „${name}“` : ""} ist zurückgenommen. Das Produkt läuft unverändert weiter.`);
  else if (res.status === 401 || res.status === 403) await portal.need(res);
  else if (res.status < 500) say(res.errors.map((e) => e.message).join(" "), "danger");
  else say(portal.failedWrite(res, "Die Kündigung konnte gerade nicht zurückgenommen werden. Bitte versuchen Sie es in einigen Minuten erneut.").text, "danger");
  throw redirect(`${back}#produkt-${encodeURIComponent(subscriptionId)}`);
}
