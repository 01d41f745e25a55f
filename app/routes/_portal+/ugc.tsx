import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { RatingCheckNote } from "~/components/ratings/check-statement";
import type { action, loader } from "./ugc.server";
import { pathTo, titleOf } from "#domain/pages";

export { action, loader } from "./ugc.server";

export const meta: MetaFunction = () => [{ title: titleOf("ugc") }];

/** The form with its rules (the form kit) comes after the page has painted; it posts plainly before. */
const UgcForm = lazy(() => import("~/components/user/ugc-form"));

/**
 * /ugc (spec §2: for all roles, independent of the account type): a person's
 * own content for the directory, a rating of a business they looked at
 * (POST /api/mws/call-ugc).
 */
export default function UgcPage() {
  const { entries, chosen } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Bewertung schreiben</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Teilen Sie Ihre Erfahrung mit einer Firma, deren Eintrag Sie sich angesehen haben. Ihre Bewertung erscheint mit Ihrem Anzeigenamen; Sie können
        sie unter „Meine Bewertungen“ jederzeit ändern oder löschen. Jede Firma bewerten Sie einmal: Haben Sie sie schon bewertet, ersetzt die neue
        Bewertung Ihre bisherige.
      </p>
      {/* § 5b (3) UWG: how ratings are checked before they are published */}
      <RatingCheckNote className="mt-2" />
      <div className="card mt-4 max-w-2xl">
        {entries.length ? (
          <Suspense fallback={<p>{LOADER_TEXT}</p>}>
            <UgcForm entries={entries} chosen={chosen} reply={reply} />
          </Suspense>
        ) : (
          <p>
            Sie haben sich noch keinen Firmeneintrag angesehen. Suchen Sie eine Firma im Verzeichnis; danach können Sie sie hier bewerten.{" "}
            <Link className="link" to={pathTo("user.ratings")}>
              Zu Ihren Bewertungen
            </Link>
          </p>
        )}
      </div>
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
