/**
 * Web banners (spec §2 werbebanner, §3 web banner, §4 web banner status, §7
 * web-banners): the formats a banner comes in, the states a banner passes, and
 * the actions a customer may take on one. The spec names the status change's
 * path (`updateCompanyWebBannerStatus/banner/{id}/{action}`) but not its
 * actions: the table below is ours (docs/decisions/037-web-banners.md, README).
 */

/** The formats ("flavours", spec §3) in the order the page lists them, with their IAB sizes. */
export const WEB_BANNER_FLAVOURS = {
  Skyscraper: { label: "Skyscraper", width: 160, height: 600, where: "hochkant am Rand der Seite" },
  Rectangle: { label: "Rectangle", width: 300, height: 250, where: "im Inhalt der Seite" },
  Leaderboard: { label: "Leaderboard", width: 728, height: 90, where: "quer über dem Inhalt" },
  Mobile: { label: "Mobile", width: 320, height: 50, where: "auf dem Smartphone" },
} as const;
export type WebBannerFlavour = keyof typeof WEB_BANNER_FLAVOURS;
export const WEB_BANNER_FLAVOUR_ORDER = Object.keys(WEB_BANNER_FLAVOURS) as WebBannerFlavour[];

/**
 * A banner's states. The provider's design team makes a draft (IN_PRODUCTION)
 * and puts it before the customer (AWAITING_APPROVAL); the customer approves it
 * or asks for a change (CHANGES_REQUESTED, the team makes a new draft). An
 * approved banner runs in its period, and the customer may pause and resume it.
 */
export const WEB_BANNER_STATES = ["IN_PRODUCTION", "AWAITING_APPROVAL", "CHANGES_REQUESTED", "APPROVED", "PAUSED"] as const;
export type WebBannerState = (typeof WEB_BANNER_STATES)[number];

/** The customer's actions (the `{action}` path segment): from which states each leads to which. */
export const WEB_BANNER_ACTIONS = {
  approve: { from: ["AWAITING_APPROVAL"], to: "APPROVED", label: "Freigeben", done: "Der Banner ist freigegeben." },
  "request-change": {
    from: ["AWAITING_APPROVAL"],
    to: "CHANGES_REQUESTED",
    label: "Änderung anfordern",
    done: "Ihr Änderungswunsch ist beim Grafik-Team. Sie bekommen einen neuen Entwurf zur Freigabe.",
  },
  pause: { from: ["APPROVED"], to: "PAUSED", label: "Pausieren", done: "Der Banner ist pausiert und wird nicht mehr ausgespielt." },
  resume: { from: ["PAUSED"], to: "APPROVED", label: "Fortsetzen", done: "Der Banner wird wieder ausgespielt." },
} as const satisfies Record<string, { from: readonly WebBannerState[]; to: WebBannerState; label: string; done: string }>;
export type WebBannerAction = keyof typeof WEB_BANNER_ACTIONS;

export const isWebBannerAction = (v: string): v is WebBannerAction => Object.hasOwn(WEB_BANNER_ACTIONS, v);

/** A change request's comment: what the team should change. */
export const CHANGE_COMMENT_MIN = 10;
export const CHANGE_COMMENT_MAX = 1000;

/** What a banner is today, as the customer reads it: its state and, for an approved one, where today lies in its period. */
export type WebBannerPhase = WebBannerState | "SCHEDULED" | "RUNNING" | "ENDED";

export function phaseOf(banner: { status: WebBannerState; startDate: string; endDate: string }, today: string): WebBannerPhase {
  if (today > banner.endDate) return "ENDED";
  if (banner.status !== "APPROVED") return banner.status;
  return today < banner.startDate ? "SCHEDULED" : "RUNNING";
}

