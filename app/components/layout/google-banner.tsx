import { Link, useFetcher } from "@remix-run/react";
import { GoogleVerifyLinks } from "./google-verify-links";
import { HideBannerForm } from "./hide-banner-form";
import { pathTo } from "#domain/pages";

/** Where "Hinweis ausblenden" posts (app/routes/_portal+/kunde+/meineProdukte+/google+/hinweis-ausblenden.ts). */
export const HIDE_GOOGLE_BANNER = pathTo("google.hideBanner");

const TONES = {
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-300 bg-red-50 text-red-950",
} as const;

/**
 * The banner about a connected Google location Google has not confirmed (spec §1),
 * on every company page. On a phone one short line with a link to the profile
 * page (which says the rest); from sm up the whole text with the links to
 * confirm. "Hinweis ausblenden" hides it until the session ends: a form (POST
 * with the form token, back to this page), with JavaScript sent in the
 * background while the banner goes at once.
 */
export function GoogleBanner({ banner, profilePath }: { banner: { tone: keyof typeof TONES; text: string }; profilePath: string }) {
  const fetcher = useFetcher<{ hidden: boolean }>();
  if (fetcher.state !== "idle" || fetcher.data?.hidden) return null;
  return (
    <div className={`mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 ${TONES[banner.tone]}`} data-testid="google-banner">
      <div className="min-w-0 flex-1">
        <p className="sm:hidden">
          Google-Profil nicht bestätigt:{" "}
          <Link to={profilePath} className="link">
            Details
          </Link>
        </p>
        <div className="hidden sm:block">
          <p>{banner.text}</p>
          <p className="mt-1">
            <GoogleVerifyLinks />
            {" · "}
            <Link to={profilePath} className="link">
              Ihr Google-Unternehmensprofil in Mein Bereich
            </Link>
          </p>
        </div>
      </div>
      <HideBannerForm fetcher={fetcher} action={HIDE_GOOGLE_BANNER} />
    </div>
  );
}
