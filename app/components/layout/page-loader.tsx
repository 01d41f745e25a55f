import { useNavigation } from "@remix-run/react";

export const LOADER_TEXT = "Bitte haben Sie einen kurzen Moment Geduld, Ihre Daten werden geladen.";

/** Shown while a navigation loads data (spec §2 loader text). */
export function PageLoader() {
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className={loading ? "fixed inset-x-0 top-0 z-50" : "sr-only"}>
      {loading ? (
        <div className="flex items-center justify-center gap-3 bg-blue-800 px-4 py-2 text-sm text-white" data-testid="page-loader">
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
          {LOADER_TEXT}
        </div>
      ) : null}
    </div>
  );
}
