import type { MetaFunction } from "@remix-run/cloudflare";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { LeadsPage } from "~/components/leads/lead-list";
import type { loader } from "./uebersicht.server";

/** Spec §2 /kunde/anfragen/uebersicht (the list pattern of app/components/leads/lead-list.tsx). */
export { loader, action } from "./uebersicht.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitleWith(null, "leads.overview", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

export default LeadsPage;

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
