import { redirect } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { ApiResult } from "./api-client.server";
import type { PortalContext } from "./context.server";

/**
 * A row's single button (remove a search, a viewed entry, a rating): one /api
 * call, then back to the page with a notice saying what happened. A row that is
 * gone already (404) is said as such, not as a failure; a fault keeps the page
 * and says so with the request id.
 */
export async function buttonAction(
  portal: PortalContext,
  send: () => Promise<ApiResult<unknown>>,
  say: { done: string; gone: string; failed: string; back: string },
): Promise<never> {
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
