import { describe, expect, it } from "vitest";
import { actionRefusal, actionsFor, clickRate, phaseOf, WEB_BANNER_ACTIONS, WEB_BANNER_STATES, type WebBannerState } from "#domain/web-banners";

// spec §4 web banner status: the actions (ours, docs/demo-data.md) and the states they lead from and to
const TODAY = "2026-11-29";
const banner = (status: WebBannerState, startDate = "2026-11-01", endDate = "2026-12-31") => ({ status, startDate, endDate });

describe("web banner actions", () => {
  it("each action is allowed from its states only, and leads to its state", () => {
    for (const state of WEB_BANNER_STATES) {
      const allowed = actionsFor(banner(state), TODAY);
      for (const [action, rule] of Object.entries(WEB_BANNER_ACTIONS)) {
        expect(allowed.includes(action as keyof typeof WEB_BANNER_ACTIONS), `${action} from ${state}`).toBe((rule.from as readonly string[]).includes(state));
      }
    }
    expect(actionsFor(banner("AWAITING_APPROVAL"), TODAY)).toEqual(["approve", "request-change"]);
    expect(actionsFor(banner("APPROVED"), TODAY)).toEqual(["pause"]);
    expect(actionsFor(banner("PAUSED"), TODAY)).toEqual(["resume"]);
    expect(actionsFor(banner("CHANGES_REQUESTED"), TODAY)).toEqual([]);
    expect(WEB_BANNER_ACTIONS.pause.to).toBe("PAUSED");
    expect(WEB_BANNER_ACTIONS.resume.to).toBe("APPROVED");
  });

  it("a banner whose period is over takes no action; its last day still counts", () => {
    expect(actionsFor(banner("APPROVED", "2026-10-01", "2026-11-28"), TODAY)).toEqual([]);
    expect(actionRefusal("pause", banner("APPROVED", "2026-10-01", "2026-11-28"), TODAY)?.message).toMatch(/Zeitraum dieses Banners ist vorbei/);
    expect(actionsFor(banner("APPROVED", "2026-10-01", TODAY), TODAY)).toEqual(["pause"]);
  });

  it("refuses an unknown action naming the possible ones, and a change request without a usable comment at its field", () => {
    expect(actionRefusal("delete", banner("APPROVED"), TODAY)?.message).toBe("Unbekannte Aktion „delete“. Möglich sind: Freigeben, Änderung anfordern, Pausieren, Fortsetzen.");
    expect(actionRefusal("approve", banner("PAUSED"), TODAY)?.message).toBe("„Freigeben“ ist nicht möglich, solange der Banner den Status „Pausiert“ hat.");
    expect(actionRefusal("request-change", banner("AWAITING_APPROVAL"), TODAY, "          ")).toEqual({ field: "comment", message: "Bitte beschreiben Sie in mindestens 10 Zeichen, was geändert werden soll." });
    expect(actionRefusal("request-change", banner("AWAITING_APPROVAL"), TODAY, "x".repeat(1001))?.field).toBe("comment");
    expect(actionRefusal("request-change", banner("AWAITING_APPROVAL"), TODAY, "Bitte das Logo größer.")).toBeNull();
    // "__proto__" and friends are no actions
    expect(actionRefusal("__proto__", banner("APPROVED"), TODAY)?.message).toMatch(/Unbekannte Aktion/);
  });
});

describe("a banner's phase as the customer reads it", () => {
  it("an approved banner is scheduled, running or ended by today's date; others keep their state until the end", () => {
    expect(phaseOf(banner("APPROVED", "2026-12-01"), TODAY)).toBe("SCHEDULED");
    expect(phaseOf(banner("APPROVED", TODAY), TODAY)).toBe("RUNNING");
    expect(phaseOf(banner("APPROVED", "2026-01-01", "2026-11-28"), TODAY)).toBe("ENDED");
    expect(phaseOf(banner("PAUSED"), TODAY)).toBe("PAUSED");
    expect(phaseOf(banner("AWAITING_APPROVAL", "2027-01-01", "2027-03-31"), TODAY)).toBe("AWAITING_APPROVAL");
  });

  it("click rate in per cent, none without impressions", () => {
    expect(clickRate(2000, 7)).toBeCloseTo(0.35);
    expect(clickRate(0, 0)).toBeNull();
  });
});
