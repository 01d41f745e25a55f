import { composeMail, type MailEnv } from "./layout";

/**
 * A company's reply to a lead (spec §2 anfragen/nachrichten, decision 052), to
 * the address the requester gave: their own name, what they asked, the
 * company's words. No link: the requester has no account here.
 */
export function leadReplyMail(env: MailEnv, data: { requesterName: string; company: string; subject: string; reply: string }) {
  return composeMail(env, {
    kind: "lead-reply",
    subject: `Antwort von ${data.company} auf Ihre Anfrage`,
    paragraphs: [
      `Guten Tag ${data.requesterName},`,
      `${data.company} antwortet Ihnen auf Ihre Anfrage „${data.subject}“:`,
      data.reply,
      `Diese E-Mail wurde über das Anfragen-Postfach von ${data.company} verschickt. Wenn Sie die Anfrage nicht gestellt haben, können Sie sie einfach löschen.`,
    ],
  });
}
