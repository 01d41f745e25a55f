import { loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { PortalContext } from "~/server/context.server";
import { entryServiceProblems, entryServiceUserData, signetLockFor } from "#domain/entry-service";
import { ENTRY_DATA_PATH } from "#domain/entry";
import { pathTo } from "#domain/pages";

const PAGE = pathTo("entry.service");
/** Where the portal state keeps the analysis this browser started (spec §7 bea), for the session's lifetime. */
const JOB_STATE = "entryServiceJob";
const JOB_KEPT_S = 12 * 60 * 60;

/** The analysis this session started for a company (spec §7 getJobIdAndPortalsMetadata): its job id and token stay on the server. */
interface StoredJob {
  jobId: string;
  token: string;
  companyId: string;
  startedAt: string;
}

async function storedJob(portal: PortalContext, companyId: string): Promise<StoredJob | null> {
  const job = await portal.state.get<StoredJob>(JOB_STATE);
  return job?.companyId === companyId ? job : null;
}

/**
 * The entry service (spec §2 eintrag/eintragsservice): the user data taken
 * from the entry and what is missing for an analysis (spec §5); the listing on
 * every partner portal with its status, what differs and when it was read; the
 * counts and correctness; ratings per portal and the wkdb signet (spec §7
 * internalBea); and the analysis this session started, running or done (bea).
 * The calls go out side by side.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  const companyId = auth.accountId!;
  // one round, beside the portal state's read of this session's analysis, which only its own call waits for;
  // a company without the product never gets here (the gate shows the shared not-booked page)
  const jobRead = storedJob(portal, companyId);
  const analysisCall = jobRead.then((job) =>
    job ? portal.api.call((api) => api.customer.bea.getAnalysisData.$get({ query: { jobId: job.jobId, token: job.token } })) : null,
  );
  const [entryRes, portalsRes, statsRes, correctRes, grisuRes, analysisRes, job] = await Promise.all([
    portal.api.call((api) => api.customer.getSalesForceEntry.$get()),
    portal.api.call((api) => api.customer.internalBea.getPartnerPortalData.$get()),
    portal.api.call((api) => api.customer.internalBea.getPartnerPortalListingStatistics.$get()),
    portal.api.call((api) => api.customer.internalBea.getCorrectnessOfListing.$get()),
    portal.api.call((api) => api.customer.internalBea.getGrisuEntryServiceData.$get()),
    analysisCall,
    jobRead,
  ]);
  const { entry } = await portal.need(entryRes);
  const listing = await portal.need(portalsRes);
  // an analysis that is gone (another session's, or the backend forgot it) is simply not shown
  const analysis = analysisRes?.ok ? analysisRes.data : null;
  return {
    companyId,
    userData: entryServiceUserData(entry),
    problems: entryServiceProblems(entry),
    entryDataHref: ENTRY_DATA_PATH,
    portals: listing.portals,
    lastUpdate: listing.lastUpdateDate ? { date: listing.lastUpdateDate, time: listing.lastUpdateTime } : null,
    // the time most portals were read at: a portal shows its own only when it differs
    lastChecked: listing.portals.map((p) => p.checked_at).sort().at(-1) ?? null,
    statistics: await portal.need(statsRes),
    correctness: await portal.need(correctRes),
    grisu: await portal.need(grisuRes),
    analysis:
      analysis && job
        ? {
            status: analysis.status,
            retryAfterSeconds: analysis.retryAfterSeconds,
            chartData: analysis.chartData,
            // the page names each portal under its result; what differs is in the portals' list
            results: analysis.results?.map((r) => ({ portal: r.portal, name: r.name, status: r.status })) ?? null,
            startedAt: job.startedAt,
            answeredAt: String(Date.now()),
          }
        : null,
    cuca: auth.cuca,
  };
}

const notice = (portal: PortalContext, text: string, tone?: "danger") =>
  portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/**
 * The page's buttons (each a plain form post with the form token):
 * - start-analysis: an analysis of the user data taken from the entry
 * - reload-portals: the partner portals read again (spec §7 reloadPortalsData)
 * - signet: the wkdb signet shown or hidden (spec §4: the lock sent is the opposite of the current state)
 * Each for the company the page was loaded for only (the product kit's company check): after a
 * switch of company in another tab nothing is sent, and the page says so.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const auth = (await portal.auth())!;
  const companyId = auth.accountId!;
  const form = await request.formData();
  const intent = form.get("intent");
  if (!(await loadedForActiveCompany(portal, form))) {
    notice(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(PAGE);
  }
  if (intent === "start-analysis") {
    const { entry } = await portal.need(await portal.api.call((api) => api.customer.getSalesForceEntry.$get()));
    if (entryServiceProblems(entry).length) throw redirect(`${PAGE}#daten`);
    const res = await portal.api.call((api) => api.customer.bea.getJobIdAndPortalsMetadata.$get({ query: entryServiceUserData(entry) }));
    if (!res.ok) {
      console.error("Error while starting the entry-service analysis", JSON.stringify({ requestId: portal.requestId, status: res.status }));
      notice(portal, `Die Prüfung konnte nicht gestartet werden. Bitte versuchen Sie es später erneut (Anfrage-ID ${portal.requestId}).`);
      throw redirect(`${PAGE}#analyse`);
    }
    const job: StoredJob = { jobId: res.data.jobId, token: res.data.token, companyId, startedAt: new Date().toISOString() };
    await portal.state.set(JOB_STATE, job, JOB_KEPT_S);
    throw redirect(`${PAGE}#analyse`);
  }
  if (intent === "reload-portals") {
    const res = await portal.api.call((api) => api.customer.internalBea.reloadPortalsData.$post());
    notice(
      portal,
      res.ok
        ? "Die Partnerportale wurden neu abgefragt."
        : `Die Partnerportale konnten gerade nicht abgefragt werden. Bitte versuchen Sie es später erneut (Anfrage-ID ${portal.requestId}).`,
    );
    throw redirect(PAGE); // the notice shows at the top, where the page starts again
  }
  if (intent === "signet") {
    const current = form.get("current") === "true";
    const lock = signetLockFor(current);
    const res = await portal.api.call((api) =>
      api.customer.internalBea.updateWkdbSignet.$post({ query: { customerId: companyId, lock: lock ? "true" : "false" } }),
    );
    notice(
      portal,
      res.ok
        ? res.data.has_wkdb_signet
          ? "Das Siegel „Wer kennt den BESTEN“ wird in Ihrem Eintrag gezeigt."
          : "Das Siegel „Wer kennt den BESTEN“ wird in Ihrem Eintrag nicht mehr gezeigt."
        : (res.errors[0]?.message ?? `Das Siegel konnte nicht geändert werden (Anfrage-ID ${portal.requestId}).`),
    );
    throw redirect(PAGE);
  }
  throw data({ requestId: portal.requestId }, { status: 400 });
}
