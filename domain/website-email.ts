import type { Rules } from "./form-rules";
import { EMAIL } from "./validation";

/**
 * The e-mail of a website (spec §2 website/email): the settings for a mail
 * program, and the rules of the contact-form address and of a mailbox password
 * reset. Apart from domain/websites.ts, so the pages without forms load no
 * form rules.
 */

/** The settings a mail program needs for the mailboxes (spec §2 website/email): the user name is the full address. */
export const MAIL_PROGRAM_SETTINGS = [
  { protocol: "IMAP (Empfang, empfohlen)", host: "imap.mail.example", port: 993, encryption: "SSL/TLS" },
  { protocol: "POP3 (Empfang)", host: "pop3.mail.example", port: 995, encryption: "SSL/TLS" },
  { protocol: "SMTP (Versand)", host: "smtp.mail.example", port: 465, encryption: "SSL/TLS" },
  { protocol: "SMTP (Versand, alternativ)", host: "smtp.mail.example", port: 587, encryption: "STARTTLS" },
] as const;

/** How long the link that confirms a new contact-form address works. */
export const CONTACT_ADDRESS_HOURS = 24;

/** The address the website's contact form sends to (spec §2 website/email): the rules of the form and of the backend. */
export const CONTACT_ADDRESS_RULES = {
  email: {
    required: "Bitte geben Sie die E-Mail-Adresse an, an die das Kontaktformular senden soll.",
    maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de." },
    plainText: true,
  },
} satisfies Rules;

/** A mailbox's password is reset by the provider (a service case): which mailbox. */
export const MAILBOX_PASSWORD_RULES = {
  mailbox: {
    required: "Bitte wählen Sie das Postfach, dessen Passwort zurückgesetzt werden soll.",
    maxLength: { value: 254, message: "Bitte wählen Sie eines Ihrer Postfächer." },
    plainText: true,
  },
} satisfies Rules;
