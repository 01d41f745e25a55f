import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodSchema } from "zod";
import { ApiError } from "./errors";

/** zod validation whose failure is a 422 `{ errors }` naming the field. */
export const validate = <T extends ZodSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(422, "VALIDATION", issue?.message ?? "Ungültige Eingabe.", issue?.path.join("."));
    }
  });
