import { describe, expect, it } from "vitest";
import { notificationLinkReady } from "../../../app/server/layout.server";

// spec §1 user notification: its button leads to the link; one into a page that is not built is no working link
describe("notificationLinkReady", () => {
  const hosts = ["www.example.com"];
  it("a built portal page, with or without a query, is a working link", () => {
    expect(notificationLinkReady("/benutzer", hosts)).toBe(true);
    expect(notificationLinkReady("/kunde/firmendaten/ansprechpartner", hosts)).toBe(true);
    expect(notificationLinkReady("/kunde/meineProdukte/eintrag/statistiken?von=01.01.2026", hosts)).toBe(true);
    expect(notificationLinkReady("/kunde/firmendaten/dokumente?jahr=2025", hosts)).toBe(true);
  });
  it("a path without a page (every page of the registry is built now), or a name the legacy catch-all would take, is not", () => {
    expect(notificationLinkReady("/account/verknuepfung/gibt-es-nicht", hosts)).toBe(false);
    expect(notificationLinkReady("/kunde/gibtEsNicht", hosts)).toBe(false);
  });
  it("an address outside: only on the allowed list", () => {
    expect(notificationLinkReady("https://www.example.com/aktion", hosts)).toBe(true);
    expect(notificationLinkReady("https://fremd.example.org/", hosts)).toBe(false);
  });
});
