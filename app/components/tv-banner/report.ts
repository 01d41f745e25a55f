/**
 * The TV-banner page's data (spec §2 tvbanner), shaped on the server from the
 * two calls of spec §7 (getCompanyTvBanners, getCompanyCreatives): every text
 * the page shows is made here, so the page's script carries no rules.
 */
import { formatDateTimeDe } from "#domain/format";
import { formatDay } from "#domain/statistics";
import {
  actorText,
  APPROVAL_LABELS,
  bannerPeriod,
  canChoose,
  durationText,
  screenState,
  type ApprovalStatus,
  type BannerPeriod,
} from "#domain/tv-banners";

export interface BannerIn {
  external_id: string;
  binary_master_id: string | null;
  location: string;
  screen: string;
  startDate: string;
  endDate: string;
}
export interface CreativeIn {
  binaryMasterId: string;
  customerApprovalStatus: ApprovalStatus;
  partnerApprovalStatus: ApprovalStatus;
  customerReason: string | null;
  title: string;
  durationSeconds: number;
  version: number;
  history: { party: "customer" | "partner"; status: ApprovalStatus; reason: string | null; userName: string | null; supportStaff: boolean; at: string }[];
}

const PERIOD_LABELS: Record<BannerPeriod, string> = { upcoming: "Beginnt bald", running: "Läuft", ended: "Beendet" };

/** The page's view: the screens with their creative and the choice, the creatives with both approvals and their history. */
export function tvBannerView(
  banners: BannerIn[],
  creatives: CreativeIn[],
  today: string,
  media: (binaryMasterId: string, kind: "video" | "poster") => string,
  /** the creatives the page shows (`[from, to)`); all by default */
  shown: [number, number] = [0, creatives.length],
) {
  const byId = new Map(creatives.map((c) => [c.binaryMasterId, c]));
  const choosable = creatives.filter(canChoose).map((c) => ({ value: c.binaryMasterId, label: c.title }));
  return {
    banners: banners.map((b) => {
      const period = bannerPeriod(b.startDate, b.endDate, today);
      const chosen = b.binary_master_id ? (byId.get(b.binary_master_id) ?? null) : null;
      return {
        externalId: b.external_id,
        location: b.location,
        screen: b.screen,
        period: `${formatDay(b.startDate)} – ${formatDay(b.endDate)}`,
        periodLabel: PERIOD_LABELS[period],
        ended: period === "ended",
        chosen: chosen ? { id: chosen.binaryMasterId, title: chosen.title } : null,
        state: screenState(period, chosen),
        // the chosen one stays in the list (also when it cannot be chosen again), so the choice shows as it is
        options: chosen && !canChoose(chosen) ? [{ value: chosen.binaryMasterId, label: `${chosen.title} (abgelehnt)` }, ...choosable] : choosable,
      };
    }),
    creatives: creatives.slice(...shown).map((c) => ({
      id: c.binaryMasterId,
      title: c.title,
      duration: durationText(c.durationSeconds),
      video: media(c.binaryMasterId, "video"),
      poster: media(c.binaryMasterId, "poster"),
      customer: { status: c.customerApprovalStatus, label: APPROVAL_LABELS[c.customerApprovalStatus], reason: c.customerReason },
      partner: { status: c.partnerApprovalStatus, label: APPROVAL_LABELS[c.partnerApprovalStatus] },
      version: c.version,
      usedOn: banners.filter((b) => b.binary_master_id === c.binaryMasterId).map((b) => b.location),
      history: c.history.map((h) => ({
        when: formatDateTimeDe(h.at),
        who: actorText(h),
        what: APPROVAL_LABELS[h.status],
        reason: h.reason,
      })),
    })),
  };
}
export type TvBannerView = ReturnType<typeof tvBannerView>;
