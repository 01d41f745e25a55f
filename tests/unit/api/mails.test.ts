import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, UNCONFIRMED_GREETING, type MailContent, type MailEnv } from "../../../api/mails";
import { MAIL_LINKS } from "#domain/pages";

/**
 * One test per template of api/mails/ (spec §7 "Auth": the account mails):
 * subject, the link into the portal (absolute, from PORTAL_ORIGIN, the page of
 * MAIL_LINKS of domain/pages.ts, with the token), the reader's data escaped in the HTML
 * part, and a plain-text part. The cases are keyed by MAIL_TEMPLATES: a new
 * template without a case here fails tsc.
 */

const env: MailEnv = { BRAND: "default", PORTAL_ORIGIN: "https://portal.test" };
const TOKEN = "tok_Abc-123";

/** Names whose characters mean something in HTML. */
const SCRIPT_NAME = { salutation: null, firstName: "<script>alert(1)</script>", lastName: "Müller & Söhne", username: null };

interface Case {
  mail: () => MailContent;
  subject: string;
  /** the page its (first) link opens, with its token when it carries one; null: the mail links nowhere */
  link: { page: keyof typeof MAIL_LINKS; token: boolean } | null;
  /** true: sent to an address the account has confirmed, greeting by name; false: no name at all */
  greetsByName: boolean;
  /** a piece of the reader's data that must reach the HTML part escaped */
  escaped?: { raw: string; html: string };
}

