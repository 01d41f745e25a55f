import { parse, type Submission } from "@conform-to/react";
import { checkRules, type RuleValues, type Rules } from "#domain/form-rules";

export { constraintsOf } from "#domain/form-rules";

/** Checks a submitted form against its rules (domain/form-rules.ts) as a conform submission. */
export function validateForm<R extends Rules>(formData: FormData, rules: R) {
  return parse<RuleValues<R>, string[]>(formData, {
    resolve(payload) {
      const result = checkRules((name) => payload[name], rules);
      return result.error ? { error: result.error } : { value: result.value };
    },
  });
}

/**
 * The refusal of an /api call as a conform reply: messages naming one of the
 * form's fields go to that field, the rest above the form. Typed input stays,
 * except the `hideFields` (passwords are never sent back).
 */
export function replyWithErrors<R extends Rules>(
  submission: Submission<RuleValues<R>, string[]>,
  rules: R,
  errors: { message: string; field?: string }[],
  hideFields: string[] = [],
) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const e of errors) {
    if (e.field && e.field in rules) (fieldErrors[e.field] ??= []).push(e.message);
    else formErrors.push(e.message);
  }
  return submission.reply({ fieldErrors, formErrors, hideFields });
}
