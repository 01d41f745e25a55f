import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { ContactsForm } from "~/components/contacts/contacts-form";
import type { action, loader } from "./ansprechpartner.server";

/** Spec §2 firmendaten/ansprechpartner: the company's contact persons, edited as one list with its version (decision 080). */
export { action, loader } from "./ansprechpartner.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitleWith(null, "companyData.contacts", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

export default function ContactsPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">Ansprechpartner</h1>
      {/* a form loaded for another company starts afresh with the active company's persons */}
      <ContactsForm key={loaded.companyId} companyId={loaded.companyId} version={loaded.version} values={loaded.values} reply={reply} />
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
