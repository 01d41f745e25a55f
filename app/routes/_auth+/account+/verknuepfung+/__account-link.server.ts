import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient } from "~/server/api-client.server";
import { formAction } from "~/server/form-action.server";
import { readLastAccount } from "~/server/session.server";
import { CLAIM_PASSWORD_REFINE } from "#domain/claiming";
import {
  ACCOUNT_LINK_GONE,
  accountLinkOutcomePath,
  accountLinkPath,
  LINK_LOGIN_RULES,
  LINK_PASSWORD_RULES,
  LINK_PERSON_RULES,
  LINK_REF_RULE,
  type AccountLinkOutcome,
} from "#domain/account-link";
import { pathTo } from "#domain/pages";

/**
 * The account-link pages' server side (spec §2 "Account link"; decisions 093, 094):
 * every page carries the funnel's reference (`?ref=`), reads where the link stands
 * from /api and goes to the page that fits when it is not this one (a reload
 * after the state changed, a step opened out of turn). The pages are
 * anonymous-only (spec §2): a logged-in visitor is on the dashboard before any of this runs.
 */

/** A page that cannot go on: its German text with 410 (the link's problem, or the funnel gone). */
export const gone = (message: string) => data({ ok: false as const, message }, { status: 410 });

const refOf = (request: Request) => {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return ref && ref.length <= LINK_REF_RULE.maxLength.value && LINK_REF_RULE.pattern.value.test(ref) ? ref : null;
};

/** A visitor's page of an outcome: the way in, or why not (`linked`/`review` show only at a login). */
const visitorOutcome = (o: AccountLinkOutcome) => (o === "hold" || o === "pending" ? o : "open");

/** /weiterleitung?data=…: opens the sales mail's sealed customer number once and goes to the page of the link's state. */
export async function linkRedirectLoader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const sealed = new URL(request.url).searchParams.get("data") ?? "";
  if (!sealed) return gone("Dieser Link ist unvollständig. Bitte öffnen Sie den Link direkt aus unserer E-Mail.");
  const res = await portal.api.call((api) => api.accountlink.open.$post({ json: { data: sealed } }, ApiClient.anonymous));
  if (!res.ok && (res.status === 410 || res.status === 400)) return gone(res.errors[0]?.message ?? ACCOUNT_LINK_GONE);
  const { ref, outcome } = await portal.need(res);
  throw redirect(accountLinkOutcomePath(visitorOutcome(outcome), ref));
}

/** The loader of a funnel page: the view when the link's state is `page`'s, else a redirect; 410 when the reference is gone. */
export async function linkFunnelLoader({ request, context }: LoaderFunctionArgs, page: "open" | "hold" | "pending") {
  const portal = context.portal;
  const ref = refOf(request);
  if (!ref) return gone(ACCOUNT_LINK_GONE);
  const res = await portal.api.call((api) => api.accountlink.funnel.$post({ json: { ref } }, ApiClient.anonymous));
  if (!res.ok && (res.status === 410 || res.status === 400)) return gone(ACCOUNT_LINK_GONE);
  const view = await portal.need(res);
  const outcome = visitorOutcome(view.outcome);
  if (outcome !== page) throw redirect(accountLinkOutcomePath(outcome, ref));
  return { ok: true as const, ref, company: view.company, hold: view.hold, step: view.step, person: view.person };
}

/** registrierung: the person kept in the funnel (intent "person"), or the password (POST /api/accountlink/register); then the same page's next step. */
export async function linkRegisterAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  if (formData.get("intent") === "password") {
    return formAction(portal, formData, {
      form: "accountlink-password",
      rules: LINK_PASSWORD_RULES,
      refine: CLAIM_PASSWORD_REFINE,
      public: true,
      send: (values) => portal.api.call((api) => api.accountlink.register.$post({ json: values }, ApiClient.anonymous)),
      done: (_data, values) => ({ redirect: accountLinkPath("accountLink.register", values.ref) }),
      failed: "Die Registrierung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
    });
  }
  return formAction(portal, formData, {
    form: "accountlink-person",
    rules: LINK_PERSON_RULES,
    public: true,
    send: (values) => portal.api.call((api) => api.accountlink.person.$post({ json: values }, ApiClient.anonymous)),
    done: (_data, values) => ({ redirect: accountLinkPath("accountLink.register", values.ref) }),
    failed: "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  });
}

/**
 * login: POST /api/accountlink/login; a linked company starts the session with it
 * active and the dashboard says so; on hold or waiting for review, that page.
 */
export async function linkLoginAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "accountlink-login",
    rules: LINK_LOGIN_RULES,
    public: true,
    messageFields: ["login"],
    send: (values) => portal.api.call((api) => api.accountlink.login.$post({ json: values }, ApiClient.anonymous)),
    done: (result, values) => {
      if (!result.login) return { redirect: accountLinkOutcomePath(result.outcome === "hold" ? "hold" : "pending", values.ref) };
      portal.account.start(result.login, readLastAccount(portal.request));
      portal.account.setActiveAccount(result.companyId);
      portal.flash({ notice: { id: crypto.randomUUID(), text: "Geschafft: Das Unternehmen ist jetzt mit Ihrem Konto verknüpft. Sie sehen es ab sofort hier in Mein Bereich." } });
      return { redirect: pathTo("dashboard") };
    },
    failed: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
  });
}
