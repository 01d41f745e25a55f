import { Hono, type Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, FieldErrors, forbidden } from "../lib/errors";
import { deliverAfterAnswer, queueMail } from "../lib/mail";
import { addressKeys, takeEvent } from "../lib/throttle";
import { rulesBody, rulesQuery } from "../lib/validate";
import { contactAddressMail } from "../mails/contact-address";
import { contactAddressOf, contactChangeRequest, mailboxesOf } from "../services/website-email";
import { companyFile, deleteFile, fileKey, insertFilesWithin, keywordsOf, saveKeywords, websiteFileCount, websiteFilesOf } from "../services/website-files";
import { fileNotFound, fileResponse } from "../services/entry-files";
import { contentDisposition } from "#domain/uploads";
import { sentFilesAnswer, storeSentFiles } from "../lib/sent-files";
import { FILES_FULL_MESSAGE, MAX_WEBSITE_FILES, parseKeywords, TOO_MANY_FILES_MESSAGE, WEBSITE_FILE_RULE, WEBSITE_FILES_PER_UPLOAD, WEBSITE_KEYWORDS_RULES } from "#domain/website-files";
import { parseVersion } from "#domain/entry";
import { validator } from "hono/validator";
import { ACCOUNT_MAILS_PER_ADDRESS } from "./registration";
import { websiteOf, websitesOf, type Website } from "../services/websites";
import { checkWebsite, lastChecksOf, sealWebsiteUrl, storeCheck, takeCheckSlot, unsealWebsiteUrl } from "../services/website-check";
import { orUnavailable, websiteDevices, websiteKeywords, websiteReferrers, websiteViews } from "../services/matomo";
import { STATISTICS_QUERY_RULES, statisticsRangeRule, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { checkWaitMessage, refusedTarget } from "#domain/website-check";
import { CONTACT_ADDRESS_RULES } from "#domain/website-email";
import { tierLimitsOf } from "#domain/website-tiers";
import type { Rules } from "#domain/form-rules";

const today = () => berlinToday();

/** startDate, endDate, interval as for the entry statistics (spec §3 "Date range", decision 010): a refused range is never asked for. */
const rangeQuery = rulesQuery(STATISTICS_QUERY_RULES, (v) => statisticsRangeRule(today())(v));

/** The same address, whatever the case of its host and a trailing slash. */
const sameUrl = (a: string, b: string) => {
  const norm = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}${url.search}`;
    } catch {
      return u.trim();
    }
  };
  return norm(a) === norm(b);
};

/**
 * The website a statistics call names, checked before anything is asked of
 * Matomo: it must be one of the active company's websites, and a `piwikId` or
 * `url` the caller sends must be that website's (spec §7 sends both): anything
 * else is the company check's 403, so nothing of another company's site is
 * ever fetched. A website without a Matomo site has no statistics (404).
 */
async function checkedWebsite(c: Context<ApiEnv>, identifier: string | undefined): Promise<Website & { piwikId: number }> {
  const website = await ownWebsite(c, identifier);
  const { piwikId, url } = c.req.query();
  if (piwikId !== undefined && piwikId !== "" && piwikId !== String(website.piwikId)) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
  if (url !== undefined && url !== "" && !sameUrl(url, website.url)) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
  if (website.piwikId === null) throw new ApiError(404, "NO_STATISTICS", "Für diese Website gibt es keine Statistik.");
  return { ...website, piwikId: website.piwikId };
}

/**
 * One report of the website a call names, in the spec's envelope: the website
 * checked first, then Matomo asked (a failing Matomo is the 503 of orUnavailable).
 */
async function report<T extends object>(
  c: Context<ApiEnv>,
  identifier: string | undefined,
  q: StatisticsQuery,
  read: (env: ApiEnv["Bindings"], siteId: number, q: StatisticsQuery, today: string) => Promise<T>,
) {
  const { piwikId, id } = await checkedWebsite(c, identifier);
  const data = await orUnavailable(c.env, piwikId, () => read(c.env, piwikId, q, today()));
  return c.json({ data: { website: id, ...data } });
}

/** The company's websites, each with its address sealed for the check (`encUrl`) and its last check (spec §7 getWebsites). */
async function websitesWithChecks(c: Context<ApiEnv>) {
  const companyId = c.var.accountId;
  const [list, checks] = await Promise.all([websitesOf(c.var.db, companyId), lastChecksOf(c.var.db, companyId)]);
  return Promise.all(list.map(async (w) => ({ ...w, encUrl: await sealWebsiteUrl(c.env, companyId, w.id, w.url), check: checks.get(w.id) ?? null })));
}

const notCheckable = (message: string) => new ApiError(400, "ENC_URL_INVALID", message, "encUrl");

/**
 * Spec §7 GET getWebsiteCheck?encUrl: checks the website the sealed address
 * names (api/services/website-check.ts). Refused before anything is fetched: an
 * address the backend did not seal or one that names no public website (400),
 * one sealed for another company or no longer the website's (403), a check
 * sooner than 10 s after the company's last (429 with the seconds left, spec §9).
 * A website that fails is a result (status error and its message, spec §7), not
 * an error of the call.
 */
async function websiteCheck(c: Context<ApiEnv>) {
  const sealed = await unsealWebsiteUrl(c.env, c.req.query("encUrl") ?? "");
  if (!sealed) throw notCheckable("Diese Adresse kann nicht geprüft werden. Bitte laden Sie die Seite neu.");
  const companyId = c.var.accountId;
  if (sealed.c !== companyId) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
  const website = await websiteOf(c.var.db, companyId, sealed.w);
  if (!website || !sameUrl(website.url, sealed.u)) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
  let target: URL;
  try {
    target = new URL(website.url);
  } catch {
    throw notCheckable("Die Adresse Ihrer Website ist ungültig.");
  }
  const refused = refusedTarget(target);
  if (refused) throw notCheckable(refused);
  const wait = await takeCheckSlot(c.var.db, companyId);
  if (wait) throw new ApiError(429, "WEBSITE_CHECK_WAIT", checkWaitMessage(wait), undefined, { "Retry-After": String(wait) });
  const result = await checkWebsite(c.env, website.url);
  await storeCheck(c.var.db, companyId, website.id, result);
  return c.json({ data: { website: website.id, status: result.status, result } });
}

/** Requests for a new contact address a company may make in an hour. */
const CONTACT_REQUESTS_PER_COMPANY = 10;

const IDENTIFIER_RULE = { identifier: { required: "Es wurde keine Website angegeben.", maxLength: { value: 64, message: "Unbekannte Website." } } } satisfies Rules;

/** One of the active company's websites by id, or the company check's 403. */
async function ownWebsite(c: Context<ApiEnv>, identifier: string | undefined) {
  if (!identifier) throw new ApiError(400, "IDENTIFIER_MISSING", "Es wurde keine Website angegeben.", "identifier");
  const website = await websiteOf(c.var.db, c.var.accountId, identifier);
  if (!website) throw forbidden("Sie haben keinen Zugriff auf diese Website.");
  return website;
}

/**
 * The website a read names, or without a name the company's first (so a page
 * can ask for it beside the list of websites, in one round); 404 when the
 * company has none.
 */
async function namedOrFirstWebsite(c: Context<ApiEnv>, identifier: string | undefined) {
  if (identifier) return ownWebsite(c, identifier);
  const [first] = await websitesOf(c.var.db, c.var.accountId);
  if (!first) throw new ApiError(404, "NO_WEBSITE", "Für Ihre Firma ist noch keine Website eingerichtet.");
  return first;
}

/**
 * A website's e-mail (spec §2 website/email): the mailboxes its tier includes
 * (domain/websites.ts WEBSITE_TIER_LIMITS) with what each uses, and the address
 * its contact form sends to, with a change still waiting for its confirmation.
 */
async function websiteMailboxes(c: Context<ApiEnv>) {
  const website = await namedOrFirstWebsite(c, c.req.query("identifier"));
  const limits = tierLimitsOf(website.sku);
  const [mailboxes, contact] = await Promise.all([mailboxesOf(c.var.db, website.id), contactAddressOf(c.var.db, website.id)]);
  return c.json({
    data: { website: website.id, tierName: website.tierName, included: limits.mailboxes, quotaMb: limits.mailboxQuotaMb, mailboxes, contactEmail: contact.contactEmail, pendingContact: contact.pending },
  });
}

/**
 * A new address for the website's contact form: a link to confirm it goes to
 * that address; until it is used the old address stays. The address shares the
 * account mails' budget (ACCOUNT_MAILS_PER_ADDRESS an hour, then 429), so the
 * form cannot be used to flood an inbox.
 */
async function requestContactAddress(c: Context<ApiEnv>, body: { identifier: string; email: string }) {
  const website = await ownWebsite(c, body.identifier);
  const address = body.email.trim().toLowerCase();
  const { contactEmail } = await contactAddressOf(c.var.db, website.id);
  if (contactEmail?.toLowerCase() === address) throw new FieldErrors({ email: ["An diese Adresse sendet Ihr Kontaktformular bereits."] });
  // and per company: no flood of confirmation links to ever new addresses either
  if (!(await takeEvent(c.var.db, `contact-address:${c.var.accountId}`, CONTACT_REQUESTS_PER_COMPANY, 60 * 60 * 1000))) {
    throw new ApiError(429, "TOO_MANY_MAILS", "Sie haben in der letzten Stunde zu oft eine neue Adresse angefragt. Bitte versuchen Sie es später erneut.", "email", { "Retry-After": "3600" });
  }
  if (!(await takeEvent(c.var.db, addressKeys.accountMail(address), ACCOUNT_MAILS_PER_ADDRESS, 60 * 60 * 1000))) {
    throw new ApiError(429, "TOO_MANY_MAILS", "An diese E-Mail-Adresse wurden in der letzten Stunde zu viele E-Mails geschickt. Bitte versuchen Sie es später erneut.", "email", { "Retry-After": "3600" });
  }
  const request = await contactChangeRequest(c.var.db, { websiteId: website.id, companyId: c.var.accountId, newEmail: address, requestedBy: Number(c.var.auth.sub) });
  await c.var.db.batch([...request.statements, queueMail(c.var.db, address, contactAddressMail(c.env, { token: request.token, website: website.url }))]);
  await deliverAfterAnswer(c);
  return c.json({ data: { requested: true, email: address } });
}

/**
 * Spec §7 POST updateWebsiteFiles: texts, images and PDFs for the website team
 * (multipart: `identifier`, one or more `file`). Every file is checked by its
 * content, size and name before anything is stored (domain/uploads.ts
 * checkUpload): one refused file refuses the upload, with each refusal named.
 */
async function uploadWebsiteFiles(c: Context<ApiEnv>) {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const website = await ownWebsite(c, typeof form.identifier === "string" ? form.identifier : "");
  const rows = await storeSentFiles(c, form, {
    rule: WEBSITE_FILE_RULE,
    perUpload: WEBSITE_FILES_PER_UPLOAD,
    none: "Bitte wählen Sie mindestens eine Datei aus.",
    tooMany: TOO_MANY_FILES_MESSAGE,
    count: () => websiteFileCount(c.var.db, website.id),
    max: MAX_WEBSITE_FILES,
    full: FILES_FULL_MESSAGE,
    keyOf: (id) => fileKey(c.var.accountId, website.id, id),
    insertWithin: (rows) => insertFilesWithin(c.var.db, website.id, rows.map((r) => ({ ...r, websiteId: website.id, companyId: c.var.accountId })), MAX_WEBSITE_FILES),
  });
  return c.json({ data: { website: website.id, files: sentFilesAnswer(rows) } });
}

/** The website's keywords as the form sends them (one per line), on the version they were loaded on. */
const KEYWORDS_BODY = { ...IDENTIFIER_RULE, ...WEBSITE_KEYWORDS_RULES } satisfies Rules;

/**
 * Spec §7 the website calls of the active company: its websites, the website
 * check, and each website's statistics from the analytics server
 * (api/services/matomo.ts). A Matomo that fails answers 503 "Statistik derzeit
 * nicht verfügbar".
 */
export const websiteRoutes = new Hono<ApiEnv>()
  .get("/getWebsites", async (c) => c.json({ data: { websites: await websitesWithChecks(c) } }))
  .get("/getWebsiteCheck", websiteCheck)
  .get("/getWebsiteMailboxes", websiteMailboxes)
  // the validator only types the multipart form for the portal's client; the handler reads and checks it
  .post("/updateWebsiteFiles", validator("form", (value) => value as { identifier: string; file: File | File[] }), uploadWebsiteFiles)
  .get("/website/files", async (c) => {
    const website = await namedOrFirstWebsite(c, c.req.query("identifier"));
    return c.json({ data: { website: website.id, files: await websiteFilesOf(c.var.db, website.id) } });
  })
  // one file: a download, or shown in the page (`?inline=1`, images only)
  .get("/website/files/:id", validator("query", (v) => v as { inline?: string }), async (c) => {
    const file = await companyFile(c.var.db, c.var.accountId, c.req.param("id"));
    if (!file) throw fileNotFound();
    const inline = c.req.query("inline") === "1" && file.contentType.startsWith("image/");
    return fileResponse(c.env.FILES, file.objectKey, contentDisposition(inline ? "inline" : "attachment", file.fileName));
  })
  .delete("/website/files/:id", async (c) => {
    const file = await companyFile(c.var.db, c.var.accountId, c.req.param("id"));
    if (!file) throw fileNotFound();
    await deleteFile(c.var.db, file.id);
    await c.env.FILES.delete(file.objectKey);
    return c.json({ data: { deleted: file.id } });
  })
  // spec §7 GET getWebsiteKeywords: the keywords, how many the tier allows, their version
  .get("/getWebsiteKeywords", async (c) => {
    const website = await namedOrFirstWebsite(c, c.req.query("identifier"));
    const { keywords, version } = await keywordsOf(c.var.db, website.id);
    return c.json({ data: { website: website.id, keywords, limit: tierLimitsOf(website.sku).keywords, version } });
  })
  .post("/website/keywords", rulesBody({ ...KEYWORDS_BODY, version: { required: "Die Version fehlt.", maxLength: { value: 12, message: "Ungültige Version." } } }), async (c) => {
    const body = c.req.valid("json");
    const website = await ownWebsite(c, body.identifier);
    const version = parseVersion(body.version);
    if (version === null) throw new FieldErrors({ version: ["Ungültige Version."] });
    const parsed = parseKeywords(body.keywords ?? "", tierLimitsOf(website.sku).keywords);
    if (!parsed.ok) throw new FieldErrors({ keywords: [parsed.message] });
    if (!(await saveKeywords(c.var.db, website.id, parsed.keywords, version))) {
      throw new ApiError(409, "CONFLICT", "Die Suchbegriffe wurden inzwischen geändert. Bitte prüfen Sie die gespeicherte Fassung.");
    }
    return c.json({ data: { website: website.id, keywords: parsed.keywords, version: version + 1 } });
  })
  .post("/website/requestContactAddress", rulesBody({ ...IDENTIFIER_RULE, ...CONTACT_ADDRESS_RULES }), (c) => requestContactAddress(c, c.req.valid("json")))
  // spec §7 …/{views|devices|referrers}/{identifier}?piwikId&startDate&endDate&interval&identifier&url
  .get("/getWebsiteStatistic/views/:identifier", rangeQuery, (c) => report(c, c.req.param("identifier"), c.req.valid("query") as StatisticsQuery, websiteViews))
  .get("/getWebsiteStatistic/devices/:identifier", rangeQuery, (c) => report(c, c.req.param("identifier"), c.req.valid("query") as StatisticsQuery, websiteDevices))
  .get("/getWebsiteStatistic/referrers/:identifier", rangeQuery, (c) => report(c, c.req.param("identifier"), c.req.valid("query") as StatisticsQuery, websiteReferrers))
  // spec §7 …/keywords?url&startDate&endDate&interval&identifier
  .get("/getWebsiteStatistic/keywords", rangeQuery, (c) => report(c, c.req.query("identifier"), c.req.valid("query") as StatisticsQuery, websiteKeywords));
