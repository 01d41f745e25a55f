import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesQuery } from "../lib/validate";
import { dissolveClaim, loadAccount, refreshClaim, subscriptionsOf } from "../services/accounts";
import { loadEntry } from "../services/entries";
import { claimEvent } from "../services/claiming";
import { endOpenRequests } from "../services/claim-requests";
import type { Rules } from "#domain/form-rules";
import { CUCA_DISABLED, isDisabledForCuCa } from "#domain/cuca";
import { berlinToday } from "#domain/format";
import { entrySectionRoutes } from "./entry-sections";
import { entryFileRoutes } from "./entry-files";
import { entryPublicRoutes } from "./entry-public";
import { serviceCaseRoutes } from "./service-cases";
import { classificationRoutes } from "./entry-classification";
import { openingHoursRoutes } from "./entry-opening-hours";
import { entryStatisticsRoutes } from "./entry-statistics";
import { entryServiceRoutes } from "./entry-service";
import { websiteRoutes } from "./websites";
import { seoRoutes } from "./seo";
import { uploadWebBannerFiles } from "./web-banners";
import { validator } from "hono/validator";
import { voicebotRoutes } from "./voicebot";
import { leadRoutes } from "./leads";
import { documentRoutes } from "./documents";
import { contractRoutes } from "./contracts";
import { contactRoutes } from "./contacts";
import { keyFigureRoutes } from "./key-figures";

/** The company a claim call is for: the checked account itself (spec §7 `?id`), and who claims it. */
const CLAIM_QUERY = {
  id: { required: "Es wurde keine Firma angegeben.", maxLength: { value: 64, message: "Ungültige Firmen-ID." } },
} satisfies Rules;
const CLAIM_UPDATE_QUERY = {
  ...CLAIM_QUERY,
  claimedBy: { maxLength: { value: 32, message: "Ungültiger Wert für claimedBy." } },
} satisfies Rules;

export const customerRoutes = new Hono<ApiEnv>()
  .get("/account/:companyId", async (c) => {
    const companyId = c.req.param("companyId");
    // The path's company must be the checked account: no reading a neighbour's data.
    if (companyId !== c.var.accountId) throw forbidden();
    const account = await loadAccount(c.var.db, companyId, Boolean(c.var.auth.cuca));
    if (!account) throw notFound("Die Firma wurde nicht gefunden.");
    return c.json({ data: { account } });
  })
  .get("/getSubscriptions", async (c) => {
    return c.json({ data: { subscriptions: await subscriptionsOf(c.var.db, c.var.accountId) } });
  })
  // spec §2 firmendaten: the contract data, the billing address, and updateSubscriptions (decisions 068–071)
  .route("/", contractRoutes)
  // spec §3 Entry, as the CRM holds it
  .get("/getSalesForceEntry", async (c) => {
    return c.json({ data: { entry: await loadEntry(c.var.db, c.var.accountId) } });
  })
  // spec §7 Entry updates: each section its own call; the answer is the reloaded entry
  .route("/", entrySectionRoutes)
  .route("/", entryFileRoutes)
  .route("/", entryPublicRoutes)
  .route("/", serviceCaseRoutes)
  // spec §7 trades, keywords, features, service area and their suggest calls
  .route("/", classificationRoutes)
  .route("/", openingHoursRoutes)
  // spec §7 the entry's statistics
  .route("/b2b", entryStatisticsRoutes)
  // spec §7 the entry service: its analysis (bea) and what it keeps (internalBea)
  .route("/", entryServiceRoutes)
  // spec §7 the website calls
  .route("/", websiteRoutes)
  // spec §2 seo/uebersicht: the SEO package's keywords and positions
  .route("/", seoRoutes)
  // spec §7 updateWebBannerFiles: images for new banners (the validator only types the multipart form for the portal's client)
  .post("/updateWebBannerFiles", validator("form", (value) => value as { file: File | File[] }), uploadWebBannerFiles)
  // spec §2 "Voicebot: {token}": the calls of the company's voicebot (decision 045)
  .route("/", voicebotRoutes)
  // spec §7 Leads: getStatistics, getLeads, acceptLead, getInquiryStatistics (decisions 050–052)
  .route("/lea", leadRoutes)
  // spec §7 getDocuments, downloadDocument: invoices, credit notes, contract documents (decisions 064–067)
  .route("/", documentRoutes)
  // spec §2 firmendaten/ansprechpartner: the contact persons saved as a whole with their version (decision 080)
  .route("/", contactRoutes)
  // spec §2 dashboard and highlights: the products' key figures and the month's highlights (decisions 088, 089)
  .route("/", keyFigureRoutes)
  // spec §4 Claiming: refresh the owner claim, or dissolve it
  .post("/updateEntryClaimedLastUpdate", rulesQuery(CLAIM_UPDATE_QUERY), async (c) => {
    const { id, claimedBy: sent } = c.req.valid("query");
    const claimedBy = sent || "OWNER";
    if (id !== c.var.accountId) throw forbidden();
    if (isDisabledForCuCa("claim", { cuca: Boolean(c.var.auth.cuca) })) throw forbidden(CUCA_DISABLED.claim);
    if (claimedBy !== "OWNER") throw new ApiError(422, "VALIDATION", "Ungültiger Wert für claimedBy.", "claimedBy");
    const today = berlinToday();
    await refreshClaim(c.var.db, id, claimedBy, today);
    // item "claiming": every claim step in the claim's history, with who and when
    await claimEvent(c.var.db, id, Number(c.var.auth.sub), "claim-confirmed", today);
    return c.json({ data: { claimed_by: claimedBy, claimed_last_update: today } });
  })
  /**
   * Dissolving the claim: the company is no longer claimed, and it leaves the
   * caller's account (its entry stays public; it can be claimed again). The
   * answer names the companies the account still has, in their order.
   */
  .post("/dissolveClaiming", rulesQuery(CLAIM_QUERY), async (c) => {
    const { id } = c.req.valid("query");
    if (id !== c.var.accountId) throw forbidden();
    if (isDisabledForCuCa("claim", { cuca: Boolean(c.var.auth.cuca) })) throw forbidden(CUCA_DISABLED.claim);
    const remaining = await dissolveClaim(c.var.db, Number(c.var.auth.sub), id);
    // the requests for access waiting for this owner end with the claim (decision 090); the step is in the claim's history
    await c.var.db.batch([endOpenRequests(c.var.db, id), claimEvent(c.var.db, id, Number(c.var.auth.sub), "claim-dissolved")]);
    return c.json({ data: { dissolved: true, companies: remaining } });
  });
