import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/** To the claimant (decision 090): the owner agreed (the entry is theirs now) or refused (it stays with the owner). */
export function claimRequestAnsweredMail(env: MailEnv, data: { addressee: Addressee; company: string; agreed: boolean; askAgainFrom?: string }) {
  return composeMail(env, {
    kind: "claim-request-answered",
    subject: data.agreed ? `Der Eintrag von ${data.company} gehört jetzt zu Ihrem Konto` : `Ihre Anfrage zum Eintrag von ${data.company} wurde abgelehnt`,
    paragraphs: data.agreed
      ? [
          greetingOf(data.addressee),
          `der bisherige Inhaber hat Ihrer Anfrage zugestimmt: Der Eintrag von ${data.company} gehört ab sofort zu Ihrem Konto, und Sie können ihn selbst verwalten.`,
          { link: portalLink(env, "dashboard"), label: "Zu Mein Bereich" },
        ]
      : [
          greetingOf(data.addressee),
          `der Inhaber des Eintrags von ${data.company} hat Ihre Anfrage abgelehnt. Der Eintrag bleibt bei ihm.`,
          `${data.askAgainFrom ? `Eine neue Anfrage ist ab ${data.askAgainFrom} möglich. ` : ""}Sind Sie sicher, dass das Unternehmen Ihres ist, etwa nach einem Inhaberwechsel? Dann hilft Ihnen unser Kundenservice weiter.`,
        ],
  });
}
