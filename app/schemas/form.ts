import { parse } from "@conform-to/react";
import { checkRules, type RuleValues, type Rules } from "../../domain/form-rules";

export { constraintsOf } from "../../domain/form-rules";

/** Checks a submitted form against its rules (domain/form-rules.ts) as a conform submission. */
export function validateForm<R extends Rules>(formData: FormData, rules: R) {
  return parse<RuleValues<R>, string[]>(formData, {
    resolve(payload) {
      const result = checkRules((name) => payload[name], rules);
      return result.error ? { error: result.error } : { value: result.value };
    },
  });
}
