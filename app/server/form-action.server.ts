import { data, redirect } from "@remix-run/cloudflare";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { cut, echoValues, fieldOf, type RuleValues, type Rules } from "#domain/form-rules";
import { parseVersion } from "#domain/entry";
import { COMPANY_FIELD } from "~/components/forms/company-input";
import { ASSIST, CONFLICT_CHOICE, HONEYPOT, STORED_VERSION, validateForm, type FormReply, type FormRules } from "~/components/forms/validate";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import type { ApiResult } from "./api-client.server";
import type { PortalContext } from "./context.server";
import { pageUrl } from "./page-url";

/**
 * The answer ladder of an action that checks a form and calls /api
 * (docs/decisions/002-form-validation.md): each action says only which call,
 * with which body, where to go after it and what to say there.
 *
 * - 400: the form's rules refused the input (messages at the fields), or a public
 *   form's honeypot was filled, or the body is no form at all;
 * - 409: the record changed since the form was loaded (the values stored now and
 *   the version to go on from), or the form was loaded for another company;
 * - 4xx from /api (422 backend rules, 429, …): messages naming a field go to it,
 *   the rest above the form; 401/403/404 of a logged-in call go through
 *   `portal.need` (login page, /403, 404 page);
 * - 5xx: a German message with the request id, the input kept;
 * - success: a notice at the form (post/redirect/get).
 *
 * A refusal sends back only the rules' fields, each cut to its maximum length;
 * secret fields (passwords) and files never.
 */
export interface FormActionSpec<R extends Rules, T> extends FormRules<R> {
  /** the form's id (RulesForm `id`): its reply and the notice after a save show at that form only */
  form: string;
  /** an anonymous form: the honeypot must be empty, and every refusal of the call is a message for the form */
  public?: boolean;
  /** the form edits the active company: it carries the company id it was loaded for (RulesForm `companyId`) */
  company?: boolean;
  /** the form edits a versioned record (it carries `version`); a 409 is answered with the stored values */
  conflict?: {
    /** what the 409 says above the form */
    message: string;
    /** the record as stored now, as the form's values */
    stored: () => Promise<{ version: number; values: Record<string, unknown> }>;
  };
  /** the fields the backend's messages may go to (default: every field of the rules) */
  messageFields?: readonly string[];
  /** the one /api call; `version` is the one to send for a versioned form */
  send: (values: RuleValues<R>, sent: { version: number | null }) => Promise<ApiResult<T>>;
  /** after success: where to go, and the notice to show there (at this form when it is this page) */
  done: (data: T, values: RuleValues<R>) => { redirect: string; notice?: string; /** false: the notice goes above the page, not to the form (a form that closes after its save); true: to the form, also when it posts to a route of its own */ atForm?: boolean };
  /** what could not be done when /api fails (5xx), in German; the request id is added */
  failed: string;
}

export const HONEYPOT_MESSAGE = "Ihre Eingaben konnten nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.";
export const OTHER_COMPANY_MESSAGE =
  "Sie haben inzwischen eine andere Firma ausgewählt. Damit nichts in der falschen Firma landet, wurden Ihre Eingaben nicht gespeichert. Das Formular zeigt jetzt die Daten der ausgewählten Firma.";
export const DISCARDED_MESSAGE = "Ihre Eingaben wurden verworfen. Das Formular zeigt die gespeicherte Fassung.";

/** The most field names a reply lists (conform marks them as checked). */
const MAX_FIELDS = 200;

/** A conform reply that sends back only what the rules allow (see echoValues). */
function replyOf<R extends Rules>(
  submission: Submission<RuleValues<R>, string[]>,
  rules: R,
  opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean } = {},
): SubmissionResult<string[]> {
  const result = submission.reply(opts);
  if (result.initialValue) result.initialValue = echoValues(rules, result.initialValue) as typeof result.initialValue;
  if (result.fields) result.fields = result.fields.filter((f) => fieldOf(f) in rules).slice(0, MAX_FIELDS);
  return result;
}