export const PHASE_LABELS: Record<WebBannerPhase, string> = {
  IN_PRODUCTION: "In Gestaltung",
  AWAITING_APPROVAL: "Wartet auf Ihre Freigabe",
  CHANGES_REQUESTED: "Änderung angefordert",
  APPROVED: "Freigegeben",
  PAUSED: "Pausiert",
  SCHEDULED: "Freigegeben, startet bald",
  RUNNING: "Läuft",
  ENDED: "Beendet",
};

/**
 * Why the action cannot be taken on the banner today (a German message for the
 * 422), or null when it can: an unknown action, one the state does not allow,
 * a banner whose period is over, a change request without a usable comment.
 */
export function actionRefusal(action: string, banner: { status: WebBannerState; endDate: string }, today: string, comment?: string): { field?: "comment"; message: string } | null {
  if (!isWebBannerAction(action)) {
    return { message: `Unbekannte Aktion „${action.slice(0, 40)}“. Möglich sind: ${Object.values(WEB_BANNER_ACTIONS).map((a) => a.label).join(", ")}.` };
  }
  if (today > banner.endDate) return { message: "Der Zeitraum dieses Banners ist vorbei; er lässt sich nicht mehr ändern." };
  const rule = WEB_BANNER_ACTIONS[action];
  if (!(rule.from as readonly WebBannerState[]).includes(banner.status)) {
    return { message: `„${rule.label}“ ist nicht möglich, solange der Banner den Status „${PHASE_LABELS[banner.status]}“ hat.` };
  }
  if (action === "request-change") {
    const text = (comment ?? "").trim();
    if (text.length < CHANGE_COMMENT_MIN) return { field: "comment", message: `Bitte beschreiben Sie in mindestens ${CHANGE_COMMENT_MIN} Zeichen, was geändert werden soll.` };
    if (text.length > CHANGE_COMMENT_MAX) return { field: "comment", message: `Bitte fassen Sie Ihren Wunsch in höchstens ${CHANGE_COMMENT_MAX} Zeichen.` };
  }
  return null;
}

/** The actions the customer may take on the banner today (the page's buttons). */
export function actionsFor(banner: { status: WebBannerState; endDate: string }, today: string): WebBannerAction[] {
  if (today > banner.endDate) return [];
  return (Object.keys(WEB_BANNER_ACTIONS) as WebBannerAction[]).filter((a) => (WEB_BANNER_ACTIONS[a].from as readonly WebBannerState[]).includes(banner.status));
}

/** Click rate in per cent (clicks per 100 impressions), or null without impressions. */
export const clickRate = (impressions: number, clicks: number): number | null => (impressions > 0 ? (clicks / impressions) * 100 : null);

/** Material for new banners (spec §2 dateiupload, §7 updateWebBannerFiles): images, checked by their content. */
export const WEB_BANNER_UPLOAD_RULE = {
  types: ["image/jpeg", "image/png", "image/gif"],
  maxBytes: 10 * 1024 * 1024,
  wrongType: "Bitte senden Sie Bilder im Format JPG, PNG oder GIF.",
  tooLarge: "Ein Bild darf höchstens 10 MB groß sein.",
} as const;
export const WEB_BANNER_FILES_PER_UPLOAD = 5;
export const MAX_WEB_BANNER_UPLOADS = 30;
/** The largest upload: so many files of the largest size (the body limits of the page and the call). */
export const WEB_BANNER_UPLOAD_BYTES = 25 * 1024 * 1024;
export const WEB_BANNER_UPLOAD_HINT = "JPG, PNG oder GIF, höchstens 10 MB je Bild; bis zu 5 Bilder auf einmal, zusammen höchstens 25 MB.";
export const WEB_BANNER_TOO_MANY = `Sie können höchstens ${WEB_BANNER_FILES_PER_UPLOAD} Bilder auf einmal senden.`;
export const WEB_BANNER_UPLOADS_FULL = `Es liegen schon ${MAX_WEB_BANNER_UPLOADS} Bilder für neue Banner vor. Bitte löschen Sie zuerst Bilder, die das Grafik-Team nicht mehr braucht.`;
