import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accessFor } from "~/access";
import { legacyTarget } from "#domain/legacy";

/**
 * The legacy /kunde paths (spec §2): a permanent redirect to the new page, or to
 * the dashboard where there is none yet; any other /kunde/<name> is unknown (404).
 */
export function loader({ params }: LoaderFunctionArgs) {
  // a page exists when the access table has it (and is not this catch-all itself)
  const target = legacyTarget(params.legacy ?? "", (path) => Boolean(accessFor(path)) && path.split("/").length > 3);
  if (!target) throw redirect("/404");
  throw redirect(target, 301);
}