/** Runs the ladder for one submitted form; returns the reply for the form, or throws the redirect. */
export async function formAction<R extends Rules, T>(portal: PortalContext, formData: FormData, spec: FormActionSpec<R, T>) {
  // a versioned form goes on from the version its input was made on (without JavaScript the page
  // around the answer is loaded afresh, with the newest version)
  const sentVersion = spec.conflict ? (parseVersion(formData.get("version")) ?? undefined) : undefined;
  const answer = (result: SubmissionResult<string[]>, status: number, extra: Partial<FormReply> = {}) =>
    data<FormReply>({ form: spec.form, result, ...(sentVersion ? { version: sentVersion } : {}), ...extra }, { status });
  // the page the form was on, with its query (a tab, a filter)
  const page = ((u) => u.pathname + u.search)(pageUrl(portal.request));

  if (spec.public && formData.get(HONEYPOT)) {
    console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "honeypot filled", form: spec.form }));
    return answer({ status: "error", error: { "": [HONEYPOT_MESSAGE] } }, 400);
  }

  // a request for help (ASSIST) is the page's to answer before this ladder; here it is no save
  if (formData.has(ASSIST)) return answer({ status: "error", error: { "": [HONEYPOT_MESSAGE] } }, 400);

  let submission: Submission<RuleValues<R>, string[]>;
  try {
    submission = validateForm(formData, spec);
  } catch {
    // conform refuses some names (its own control fields with broken content): no form we sent
    return answer({ status: "error", error: { "": [HONEYPOT_MESSAGE] } }, 400);
  }

  if (spec.company) {
    const loadedFor = String(formData.get(COMPANY_FIELD) ?? "");
    if (loadedFor !== (await portal.auth())?.accountId) {
      // the form starts again from the active company's values; the input is shown as text, not kept in it
      return answer(submission.reply({ resetForm: true }), 409, {
        // the form goes on from the active company's record
        version: undefined,
        otherCompany: { message: OTHER_COMPANY_MESSAGE, companyId: cut(loadedFor, 64), typed: echoValues(spec.rules, submission.payload) },
      });
    }
  }

  const choice = formData.get(CONFLICT_CHOICE);
  if (spec.conflict && choice === "discard") {
    portal.flash({ notice: { id: crypto.randomUUID(), text: DISCARDED_MESSAGE, form: spec.form } } satisfies PortalFlash);
    throw redirect(page);
  }

  if (submission.status !== "success") return answer(replyOf(submission, spec.rules), 400);

  const version = spec.conflict && choice === "overwrite" ? parseVersion(formData.get(STORED_VERSION)) : (sentVersion ?? null);
  const res = await spec.send(submission.value, { version });

  if (res.ok) {
    const next = spec.done(res.data, submission.value);
    if (next.notice) {
      const samePage = next.atForm === true || (next.atForm !== false && ((u) => u.pathname + u.search)(new URL(next.redirect, portal.url)) === page);
      portal.flash({ notice: { id: crypto.randomUUID(), text: next.notice, ...(samePage ? { form: spec.form } : {}) } } satisfies PortalFlash);
    }
    throw redirect(next.redirect);
  }
  if (res.status === 409 && spec.conflict) {
    const stored = await spec.conflict.stored();
    return answer(replyOf(submission, spec.rules, { formErrors: [spec.conflict.message] }), 409, {
      conflict: { message: spec.conflict.message, version: stored.version, stored: stored.values },
    });
  }
  if (res.status >= 500) {
    // the input stays in the form; with the version check a retry can never apply it twice
    const failed = portal.failedWrite(res, spec.failed);
    return answer(replyOf(submission, spec.rules, { formErrors: [failed.text] }), failed.status);
  }
  if (!spec.public && (res.status === 401 || res.status === 403 || res.status === 404)) {
    await portal.need(res); // the login page (session over), /403 or the 404 page
  }
  const fields = spec.messageFields ?? Object.keys(spec.rules);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const e of res.errors) {
    if (e.field && fields.includes(e.field)) (fieldErrors[e.field] ??= []).push(e.message);
    else formErrors.push(e.message);
  }
  if (!res.errors.length) formErrors.push(`${spec.failed} (Anfrage-ID ${portal.requestId})`);
  return answer(replyOf(submission, spec.rules, { fieldErrors, formErrors }), res.status);
}
