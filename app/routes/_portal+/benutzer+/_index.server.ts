import { pageParam } from "~/server/paging.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient, laterData } from "~/server/api-client.server";
import { buttonAction } from "~/server/button-action.server";
import { formAction } from "~/server/form-action.server";
import { menuOf } from "~/server/layout.server";
import type { PortalContext } from "~/server/context.server";
import { profileImageUrl } from "~/server/profile-image.server";
import { DEFAULT_AVATAR } from "~/components/layout/avatar";
import { toBase64 } from "#domain/base64url";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE } from "#domain/password";
import { DELETE_PROFILE_FORM_RULES, DELETE_PROFILE_FORM_RULES_WITHOUT_PASSWORD, PROFILE_FORM_RULES, USER_DATA_RULES } from "#domain/profile";
import { EMAIL_CHANGE_RULES, PASSWORD_RESET_MINUTES } from "#domain/registration";
import { pathTo } from "#domain/pages";

export const PROFILE_CONFLICT =
  "Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte prüfen Sie die gespeicherte Fassung und entscheiden Sie, welche gelten soll.";
const SAVE_FAILED = "Ihr Profil konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.";

async function loadProfile(portal: PortalContext) {
  return portal.need(await portal.api.call((api) => api.user.data.getProfile.$get()));
}

/** The page of the recently viewed entries (`?angesehen=2`; the product kit's page parsing: anything else is page 1). */
const viewedPage = (url: URL) => Math.min(pageParam(url, "angesehen") ?? 1, 1000);


/**
 * Who is logged in (the layout's menu call of this request) and the profile with
 * its version; the latest searches and viewed entries come after (deferred: with
 * JavaScript a navigation shows placeholders until they arrive). All in one round.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const url = new URL(request.url);
  const page = viewedPage(url);
  const searches = laterData(portal.api.call((api) => api.user["latest-search"].retrieve.$get()));
  const viewed = laterData(portal.api.call((api) => api.user.recentlyViewedEntries.getRecentlyViewedEntries.$get({ query: { page: String(page) } })));
  const [menu, { profile, roles }, { portals }] = await Promise.all([
    menuOf(portal).then((m) => portal.need(m)),
    loadProfile(portal),
    portal.api.call((api) => api.user.getPortals.$get()).then((r) => portal.need(r)),
  ]);
  return {
    profile: { ...profile, profile_image: profileImageUrl(profile.profile_image) },
    // the image, or the generic icon (its data URL stays in the layout's code, not this page's)
    avatar: profileImageUrl(profile.profile_image) ?? DEFAULT_AVATAR,
    roles,
    accounts: menu.accounts,
    isCuca: Boolean(menu.cuca),
    searches,
    viewed,
    deleting: url.searchParams.has("profilLoeschen"),
    // "Profilbild entfernen" without JavaScript: the question, opened by the address
    removingImage: url.searchParams.has("profilbildEntfernen"),
    portals,
  };
}

/** A file as the base64 data URL the API takes (spec §5). */
async function dataUrlOf(file: File): Promise<string> {
  return `data:${file.type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}`;
}

