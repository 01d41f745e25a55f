import { describe, it, expect } from "vitest";
import {
  ANALYSIS_STATUS_ORDER,
  ENTRY_SERVICE_STATUS_ORDER,
  sortByStatus,
} from "#domain/status-order";

type Row = { id: number; status: string };
const rows = (...statuses: string[]): Row[] => statuses.map((status, id) => ({ id, status }));
const byStatus = (r: Row) => r.status;

describe("spec §4 Entry-service / analysis statuses", () => {
  it("entry-service order is BLOCKED, UNVERIFIED, not found, nok, ok", () => {
    expect([...ENTRY_SERVICE_STATUS_ORDER]).toEqual(["BLOCKED", "UNVERIFIED", "not found", "nok", "ok"]);
  });

  it("analysis order is not found, error, nok, ok", () => {
    expect([...ANALYSIS_STATUS_ORDER]).toEqual(["portal_not_found", "portal_error", "portal_nok", "portal_ok"]);
  });
});

describe("spec §4 status list order — sortByStatus", () => {
  it("sorts entry-service results by the spec order", () => {
    const sorted = sortByStatus(rows("ok", "nok", "BLOCKED", "not found", "UNVERIFIED"), byStatus, ENTRY_SERVICE_STATUS_ORDER);
    expect(sorted.map(byStatus)).toEqual(["BLOCKED", "UNVERIFIED", "not found", "nok", "ok"]);
  });

  it("sorts analysis results by the spec order", () => {
    const sorted = sortByStatus(rows("portal_ok", "portal_error", "portal_nok", "portal_not_found"), byStatus, ANALYSIS_STATUS_ORDER);
    expect(sorted.map(byStatus)).toEqual(["portal_not_found", "portal_error", "portal_nok", "portal_ok"]);
  });

  it("is stable for equal statuses", () => {
    const sorted = sortByStatus(rows("ok", "nok", "ok", "nok", "ok"), byStatus, ENTRY_SERVICE_STATUS_ORDER);
    expect(sorted.map((r) => r.id)).toEqual([1, 3, 0, 2, 4]);
  });

  it("puts unknown statuses last, keeping their original order ('error' is not in the list order)", () => {
    const sorted = sortByStatus(rows("error", "ok", "zzz", "BLOCKED", "aaa"), byStatus, ENTRY_SERVICE_STATUS_ORDER);
    expect(sorted.map(byStatus)).toEqual(["BLOCKED", "ok", "error", "zzz", "aaa"]);
  });

  it("does not mutate the input array", () => {
    const input = rows("ok", "BLOCKED");
    const sorted = sortByStatus(input, byStatus, ENTRY_SERVICE_STATUS_ORDER);
    expect(input.map(byStatus)).toEqual(["ok", "BLOCKED"]);
    expect(sorted).not.toBe(input);
  });

  it("handles an empty list", () => {
    expect(sortByStatus([], byStatus, ENTRY_SERVICE_STATUS_ORDER)).toEqual([]);
  });
});
