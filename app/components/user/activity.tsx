import { Await, Form, Link } from "@remix-run/react";
import { Pager } from "~/components/product/pager";
import { Suspense, type ReactNode } from "react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { formatDateTimeDe } from "#domain/format";
import { pathTo } from "#domain/pages";

/**
 * The user dashboard's lists of what the user did in the directory: latest
 * searches and recently viewed entries (spec §9: 5 and 3 placeholders while they
 * load with JavaScript). Each row can be removed with its own button, a plain
 * form that works without JavaScript.
 */

/** Grey rows in place of a list that is still loading (announced once as loading). */
export function Placeholders({ count, label }: { count: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="mt-3 space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-10 animate-pulse rounded bg-slate-100" />
      ))}
    </ul>
  );
}

/** A list that may come after the page (deferred): placeholders until then. */
export function Later<T>({ data, placeholders, label, children }: { data: Promise<T> | T; placeholders: number; label: string; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={<Placeholders count={placeholders} label={label} />}>
      <Await resolve={data} errorElement={<p className="mt-3">Die Liste kann gerade nicht geladen werden. Bitte laden Sie die Seite später neu.</p>}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

/** One row's remove button: a form of its own (intent and key), named for screen readers. */
export function RemoveButton({ intent, name, value, label }: { intent: string; name: string; value: string | number; label: string }) {
  return (
    <Form method="post" className="shrink-0">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" className="btn-secondary px-3 py-1" aria-label={label}>
        Entfernen
      </button>
    </Form>
  );
}

export interface Search {
  timestamp: number;
  what: string;
  where: string | null;
}

export function SearchList({ searches }: { searches: Search[] }) {
  if (!searches.length) return <p className="mt-3">Sie haben noch nichts gesucht, oder Sie haben Ihre Suchen entfernt.</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-200">
      {searches.map((s) => {
        const text = s.where ? `${s.what} in ${s.where}` : s.what;
        return (
          <li key={s.timestamp} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{text}</span>
              <span className="block text-sm text-slate-600">{formatDateTimeDe(new Date(s.timestamp))}</span>
            </span>
            <RemoveButton intent="delete-search" name="timestamp" value={s.timestamp} label={`Suche „${text}“ entfernen`} />
          </li>
        );
      })}
    </ul>
  );
}

export interface Viewed {
  sequenceNumber: number;
  timestamp: number;
  entry: { id: string; name: string; city: string | null };
}

export function ViewedList({
  page,
  entries,
  hasMorePages,
  total,
  perPage,
  pageHref,
}: {
  page: number;
  entries: Viewed[];
  hasMorePages: boolean;
  total: number;
  perPage: number;
  pageHref: (n: number) => string;
}) {
  if (!entries.length) return <p className="mt-3">Hier erscheinen die Firmeneinträge, die Sie zuletzt angesehen haben.</p>;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200">
        {entries.map((v) => (
          <li key={v.timestamp} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{v.entry.name}</span>
              {v.entry.city ? <span className="text-slate-700">, {v.entry.city}</span> : null}
              <span className="block text-sm text-slate-600">angesehen am {formatDateTimeDe(new Date(v.timestamp))}</span>
            </span>
            {/* a div: the remove button is a form, which phrasing content such as a span may not hold */}
            <div className="flex flex-wrap gap-2">
              <Link className="btn-secondary px-3 py-1" to={`${pathTo("ugc")}?eintrag=${encodeURIComponent(v.entry.id)}`} aria-label={`${v.entry.name} bewerten`}>
                Bewerten
              </Link>
              <RemoveButton intent="delete-viewed" name="timestamp" value={v.timestamp} label={`${v.entry.name} aus der Liste entfernen`} />
            </div>
          </li>
        ))}
      </ul>
      <Pager label="Seiten der zuletzt angesehenen Einträge" page={page} pages={pages} hasNext={hasMorePages} href={pageHref} preventScrollReset />
    </>
  );
}
