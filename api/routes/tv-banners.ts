import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { FieldErrors, ApiError } from "../lib/errors";
import { rulesBody, rulesQuery } from "../lib/validate";
import { bannerOf, chooseCreative, companyBanners, companyCreatives, creativeCount, creativeOf, decideCreative } from "../services/tv-banners";
import { fileNotFound } from "../services/entry-files";
import { parseVersion } from "#domain/entry";
import { APPROVAL_REFINE, APPROVAL_RULES, approvalStatusOf, byteRange, canChoose, MAX_CREATIVES, NOT_CHOOSABLE_MESSAGE, SCREEN_ENDED_MESSAGE } from "#domain/tv-banners";
import { berlinToday } from "#domain/format";
import { checkRules, type Rules } from "#domain/form-rules";

const ID_RULE = (message: string) => ({ required: message, maxLength: { value: 64, message }, pattern: { value: /^[A-Za-z0-9_-]+$/, message } });

const SET_CREATIVE_RULES = {
  binaryMasterId: ID_RULE("Bitte wählen Sie ein Motiv."),
  externalId: ID_RULE("Bitte geben Sie den TV-Banner an."),
};

const UPDATE_CREATIVE_RULES = { binaryMasterId: ID_RULE("Bitte geben Sie das Motiv an."), approvalStatus: APPROVAL_RULES.approvalStatus };

const CREATIVES_QUERY = {
  offset: { pattern: { value: /^\d{1,6}$/, message: "Ungültiger Beginn der Liste." } },
  limit: { pattern: { value: /^(?:[1-9]\d?|100)$/, message: `Es lassen sich 1 bis ${MAX_CREATIVES} Motive auf einmal abrufen.` } },
} satisfies Rules;

const MEDIA_TYPES = { video: "video/mp4", poster: "image/jpeg" } as const;

/**
 * Spec §7 tv-banners (the company check of the account path families applies:
 * every call names the active company as `accountId`).
 */
export const tvBannerRoutes = new Hono<ApiEnv>()
  // spec §7 GET getCompanyTvBanners: the screens with the creative chosen for each
  .get("/getCompanyTvBanners", async (c) => c.json({ data: { banners: await companyBanners(c.var.db, c.var.accountId) } }))
  // spec §7 GET getCompanyCreatives: the creatives with both approvals (spec §4), media, length and history
  // (a page of them, newest first: `offset`, `limit` up to 100, which is also the default; `total` counts all)
  .get("/getCompanyCreatives", rulesQuery(CREATIVES_QUERY), async (c) => {
    const q = c.req.valid("query");
    const page = { offset: Number(q.offset || 0), limit: Number(q.limit || MAX_CREATIVES) };
    const [creatives, total] = await Promise.all([companyCreatives(c.var.db, c.var.accountId, page), creativeCount(c.var.db, c.var.accountId)]);
    return c.json({ data: { creatives, total } });
  })
  // spec §7 POST setCreative {binaryMasterId, externalId}: only a creative of the company nobody rejected (decision 040)
  .post("/setCreative", rulesBody(SET_CREATIVE_RULES), async (c) => {
    const body = c.req.valid("json");
    const [banner, creative] = await Promise.all([bannerOf(c.var.db, c.var.accountId, body.externalId), creativeOf(c.var.db, c.var.accountId, body.binaryMasterId)]);
    if (banner.endDate < berlinToday()) throw new FieldErrors({ externalId: [SCREEN_ENDED_MESSAGE] });
    if (!canChoose({ customerApprovalStatus: approvalStatusOf(creative.customerApprovalStatus), partnerApprovalStatus: approvalStatusOf(creative.partnerApprovalStatus) })) {
      throw new FieldErrors({ binaryMasterId: [NOT_CHOOSABLE_MESSAGE] });
    }
    // the rule again in the write: a rejection saved since the read refuses it too
    if (!(await chooseCreative(c.var.db, c.var.accountId, banner.externalId, creative.binaryMasterId))) throw new FieldErrors({ binaryMasterId: [NOT_CHOOSABLE_MESSAGE] });
    return c.json({ data: { external_id: banner.externalId, binary_master_id: creative.binaryMasterId } });
  })
  /*
   * spec §7 POST updateCreative {binaryMasterId, approvalStatus}: the customer's
   * approval (spec §4), ACCEPTED or REJECTED, with `reason` for a rejection and
   * the `version` it was made on (a stale one: 409; without one the call of the
   * spec applies as it is). An unknown status: 422; a rejection without reason:
   * 400 at `reason`. The partner's approval is never touched.
   */
  .post(
    "/updateCreative",
    rulesBody(UPDATE_CREATIVE_RULES, {
      extra: (body) => ({ reason: body.reason, version: body.version }),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const checked = checkRules((name) => (name === "reason" ? (body.reason ?? "") : body[name as "approvalStatus"]), APPROVAL_RULES, APPROVAL_REFINE);
      if (checked.error) throw new FieldErrors(checked.error, 400);
      let version: number | null = null;
      if (body.version !== undefined && body.version !== null && body.version !== "") {
        version = parseVersion(body.version);
        if (version === null) throw new FieldErrors({ version: ["Ungültige Version."] }, 400);
      }
      await creativeOf(c.var.db, c.var.accountId, body.binaryMasterId);
      const auth = c.var.auth;
      await decideCreative(
        c.var.db,
        c.var.accountId,
        body.binaryMasterId,
        { status: checked.value.approvalStatus as "ACCEPTED" | "REJECTED", reason: checked.value.reason, version },
        { userId: Number(auth.sub), supportStaff: Boolean(auth.cuca) },
      );
      const [creative] = await companyCreatives(c.var.db, c.var.accountId, { offset: 0, limit: 1 }, body.binaryMasterId);
      return c.json({ data: { creative: creative! } });
    },
  )
  /*
   * A creative's video (MP4) or poster (JPEG) from R2, for the page's player:
   * one byte range when asked (`Range: bytes=…`, 206; a range past the end: 416).
   */
  .get("/getCreativeMedia/:binaryMasterId/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (kind !== "video" && kind !== "poster") throw fileNotFound();
    const creative = await creativeOf(c.var.db, c.var.accountId, c.req.param("binaryMasterId"));
    const key = kind === "video" ? creative.videoKey : creative.posterKey;
    const head = await c.env.FILES.head(key);
    if (!head) throw fileNotFound();
    const range = byteRange(c.req.header("Range"), head.size);
    const headers: Record<string, string> = {
      "Content-Type": MEDIA_TYPES[kind],
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    };
    if (range === "unsatisfiable") {
      throw new ApiError(416, "RANGE_NOT_SATISFIABLE", "Der angefragte Ausschnitt liegt außerhalb der Datei.", undefined, { "Content-Range": `bytes */${head.size}` });
    }
    const object = await c.env.FILES.get(key, range ? { range: { offset: range.start, length: range.end - range.start + 1 } } : {});
    if (!object) throw fileNotFound();
    if (!range) return new Response(object.body, { status: 200, headers: { ...headers, "Content-Length": String(head.size) } });
    return new Response(object.body, {
      status: 206,
      headers: { ...headers, "Content-Length": String(range.end - range.start + 1), "Content-Range": `bytes ${range.start}-${range.end}/${head.size}` },
    });
  });
