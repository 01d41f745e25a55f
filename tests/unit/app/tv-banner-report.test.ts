import { describe, expect, it } from "vitest";
import { tvBannerView, type BannerIn, type CreativeIn } from "~/components/tv-banner/report";

// spec §2 tvbanner: what the page shows of getCompanyTvBanners and getCompanyCreatives (spec §7)
const creative = (id: string, customer: CreativeIn["customerApprovalStatus"], partner: CreativeIn["partnerApprovalStatus"], extra: Partial<CreativeIn> = {}): CreativeIn => ({
  binaryMasterId: id,
  customerApprovalStatus: customer,
  partnerApprovalStatus: partner,
  customerReason: null,
  title: `Motiv ${id}`,
  durationSeconds: 20,
  version: 1,
  history: [],
  ...extra,
});
const banner = (id: string, chosen: string | null, startDate = "2026-01-01", endDate = "2026-12-31"): BannerIn => ({
  external_id: id,
  binary_master_id: chosen,
  location: `Ort ${id}`,
  screen: "Bildschirm",
  startDate,
  endDate,
});
const media = (id: string, kind: string) => `/m/${id}/${kind}`;

describe("tvBannerView", () => {
  const creatives = [
    creative("A", "ACCEPTED", "ACCEPTED"),
    creative("B", "REJECTED", "UNVERIFIED", {
      customerReason: "Logo fehlt",
      history: [{ party: "customer", status: "REJECTED", reason: "Logo fehlt", userName: "Kundenservice Team", supportStaff: true, at: "2026-10-29T10:40:00.000Z" }],
    }),
    creative("C", "UNVERIFIED", "ACCEPTED"),
  ];

  it("each screen: its period in German dates, what runs, and the creatives it may choose (no rejected one)", () => {
    const view = tvBannerView([banner("1", "A"), banner("2", "B"), banner("3", null, "2025-01-01", "2025-12-31")], creatives, "2026-11-29", media);
    expect(view.banners[0]).toMatchObject({ period: "01.01.2026 – 31.12.2026", periodLabel: "Läuft", state: "„Motiv A“ läuft.", chosen: { id: "A", title: "Motiv A" } });
    expect(view.banners[0]!.options.map((o) => o.value)).toEqual(["A", "C"]);
    // a rejected creative still chosen stays in the list, marked as such
    expect(view.banners[1]!.options[0]).toEqual({ value: "B", label: "Motiv B (abgelehnt)" });
    expect(view.banners[2]).toMatchObject({ ended: true, periodLabel: "Beendet", chosen: null });
  });

  it("each creative: its media, both approvals in German words, where it is chosen, the history with who and when (Berlin)", () => {
    const view = tvBannerView([banner("1", "A"), banner("2", "A")], creatives, "2026-11-29", media);
    expect(tvBannerView([], creatives, "2026-11-29", media, [1, 3]).creatives.map((c) => c.id)).toEqual(["B", "C"]);
    expect(view.creatives[0]).toMatchObject({ video: "/m/A/video", poster: "/m/A/poster", duration: "0:20 Min.", usedOn: ["Ort 1", "Ort 2"] });
    expect(view.creatives[1]).toMatchObject({
      customer: { status: "REJECTED", label: "Abgelehnt", reason: "Logo fehlt" },
      partner: { status: "UNVERIFIED", label: "Noch nicht geprüft" },
      history: [{ when: "29.10.2026, 11:40 Uhr", who: "Kundenservice für Sie (Kundenservice Team)", what: "Abgelehnt", reason: "Logo fehlt" }],
    });
  });
});
