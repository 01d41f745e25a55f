import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient, type ApiResult } from "./api-client.server";
import { formAction } from "./form-action.server";
import type { ResendNotice } from "~/components/account/resend-mail";
import {
  ACTIVATION_CODE_RULES,
  GUEST_RULES,
  PASSWORD_FORGOTTEN_RULES,
  PASSWORD_RENEW_FORM_RULES,
  PASSWORD_RENEW_REFINE,
  REGISTER_FORM_REFINE,
  REGISTER_FORM_RULES,
  TOKEN_RULES,
} from "#domain/registration";
import { pathTo } from "#domain/pages";

/**
 * The actions of the pages for people without a session (registration,
 * activation, guest registration, the newsletter's opt-in, password recovery):
 * each one form of the form kit, public (honeypot; every refusal of the call is
 * said at the form), one open /api call, and the page to go to after it.
 */

type Args = Pick<ActionFunctionArgs, "request" | "context">;
const FAILED = "Das hat gerade nicht geklappt. Bitte versuchen Sie es in einigen Minuten erneut.";

/** The query's token of a mailed link (bounded: a longer one is no token of ours). */
export function linkToken({ request }: Pick<LoaderFunctionArgs, "request">): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : "";
}

/** A single-button link page (cancel, newsletter, e-mail change): its token, and whether its button was pressed (`?erledigt`). */
export const linkButtonPage = (args: Pick<LoaderFunctionArgs, "request">) => ({ token: linkToken(args), done: new URL(args.request.url).searchParams.has("erledigt") });

/** The two kinds of registration, and the page after each. */
export type RegistrationKind = "konto" | "gast";
const SENT_PAGE: Record<RegistrationKind, string> = { konto: pathTo("registration.sent"), gast: pathTo("registration.guestSent") };
/** How long the page after a registration knows its address: the hour of the address's budget of mails. */
export const REMEMBER_REGISTRATION_MS = 60 * 60 * 1000;

/** Where the portal state keeps the registration just sent from this browser. */
const REGISTRATION_STATE = "registration";

/**
 * The address a registration was just sent for, kept in the browser's portal
 * state for an hour (never in the page's address, where a link could name any
 * address): the page after it repeats it and offers to send the mail again, to
 * that address only. A login forgets it (a new login starts a new state).
 */
async function rememberRegistration(portal: Args["context"]["portal"], kind: RegistrationKind, email: string) {
  await portal.state.set(REGISTRATION_STATE, { email, kind, at: Date.now() }, REMEMBER_REGISTRATION_MS / 1000);
}

/** The address this browser registered within the last hour for this kind of registration, or null. */
export async function rememberedRegistration(portal: Args["context"]["portal"], kind: RegistrationKind): Promise<string | null> {
  const r = await portal.state.get<{ email?: unknown; kind?: unknown; at?: unknown }>(REGISTRATION_STATE);
  const fresh = typeof r?.at === "number" && Date.now() - r.at < REMEMBER_REGISTRATION_MS;
  return fresh && r?.kind === kind && typeof r.email === "string" ? r.email : null;
}

export async function registerAction({ request, context }: Args) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: "registrierung",
    rules: REGISTER_FORM_RULES,
    refine: REGISTER_FORM_REFINE,
    public: true,
    send: async ({ passwordRepeat: _repeat, ...json }) => {
      const res = await portal.api.call((api) => api.user.register.$post({ json }, ApiClient.anonymous));
      if (res.ok) await rememberRegistration(portal, "konto", json.email);
      return res;
    },
    done: () => ({ redirect: SENT_PAGE.konto }),
    failed: `Ihre Registrierung konnte nicht gespeichert werden. ${FAILED}`,
  });
}

export async function guestAction({ request, context }: Args) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: "registrierung-gast",
    rules: GUEST_RULES,
    public: true,
    send: async (json) => {
      const res = await portal.api.call((api) => api.user.registerGuest.$post({ json }, ApiClient.anonymous));
      if (res.ok) await rememberRegistration(portal, "gast", json.email);
      return res;
    },
    done: () => ({ redirect: SENT_PAGE.gast }),
    failed: `Ihr Gastzugang konnte nicht angelegt werden. ${FAILED}`,
  });
}

/** The page after a registration: the address it remembers (or null), and the answer to the last "E-Mail erneut senden". */
export const registrationSentLoader =
  (kind: RegistrationKind) =>
  async ({ context }: Pick<LoaderFunctionArgs, "context">) => {
    const portal = context.portal;
    return { email: await rememberedRegistration(portal, kind), resent: portal.takeFlash<{ resent?: ResendNotice }>()?.resent ?? null };
  };

/**
 * "E-Mail erneut senden": the mail of the registration this browser sent, to
 * the address it remembers (none is taken from the form), within the address's
 * budget of mails (POST /api/user/registerResend); then the page again, saying
 * what happened.
 */
