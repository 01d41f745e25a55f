import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { KeyFigure } from "~/components/product/key-figures";
import type { LeadItem, LeadsPageData } from "~/components/leads/lead-list";
import { berlinToday, formatDateDe, germanStamp } from "#domain/format";
import { answerTimeText, truncateText, LEAD_MESSAGES, LEAD_TYPE_LABELS, LEAD_TYPES, LEADS_PER_PAGE, REPLY_MAX, type LeadType } from "#domain/leads";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import { dateRangeOf, rangeRefusal } from "~/server/date-range.server";
import { offsetParam } from "~/server/paging.server";
import { pageUrl } from "~/server/page-url";
import type { PortalContext } from "~/server/context.server";

type Lead = DataOf<Awaited<ReturnType<AreaClients["customer"]["lea"]["getLeads"]["$get"]>>>["leads"][number];

/** "29.11.2026, 09:41" from "2026-11-29 09:41". */
const when = germanStamp;
const day = (iso: string) => formatDateDe(`${iso}T12:00:00Z`);

/** A lead as the page shows it: formatted, the requester only once accepted (the API sends none before). */
export function leadItem(l: Lead, open: boolean): LeadItem {
  const status = l.answeredAt
    ? `Beantwortet am ${when(l.answeredAt)}`
    : l.acceptedAt
    ? `Angenommen am ${when(l.acceptedAt)}${l.acceptedByStaff ? " vom Kundenservice" : l.acceptedBy ? ` von ${l.acceptedBy}` : ""}`
    : "Neu";
  return {
    id: l.externalId,
    kind: LEAD_TYPE_LABELS[l.type],
    received: when(l.createdAt),
    subject: open ? l.subject : truncateText(l.subject),
    // spec §9: cut at 100 characters in the list (ten texts of any length stay within the page's budget); whole when opened
    message: open ? l.message : truncateText(l.message),
    cut: !open && truncateText(l.message) !== l.message,
    status,
    requester: l.requester,
    job: l.job
      ? {
          title: l.job.title ?? "",
          closed: l.job.closedOn ? day(l.job.closedOn) : null,
          deleteOn: l.job.deleteOn ? day(l.job.deleteOn) : null,
        }
      : null,
  };
}

/** What each page is: its kind of lead (none: all), heading and words. */
const PAGES: Record<"all" | LeadType, { heading: string; intro: string; empty: string }> = {
  all: {
    heading: "Ihre Anfragen",
    intro: "",
    empty: "Es sind noch keine Anfragen eingegangen.",
  },
  request: { heading: "Ihre Anfragen", intro: "", empty: "" },
  offer: {
    heading: "Angebotsanfragen",
    intro: "Interessenten, die ein Angebot von Ihnen möchten.",
    empty: "Es sind noch keine Angebotsanfragen eingegangen.",
  },
  job: {
    heading: "Bewerbungen",
    intro:
      "Bewerbungen auf Ihre Stellenanzeigen. Nach dem AGG (§ 15 Abs. 4) werden sie sechs Monate nach dem Ende der Anzeige gelöscht; das Datum steht bei jeder Bewerbung.",
    empty: "Es sind keine Bewerbungen vorhanden.",
  },
  message: {
    heading: "Nachrichten",
    intro: "Nachrichten von Interessenten. Sie antworten per E-Mail direkt aus dem Portal.",
    empty: "Es sind keine Nachrichten eingegangen.",
  },
};

const leadsCall = (portal: PortalContext, type: LeadType | null, offset: number) =>
  portal.api.call((api) =>
    api.customer.lea.getLeads.$get({
      query: {
        limit: String(LEADS_PER_PAGE),
        offset: String(offset),
        type: type ?? "",
      },
    })
  );

/** The overview's key figures (spec §7 getStatistics, getInquiryStatistics) for the range and the range compared with. */
async function keyFigures(portal: PortalContext, today: string) {
  const range = dateRangeOf(portal.url, today);
  const base = {
    today,
    form: range.form,
    errors: range.errors,
    compare: null,
    figures: null,
    types: null,
    withinHours: false,
  };
  if (!range.query) return base;
  const q = { startDate: range.query.startDate, endDate: range.query.endDate };
  const [now, before, types] = await Promise.all([
    portal.api.call((api) => api.customer.lea.getStatistics.$get({ query: q })),
    portal.api.call((api) => api.customer.lea.getStatistics.$get({ query: range.compared })),
    portal.api.call((api) => api.customer.lea.getInquiryStatistics.$get({ query: q })),
  ]);
  const errors = rangeRefusal([now, types]);
  if (errors) return { ...base, errors };
  const s = await portal.need(now);
  const p = before.ok ? before.data : null;
  const t = await portal.need(types);
  const figures: KeyFigure[] = [
    {
      key: "requests",
      label: "Anfragen",
      value: s.requests,
      previous: p?.requests ?? null,
      hint: "eingegangen",
    },
    {
      key: "accepted",
      label: "Angenommen",
      value: s.accepted,
      previous: p?.accepted ?? null,
    },
    {
      key: "answered",
      label: "Beantwortet",
      value: s.answered,
      previous: p?.answered ?? null,
    },
    {
      key: "median",
      label: "Antwortzeit (Median)",
      value: s.medianAnswerMinutes ?? 0,
      previous: p ? p.medianAnswerMinutes : null,
      display: answerTimeText(s.medianAnswerMinutes),
      hint: s.withinOpeningHours ? "innerhalb Ihrer Öffnungszeiten" : "rund um die Uhr gezählt",
    },
  ];
  return {
    ...base,
    compare: { mode: range.compare, running: range.running },
    figures,
    types: t.types
      .filter((x) => LEAD_TYPES.includes(x.type))
      .map((x) => [LEAD_TYPE_LABELS[x.type], x.requests, x.accepted, x.answered] as [string, number, number, number]),
    withinHours: s.withinOpeningHours,
  };
}

