import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient } from "~/server/api-client.server";
import type { PortalContext } from "~/server/context.server";
import { formAction } from "~/server/form-action.server";
import { readLastAccount } from "~/server/session.server";
import {
  CLAIM_LOGIN_RULES,
  CLAIM_PASSWORD_REFINE,
  CLAIM_PASSWORD_RULES,
  CLAIM_PERSON_RULES,
  CLAIM_TOKEN_RULES,
  claimingPath,
  LETTER_CODE_RULES,
  VERIFICATION_START_REFINE,
  VERIFICATION_START_RULES,
  outcomePath,
  REF_RULE,
  type ClaimPage,
} from "#domain/claiming";
import { pathTo } from "#domain/pages";

/**
 * The claiming pages' server side (spec §2 claiming routes; decisions 072/073):
 * every page carries the funnel's reference (`?ref=`), reads the funnel's state
 * from /api and goes to the page the entry's state asks for when it is not this one
 * (a reload after the state changed, a step opened out of turn).
 */

export const FUNNEL_GONE_TEXT =
  "Dieser Schritt ist nicht mehr gültig: Der Vorgang ist abgeschlossen, abgelaufen oder unbekannt. Bitte öffnen Sie den Eintrag im Verzeichnis erneut und klicken Sie dort auf „Das ist mein Unternehmen“.";

const refOf = (request: Request) => {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return ref && ref.length <= REF_RULE.maxLength.value && REF_RULE.pattern.value.test(ref) ? ref : null;
};

/** A page that cannot go on: its German text with 410 (the link's problem, or the funnel gone). */
export const gone = (message: string) => data({ ok: false as const, message }, { status: 410 });

/** The entry's state for the funnel of this page's reference, as a visitor or the logged-in viewer sees it. */
async function viewOf(portal: PortalContext, ref: string) {
  const auth = await portal.auth();
  const res = auth
    ? await portal.api.call((api) => api.claiming.outcome.$post({ json: { ref } }))
    : await portal.api.call((api) => api.claiming.funnel.$post({ json: { ref } }, ApiClient.anonymous));
  if (!res.ok && res.status === 410) return null;
  const view = await portal.need(res);
  return view;
}

/**
 * The loader of a funnel page: the view when the entry's state is one of `pages`,
 * else a redirect to its page; 410 with the reason when the reference is gone.
 */
export async function funnelLoader({ request, context }: LoaderFunctionArgs, pages: readonly ClaimPage[]) {
  const ref = refOf(request);
  if (!ref) return gone(FUNNEL_GONE_TEXT);
  const view = await viewOf(context.portal, ref);
  if (!view) return gone(FUNNEL_GONE_TEXT);
  if (!pages.includes(view.page)) throw redirect(outcomePath(view.page, ref));
  return { ok: true as const, ref, ...view };
}

/**
 * /claiming/redirect?data=…: opens the directory's sealed reference once (spec §7
 * decryptData) and goes to the page the entry's state asks for; a forged,
 * altered, expired or reused link is a German page with 410, nothing changed.
 */
export async function redirectLoader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const sealed = new URL(request.url).searchParams.get("data") ?? "";
  if (!sealed) return gone("Dieser Link ist unvollständig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut und klicken Sie dort auf „Das ist mein Unternehmen“.");
  const res = await portal.api.call((api) => api.service.cryptography.decryptData.$post({ json: { data: sealed } }, ApiClient.anonymous));
  if (!res.ok && (res.status === 410 || res.status === 400)) return gone(res.errors[0]?.message ?? FUNNEL_GONE_TEXT);
  const { ref } = await portal.need(res);
  const view = await viewOf(portal, ref);
  if (!view) return gone(FUNNEL_GONE_TEXT);
  throw redirect(outcomePath(view.page, ref));
}

/** register: the person kept in the funnel, then the password step. */
export async function personAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-register",
    rules: CLAIM_PERSON_RULES,
    public: true,
    send: (values) => portal.api.call((api) => api.claiming.person.$post({ json: values }, ApiClient.anonymous)),
    done: (_data, values) => ({ redirect: claimingPath("claiming.registerPassword", values.ref) }),
    failed: "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  });
}

/** register/password: POST /api/claiming/register, then the page that asks to confirm the address. */
export async function passwordAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-password",
    rules: CLAIM_PASSWORD_RULES,
    refine: CLAIM_PASSWORD_REFINE,
    public: true,
    send: (values) => portal.api.call((api) => api.claiming.register.$post({ json: values }, ApiClient.anonymous)),
    done: (_data, values) => ({ redirect: claimingPath("claiming.registerSuccess", values.ref) }),
    failed: "Die Registrierung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
  });
}

/** login: POST /api/claiming/login starts the session (as /login) and goes to the page the answer names. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-login",
    rules: CLAIM_LOGIN_RULES,
    public: true,
    messageFields: ["login"],
    send: (values) => portal.api.call((api) => api.claiming.login.$post({ json: values }, ApiClient.anonymous)),
    done: (result, values) => {
      portal.account.start(result, readLastAccount(portal.request));
      return { redirect: outcomePath(result.page, values.ref) };
    },
    failed: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
  });
}


/** The verified claim: the company is the user's and active; the dashboard says so (spec §4 Claiming). */
function claimDone(portal: PortalContext, result: { won: true; companyId: string; companies: string[]; roles: string[] } | { won: false }, ref: string) {
  if (!result.won) return { redirect: outcomePath("otherowner", ref) };
  portal.account.noteAccess(result.roles, result.companies);
  portal.account.setActiveAccount(result.companyId);
  portal.flash({ notice: { id: crypto.randomUUID(), text: "Geschafft: Der Eintrag gehört jetzt zu Ihrem Konto. Sie können ihn ab sofort selbst verwalten." } });
  return { redirect: pathTo("dashboard") };
}

/** login/success: the way of proof chosen (letter or website-domain mail), or the letter's code typed. */
export async function verificationAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  if (formData.get("intent") === "code") {
    return formAction(portal, formData, {
      form: "claiming-code",
      rules: LETTER_CODE_RULES,
      send: (values) => portal.api.call((api) => api.claiming.verification.letter.$post({ json: values })),
      done: (result, values) => claimDone(portal, result, values.ref),
      failed: "Der Code konnte gerade nicht geprüft werden. Bitte versuchen Sie es später erneut.",
    });
  }
  return formAction(portal, formData, {
    form: "claiming-verification",
    rules: VERIFICATION_START_RULES,
    refine: VERIFICATION_START_REFINE,
    send: (values) => portal.api.call((api) => api.claiming.verification.$post({ json: values })),
    done: (_result, values) => ({ redirect: claimingPath("claiming.loginSuccess", values.ref) }),
    failed: "Der Nachweis konnte gerade nicht angefordert werden. Bitte versuchen Sie es später erneut.",
  });
}

/** /claiming/verify: the website-domain mail's link, confirmed with a button (never on GET). */
export async function verifyAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-verify",
    rules: CLAIM_TOKEN_RULES,
    send: (values) => portal.api.call((api) => api.claiming.verification.domain.$post({ json: values })),
    done: (result) => (result.won ? claimDone(portal, result, "") : { redirect: pathTo("dashboard"), notice: "Der Eintrag wurde inzwischen von jemand anderem übernommen." }),
    failed: "Die Bestätigung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
  });
}
