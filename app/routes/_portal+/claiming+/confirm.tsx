import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { portalTitle } from "~/components/layout/page-title";
import type { AccountData } from "~/server/layout.server";
import { formatDateDe } from "#domain/format";
import { isOwnerClaimExpired, ownerClaimExpiry } from "#domain/claim";

export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Inhaberschaft bestätigen", matches) }];

async function activeAccount(context: LoaderFunctionArgs["context"]) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  // claiming paths are reachable without an active company (spec §4.4); there is nothing to confirm then
  if (!auth.accountId) throw redirect("/benutzer");
  const res = await portal.api.call((api) => api.customer.account[":companyId"].$get({ param: { companyId: auth.accountId! } }));
  return (await portal.need(res)).account;
}

function expiryText(account: AccountData): string | null {
  if (account.claimed_by !== "OWNER" || !account.claimed_last_update) return null;
  try {
    return formatDateDe(ownerClaimExpiry(account.claimed_last_update));
  } catch {
    return null; // an unreadable date is shown as no confirmation
  }
}

/** claiming_confirm (spec §2, §4): an expired owner claim is refreshed or dissolved. */
export async function loader({ context }: LoaderFunctionArgs) {
  const account = await activeAccount(context);
  return {
    company: { id: account.company_id, name: account.company_name },
    claimedBy: account.claimed_by,
    expired: isOwnerClaimExpired(account, new Date()),
    expiry: expiryText(account),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const account = await activeAccount(context);
  const intent = form.get("intent");
  if (intent === "confirm") {
    await portal.need(
      await portal.api.call((api) => api.customer.updateEntryClaimedLastUpdate.$post({ query: { id: account.company_id, claimedBy: "OWNER" } })),
    );
    throw redirect("/");
  }
  if (intent === "dissolve") {
    await portal.need(await portal.api.call((api) => api.customer.dissolveClaiming.$post({ query: { id: account.company_id } })));
    throw redirect("/");
  }
  throw redirect("/claiming/confirm");
}

export default function ClaimingConfirm() {
  const { company, expired, expiry } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card max-w-2xl">
      <h1 className="text-2xl font-bold">Inhaberschaft bestätigen</h1>
      <p className="mt-3">
        {expired
          ? `Ihre Bestätigung als Inhaber von ${company.name} ist am ${expiry} abgelaufen. Bitte bestätigen Sie, dass Sie den Eintrag weiterhin verwalten.`
          : expiry
            ? `Ihre Inhaberschaft von ${company.name} ist bis zum ${expiry} bestätigt.`
            : `Für ${company.name} liegt keine Inhaberbestätigung vor.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <CsrfInput />
          <button type="submit" name="intent" value="confirm" className="btn-primary" disabled={busy}>
            Ja, ich bin weiterhin Inhaber
          </button>
        </Form>
        <Form method="post">
          <CsrfInput />
          <button type="submit" name="intent" value="dissolve" className="btn-danger" disabled={busy}>
            Nein, Inhaberschaft aufgeben
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
