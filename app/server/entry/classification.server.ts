import { data } from "@remix-run/cloudflare";
import type { ApiResult } from "~/server/api-client.server";
import type { PortalContext } from "~/server/context.server";
import type { ListReply, Suggestion } from "~/components/entry/classification";
import { checkRules, cut } from "#domain/form-rules";
import { entryFormId, parseVersion, sectionDef } from "#domain/entry";
import {
  SEARCH_TERM_RULE,
  searchFieldOf,
  VALUE_LISTS,
  type Catalogue,
  type ListStep,
  type ValueListSection,
} from "#domain/entry-sections/classification-lists";

/**
 * The list sections' steps that save nothing (spec §7 suggest calls): the
 * suggestions for a search term, or a typed value added to the list. The form
 * comes back with everything kept; without JavaScript this is how a list is edited.
 */

const ADD_EMPTY = "Bitte geben Sie zuerst den Begriff ein, den Sie hinzufügen möchten.";
const SUGGEST_FAILED = "Die Vorschläge konnten gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.";

/** A catalogue's suggestions for a term (its own suggest call). */
export function suggestionsFor(portal: PortalContext, catalogue: Catalogue, term: string): Promise<ApiResult<{ suggestions: Suggestion[] }>> {
  return portal.api.call((api) => {
    const s = api.customer.suggest;
    switch (catalogue) {
      case "industries":
        return s.industries.$post({ json: { trade: term } });
      case "searchKeywords":
        return s.searchKeywords.$post({ json: { searchKeyword: term } });
      case "productFeatures":
        return s["product-features"].$post({ json: { searchTerm: term } });
      case "serviceAreaCities":
        return s["service-area-cities"].$post({ json: { searchTerm: term } });
    }
  });
}

/** The longest term sent back: a new value's maximum or a search term's. */
const TERM_ECHO = 100;

/** The message of a refused search term, or null. */
export function termProblem(term: string): string | null {
  const r = checkRules(() => term, { term: SEARCH_TERM_RULE });
  return r.error ? (r.error.term?.[0] ?? null) : null;
}

/** "Vorschläge anzeigen" or "Hinzufügen" of a list section: the form again, with the suggestions or the value added. */
export async function listStep(portal: PortalContext, form: FormData, section: ValueListSection, step: ListStep) {
  const spec = VALUE_LISTS[section];
  const def = sectionDef(section);
  const searchName = searchFieldOf(section);
  const rawTerm = form.get(searchName);
  let term = typeof rawTerm === "string" ? rawTerm.trim() : "";
  const sent = form.getAll(spec.field).filter((v): v is string => typeof v === "string" && v.trim() !== "");
  // what may come back: the list as its rule echoes it, the term cut to its field
  let chosen = echoList(section, sent) ?? [];
  const error: Record<string, string[]> = {};
  let suggestions: Suggestion[] | null = null;

  const adding = step === "add" && !spec.only;
  // a new value goes by the list's own rule (its length), a search term by the suggest calls'
  const problem = adding ? (term ? null : ADD_EMPTY) : termProblem(term);
  if (problem) error[searchName] = [problem];
  else if (adding) {
    // the new value under the list's own rule (length, plain text, no duplicate, the maximum)
    const r = checkRules((n) => (n === spec.field ? [...sent, term] : undefined), { [spec.field]: def.rules[spec.field]! });
    if (r.error) error[searchName] = [Object.values(r.error)[0]![0]!];
    else {
      chosen = r.value[spec.field] as string[];
      term = "";
    }
  } else if (spec.catalogue) {
    const res = await suggestionsFor(portal, spec.catalogue, term);
    if (res.ok) suggestions = res.data.suggestions;
    else if (res.status >= 500) error[searchName] = [SUGGEST_FAILED];
    else {
      if (res.status === 401 || res.status === 403) await portal.need(res);
      error[searchName] = [res.errors[0]?.message ?? SUGGEST_FAILED];
    }
  }

  const version = parseVersion(form.get("version"));
  return data<ListReply>({
    form: entryFormId(section),
    result: {
      ...(Object.keys(error).length ? { status: "error" as const, error } : {}),
      initialValue: { [spec.field]: chosen, [searchName]: cut(term, TERM_ECHO) },
    },
    ...(version ? { version } : {}),
    suggestions,
  });
}

/** The sent list as its rule may send it back. */
function echoList(section: ValueListSection, sent: string[]): string[] | undefined {
  const rule = sectionDef(section).rules[VALUE_LISTS[section].field];
  return rule?.check ? (rule.echo(sent) as string[]) : undefined;
}
