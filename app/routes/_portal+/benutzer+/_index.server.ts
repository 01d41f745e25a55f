import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import { menuOf } from "~/server/layout.server";
import type { PortalContext } from "~/server/context.server";
import { profileImageUrl } from "~/profile-image";
import { toBase64Url } from "#domain/base64url";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE } from "#domain/password";
import { PROFILE_FORM_RULES, USER_DATA_RULES } from "#domain/profile";
import { EMAIL_CHANGE_RULES } from "#domain/registration";

export const PROFILE_CONFLICT =
  "Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte prüfen Sie die gespeicherte Fassung und entscheiden Sie, welche gelten soll.";
const SAVE_FAILED = "Ihr Profil konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.";

async function loadProfile(portal: PortalContext) {
  return portal.need(await portal.api.call((api) => api.user.data.getProfile.$get()));
}

/** Who is logged in (the layout's menu call of this request) and the profile with its version (one round). */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [menu, { profile, roles }] = await Promise.all([menuOf(portal).then((m) => portal.need(m)), loadProfile(portal)]);
  return {
    profile: { ...profile, profile_image: profileImageUrl(profile.profile_image) },
    roles,
    accounts: menu.accounts,
    isCuca: Boolean(menu.cuca),
  };
}

/** A file as the base64 data URL the API takes (spec §5). */
async function dataUrlOf(file: File): Promise<string> {
  const base64 = toBase64Url(new Uint8Array(await file.arrayBuffer())).replace(/-/g, "+").replace(/_/g, "/");
  return `data:${file.type};base64,${base64}${"=".repeat((4 - (base64.length % 4)) % 4)}`;
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
            json: { username: v.username, profile_image: v.profile_image ? await dataUrlOf(v.profile_image) : "", removeImage: v.removeImage, version: version ?? 0 },
          }),
        ),
      done: () => ({ redirect: "/benutzer", notice: "Ihr Profil wurde gespeichert." }),
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
      done: () => ({ redirect: "/benutzer", notice: "Ihre persönlichen Daten wurden gespeichert." }),
      failed: SAVE_FAILED,
    });
  }
  if (intent === "change-email") {
    return formAction(portal, form, {
      form: "email-aendern",
      rules: EMAIL_CHANGE_RULES,
      send: (json) => portal.api.call((api) => api.user.data.requestEmailChange.$post({ json })),
      done: ({ newEmail }) => ({
        redirect: "/benutzer",
        notice: `Wir haben einen Bestätigungslink an ${newEmail} geschickt. Bitte öffnen Sie ihn; bis dahin gilt Ihre bisherige E-Mail-Adresse.`,
      }),
      failed: "Die Änderung Ihrer E-Mail-Adresse konnte nicht angefordert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  if (intent !== "change-password") throw redirect("/benutzer");
  /** Password change (issue 4 §6): the current password, the new one twice; other sessions end. */
  return formAction(portal, form, {
    form: "passwort-aendern",
    rules: CHANGE_PASSWORD_FORM_RULES,
    refine: CHANGE_PASSWORD_REFINE,
    send: ({ currentPassword, newPassword }) => portal.api.call((api) => api.user.data.updatePassword.$post({ json: { currentPassword, newPassword } })),
    done: ({ token }) => {
      portal.renewSession(token); // the old session (and any copy of its cookie) is over
      return {
        redirect: "/benutzer",
        notice: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen mit Ihrem Benutzerkonto wurden beendet.",
      };
    },
    failed:
      "Der Dienst hat nicht rechtzeitig geantwortet, daher ist nicht sicher, ob Ihr Passwort geändert wurde. Werden Sie abgemeldet, melden Sie sich bitte mit dem neuen Passwort an; sonst versuchen Sie es in einigen Minuten erneut.",
  });
}
