import { redirect } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { COMPANY_FIELD } from "~/components/forms/company-input";
import type { ApiResult } from "./api-client.server";
import type { PortalContext } from "./context.server";

/**
 * A button form that acts on the active company (connect a Google location,
 * disconnect it, remove a row) was loaded for another company when the user has
 * switched company in another tab since: its hidden `companyId` (the form kit's
 * <CompanyInput>) is not the active one. Such a POST must not land on the company
 * now active (docs/product-page.md "Every POST gets its company check").
 */
export const OTHER_COMPANY_BUTTON_MESSAGE =
  "Sie haben inzwischen eine andere Firma ausgewählt. Damit nichts bei der falschen Firma landet, wurde nichts geändert. Die Seite zeigt jetzt die ausgewählte Firma; bitte wählen Sie dort erneut.";

/** Whether the form was loaded for the active company (a form without the field never was). */
export async function loadedForActiveCompany(portal: PortalContext, formData: FormData): Promise<boolean> {
  const loadedFor = formData.get(COMPANY_FIELD);
  const active = (await portal.auth())?.accountId;
  return typeof loadedFor === "string" && Boolean(active) && loadedFor === active;
}

/**
 * A row's single button (remove a search, a viewed entry, a rating): one /api
 * call, then back to the page with a notice saying what happened. A row that is
 * gone already (404) is said as such, not as a failure; a fault keeps the page
 * and says so with the request id. With `company`, the form must have been loaded
 * for the active company (<CompanyInput>), or nothing is sent.
 */
export async function buttonAction(
  portal: PortalContext,
  send: () => Promise<ApiResult<unknown>>,
  say: { done: string; gone: string; failed: string; back: string },
  company?: { formData: FormData },
): Promise<never> {
  if (company && !(await loadedForActiveCompany(portal, company.formData))) {
    portal.flash({ notice: { id: crypto.randomUUID(), text: OTHER_COMPANY_BUTTON_MESSAGE, tone: "danger" } } satisfies PortalFlash);
    throw redirect(say.back);
  }
  const res = await send();
  if (!res.ok && (res.status === 401 || res.status === 403)) await portal.need(res);
  const notice: NonNullable<PortalFlash["notice"]> = res.ok
    ? { id: crypto.randomUUID(), text: say.done }
    : res.status === 404
      ? { id: crypto.randomUUID(), text: say.gone, tone: "info" }
      : { id: crypto.randomUUID(), text: portal.failedWrite(res, say.failed).text, tone: "danger" };
  portal.flash({ notice } satisfies PortalFlash);
  throw redirect(say.back);
}