/**
 * The loader of a leads page (spec §2 /kunde/anfragen/…, §7 getLeads, §9): a
 * page of the leads (of the page's kind) from `?ab=` on, ten at a time; the
 * overview also the range's key figures against the range compared with.
 * "Weitere laden" is a link to the next offset, there only while the page
 * returned leads and more follow.
 */
export const leadsLoader =
  (type: LeadType | null) =>
  async ({ context }: LoaderFunctionArgs): Promise<LeadsPageData> => {
    const portal = context.portal;
    const today = berlinToday();
    const offset = offsetParam(portal.url, 1, 100_000);
    const auth = await portal.auth();
    const [list, figures] = await Promise.all([leadsCall(portal, type, offset), type ? null : keyFigures(portal, today)]);
    const l = await portal.need(list);
    // one lead opened (`?offen=`): its whole text and, once accepted, the reply form
    const open = portal.url.searchParams.get("offen");
    const words = PAGES[type ?? "all"];
    const next = l.leads.length > 0 && offset + l.leads.length < l.total ? offset + l.leads.length : null;
    return {
      ...words,
      companyId: auth?.accountId ?? "",
      offset,
      total: l.total,
      next,
      items: l.leads.map((x) => leadItem(x, x.externalId === open)),
      open: open && l.leads.some((x) => x.externalId === open) ? open : null,
      replyMax: REPLY_MAX,
      overview: figures,
    };
  };

/** Where the page goes back to after a POST: itself with its list's place, the lead in view. */
function back(request: Request, id?: string) {
  const url = pageUrl(request);
  url.searchParams.delete("offen");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}${id ? `#anfrage-${encodeURIComponent(id)}` : ""}`;
}

const say = (portal: PortalContext, text: string, tone: "success" | "info" | "danger" = "success") =>
  portal.flash({
    notice: { id: crypto.randomUUID(), text, tone },
  } satisfies PortalFlash);

/**
 * The POSTs of every leads page: accept a lead (spec §7 acceptLead; twice or
 * another company's: said, nothing changed), or reply to an accepted one by
 * mail (decision 052; a refused reply keeps the text at its field).
 */
export async function leadsAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const id = String(form.get("externalId") ?? "");
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back(request));
  }
  const companyId = String(form.get("companyId") ?? "");
  if (form.get("intent") === "reply") {
    const reply = String(form.get("reply") ?? "");
    const res = await portal.api.call((api) =>
      api.customer.lea.replyToLead.$post({
        json: { externalId: id, companyId, reply },
      })
    );
    if (!res.ok && (res.status === 401 || res.status === 403)) await portal.need(res);
    if (!res.ok && res.status === 422) {
      return data(
        {
          replyError: {
            id,
            reply,
            message: res.errors.find((e) => e.field === "reply")?.message ?? LEAD_MESSAGES.replyMissing,
          },
        },
        { status: 400 }
      );
    }
    if (res.ok) say(portal, "Ihre Antwort ist per E-Mail unterwegs. Die Anfrage gilt jetzt als beantwortet.");
    else if (res.status === 404 || res.status === 409) say(portal, res.errors[0]?.message ?? LEAD_MESSAGES.notFound, "info");
    else say(portal, portal.failedWrite(res, "Ihre Antwort konnte gerade nicht verschickt werden.").text, "danger");
    throw redirect(back(request, id));
  }
  // a POST of neither button changes nothing
  if (form.get("intent") !== "accept") throw redirect(back(request, id || undefined));
  const res = await portal.api.call((api) => api.customer.lea.acceptLead.$post({ json: { externalId: id, companyId } }));
  if (!res.ok && (res.status === 401 || res.status === 403)) await portal.need(res);
  if (res.ok) say(portal, "Die Anfrage ist angenommen. Die Kontaktdaten stehen jetzt bei der Anfrage.");
  else if (res.status === 404 || res.status === 409) say(portal, res.errors[0]?.message ?? LEAD_MESSAGES.notFound, "info");
  else say(portal, portal.failedWrite(res, "Die Anfrage konnte gerade nicht angenommen werden.").text, "danger");
  throw redirect(back(request, id));
}
