/**
 * Every mail the portal sends, one template per file: a typed function of the
 * Worker's settings (brand, portal origin) and the mail's data, giving kind,
 * subject, plain text and HTML (api/mails/layout.ts). Handlers queue them with
 * queueMail (api/lib/mail.ts); tests/unit/api/mails.test.ts checks each one.
 */
import { activationMail } from "./activation";
import { cancellationReceivedMail } from "./cancellation-received";
import { claimDomainMail } from "./claim-domain";
import { claimLetterMail } from "./claim-letter";
import { claimReminderMail } from "./claim-reminder";
import { claimRequestMail } from "./claim-request";
import { claimRequestAnsweredMail } from "./claim-request-answered";
import { claimTakenOverMail } from "./claim-taken-over";
import { contactAddressMail } from "./contact-address";
import { contactAddressChangedMail } from "./contact-address-changed";
import { emailChangeMail } from "./email-change";
import { emailChangeNoticeMail } from "./email-change-notice";
import { guestWelcomeMail } from "./guest-welcome";
import { leadReplyMail } from "./lead-reply";
import { newsletterOptInMail } from "./newsletter-opt-in";
import { passwordChangedMail } from "./password-changed";
import { passwordResetMail } from "./password-reset";
import { profileDeletedMail } from "./profile-deleted";
import { ratingReportReceivedMail } from "./rating-report-received";
import { registrationExistingMail } from "./registration-existing";

export {
  activationMail,
  cancellationReceivedMail,
  claimDomainMail,
  claimLetterMail,
  claimReminderMail,
  claimRequestMail,
  claimRequestAnsweredMail,
  claimTakenOverMail,
  contactAddressMail,
  contactAddressChangedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  guestWelcomeMail,
  leadReplyMail,
  newsletterOptInMail,
  passwordChangedMail,
  passwordResetMail,
  profileDeletedMail,
  ratingReportReceivedMail,
  registrationExistingMail,
};
export { NEWSLETTER_OPT_IN_DAYS } from "./newsletter-opt-in";
export { UNCONFIRMED_GREETING, type Addressee, type MailContent, type MailEnv } from "./layout";

/** All templates by name (the test per template is keyed by this list, so a new template without one fails tsc). */
export const MAIL_TEMPLATES = {
  activation: activationMail,
  "newsletter-opt-in": newsletterOptInMail,
  "guest-welcome": guestWelcomeMail,
  "registration-existing": registrationExistingMail,
  "password-reset": passwordResetMail,
  "password-changed": passwordChangedMail,
  "email-change": emailChangeMail,
  "email-change-notice": emailChangeNoticeMail,
  "profile-deleted": profileDeletedMail,
  "contact-address": contactAddressMail,
  "contact-address-changed": contactAddressChangedMail,
  "lead-reply": leadReplyMail,
  "rating-report-received": ratingReportReceivedMail,
  "cancellation-received": cancellationReceivedMail,
  "claim-letter": claimLetterMail,
  "claim-domain": claimDomainMail,
  "claim-request": claimRequestMail,
  "claim-request-answered": claimRequestAnsweredMail,
  "claim-taken-over": claimTakenOverMail,
  "claim-reminder": claimReminderMail,
} as const;
