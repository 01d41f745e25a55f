import { PASSWORD_RESET_MINUTES } from "#domain/registration";
import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/**
 * Password recovery's link (spec §7 "Auth"). `pending`: the registration is not
 * confirmed yet, and setting a password through the link activates it.
 */
export function passwordResetMail(env: MailEnv, data: { addressee: Addressee; token: string; pending: boolean }) {
  return composeMail(env, {
    kind: "password-reset",
    subject: "Neues Passwort für Mein Bereich",
    paragraphs: [
      greetingOf(data.addressee),
      data.pending
        ? "Sie haben ein neues Passwort für Mein Bereich angefordert. Ihre Registrierung ist noch nicht bestätigt: Wenn Sie über diesen Link ein Passwort festlegen, ist Ihr Konto zugleich freigeschaltet. Ein bei der Registrierung gewähltes Passwort gilt dann nicht mehr."
        : "Sie haben ein neues Passwort für Mein Bereich angefordert. Über diesen Link legen Sie es fest:",
      { link: portalLink(env, "passwordRenew", { token: data.token }), label: "Neues Passwort festlegen" },
      `Der Link gilt ${PASSWORD_RESET_MINUTES} Minuten und kann nur einmal verwendet werden.`,
      "Sie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt gültig.",
    ],
  });
}
