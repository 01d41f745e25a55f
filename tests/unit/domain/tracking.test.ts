import { describe, expect, it } from "vitest";
import { dataEventText, isSectionPath, sectionOf, trackingKeptFrom } from "#domain/tracking";

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

describe("retention (decision 085)", () => {
  it("keeps 90 days", () => {
    expect(trackingKeptFrom("2026-11-30")).toBe("2026-09-01");
  });
});