const CASES: { [K in keyof typeof MAIL_TEMPLATES]: Case } = {
  activation: {
    mail: () => MAIL_TEMPLATES.activation(env, { token: TOKEN, code: "4711-0815", again: false }),
    subject: "Bitte bestätigen Sie Ihre Registrierung",
    link: { page: "activation", token: true },
    greetsByName: false,
  },
  "newsletter-opt-in": {
    mail: () => MAIL_TEMPLATES["newsletter-opt-in"](env, { token: TOKEN }),
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum B2B-Newsletter",
    link: { page: "newsletterConfirm", token: true },
    greetsByName: false,
  },
  "guest-welcome": {
    mail: () => MAIL_TEMPLATES["guest-welcome"](env, { token: TOKEN }),
    subject: "Ihr Gastzugang bei Mein Bereich",
    link: { page: "passwordRenew", token: true },
    greetsByName: false,
  },
  "registration-existing": {
    mail: () => MAIL_TEMPLATES["registration-existing"](env, { addressee: SCRIPT_NAME }),
    subject: "Registrierung mit Ihrer E-Mail-Adresse",
    link: { page: "passwordForgotten", token: false },
    greetsByName: true,
  },
  "password-reset": {
    mail: () => MAIL_TEMPLATES["password-reset"](env, { addressee: SCRIPT_NAME, token: TOKEN, pending: false }),
    subject: "Neues Passwort für Mein Bereich",
    link: { page: "passwordRenew", token: true },
    greetsByName: true,
  },
  "password-changed": {
    mail: () => MAIL_TEMPLATES["password-changed"](env, { addressee: SCRIPT_NAME }),
    subject: "Ihr Passwort wurde geändert",
    link: { page: "passwordForgotten", token: false },
    greetsByName: true,
  },
  "email-change": {
    mail: () => MAIL_TEMPLATES["email-change"](env, { token: TOKEN }),
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    link: { page: "emailChangeActivation", token: true },
    greetsByName: false,
  },
  "email-change-notice": {
    mail: () => MAIL_TEMPLATES["email-change-notice"](env, { addressee: SCRIPT_NAME, newEmail: `o'neil&co@example.org` }),
    subject: "Änderung Ihrer E-Mail-Adresse angefordert",
    link: { page: "passwordForgotten", token: false },
    greetsByName: true,
    escaped: { raw: `o'neil&co@example.org`, html: "o&#39;neil&#38;co@example.org" },
  },
  "contact-address": {
    mail: () => MAIL_TEMPLATES["contact-address"](env, { token: TOKEN, website: "https://www.baeckerei-krueger.example" }),
    subject: "Bitte bestätigen Sie die Adresse für Ihr Kontaktformular",
    link: { page: "websiteContactConfirm", token: true },
    // a colleague's or a shared inbox: no name
    greetsByName: false,
  },
  "contact-address-changed": {
    mail: () => MAIL_TEMPLATES["contact-address-changed"](env, { website: "https://www.baeckerei-krueger.example", newEmail: `o'neil&co@example.org` }),
    subject: "Die Adresse Ihres Kontaktformulars wurde geändert",
    // to the previous address: where the enquiries go now, nothing to open
    link: null,
    greetsByName: false,
    escaped: { raw: `o'neil&co@example.org`, html: "o&#39;neil&#38;co@example.org" },
  },
  "lead-reply": {
    // to the requester of a lead (decision 052): greeted by the name they gave, no link (they have no account)
    mail: () =>
      MAIL_TEMPLATES["lead-reply"](env, {
        requesterName: `${SCRIPT_NAME.firstName} ${SCRIPT_NAME.lastName}`,
        company: "Bäckerei Krüger GmbH",
        subject: "Angebot Hochzeitstorte",
        reply: `Gern & "mit Foto": rufen Sie uns an <0221 1234567>.`,
      }),
    subject: "Antwort von Bäckerei Krüger GmbH auf Ihre Anfrage",
    link: null,
    greetsByName: true,
    escaped: { raw: `& "mit Foto": rufen Sie uns an <0221 1234567>`, html: "&#38; &#34;mit Foto&#34;: rufen Sie uns an &#60;0221 1234567&#62;" },
  },
  "rating-report-received": {
    mail: () =>
      MAIL_TEMPLATES["rating-report-received"](env, { reportId: 42, receivedAt: "29.11.2026, 09:41 Uhr", portal: "Wer kennt den BESTEN", ratedOn: "12.11.2026", stars: "1 von 5 Sternen", reason: "Falsche Tatsachenbehauptung" }),
    subject: "Ihre Meldung einer Bewertung ist bei uns eingegangen",
    // to the address typed into the notice: nothing to open, no name
    link: null,
    greetsByName: false,
  },
  "cancellation-received": {
    mail: () =>
      MAIL_TEMPLATES["cancellation-received"](env, {
        companyName: "Müller & Söhne \"Backstube\" GmbH",
        contractNumber: "V-100101-01",
        product: "Website Gold",
        receivedAt: "29.11.2026, 11:52 Uhr",
        effectiveOn: "30.06.2027",
      }),
    subject: "Eingangsbestätigung Ihrer Kündigung",
    // to the contract's address: no name, nothing to open (the products page needs a login)
    link: null,
    greetsByName: false,
    escaped: { raw: "Firma: Müller & Söhne \"Backstube\" GmbH", html: "Müller &#38; Söhne &#34;Backstube&#34; GmbH" },
  },
  "claim-letter": {
    // the letter to the entry's postal address (decision 074): the code to type, no link, no name
    mail: () => MAIL_TEMPLATES["claim-letter"](env, { company: "Müller & Söhne", code: "AB3CD", validUntil: "29.12.2026", letterId: 7 }),
    subject: "Brief: Ihr Code zur Übernahme des Eintrags von Müller & Söhne",
    link: null,
    greetsByName: false,
    escaped: { raw: "Müller & Söhne", html: "Müller &#38; Söhne" },
  },
  "claim-domain": {
    mail: () => MAIL_TEMPLATES["claim-domain"](env, { company: "Bäckerei Krüger GmbH", token: TOKEN }),
    subject: "Bestätigen Sie die Übernahme des Eintrags von Bäckerei Krüger GmbH",
    link: { page: "claimVerify", token: true },
    greetsByName: false,
  },
  "claim-request": {
    // to the verified owner (decision 090): who asks (name as given, address masked), when, the window's last day, the single-use link
    mail: () =>
      MAIL_TEMPLATES["claim-request"](env, {
        addressee: SCRIPT_NAME,
        company: "Müller & Söhne",
        claimant: "Erika Muster",
        claimantContact: "e***@e***.org",
        requestedAt: "29.11.2026, 10:15 Uhr",
        lastDay: "06.12.2026",
        token: TOKEN,
      }),
    subject: "Anfrage zum Eintrag von Müller & Söhne",
    link: { page: "claimRequest", token: true },
    greetsByName: true,
    escaped: { raw: "Erika Muster (e***@e***.org) hat am 29.11.2026, 10:15 Uhr angefragt", html: "Müller &#38; Söhne" },
  },
  "claim-request-answered": {
    // to the claimant: the owner agreed (the refusal's wording: its own test below)
    mail: () => MAIL_TEMPLATES["claim-request-answered"](env, { addressee: SCRIPT_NAME, company: "Müller & Söhne", agreed: true }),
    subject: "Der Eintrag von Müller & Söhne gehört jetzt zu Ihrem Konto",
    link: { page: "dashboard", token: false },
    greetsByName: true,
  },
  "claim-taken-over": {
    // to the former owner after the takeover: nothing of the entry left to open for them
    mail: () => MAIL_TEMPLATES["claim-taken-over"](env, { addressee: SCRIPT_NAME, company: "Müller & Söhne", claimantContact: "e***@e***.org", takenAt: "08.12.2026" }),
    subject: "Der Eintrag von Müller & Söhne wurde übernommen",
    link: null,
    greetsByName: true,
  },
  "claim-reminder": {
    // four weeks before the owner claim expires (decision 091)
    mail: () => MAIL_TEMPLATES["claim-reminder"](env, { addressee: SCRIPT_NAME, company: "Müller & Söhne", expiry: "27.12.2026" }),
    subject: "Bitte bestätigen Sie Ihre Inhaberschaft von Müller & Söhne",
    link: { page: "claimConfirm", token: false },
    greetsByName: true,
  },
  "profile-deleted": {
    mail: () => MAIL_TEMPLATES["profile-deleted"](env, { addressee: SCRIPT_NAME }),
    subject: "Ihr Profil bei Mein Bereich wurde gelöscht",
    // the profile is gone: nothing to link to
    link: null,
    greetsByName: true,
  },
};

