/**
 * The portal pages mails link to (spec §7 "Auth": activation, password
 * recovery, the e-mail change's confirmation, the newsletter's opt-in): one
 * list, so a renamed page cannot leave a mail linking to a 404. api/mails/
 * builds every link from here (absolute, from PORTAL_ORIGIN).
 */
export const MAIL_LINKS = {
  /** the registration's activation (link with token, or the code typed in) */
  activation: "/registrierung/aktivierung",
  /** a registration that was not the reader's, cancelled by its link */
  cancelRegistration: "/registrierung/abbrechen",
  /** the B2B newsletter's double opt-in */
  newsletterConfirm: "/b2b-newsletter/bestaetigt",
  /** a new password by the mailed link (also a guest's first password) */
  passwordRenew: "/passwort/erneuern",
  /** asking for a password link */
  passwordForgotten: "/passwort/vergessen",
  /** the confirmation of a new e-mail address */
  emailChangeActivation: "/user/email-aenderung/aktivieren",
} as const satisfies Record<string, `/${string}`>;

export type MailLink = keyof typeof MAIL_LINKS;
