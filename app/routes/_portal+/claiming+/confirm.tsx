import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { pageTitle, portalTitle } from "~/components/layout/page-title";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { AccountData } from "~/server/layout.server";
import { brandOf } from "#domain/brand";
import { cucaReason } from "#domain/cuca";
import { formatDateDe } from "#domain/format";
import { isOwnerClaimExpired, ownerClaimExpiry } from "#domain/claim";
import { pathTo } from "#domain/pages";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: data?.step === "dissolve" ? portalTitle("Inhaberschaft aufgeben", matches) : pageTitle("claiming.confirm", matches) },
];

/** The second step of dissolving (`?schritt=aufgeben`): what happens, and the safe choice first. */
const DISSOLVE_STEP = "aufgeben";
/** The dissolve form's own field: a dissolve posted without it (from anywhere but the second step) dissolves nothing. */
const CONFIRMED = "inhaberschaft-aufgeben";

async function activeAccount(context: LoaderFunctionArgs["context"]) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  // claiming paths are reachable without an active company (spec §4.4); there is nothing to confirm then
  if (!auth.accountId) throw redirect(pathTo("user"));
  const res = await portal.api.call((api) => api.customer.account[":companyId"].$get({ param: { companyId: auth.accountId! } }));
  return { account: (await portal.need(res)).account, cuca: auth.cuca };
}

function expiryText(account: AccountData): string | null {
  if (account.claimed_by !== "OWNER" || !account.claimed_last_update) return null;
  try {
    return formatDateDe(ownerClaimExpiry(account.claimed_last_update));
  } catch {
    return null; // an unreadable date is shown as no confirmation
  }
}

/** claiming_confirm (spec §2, §4): an expired owner claim is refreshed, or dissolved in a second, explicit step. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, cuca } = await activeAccount(context);
  return {
    company: { id: account.company_id, name: account.company_name },
    claimedBy: account.claimed_by,
    expired: isOwnerClaimExpired(account, new Date()),
    expiry: expiryText(account),
    step: new URL(request.url).searchParams.get("schritt") === DISSOLVE_STEP ? ("dissolve" as const) : ("confirm" as const),
    // spec §6 isDisabledForCuCa: the claim is the company's own declaration
    blocked: cucaReason("claim", { cuca }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const { account } = await activeAccount(context);
  const intent = form.get("intent");
  const name = account.company_name;
  if (intent === "confirm") {
    const res = await portal.need(
      await portal.api.call((api) => api.customer.updateEntryClaimedLastUpdate.$post({ query: { id: account.company_id, claimedBy: "OWNER" } })),
    );
    const until = formatDateDe(ownerClaimExpiry(res.claimed_last_update));
    portal.flash({
      notice: { id: crypto.randomUUID(), text: `Vielen Dank. Ihre Verantwortung für ${name} ist bestätigt, die nächste Bestätigung ist am ${until} fällig.` },
    } satisfies PortalFlash);
    throw redirect(pathTo("dashboard"));
  }
  if (intent === "dissolve" && form.get("bestaetigung") === CONFIRMED) {
    const res = await portal.need(await portal.api.call((api) => api.customer.dissolveClaiming.$post({ query: { id: account.company_id } })));
    portal.account.leaveAccount(res.companies);
    portal.flash({
      notice: {
        id: crypto.randomUUID(),
        tone: "info",
        text: `Sie haben die Inhaberschaft für ${name} aufgegeben. Die Firma ist nicht mehr mit Ihrem Konto verbunden; ihr Eintrag bleibt öffentlich sichtbar.`,
      },
    } satisfies PortalFlash);
    throw redirect(res.companies.length ? pathTo("dashboard") : pathTo("user"));
  }
  // a dissolve without its confirmation is never carried out: it asks first
  throw redirect(intent === "dissolve" ? `${pathTo("claiming.confirm")}?schritt=${DISSOLVE_STEP}` : pathTo("claiming.confirm"));
}

export default function ClaimingConfirm() {
  const data = useLoaderData<typeof loader>();
  return data.step === "dissolve" ? <DissolveStep {...data} /> : <ConfirmStep {...data} />;
}

type Props = ReturnType<typeof useLoaderData<typeof loader>>;

function ConfirmStep({ company, expired, expiry, blocked }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card max-w-2xl">
      <h1 className="text-2xl font-bold">Inhaberschaft bestätigen</h1>
      <p className="mt-3">
        {expired
          ? `Ihre Bestätigung für ${company.name} ist am ${expiry} abgelaufen.`
          : expiry
            ? `Ihre Inhaberschaft von ${company.name} ist bis zum ${expiry} bestätigt.`
            : `Für ${company.name} liegt keine Inhaberbestätigung vor.`}
      </p>
      <p className="mt-2 font-semibold">Sind Sie weiterhin für {company.name} verantwortlich?</p>
      {blocked ? <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{blocked}</p> : null}
      <Form method="post" className="mt-6">
        <CsrfInput />
        <button type="submit" name="intent" value="confirm" className="btn-primary w-full sm:w-auto" disabled={busy || Boolean(blocked)}>
          Ja, ich bin weiterhin verantwortlich
        </button>
      </Form>
      {/* dissolving is a page of its own, well apart from "Ja": nothing is dissolved by this link */}
      <p className="mt-10 border-t border-slate-200 pt-4 text-sm">
        Nicht mehr Ihre Firma?{" "}
        {blocked ? (
          <span className="text-slate-700">Die Inhaberschaft aufgeben kann nur die Firma selbst.</span>
        ) : (
          <Link to={`?schritt=${DISSOLVE_STEP}`} className="link">
            Inhaberschaft für {company.name} aufgeben …
          </Link>
        )}
      </p>
    </div>
  );
}

function DissolveStep({ company, blocked }: Props) {
  const busy = useNavigation().state === "submitting";
  const root = useRouteLoaderData<{ brand?: string }>("root");
  const { contactDetails } = brandOf(root?.brand);
  return (
    <div className="card max-w-2xl">
      <h1 className="text-2xl font-bold">Inhaberschaft aufgeben?</h1>
      <p className="mt-3">Wenn Sie die Inhaberschaft für {company.name} aufgeben:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          {company.name} wird aus Ihrem Konto entfernt. Sie können den Eintrag und die gebuchten Produkte hier nicht mehr verwalten.
        </li>
        <li>Der Eintrag bleibt im Verzeichnis öffentlich sichtbar; an seinen Daten und an den Verträgen ändert sich nichts.</li>
        <li>
          Möchten Sie den Eintrag später wieder verwalten, beanspruchen Sie ihn erneut über die Eintragsseite im Verzeichnis oder
          rufen unseren Kundenservice an: {contactDetails.phone}.
        </li>
      </ul>
      {blocked ? <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{blocked}</p> : null}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* the safe choice comes first and is the page's main button */}
        <Link to={pathTo("claiming.confirm")} className="btn-primary">
          Abbrechen, Inhaberschaft behalten
        </Link>
        <Form method="post" className="sm:ml-auto">
          <CsrfInput />
          <input type="hidden" name="bestaetigung" value={CONFIRMED} />
          <button type="submit" name="intent" value="dissolve" className="btn-danger w-full sm:w-auto" disabled={busy || Boolean(blocked)}>
            Inhaberschaft für {company.name} aufgeben
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
