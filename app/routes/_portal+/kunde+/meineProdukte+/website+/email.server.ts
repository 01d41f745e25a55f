import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONTACT_FORM, MAILBOX_PASSWORD_FORM } from "~/components/website/email-forms";
import { formAction } from "~/server/form-action.server";
import { pathTo } from "#domain/pages";
import { mailboxPasswordSent } from "#domain/service-cases";
import { CONTACT_ADDRESS_RULES, MAILBOX_PASSWORD_RULES } from "#domain/website-email";

/**
 * The website's e-mail (spec §2 website/email): which website, its mailboxes
 * with the storage each uses, the settings for a mail program, the contact
 * form's address (and a change waiting for its confirmation), and whether a
 * mailbox password reset is still open.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const named = portal.url.searchParams.get("website");
  // all in one round: without a website named, the backend answers for the company's first
  const mailboxesOf = (query: { identifier?: string }) => portal.api.call((api) => api.customer.getWebsiteMailboxes.$get({ query }));
  const [sites, cases, first] = await Promise.all([
    portal.api.call((api) => api.customer.getWebsites.$get({ query: {} })),
    portal.api.call((api) => api.customer["service-case"].list[":type"].$get({ param: { type: "mailbox-password" } })),
    mailboxesOf(named ? { identifier: named } : {}),
  ]);
  let mailboxes = first;
  // a website of another company (an address kept from before a company switch): the company's first instead
  if (named && !mailboxes.ok && mailboxes.status === 403) mailboxes = await mailboxesOf({});
  const { websites } = await portal.need(sites);
  const companyId = (await portal.auth())?.accountId ?? "";
  const list = websites.map((w) => ({ id: w.id, url: w.url, tierName: w.tierName }));
  // an open reset (one per company at a time) blocks the next; the page still shows without the list
  const open = cases.ok ? (cases.data.cases.find((c) => c.open) ?? null) : null;
  const openReset = open ? { mailbox: open.mailbox, since: open.created_at } : null;
  // no website yet (404): the page says so
  if (!mailboxes.ok && mailboxes.status === 404) return { companyId, websites: list, website: null, mail: null, openReset };
  const mail = await portal.need(mailboxes);
  const chosen = websites.find((w) => w.id === mail.website)!;
  return { companyId, websites: list, website: { id: chosen.id, url: chosen.url, tierName: chosen.tierName }, mail, openReset };
}

const back = (website: string) => `${pathTo("website.email")}?website=${encodeURIComponent(website)}`;

/** The page's two forms: a new contact address (a link to it), a mailbox password reset (a service case). */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const website = String(form.get("website") ?? "");
  if (form.get("intent") === "password") {
    return formAction(portal, form, {
      form: MAILBOX_PASSWORD_FORM,
      rules: MAILBOX_PASSWORD_RULES,
      company: true,
      send: (values) => portal.api.call((api) => api.customer["service-case"].create["mailbox-password"].$post({ json: values })),
      done: (_, values) => ({ redirect: back(website), notice: mailboxPasswordSent(values.mailbox) }),
      failed: "Ihre Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  return formAction(portal, form, {
    form: CONTACT_FORM,
    rules: CONTACT_ADDRESS_RULES,
    company: true,
    send: (values) => portal.api.call((api) => api.customer.website.requestContactAddress.$post({ json: { identifier: website, email: values.email } })),
    done: (data) => ({
      redirect: back(website),
      notice: `Wir haben einen Link an ${data.email} geschickt. Sobald er dort geöffnet wurde, sendet Ihr Kontaktformular an diese Adresse.`,
    }),
    failed: "Der Bestätigungslink konnte gerade nicht gesendet werden. Ihre Eingabe ist erhalten – bitte versuchen Sie es in einigen Minuten erneut.",
  });
}
