import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodSchema } from "zod";
import { ApiError, FieldErrors } from "./errors";
import { checkRules, type Rules } from "../../domain/form-rules";

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
 * refused field. Returns the clean values and the body (for extra fields).
 */
export async function readRulesBody<R extends Rules>(req: Request, rules: R) {
  const body = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, "BAD_REQUEST", "Ungültige Anfrage.");
  const result = checkRules((name) => body[name], rules);
  if (result.error) throw new FieldErrors(result.error);
  return { value: result.value, body };
}
