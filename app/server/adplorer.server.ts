import type { ApiResult } from "./api-client.server";
import type { PortalContext } from "./context.server";

/**
 * The active company's adplorer account (spec §7 customerData: every suma call
 * takes its id). Kept in the portal state (decision 030) with the company it
 * belongs to, so a page asks for it once, and never used for another company:
 * the company switch drops it (spec §4.5 "reset the adplorer company id").
 */
export const ADPLORER_STATE = "adplorer";
const KEPT_S = 60 * 60;

export interface AdplorerAccount {
  companyId: string;
  adplorerCompanyId: string;
  /** the contract's monthly budget, euro cents, net */
  monthlyBudget: number;
}

export async function adplorerAccountOf(portal: PortalContext): Promise<ApiResult<AdplorerAccount>> {
  const companyId = (await portal.auth())?.accountId ?? "";
  const kept = await portal.state.get<AdplorerAccount>(ADPLORER_STATE);
  if (kept && kept.companyId === companyId) return { ok: true, status: 200, data: kept };
  const res = await portal.api.call((api) => api.adplorer.customerData.$post({ json: { companyId } }));
  if (res.ok) await portal.state.set(ADPLORER_STATE, res.data, KEPT_S);
  return res;
}

/** How often and how long a page waits for an identical request of its own that still runs (spec §8 '… is already loading'). */
const RETRIES = 8;
const RETRY_MS = 250;

/**
 * A suma call that waits for the same request still running (a double click,
 * a quick choice clicked twice, a browser that gave up on the first): the
 * backend refuses the second with 409 ALREADY_LOADING while the first runs
 * (spec §8), so the page asks again a few times before it says so.
 */
export async function sumaCall<T>(run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  for (let attempt = 0; ; attempt++) {
    const res = await run();
    if (res.ok || res.status !== 409 || res.errors[0]?.code !== "ALREADY_LOADING" || attempt >= RETRIES) return res;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * An answer that says the kept adplorer id no longer fits (the adplorer does
 * not know it, or it is another company's now): the id is dropped, so the next
 * page asks for it again instead of failing for an hour.
 */
export async function dropStaleAccount(portal: PortalContext, answers: (ApiResult<unknown> | null)[]) {
  if (answers.some((a) => a && !a.ok && (a.status === 403 || isUnknownCompany(a)))) await portal.state.delete(ADPLORER_STATE);
}

/** Whether an answer is spec §8's 'Unknown companyId' or '… is already loading', which the pages say in German. */
export const isUnknownCompany = (res: ApiResult<unknown>) => !res.ok && res.status === 404 && res.errors[0]?.code === "UNKNOWN_COMPANY";
export const isAlreadyLoading = (res: ApiResult<unknown>) => !res.ok && res.status === 409 && res.errors[0]?.code === "ALREADY_LOADING";
