/**
 * TV banners (spec §2 tvbanner, §3 "TV banner" and "Creative", §4 "Creative
 * approval", §7 tv-banners): the screens a company's spot runs on, the spots
 * (creatives) made for it, and who approved them. The backend, the page and
 * the tests read the rules from here (docs/decisions/040-tv-banner-creatives.md).
 */
import { radio, refineFields, type Refine, type RuleValues } from "./form-rules";

/** Spec §4: the status of a creative, held separately for the customer and the partner. */
export const APPROVAL_STATUSES = ["ACCEPTED", "REJECTED", "UNVERIFIED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What the customer may set (spec §4): a creative starts UNVERIFIED and is accepted or rejected. */
export const CUSTOMER_DECISIONS = ["ACCEPTED", "REJECTED"] as const;
export type CustomerDecision = (typeof CUSTOMER_DECISIONS)[number];

/** The statuses in German words, as the page shows them. */
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  ACCEPTED: "Freigegeben",
  REJECTED: "Abgelehnt",
  UNVERIFIED: "Noch nicht geprüft",
};

/** A status of the wire read safely (anything unknown is "not checked yet"). */
export const approvalStatusOf = (value: unknown): ApprovalStatus =>
  (APPROVAL_STATUSES as readonly unknown[]).includes(value) ? (value as ApprovalStatus) : "UNVERIFIED";

/** The longest reason a rejection keeps. */
export const REASON_MAX = 500;

export const REASON_REQUIRED_MESSAGE = "Bitte nennen Sie den Grund, warum Sie das Motiv ablehnen – so kann die Agentur es passend überarbeiten.";

/**
 * The customer's approval of one creative (spec §7 updateCreative): accept or
 * reject; a rejection needs its reason. An unknown status is refused at the
 * field (the API answers 422), a missing reason too (the API answers 400).
 */
export const APPROVAL_RULES = {
  approvalStatus: radio({ options: CUSTOMER_DECISIONS, required: "Bitte wählen Sie, ob Sie das Motiv freigeben oder ablehnen." }),
  reason: {
    maxLength: { value: REASON_MAX, message: `Bitte fassen Sie den Grund in höchstens ${REASON_MAX} Zeichen.` },
    multiline: true,
  },
};
export type ApprovalValues = RuleValues<typeof APPROVAL_RULES>;

/** A rejection needs its reason; an approval keeps none. */
export const APPROVAL_REFINE: Refine<typeof APPROVAL_RULES> = refineFields<typeof APPROVAL_RULES, "approvalStatus" | "reason">(["approvalStatus", "reason"], (v) =>
  v.approvalStatus === "REJECTED" && !v.reason.trim() ? { reason: REASON_REQUIRED_MESSAGE } : null,
);

/** The reason kept with a decision: only a rejection has one. */
export const reasonOf = (status: CustomerDecision, reason: string | null | undefined): string | null => (status === "REJECTED" ? (reason ?? "").trim() || null : null);

export interface CreativeApprovals {
  customerApprovalStatus: ApprovalStatus;
  partnerApprovalStatus: ApprovalStatus;
}

/**
 * Whether a creative may be chosen for a banner (spec §7 setCreative; decision
 * 040): not when the customer or the partner has rejected it. One not yet
 * checked may be chosen: it goes on air once both have approved it.
 */
export const canChoose = (c: CreativeApprovals) => c.customerApprovalStatus !== "REJECTED" && c.partnerApprovalStatus !== "REJECTED";

export const NOT_CHOOSABLE_MESSAGE = "Dieses Motiv wurde abgelehnt und kann nicht gewählt werden. Bitte wählen Sie ein Motiv, das nicht abgelehnt ist.";

/** A screen whose period is over takes no other creative (the page offers no choice there either). */
export const SCREEN_ENDED_MESSAGE = "Die Laufzeit dieses Bildschirms ist vorbei; sein Motiv lässt sich nicht mehr ändern.";

/** A creative goes on air only once both the customer and the partner approved it. */
export const isOnAir = (c: CreativeApprovals) => c.customerApprovalStatus === "ACCEPTED" && c.partnerApprovalStatus === "ACCEPTED";

/** Where a banner stands in its period (dates YYYY-MM-DD, Berlin). */
export type BannerPeriod = "upcoming" | "running" | "ended";
export function bannerPeriod(startDate: string, endDate: string, today: string): BannerPeriod {
  if (today < startDate) return "upcoming";
  if (today > endDate) return "ended";
  return "running";
}

/**
 * What a banner's screen shows, in one German sentence: the chosen creative
 * on air, waiting for an approval, or nothing chosen.
 */
export function screenState(period: BannerPeriod, chosen: (CreativeApprovals & { title: string }) | null): string {
  if (period === "ended") return "Die Laufzeit ist beendet.";
  if (!chosen) return "Es ist noch kein Motiv gewählt.";
  if (!isOnAir(chosen)) {
    if (chosen.customerApprovalStatus === "REJECTED" || chosen.partnerApprovalStatus === "REJECTED") return `„${chosen.title}“ wurde abgelehnt und wird nicht gesendet. Bitte wählen Sie ein anderes Motiv.`;
    const waiting = [chosen.customerApprovalStatus === "UNVERIFIED" ? "Ihre Freigabe" : null, chosen.partnerApprovalStatus === "UNVERIFIED" ? "die Freigabe des Sendepartners" : null].filter(Boolean).join(" und ");
    return `„${chosen.title}“ wartet auf ${waiting}.`;
  }
  return period === "running" ? `„${chosen.title}“ läuft.` : `„${chosen.title}“ läuft ab Beginn der Laufzeit.`;
}

/** Who made an approval, as the history names them. */
export interface ApprovalActor {
  party: "customer" | "partner";
  /** the user's name; for support staff the staff member's */
  userName: string | null;
  /** the change was made by support staff for the customer */
  supportStaff: boolean;
}
export function actorText(a: ApprovalActor): string {
  if (a.party === "partner") return "Sendepartner";
  if (a.supportStaff) return `Kundenservice für Sie (${a.userName ?? "unbekannt"})`;
  return a.userName ?? "Unbekannt";
}

/** "0:30 Min." from 30 seconds. */
export function durationText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} Min.`;
}

/** The approval history the API gives with each creative: the newest this many. */
export const HISTORY_LIMIT = 5;

/** The creatives the page shows at a time, newest first (with player, form and history each, more would pass the page's 14 KB). */
export const CREATIVES_PER_PAGE = 3;

/** The most creatives getCompanyCreatives answers with at once (its default): the page's choice of a creative lists them. */
export const MAX_CREATIVES = 100;

/**
 * One range of a `Range: bytes=…` header within a file of `size` bytes (RFC 9110
 * §14.1.2): the first and last byte, or "unsatisfiable" (416), or null when the
 * header is absent or not a single byte range (the whole file then).
 */
export function byteRange(header: string | null | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    // the last n bytes
    const n = Number(m[2]);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  // a last byte before the first is no valid range: the header is ignored (RFC 9110 §14.1.1), the whole file answered
  if (m[2] !== "" && Number(m[2]) < start) return null;
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
