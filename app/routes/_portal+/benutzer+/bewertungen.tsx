import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { RatingCheckNote } from "~/components/ratings/check-statement";
import { Pager, PAGER_WORDS } from "~/components/product/pager";
import { CsrfInput } from "~/components/ui/csrf-input";
import { Later } from "~/components/user/activity";
import { formatDateDe } from "#domain/format";
import { RATING_PLACEHOLDERS, RATINGS_PER_PAGE, starsLabel } from "#domain/user-activity";
import type { action, loader } from "./bewertungen.server";
import { pathTo, titleOf } from "#domain/pages";

export { action, loader } from "./bewertungen.server";

export const meta: MetaFunction = () => [{ title: titleOf("user.ratings") }];

/** The change form with its rules (the form kit) comes when a rating is opened, or after the page has painted. */
const RatingForm = lazy(() => import("~/components/user/rating-form"));

/** One rating as getRatings answers it (the contract's type, through the loader). */
type Rating = Awaited<ReturnType<typeof useLoaderData<typeof loader>>["list"]>["ratings"][number];

function Stars({ n }: { n: number }) {
  return (
    <span role="img" aria-label={starsLabel(n)} className="text-amber-700">
      {"★".repeat(n)}
      {/* the stars not given: an outline of their own (not colour alone, WCAG 1.4.1) at 3:1 against the card at least (WCAG 1.4.11) */}
      <span className="text-slate-600">
        {"☆".repeat(5 - n)}
      </span>
    </span>
  );
}

/** Own ratings (spec §2 /benutzer/bewertungen): 5 per page, change text and stars, delete after asking. */
export default function UserRatings() {
  const { page, editing, deleting, list, hasCompany } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Meine Bewertungen</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Die Bewertungen, die Sie selbst über Firmen im Verzeichnis geschrieben haben. Nur Sie können sie ändern oder löschen.{" "}
        <Link className="link" to={pathTo("ugc")}>
          Neue Bewertung schreiben
        </Link>
      </p>
      {/* § 5b (3) UWG: how ratings are checked before they are published */}
      <RatingCheckNote className="mt-2" />
      {hasCompany ? (
        <p className="mt-3 max-w-2xl rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900" data-testid="company-ratings-hint">
          Sie suchen die Bewertungen Ihrer Firma? Die stehen nicht hier. Wie Ihre Firma auf den Bewertungsportalen bewertet wird (Anzahl und
          Durchschnitt je Portal), zeigt der{" "}
          <Link className="link" to={pathTo("entry.service")}>
            Eintragsservice
          </Link>
          .
        </p>
      ) : null}
      <Later data={list} placeholders={RATING_PLACEHOLDERS} label="Ihre Bewertungen werden geladen">
        {(data) => <RatingList {...data} page={page} editing={editing} deleting={deleting} />}
      </Later>
    </>
  );
}

function RatingList({
  ratings,
  hasMorePages,
  total,
  page,
  editing,
  deleting,
}: {
  ratings: Rating[];
  hasMorePages: boolean;
  total: number;
  page: number;
  editing: number | null;
  deleting: number | null;
}) {
  if (!ratings.length) {
    return (
      <p className="card mt-4 max-w-2xl">{page > 1 ? "Auf dieser Seite gibt es keine Bewertungen mehr." : "Sie haben noch keine Firma bewertet."}</p>
    );
  }
  const pages = Math.max(1, Math.ceil(total / RATINGS_PER_PAGE));
  const count = total === 1 ? "1 Bewertung" : `${total} Bewertungen`;
  const href = (n: number) => (n > 1 ? `${pathTo("user.ratings")}?seite=${n}` : pathTo("user.ratings"));
  return (
    <>
      <p className="mt-4 text-slate-700">
        {count} · {PAGER_WORDS.of(page, pages)}
      </p>
      <ul className="mt-2 max-w-2xl space-y-4">
        {ratings.map((r) => (
          // a saved change is a new version: the item starts afresh (closed)
          <RatingItem key={`${r.id}-${r.version}`} rating={r} page={page} editing={editing === r.id} deleting={deleting === r.id} />
        ))}
      </ul>
      <Pager label="Seiten Ihrer Bewertungen" page={page} pages={pages} hasNext={hasMorePages} href={href} position={false} />
    </>
  );
}