export const resendRegistrationAction =
  (kind: RegistrationKind) =>
  async ({ context }: Pick<ActionFunctionArgs, "context">): Promise<never> => {
    const portal = context.portal;
    const email = await rememberedRegistration(portal, kind);
    const say = (tone: ResendNotice["tone"], text: string) => {
      portal.flash({ resent: { id: crypto.randomUUID(), tone, text } satisfies ResendNotice });
      return redirect(SENT_PAGE[kind]);
    };
    if (!email) {
      throw say(
        "warning",
        "Die Registrierung liegt zu lange zurück oder wurde in einem anderen Browser abgeschickt, daher können wir die E-Mail hier nicht erneut senden. Bitte registrieren Sie sich noch einmal; eine bereits wartende Registrierung bekommt dann einen neuen Link.",
      );
    }
    const res = await portal.api.call((api) => api.user.registerResend.$post({ json: { email } }, ApiClient.anonymous));
    if (res.ok) throw say("success", `Wir haben die E-Mail erneut an ${email} geschickt. Bitte verwenden Sie den Link oder Code aus der neuesten E-Mail.`);
    if (res.status === 429) throw say("warning", res.errors[0]?.message ?? FAILED);
    if (res.status >= 500) throw say("danger", portal.failedWrite(res, "Die E-Mail konnte nicht erneut gesendet werden.").text);
    throw say("danger", `Die E-Mail konnte nicht erneut gesendet werden. ${FAILED}`);
  };

/** Activation: the link's button (form "aktivierung-link") or address and code (form "aktivierung-code"); then the login page says so. */
export async function activationAction({ request, context }: Args) {
  const portal = context.portal;
  const formData = await request.formData();
  const activate = (v: { token?: string; email?: string; code?: string }) =>
    portal.api.call((api) => api.user.registerActivation.$post({ json: { token: v.token ?? "", email: v.email ?? "", code: v.code ?? "" } }, ApiClient.anonymous));
  const done = () => ({ redirect: `${pathTo("login")}?aktiviert` });
  const failed = `Ihr Konto konnte nicht aktiviert werden. ${FAILED}`;
  if (formData.get("intent") === "link") {
    return formAction(portal, formData, { form: "aktivierung-link", rules: TOKEN_RULES, public: true, send: activate, done, failed });
  }
  return formAction(portal, formData, { form: "aktivierung-code", rules: ACTIVATION_CODE_RULES, public: true, send: activate, done, failed });
}

/** A link's single button (cancel the registration, confirm the newsletter): on success the page again, saying it is done. */
export function tokenButtonAction(form: string, call: (portal: Args["context"]["portal"], token: string) => Promise<ApiResult<unknown>>, donePath: string) {
  return async ({ request, context }: Args) => {
    const portal = context.portal;
    return formAction(portal, await request.formData(), {
      form,
      rules: TOKEN_RULES,
      public: true,
      send: ({ token }) => call(portal, token),
      done: () => ({ redirect: donePath }),
      failed: FAILED,
    });
  };
}

export const cancelRegistrationAction = tokenButtonAction(
  "registrierung-abbrechen",
  (portal, token) => portal.api.call((api) => api.user.registerActivationCancel.$post({ json: { token } }, ApiClient.anonymous)),
  `${pathTo("registration.cancel")}?erledigt`,
);

/** A website's new contact-form address confirmed from the link mailed to it (spec §2 website/email). */
export const websiteContactConfirmAction = tokenButtonAction(
  "kontaktadresse-bestaetigen",
  (portal, token) => portal.api.call((api) => api.user.confirmWebsiteContactAddress.$post({ json: { token } }, ApiClient.anonymous)),
  `${pathTo("website.contactConfirm")}?erledigt`,
);

export const newsletterAction = tokenButtonAction(
  "newsletter",
  (portal, token) => portal.api.call((api) => api.user.newsletterConfirm.$post({ json: { token } }, ApiClient.anonymous)),
  `${pathTo("newsletter.confirmed")}?erledigt`,
);

export async function passwordForgottenAction({ request, context }: Args) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: "passwort-vergessen",
    rules: PASSWORD_FORGOTTEN_RULES,
    public: true,
    send: (json) => portal.api.call((api) => api.user.password.forgotten.$post({ json }, ApiClient.anonymous)),
    done: () => ({ redirect: pathTo("password.forgottenSent") }),
    failed: FAILED,
  });
}

export const RENEW_ERROR_PAGE = pathTo("password.renewFailed");

/** The reset page's loader: a live link shows the form, any other goes to the error page. */
export async function passwordRenewLoader({ request, context }: LoaderFunctionArgs) {
  const token = linkToken({ request });
  const res = token ? await context.portal.api.call((api) => api.user.password.check.$post({ json: { token } }, ApiClient.anonymous)) : null;
  if (res?.ok) return { token, firstPassword: res.data.firstPassword };
  if (res && res.status >= 500) throw new Response(null, { status: 502 });
  throw redirect(RENEW_ERROR_PAGE);
}

export async function passwordRenewAction({ request, context }: Args) {
  const portal = context.portal;
  return formAction(portal, await request.formData(), {
    form: "passwort-erneuern",
    rules: PASSWORD_RENEW_FORM_RULES,
    refine: PASSWORD_RENEW_REFINE,
    public: true,
    send: async ({ newPasswordRepeat: _repeat, ...json }) => {
      const res = await portal.api.call((api) => api.user.password.renew.$post({ json }, ApiClient.anonymous));
      // a link used or expired meanwhile (another tab): the error page, as when it is opened
      if (!res.ok && res.status === 410) throw redirect(RENEW_ERROR_PAGE);
      return res;
    },
    done: () => ({ redirect: pathTo("password.renewed") }),
    failed: `Ihr neues Passwort konnte nicht gespeichert werden. ${FAILED}`,
  });
}

export const emailChangeConfirmAction = tokenButtonAction(
  "email-aenderung",
  (portal, token) => portal.api.call((api) => api.user.activateChangedEmail.$post({ json: { token } }, ApiClient.anonymous)),
  `${pathTo("emailChange.activate")}?erledigt`,
);
