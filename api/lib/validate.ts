import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { ZodSchema } from "zod";
import { ApiError, FieldErrors } from "./errors";
import { checkRules, type RuleValues, type Rules } from "../../domain/form-rules";

/** zod validation whose failure is a 422 `{ errors }` naming the field. */
export const validate = <T extends ZodSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(422, "VALIDATION", issue?.message ?? "Ungültige Eingabe.", issue?.path.join("."));
    }
  });

/**
 * A JSON body checked with form rules (domain/form-rules.ts), the same the
 * portal's form checks: 400 when it is not a JSON object, 422 naming every
 * refused field. The clean values are `c.req.valid("json")`, and their shape is
 * what a typed client (hono/client) must send.
 */
export const rulesJson = <R extends Rules, Extra extends object = object>(
  rules: R,
  /** more of the body, read after the rules passed (e.g. an update's version) */
  extra: (body: Record<string, unknown>) => Extra = () => ({}) as Extra,
) =>
  validator("json", (body: unknown): RuleValues<R> & Extra => {
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, "BAD_REQUEST", "Ungültige Anfrage.");
    const fields = body as Record<string, unknown>;
    const result = checkRules((name) => fields[name], rules);
    if (result.error) throw new FieldErrors(result.error);
    return { ...result.value, ...extra(fields) };
  });
