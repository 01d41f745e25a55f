import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { lazy, Suspense, useState } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { WithoutScript } from "~/components/use-hydrated";
import { ENTRY_TABS, entryFormId, entryTab, entryTabPath } from "#domain/entry-tabs";
import type { EntrySection } from "#domain/entry";
import type { action, loader } from "./eintragsdaten.server";
import { pageTitleWith } from "~/components/layout/page-title";
import { formatDateTimeDe } from "#domain/format";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const tab = entryTab(data?.tab ?? null);
  return [
    {
      title: pageTitleWith(tab === ENTRY_TABS[0] ? null : tab.label, "entry.data", matches),
    },
  ];
};

export const shouldRevalidate = companySwitchRevalidates;

export { action, loader } from "./eintragsdaten.server";

/**
 * The sections' forms with their rules come in a chunk of their own, after the
 * page has painted (the page works without it, as every form posts plainly):
 * the page stays within its JavaScript budget however many sections there are.
 */
const SectionForm = lazy(() => import("~/components/entry/sections"));

export default function EntryDataPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const tab = entryTab(loaded.tab);
  // a section's form starts afresh when its stored values change (a save, another window);
  // the other sections keep what the user is typing there
  const sectionKey = (section: EntrySection) => `${section}:${loaded.companyId}:${JSON.stringify(loaded.values[section] ?? {})}`;
  // Each form keeps its own last answer (a list grown by "Hinzufügen", a refusal, a conflict)
  // while another form of the tab is sent: the page has only one answer, the newest. The
  // form's own save (or its "Gespeicherte Fassung übernehmen") ends it with its notice;
  // another tab starts afresh (leaving asked first: "Eingaben verwerfen").
  const notice = useRouteLoaderData<{ notice: { id: string; form?: string } | null }>("routes/_portal+/_layout")?.notice ?? null;
  type Reply = NonNullable<typeof reply>;
  type Seen = { key: string; version: number };
  type Kept = { tab: string; replies: Partial<Record<string, Reply>>; seen: Partial<Record<string, Seen>>; notice: string | null };
  const [kept, setKept] = useState<Kept>({ tab: loaded.tab, replies: {}, seen: {}, notice: null });
  let next: Kept = kept.tab === loaded.tab ? kept : { tab: loaded.tab, replies: {}, seen: {}, notice: kept.notice };
  if (reply && tab.sections.some((s) => entryFormId(s) === reply.form) && next.replies[reply.form] !== reply) {
    next = { ...next, replies: { ...next.replies, [reply.form]: reply } };
  }
  if (notice?.form && notice.id !== next.notice) {
    const { [notice.form]: _ended, ...rest } = next.replies;
    next = { ...next, replies: rest, notice: notice.id };
  }
  // Which version a kept answer's input goes on from. The entry has one version, which a
  // save of any section moves on. The page notes, for each section, the stored values it
  // has seen and the newest version at which they were still those: seen before the input
  // (a render without an answer) and unchanged since, the page's version counts; else (after
  // a conflict, another window's change of this section, or a page that came as the answer
  // itself, without JavaScript) the answer's, so the save is refused (spec §7 409).
  for (const section of tab.sections) {
    const id = entryFormId(section);
    const was = next.seen[id];
    const now = { key: sectionKey(section), version: loaded.version };
    const note = !next.replies[id] ? (was?.key !== now.key || was.version !== now.version) : was?.key === now.key && was.version < now.version;
    if (note) next = { ...next, seen: { ...next.seen, [id]: now } };
  }
  if (next !== kept) setKept(next);
  const keptFor = (section: EntrySection) => {
    const id = entryFormId(section);
    const answer = next.replies[id] ?? null;
    const seen = next.seen[id];
    const unchanged = Boolean(answer && !answer.conflict && seen && seen.key === sectionKey(section) && seen.version >= (answer.version ?? Infinity));
    return { reply: answer, replyVersion: !unchanged };
  };
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Eintragsdaten</h1>
      <p className="mt-2 text-slate-700">
        So erscheint Ihr Unternehmen im Verzeichnis. Jeder Abschnitt wird für
        sich gespeichert.
        <WithoutScript> Speichern Sie einen Abschnitt, bevor Sie zu einem anderen Reiter wechseln: Ungespeicherte Eingaben gehen sonst verloren.</WithoutScript>
      </p>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Zuletzt geändert: {formatDateTimeDe(loaded.updatedAt)}
      </p>
      <nav aria-label="Abschnitte des Eintrags" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {ENTRY_TABS.map((t) => (
            <li key={t.slug}>
              <Link
                to={entryTabPath(t)}
                aria-current={t === tab ? "page" : undefined}
                className={t === tab ? "tab tab-current" : "tab"}
                preventScrollReset
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p className="card mb-6">{LOADER_TEXT}</p>}>
        {tab.sections.map((section) => {
          const values = loaded.values[section] ?? {};
          return (
            <SectionForm
              section={section}
              key={sectionKey(section)}
              companyId={loaded.companyId}
              cuca={loaded.cuca}
              version={loaded.version}
              values={values}
              {...keptFor(section)}
            />
          );
        })}
      </Suspense>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
