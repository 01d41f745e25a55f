import { safeRequestId } from "#contract/api";
import type { ApiResult } from "./api-client.server";

/**
 * What one portal request records about itself for the log line and
 * Server-Timing (worker.ts): its request id, the deepest route that ran, when
 * its loaders and its action ran, and the /api faults it met.
 */
export class Telemetry {
  readonly requestId: string;
  /** the deepest Remix route that ran a loader or action */
  routeId: string | null = null;
  private routeDepth = -1;
  /** when the request's loaders (together) and its action ran */
  readonly timing: Record<"loader" | "action", { from: number; to: number } | null> = { loader: null, action: null };

  constructor(request: Request) {
    this.requestId = safeRequestId(request.headers.get("X-Request-Id"));
  }

  noteTiming(kind: "loader" | "action", from: number, to: number) {
    const t = this.timing[kind];
    this.timing[kind] = t ? { from: Math.min(t.from, from), to: Math.max(t.to, to) } : { from, to };
  }

  noteRoute(id: string, depth: number) {
    if (depth > this.routeDepth) {
      this.routeDepth = depth;
      this.routeId = id;
    }
  }

  /** Logs a failed /api call; the backend's own fault is ours (500), an unreachable or broken backend a gateway fault (502). */
  upstreamFault(result: ApiResult<unknown> & { ok: false }): 500 | 502 {
    console.error(JSON.stringify({ level: "error", requestId: this.requestId, upstreamStatus: result.status, errors: result.errors }));
    return result.status > 500 ? 502 : 500;
  }
}
