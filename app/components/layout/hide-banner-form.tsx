import { useLocation, type useFetcher } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { useHydrated } from "~/components/use-hydrated";

/** The page to come back to without JavaScript, and the field a script adds to stay on the page. */
export const BACK_FIELD = "zurueck";
export const STAY_FIELD = "ohneWeiterleitung";

/**
 * "Hinweis ausblenden" of a banner: a POST with the form token that comes back to
 * this page without JavaScript; with it, sent in the background (the banner goes
 * at once, the caller hides it while its fetcher is busy or done).
 */
export function HideBannerForm({ fetcher, action, label = "Hinweis ausblenden" }: { fetcher: ReturnType<typeof useFetcher>; action: string; label?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={action}>
      <CsrfInput />
      <input type="hidden" name={BACK_FIELD} value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name={STAY_FIELD} value="1" /> : null}
      <button type="submit" className="text-sm underline underline-offset-2">
        {label}
      </button>
    </fetcher.Form>
  );
}
