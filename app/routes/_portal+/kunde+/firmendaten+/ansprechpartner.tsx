import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import type { action, loader } from "./ansprechpartner.server";

/** Spec §2 firmendaten/ansprechpartner: the company's contact persons, edited as one list with its version (decision 080). */
export { action, loader } from "./ansprechpartner.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitleWith(null, "companyData.contacts", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/**
 * The form with its rules comes in a chunk of its own, after the page has
 * painted (the page works without it, as the form posts plainly): the form kit
 * would take the page's JavaScript over its budget (decision 082).
 */
const ContactsForm = lazy(() => import("~/components/contacts/contacts-form"));

export default function ContactsPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">Ansprechpartner</h1>
      {/* a form loaded for another company starts afresh with the active company's persons */}
      <Suspense fallback={<p className="card mb-6">{LOADER_TEXT}</p>}>
        <ContactsForm key={loaded.companyId} companyId={loaded.companyId} version={loaded.version} values={loaded.values} reply={reply} />
      </Suspense>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
