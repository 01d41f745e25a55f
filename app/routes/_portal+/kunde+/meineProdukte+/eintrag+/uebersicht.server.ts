import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { completenessOf } from "#domain/entry-public";
import { specialEntries } from "#domain/entry-sections/opening-hours";
import { berlinToday } from "#domain/format";

/**
 * The entry overview (spec §2 eintrag/uebersicht): the entry as the public sees
 * it (from the cache a change refreshes), its completeness with what is
 * missing, and the changes support staff made — two calls side by side.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [entryRes, changesRes] = await Promise.all([
    portal.api.call((api) => api.customer.getGrisuEntryFromRedis.$get()),
    portal.api.call((api) => api.customer.entry["support-changes"].$get()),
  ]);
  const { entry } = await portal.need(entryRes);
  // the list of support-staff changes is a courtesy: the overview shows without it
  const changes = changesRes.ok ? changesRes.data.changes : null;
  // the special days and periods still to come (a period that has begun from today), as entered
  const special = specialEntries(entry.openingHours?.special, berlinToday());
  return { entry, completeness: completenessOf(entry), changes, special };
}