/** The forms of the user dashboard, told apart by their intent. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const intent = form.get("intent");
  const stored = async () => {
    const { profile } = await loadProfile(portal);
    return { version: profile.version, profile };
  };
  const here = ((u) => u.pathname + u.search)(new URL(request.url));
  if (intent === "delete-search" || intent === "delete-viewed") {
    // back to the list the row was in, not the top of the page
    const back = `${here}${intent === "delete-search" ? "#suchen" : "#angesehen"}`;
    const timestamp = String(form.get("timestamp") ?? "").slice(0, 20);
    return buttonAction(
      portal,
      () =>
        intent === "delete-search"
          ? portal.api.call((api) => api.user["latest-search"].delete.$delete({ query: { timestamp } }))
          : portal.api.call((api) => api.user.recentlyViewedEntries.deleteRecentlyViewedEntry.$delete({ query: { timestamp } })),
      intent === "delete-search"
        ? { done: "Die Suche wurde entfernt.", gone: "Diese Suche war bereits entfernt.", failed: "Die Suche konnte nicht entfernt werden.", back }
        : { done: "Der Eintrag wurde aus der Liste entfernt.", gone: "Dieser Eintrag war bereits entfernt.", failed: "Der Eintrag konnte nicht entfernt werden.", back },
    );
  }
  if (intent === "remove-image") {
    return buttonAction(portal, () => portal.api.call((api) => api.user.data.profileImage.$delete()), {
      done: "Ihr Profilbild wurde entfernt.",
      gone: "Es war kein Profilbild mehr gespeichert.",
      failed: "Ihr Profilbild konnte nicht entfernt werden.",
      back: pathTo("user"),
    });
  }
  if (intent === "password-link") {
    // an account without a password: the recovery's mail sets the first one
    const { profile } = await loadProfile(portal);
    return buttonAction(portal, () => portal.api.call((api) => api.user.password.forgotten.$post({ json: { email: profile.email } }, ApiClient.anonymous)), {
      done: `Wir haben Ihnen einen Link an ${profile.email} geschickt. Damit legen Sie Ihr Passwort fest; er gilt ${PASSWORD_RESET_MINUTES} Minuten.`,
      gone: "Der Link konnte nicht geschickt werden.",
      failed: "Der Link konnte nicht geschickt werden.",
      back: pathTo("user"),
    });
  }
  if (intent === "delete-profile") {
    const done = () => {
      // the sessions are gone with the account: the cookie goes too
      portal.account.end();
      return { redirect: `${pathTo("login")}?profilGeloescht` };
    };
    const failed = "Ihr Profil konnte nicht gelöscht werden. Bitte versuchen Sie es in einigen Minuten erneut.";
    // the modal of an account without a password asks for its e-mail address instead (/api checks which the account needs)
    if (form.has("confirmEmail")) {
      return formAction(portal, form, {
        form: "profil-loeschen",
        rules: DELETE_PROFILE_FORM_RULES_WITHOUT_PASSWORD,
        send: ({ reason, customtext, confirmEmail }) => portal.api.call((api) => api.user.data.deleteProfile.$delete({ query: { reason, customtext }, json: { confirmEmail, currentPassword: "" } })),
        done,
        failed,
      });
    }
    return formAction(portal, form, {
      form: "profil-loeschen",
      rules: DELETE_PROFILE_FORM_RULES,
      send: ({ reason, customtext, currentPassword }) =>
        portal.api.call((api) => api.user.data.deleteProfile.$delete({ query: { reason, customtext }, json: { currentPassword, confirmEmail: "" } })),
      done,
      failed,
    });
  }
  if (intent === "profile") {
    return formAction(portal, form, {
      form: "profil",
      rules: PROFILE_FORM_RULES,
      conflict: {
        message: PROFILE_CONFLICT,
        stored: async () => stored().then(({ version, profile }) => ({ version, values: { username: profile.username } })),
      },
      send: async (v, { version }) =>
        portal.api.call(async (api) =>
          api.user.data.updateUserProfile.$post({
            json: { username: v.username, profile_image: v.profile_image ? await dataUrlOf(v.profile_image) : "", removeImage: false, version: version ?? 0 },
          }),
        ),
      done: () => ({ redirect: pathTo("user"), notice: "Ihr Profil wurde gespeichert." }),
      failed: SAVE_FAILED,
    });
  }
  if (intent === "user-data") {
    return formAction(portal, form, {
      form: "persoenliche-daten",
      rules: USER_DATA_RULES,
      conflict: {
        message: PROFILE_CONFLICT,
        stored: async () =>
          stored().then(({ version, profile }) => ({
            version,
            values: { salutation: profile.salutation ?? "", firstName: profile.first_name ?? "", lastName: profile.last_name ?? "" },
          })),
      },
      send: (v, { version }) => portal.api.call((api) => api.user.data.updateUserData.$post({ json: { ...v, version: version ?? 0 } })),
      done: () => ({ redirect: pathTo("user"), notice: "Ihre persönlichen Daten wurden gespeichert." }),
      failed: SAVE_FAILED,
    });
  }
  if (intent === "change-email") {
    return formAction(portal, form, {
      form: "email-aendern",
      rules: EMAIL_CHANGE_RULES,
      send: (json) => portal.api.call((api) => api.user.data.requestEmailChange.$post({ json })),
      done: ({ newEmail }) => ({
        redirect: pathTo("user"),
        notice: `Wir haben einen Bestätigungslink an ${newEmail} geschickt. Bitte öffnen Sie ihn; bis dahin gilt Ihre bisherige E-Mail-Adresse.`,
      }),
      failed: "Die Änderung Ihrer E-Mail-Adresse konnte nicht angefordert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  if (intent !== "change-password") throw redirect(pathTo("user"));
  /** Password change (spec §7 updatePassword): the current password, the new one twice; other sessions end. */
  return formAction(portal, form, {
    form: "passwort-aendern",
    rules: CHANGE_PASSWORD_FORM_RULES,
    refine: CHANGE_PASSWORD_REFINE,
    send: ({ currentPassword, newPassword }) => portal.api.call((api) => api.user.data.updatePassword.$post({ json: { currentPassword, newPassword } })),
    done: ({ token }) => {
      portal.account.renewSession(token); // the old session (and any copy of its cookie) is over
      return {
        redirect: pathTo("user"),
        notice: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen mit Ihrem Benutzerkonto wurden beendet.",
      };
    },
    failed:
      "Der Dienst hat nicht rechtzeitig geantwortet, daher ist nicht sicher, ob Ihr Passwort geändert wurde. Werden Sie abgemeldet, melden Sie sich bitte mit dem neuen Passwort an; sonst versuchen Sie es in einigen Minuten erneut.",
  });
}