/** The href of every link in the HTML part, unescaped. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#38;/g, "&"));

describe("mail templates (api/mails/)", () => {
  for (const [name, c] of Object.entries(CASES) as [keyof typeof MAIL_TEMPLATES, Case][]) {
    it(`${name}: subject, its link, the reader's data escaped in HTML, a plain-text part`, () => {
      const mail = c.mail();
      expect(mail.subject).toBe(c.subject);
      expect(mail.kind).not.toBe("");

      // the link: absolute, on the configured portal, the listed page, with the token where there is one
      if (c.link) {
        const link = `https://portal.test${MAIL_LINKS[c.link.page]}${c.link.token ? `?token=${TOKEN}` : ""}`;
        expect(mail.text).toContain(`\n${link}\n`);
        expect(hrefs(mail.html)).toContain(link);
      } else {
        expect(hrefs(mail.html)).toEqual([]);
      }
      // nothing links off the portal
      for (const href of hrefs(mail.html)) expect(href.startsWith("https://portal.test/")).toBe(true);

      // plain text: the same message, no markup, formal address and the signature
      // (the name is text there, kept as typed)
      expect(mail.text.replace(SCRIPT_NAME.firstName, "")).not.toMatch(/<[a-z]/i);
      expect(mail.text).toMatch(/\bSie\b|\bIhr/);
      expect(mail.text).not.toMatch(/\b(du|dein|dich|dir)\b/i);
      expect(mail.text).toContain("Mit freundlichen Grüßen");
      expect(mail.html).toMatch(/^<!doctype html><html lang="de">/);

      if (c.greetsByName) {
        // the name reaches both parts: as typed in the text, escaped in the HTML
        expect(mail.text).toMatch(/^Guten Tag <script>alert\(1\)<\/script> Müller & Söhne,\n/);
        expect(mail.html).toContain("Guten Tag &#60;script&#62;alert(1)&#60;/script&#62; Müller &#38; Söhne,");
        expect(mail.html).not.toContain("<script>");
      } else {
        // to an address not yet confirmed: no name, whatever the account chose (the template takes none)
        expect(mail.text.startsWith(`${UNCONFIRMED_GREETING}\n`)).toBe(true);
      }
      if (c.escaped) {
        expect(mail.text).toContain(c.escaped.raw);
        expect(mail.html).toContain(c.escaped.html);
      }
    });
  }

  it("activation: the code to type, and the cancel link with the same token", () => {
    const mail = MAIL_TEMPLATES.activation(env, { token: TOKEN, code: "4711-0815", again: true });
    expect(mail.text).toContain("diesen Aktivierungscode ein: 4711-0815");
    expect(mail.text).toContain(`https://portal.test${MAIL_LINKS.cancelRegistration}?token=${TOKEN}`);
    expect(mail.text).toContain("wartet bereits eine Registrierung");
  });

  it("password-reset: a pending registration is told that the link activates it", () => {
    const mail = MAIL_TEMPLATES["password-reset"](env, { addressee: null, token: TOKEN, pending: true });
    expect(mail.text.startsWith(`${UNCONFIRMED_GREETING}\n`)).toBe(true);
    expect(mail.text).toContain("Ihre Registrierung ist noch nicht bestätigt");
  });

  it("claim-request-answered: a refusal says the entry stays with the owner and when to ask again, and links nowhere", () => {
    const mail = MAIL_TEMPLATES["claim-request-answered"](env, { addressee: null, company: "Bäckerei Krüger GmbH", agreed: false, askAgainFrom: "29.12.2026" });
    expect(mail.subject).toBe("Ihre Anfrage zum Eintrag von Bäckerei Krüger GmbH wurde abgelehnt");
    expect(mail.text).toContain("Der Eintrag bleibt bei ihm.");
    expect(mail.text).toContain("Eine neue Anfrage ist ab 29.12.2026 möglich.");
    expect(hrefs(mail.html)).toEqual([]);
  });

  it("claim-request and claim-reminder name the window's last day and the expiry", () => {
    expect(CASES["claim-request"].mail().text).toContain("bis einschließlich 06.12.2026");
    expect(CASES["claim-reminder"].mail().text).toContain("läuft am 27.12.2026 ab");
  });

  it("refuses to build a link without a configured portal origin (never from the request's Host)", () => {
    expect(() => MAIL_TEMPLATES["guest-welcome"]({ BRAND: "default", PORTAL_ORIGIN: undefined }, { token: TOKEN })).toThrow(/PORTAL_ORIGIN/);
  });
});
