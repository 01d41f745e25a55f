import { describe, expect, it } from "vitest";
import { bodyLimitFor, bodyTooLarge, FORM_BODY_LIMIT } from "~/server/body-limit.server";

/** Bounded input: the portal's form body limit per path and its answer. */

const MB = 1024 * 1024;

describe("portal form body limit", () => {
  it("gives every path 64 KB unless the upload table names it (single-fetch .data, case, trailing slash ignored)", () => {
    expect(bodyLimitFor("/login")).toBe(64 * 1024);
    expect(bodyLimitFor("/kunde/meineProdukte/eintrag/uebersicht.data")).toBe(64 * 1024);
    // the entry data take the logo (5 MB) and documents (10 MB)
    expect(bodyLimitFor("/kunde/meineProdukte/eintrag/eintragsdaten.data")).toBe(10 * MB + 64 * 1024);
    const uploads = { "/kunde/meinewerbebanner/werbebanner/dateiupload": 5 * MB };
    for (const path of [
      "/kunde/meineWerbebanner/werbebanner/dateiupload",
      "/kunde/meineWerbebanner/werbebanner/dateiupload.data",
      "/kunde/meinewerbebanner/werbebanner/dateiupload/",
    ]) {
      expect(bodyLimitFor(path, uploads), path).toBe(5 * MB);
    }
    expect(bodyLimitFor("/kunde/meineWerbebanner/werbebanner/uebersicht", uploads)).toBe(FORM_BODY_LIMIT);
  });

  it("answers 413 with a short German text", async () => {
    const res = bodyTooLarge();
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/zu groß/);
    expect(text.length).toBeLessThan(1024);
  });
});
