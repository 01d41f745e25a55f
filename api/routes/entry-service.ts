import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesQuery } from "../lib/validate";
import {
  analysisOf,
  correctnessOf,
  grisuEntryServiceData,
  listingStatistics,
  partnerPortalData,
  reloadPortals,
  setWkdbSignet,
  startAnalysis,
} from "../services/entry-service";
import { ANALYSIS_QUERY_RULES, ENTRY_SERVICE_QUERY_CHECK, ENTRY_SERVICE_QUERY_RULES, PARTNER_PORTALS, SIGNET_QUERY_RULES } from "#domain/entry-service";
import { portalIcon } from "../lib/portal-icons";

/** How long an analysis runs locally before its result is ready (seconds; ENTRY_SERVICE_ANALYSIS_SECONDS). */
const analysisSeconds = (v: string | undefined) => {
  const n = Number(v ?? "8");
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 600) : 8;
};

/**
 * Spec §7 "Entry service": the analysis of the entry-service user data across
 * the partner portals (bea), which runs in the background, and what the entry
 * service keeps about the company's listings (internalBea). The active
 * company's only: a job or customer id of another company is a 403.
 */
export const entryServiceRoutes = new Hono<ApiEnv>()
  .get("/bea/getJobIdAndPortalsMetadata", rulesQuery(ENTRY_SERVICE_QUERY_RULES, ENTRY_SERVICE_QUERY_CHECK), async (c) =>
    c.json({ data: await startAnalysis(c.var.db, c.var.accountId, c.req.valid("query"), analysisSeconds(c.env.ENTRY_SERVICE_ANALYSIS_SECONDS)) }),
  )
  .get("/bea/getAnalysisData", rulesQuery(ANALYSIS_QUERY_RULES), async (c) => {
    const { jobId, token } = c.req.valid("query");
    const answer = await analysisOf(c.var.db, c.var.accountId, jobId, token);
    if (answer.state === "unknown") throw notFound("Diese Analyse gibt es nicht.");
    if (answer.state === "foreign") throw forbidden("Diese Analyse gehört nicht zu Ihrer Firma.");
    if (answer.state === "running") {
      c.header("Retry-After", String(answer.retryAfterSeconds));
      return c.json({ data: { status: "running" as const, retryAfterSeconds: answer.retryAfterSeconds, results: null, chartData: null } }, 202);
    }
    return c.json({ data: { status: "done" as const, retryAfterSeconds: 0, results: answer.results, chartData: answer.chartData } });
  })
  .get("/internalBea/getPartnerPortalListingStatistics", async (c) =>
    c.json({ data: listingStatistics((await partnerPortalData(c.var.db, c.var.accountId)).portals) }),
  )
  .get("/internalBea/getCorrectnessOfListing", async (c) => c.json({ data: correctnessOf((await partnerPortalData(c.var.db, c.var.accountId)).portals) }))
  .get("/internalBea/getPartnerPortalData", async (c) => c.json({ data: await partnerPortalData(c.var.db, c.var.accountId) }))
  .post("/internalBea/reloadPortalsData", async (c) => c.json({ data: await reloadPortals(c.var.db, c.var.accountId) }))
  .get("/internalBea/getPartnerPortalList", async (c) => {
    const icons = c.req.query("icons") === "true";
    return c.json({ data: { portals: PARTNER_PORTALS.map((p) => ({ id: p.id, name: p.name, icon: icons ? portalIcon(p.id, p.name) : null })) } });
  })
  .get("/internalBea/getGrisuEntryServiceData", async (c) => c.json({ data: await grisuEntryServiceData(c.var.db, c.var.accountId) }))
  .post("/internalBea/updateWkdbSignet", rulesQuery(SIGNET_QUERY_RULES), async (c) => {
    const { customerId, lock } = c.req.valid("query");
    if (customerId !== c.var.accountId) throw forbidden();
    const { has_wkdb } = await grisuEntryServiceData(c.var.db, c.var.accountId);
    if (!has_wkdb) throw new ApiError(422, "NO_WKDB", "Das Siegel gibt es nur mit dem Produkt „Wer kennt den BESTEN“.", "lock");
    return c.json({ data: await setWkdbSignet(c.var.db, c.var.accountId, lock === "true") });
  });
