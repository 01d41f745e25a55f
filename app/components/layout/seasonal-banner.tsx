import { useFetcher } from "@remix-run/react";
import { pathTo } from "#domain/pages";
import { HideBannerForm } from "./hide-banner-form";

/**
 * The seasonal banner (spec §1) at the top of every logged-in page between its
 * dates: when the customer service cannot be reached and when it is back.
 * "Nicht mehr anzeigen" hides it until the session ends.
 */
export function SeasonalBanner({ text }: { text: string }) {
  const fetcher = useFetcher<{ hidden: boolean }>();
  if (fetcher.state !== "idle" || fetcher.data?.hidden) return null;
  return (
    <section aria-label="Hinweis zu den Feiertagen" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-blue-950" data-testid="seasonal-banner">
      <p className="min-w-0 flex-1">{text}</p>
      {/* not "Hinweis ausblenden": the Google banner's button has that name, and both may show at once */}
      <HideBannerForm fetcher={fetcher} action={pathTo("seasonalBanner.hide")} label="Nicht mehr anzeigen" />
    </section>
  );
}
