import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accessFor } from "~/access";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { legacyNotice, legacyTarget } from "#domain/legacy";
import { pathTo } from "#domain/pages";

/**
 * The legacy /kunde paths (spec §2): a permanent redirect to the new page, or to
 * the dashboard where there is none (yet), which then says so; any other
 * /kunde/<name> is unknown (404).
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  const segment = params.legacy ?? "";
  // a page exists when the access table has it (and is not this catch-all itself)
  const target = legacyTarget(segment, (path) => Boolean(accessFor(path)) && path.split("/").length > 3);
  if (!target) throw redirect(pathTo("error.404"));
  if (target !== "/") throw redirect(target, 301);
  // not permanent: a browser would keep it, and the notice, past the day the new page comes
  context.portal.flash({ notice: { id: crypto.randomUUID(), tone: "info", text: legacyNotice(segment) } } satisfies PortalFlash);
  throw redirect("/", 302);
}
