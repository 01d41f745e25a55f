import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiErrorItem } from "../../contract/api";

export type { ApiErrorItem };

/** An expected failure: becomes `{ errors: [...] }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  toBody(): { errors: ApiErrorItem[] } {
    return { errors: [{ code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) }] };
  }
}

export const unauthenticated = () =>
  new ApiError(401, "UNAUTHENTICATED", "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.");
export const forbidden = (message = "Sie haben keinen Zugriff auf diese Firma.") =>
  new ApiError(403, "FORBIDDEN", message);
export const notFound = (message = "Die angeforderte Ressource wurde nicht gefunden.") =>
  new ApiError(404, "NOT_FOUND", message);

/** 422 naming every refused field, with the same German messages the form shows. */
export class FieldErrors extends ApiError {
  /** `status`: 422 for what a person typed; 400 where the call's format is wrong on the wire (the adplorer calls' dates, spec §7) */
  constructor(
    readonly fields: Record<string, string[]>,
    status: 400 | 422 = 422,
  ) {
    super(status, "VALIDATION", Object.values(fields)[0]?.[0] ?? "Ungültige Eingabe.");
  }
  override toBody(): { errors: ApiErrorItem[] } {
    return {
      errors: Object.entries(this.fields).map(([field, messages]) => ({ code: "VALIDATION", message: messages[0] ?? "", field })),
    };
  }
}
