import { parse, type SubmissionResult } from "@conform-to/react";
import { checkRules, type Refine, type RuleValues, type Rules } from "#domain/form-rules";

/**
 * The form kit's part that runs in the browser and on the server alike: checks a
 * submitted form against its rules (domain/form-rules.ts) as a conform submission.
 * See docs/decisions/002-form-validation.md.
 */

/** A form's rules and its check across fields. */
export interface FormRules<R extends Rules = Rules> {
  rules: R;
  refine?: Refine<R>;
}

/** What an action answers a form with (app/server/form-action.server.ts), for RulesForm `reply`. */
export interface FormReply {
  /** the form (its id) the reply is for: only that form shows it */
  form: string;
  result: SubmissionResult<string[]>;
  /**
   * the version the input was made on (a versioned form): the form keeps it,
   * though the page around it may show a newer one, so a save never skips a 409
   */
  version?: number;
  /** after a 409: its message, what is stored now, and the version an overwrite goes on from */
  conflict?: { message: string; version: number; stored: Record<string, unknown> };
  /** the form was loaded for another company than the active one: the input, not saved, to show as text */
  otherCompany?: { message: string; companyId: string; typed: Record<string, unknown> };
}

/** The name of the two conflict buttons; their values say what the user chose after a 409. */
export const CONFLICT_CHOICE = "conflictChoice";
/** The version the overwrite button goes on from (sent only with the conflict buttons shown). */
export const STORED_VERSION = "storedVersion";
/**
 * The name of a submit button that asks for help and saves nothing (address
 * suggestions, the address check): the form is sent as it is, without checks.
 */
export const ASSIST = "assist";
/** The honeypot of public forms: a field people never see and bots fill in. */
export const HONEYPOT = "homepage";

/** Checks a submitted form as a conform submission (its payload keeps conform's nested names). */
export function validateForm<R extends Rules>(formData: FormData, { rules, refine }: FormRules<R>) {
  return parse<RuleValues<R>, string[]>(formData, {
    resolve(payload) {
      // "Gespeicherte Fassung übernehmen" drops the input: nothing to check
      if (payload[CONFLICT_CHOICE] === "discard") return { value: {} as RuleValues<R> };
      // a request for help (ASSIST) is answered by the action without a save
      if (payload[ASSIST]) return { value: {} as RuleValues<R> };
      const result = checkRules((name) => payload[name], rules, refine);
      return result.error ? { error: result.error } : { value: result.value };
    },
  });
}
