import type { MetaFunction } from "@remix-run/cloudflare";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { LeadsPage } from "~/components/leads/lead-list";
import type { loader } from "./nachrichten.server";

/** Spec §2 /kunde/anfragen/nachrichten (the list pattern of app/components/leads/lead-list.tsx). */
export { loader, action } from "./nachrichten.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitleWith(null, "leads.messages", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

export default LeadsPage;

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
