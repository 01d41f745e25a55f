import { describe, expect, it } from "vitest";
import { dataEventText, downloadEvent, isSectionPath, sectionOf, trackedFor, trackingKeptFrom } from "#domain/tracking";

// spec §7 tracking: a view's data is a section path of at most three segments (decision 084)
describe("the section path of a page", () => {
  it("is its first three word segments, stopping at an id or value", () => {
    expect(sectionOf("/")).toBe("/");
    expect(sectionOf("/benutzer")).toBe("/benutzer");
    expect(sectionOf("/kunde/meineProdukte/website/uebersicht")).toBe("/kunde/meineProdukte/website");
    expect(sectionOf("/kunde/firmendaten/100102/bearbeiten")).toBe("/kunde/firmendaten");
    expect(sectionOf("/benutzer/bewertungen/")).toBe("/benutzer/bewertungen");
    expect(sectionOf("/user/email%20aenderung")).toBe("/user");
  });

  it("is what the calls accept; four segments, ids or a relative path are not", () => {
    for (const p of ["/", "/kunde", "/kunde/meineProdukte/website"]) expect(isSectionPath(p)).toBe(true);
    for (const p of ["/kunde/meineProdukte/website/uebersicht", "kunde", "", "/kunde/", "/100101", "/a b", 3]) expect(isSectionPath(p)).toBe(false);
  });
});

describe("a data event", () => {
  it("is a JSON object of at most 1 KB", () => {
    expect(dataEventText({ a: 1 })).toBe('{"a":1}');
    expect(dataEventText([1])).toBeNull();
    expect(dataEventText("x")).toBeNull();
    expect(dataEventText({ a: "x".repeat(1024) })).toBeNull();
  });
});

// decision 096: for whom, and what a download says
describe("whom a page's events are for", () => {
  it("is the active company on a company's pages, the person elsewhere or without a company", () => {
    expect(trackedFor("/kunde/meineProdukte/eintrag/uebersicht", "1001", "100101")).toEqual({ subject: "company", id: "100101" });
    expect(trackedFor("/kunde", "1001", "100101")).toEqual({ subject: "company", id: "100101" });
    expect(trackedFor("/benutzer/bewertungen", "1001", "100101")).toEqual({ subject: "user", id: "1001" });
    expect(trackedFor("/", "1001", "100101")).toEqual({ subject: "user", id: "1001" });
    expect(trackedFor("/kundenservice", "1001", "100101")).toEqual({ subject: "user", id: "1001" });
    expect(trackedFor("/kunde/firmendaten/dokumente", "1003", null)).toEqual({ subject: "user", id: "1003" });
  });

  it("a download names its kind of file and section, never its name", () => {
    expect(downloadEvent("/kunde/meineProdukte/eintrag/statistiken/csv", "text/csv; charset=utf-8")).toEqual({ download: "csv", section: "/kunde/meineProdukte/eintrag" });
    expect(downloadEvent("/kunde/firmendaten/dokumente/pdf/R-2026-0042", "application/pdf")).toEqual({ download: "pdf", section: "/kunde/firmendaten/dokumente" });
    expect(downloadEvent("/kunde/firmendaten/dokumente/zip", "application/zip")).toEqual({ download: "zip", section: "/kunde/firmendaten/dokumente" });
    expect(downloadEvent("/kunde/firmendaten/dokumente/xrechnung", "application/xml; charset=utf-8").download).toBe("xml");
    expect(downloadEvent("/benutzer/datenexport", "application/json").download).toBe("json");
    expect(downloadEvent("/benutzer/bild", "image/png").download).toBe("datei");
  });
});

describe("retention (decision 085)", () => {
  it("keeps 90 days", () => {
    expect(trackingKeptFrom("2026-11-30")).toBe("2026-09-01");
  });
});
