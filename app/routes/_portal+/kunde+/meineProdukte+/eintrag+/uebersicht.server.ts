import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { completenessOf } from "#domain/entry-public";
import { specialEntries } from "#domain/entry-sections/opening-hours";
import { berlinToday, formatDateDe } from "#domain/format";
import { isOwnerClaimExpired, ownerClaimExpiry } from "#domain/claim";
import { cucaReason } from "#domain/cuca";
import { pathTo } from "#domain/pages";

import { CLAIM_CONFIRM_INTENT } from "./__claim";

/** The owner claim as the overview says it (spec §4 Claiming): who holds it, until when, and whether it may be confirmed here. */
function claimOf(account: { claimed_by: string | null; claimed_last_update: string | null }, cuca: boolean) {
  let until: string | null = null;
  try {
    if (account.claimed_by === "OWNER" && account.claimed_last_update) until = formatDateDe(ownerClaimExpiry(account.claimed_last_update));
  } catch {
    until = null; // an unreadable date: shown as no confirmation
  }
  const state = account.claimed_by === "OWNER" ? (isOwnerClaimExpired(account, new Date()) ? "expired" : "owner") : account.claimed_by ? "provider" : "none";
  return { state, until, blocked: cucaReason("claim", { cuca }) } as const;
}

/**
 * The entry overview (spec §2 eintrag/uebersicht): the entry as the public sees
 * it (from the cache a change refreshes), its completeness with what is
 * missing, the changes support staff made, and the owner claim with its upkeep
 * (spec §4 updateEntryClaimedLastUpdate, dissolveClaiming) — three calls side by side.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  const [entryRes, changesRes, accountRes] = await Promise.all([
    portal.api.call((api) => api.customer.getGrisuEntryFromRedis.$get()),
    portal.api.call((api) => api.customer.entry["support-changes"].$get()),
    portal.api.call((api) => api.customer.account[":companyId"].$get({ param: { companyId: auth.accountId ?? "" } })),
  ]);
  const { entry } = await portal.need(entryRes);
  // the list of support-staff changes is a courtesy: the overview shows without it
  const changes = changesRes.ok ? changesRes.data.changes : null;
  // so is the claim: without it the section is left out
  const claim = accountRes.ok ? claimOf(accountRes.data.account, Boolean(auth.cuca)) : null;
  // the special days and periods still to come (a period that has begun from today), as entered
  const special = specialEntries(entry.openingHours?.special, berlinToday());
  return { entry, completeness: completenessOf(entry), changes, special, claim };
}

/** "Inhaberschaft bestätigen" from the overview (spec §4 updateEntryClaimedLastUpdate): the notice names the next check. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const auth = (await portal.auth())!;
  if (form.get("intent") === CLAIM_CONFIRM_INTENT && auth.accountId) {
    const res = await portal.need(
      await portal.api.call((api) => api.customer.updateEntryClaimedLastUpdate.$post({ query: { id: auth.accountId!, claimedBy: "OWNER" } })),
    );
    portal.flash({
      notice: { id: crypto.randomUUID(), text: `Vielen Dank. Ihre Inhaberschaft ist bestätigt, die nächste Bestätigung ist am ${formatDateDe(ownerClaimExpiry(res.claimed_last_update))} fällig.`, form: "inhaberschaft" },
    } satisfies PortalFlash);
  }
  throw redirect(pathTo("entry.overview"));
}