/**
 * One rating. "Bearbeiten" and "Löschen" open the form or the question in place:
 * with JavaScript without a page load, without it as a link to the same page.
 */
function RatingItem({ rating: r, page, editing, deleting }: { rating: Rating; page: number; editing: boolean; deleting: boolean }) {
  const reply = useActionData<typeof action>();
  const formId = `bewertung-${r.id}`;
  const [open, setOpen] = useState<"edit" | "delete" | null>(editing || reply?.form === formId ? "edit" : deleting ? "delete" : null);
  const base = page > 1 ? `?seite=${page}&` : "?";
  const here = page > 1 ? `?seite=${page}` : pathTo("user.ratings");
  // with JavaScript the focus follows what opens in place and, when it closes again, returns to
  // the button that opened it (WCAG 2.4.3): the last click here says which
  const [clicked, setClicked] = useState<{ what: "edit" | "delete"; opened: boolean } | null>(null);
  const editLink = useRef<HTMLAnchorElement>(null);
  const deleteLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (clicked && !clicked.opened) (clicked.what === "edit" ? editLink : deleteLink).current?.focus();
  }, [clicked]);
  const toggle = (what: "edit" | "delete") => (e: React.MouseEvent) => {
    e.preventDefault();
    setClicked({ what, opened: open !== what });
    setOpen(open === what ? null : what);
  };
  const titleId = `bewertung-${r.id}-titel`;
  return (
    <li className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {r.entry.name}
        {r.entry.city ? <span className="font-normal text-slate-700">, {r.entry.city}</span> : null}
      </h2>
      <p className="mt-1">
        <Stars n={r.stars} /> <span className="text-sm text-slate-600">· zuletzt geändert am {formatDateDe(r.update_date)}</span>
      </p>
      <p className="mt-2 whitespace-pre-line">{r.rating_text}</p>
      {open === "edit" ? (
        <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
          <RatingForm
            rating={r}
            reply={reply}
            titleId={titleId}
            focusFirst={clicked?.opened === true}
            cancel={
              <Link className="btn-secondary" to={here} onClick={toggle("edit")}>
                Abbrechen
              </Link>
            }
          />
        </Suspense>
      ) : open === "delete" ? (
        <div role="group" aria-label={`Bewertung von ${r.entry.name} löschen`} className="mt-4 rounded border border-red-300 bg-red-50 p-3">
          <p className="font-medium">Möchten Sie diese Bewertung wirklich löschen? Das kann nicht rückgängig gemacht werden.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="delete-rating" />
              <input type="hidden" name="rating_id" value={r.id} />
              {/* opened from the list (or the address without JavaScript): the question's answer takes the focus */}
              <button type="submit" className="btn-danger" autoFocus>
                Ja, Bewertung löschen
              </button>
            </Form>
            <Link className="btn-secondary" to={here} onClick={toggle("delete")}>
              Nicht löschen
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <Link
            ref={editLink}
            className="btn-secondary"
            to={`${base}bearbeiten=${r.id}`}
            onClick={toggle("edit")}
            aria-label={`Bewertung von ${r.entry.name} bearbeiten`}
          >
            Bearbeiten
          </Link>
          <Link
            ref={deleteLink}
            className="btn-secondary"
            to={`${base}loeschen=${r.id}`}
            onClick={toggle("delete")}
            aria-label={`Bewertung von ${r.entry.name} löschen`}
          >
            Löschen
          </Link>
        </div>
      )}
    </li>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
