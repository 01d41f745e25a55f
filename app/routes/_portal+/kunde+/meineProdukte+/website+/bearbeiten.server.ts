import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { KEYWORDS_FORM } from "~/components/website/keywords-form";
import { buttonAction, loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { formAction } from "~/server/form-action.server";
import { pathTo } from "#domain/pages";
import { WEBSITE_KEYWORDS_RULES } from "#domain/website-files";
import { formatFileSize } from "#domain/uploads";

/**
 * Editing the website (spec §2 website/bearbeiten): which website, the files
 * sent to the website team (spec §7 updateWebsiteFiles) and its keywords (spec
 * §7 getWebsiteKeywords), each loaded beside the other.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const named = portal.url.searchParams.get("website");
  // all in one round: without a website named, the backend answers for the company's first
  const query = named ? { identifier: named } : {};
  const calls = (q: { identifier?: string }) =>
    Promise.all([portal.api.call((api) => api.customer.website.files.$get({ query: q })), portal.api.call((api) => api.customer.getWebsiteKeywords.$get({ query: q }))]);
  const [sites, first] = await Promise.all([portal.api.call((api) => api.customer.getWebsites.$get({ query: {} })), calls(query)]);
  let [files, keywords] = first;
  // a website of another company (an address kept from before a company switch): the company's first instead
  if (named && !keywords.ok && keywords.status === 403) [files, keywords] = await calls({});
  const { websites } = await portal.need(sites);
  const companyId = (await portal.auth())?.accountId ?? "";
  const list = websites.map((w) => ({ id: w.id, url: w.url, tierName: w.tierName }));
  // no website yet (404): the page says so
  if (!keywords.ok && keywords.status === 404) return { companyId, websites: list, website: null, files: [], keywords: null };
  const k = await portal.need(keywords);
  const chosen = websites.find((w) => w.id === k.website)!;
  // sizes as people read them, formatted here: the page's script then needs no upload rules
  const shown = (await portal.need(files)).files.map((f) => ({ ...f, sizeText: formatFileSize(f.size) }));
  return { companyId, websites: list, website: { id: chosen.id, url: chosen.url, tierName: chosen.tierName }, files: shown, keywords: k };
}

const back = (website: string, anchor = "") => `${pathTo("website.edit")}?website=${encodeURIComponent(website)}${anchor}`;
const say = (portal: PortalContext, text: string, tone?: "danger") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/** The files of one upload, sent on to the backend as they came; a refusal comes back to the field. */
async function upload(portal: PortalContext, form: FormData, website: string) {
  const files = form.getAll("file").filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
  if (!files.length) return data({ upload: "Bitte wählen Sie mindestens eine Datei aus." }, { status: 422 });
  const res = await portal.api.call((api) => api.customer.updateWebsiteFiles.$post({ form: { identifier: website, file: files } }));
  if (res.ok) {
    say(portal, res.data.files.length === 1 ? `„${res.data.files[0]!.fileName}“ ist beim Website-Team.` : `${res.data.files.length} Dateien sind beim Website-Team.`);
    throw redirect(back(website, "#dateien"));
  }
  if (res.status === 401 || res.status === 403) await portal.need(res);
  if (res.status < 500) return data({ upload: res.errors.map((e) => e.message).join(" ") }, { status: res.status });
  return data({ upload: portal.failedWrite(res, "Die Dateien konnten gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.").text }, { status: 502 });
}

/** Upload, delete a file, save the keywords. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const website = String(form.get("website") ?? "");
  const intent = form.get("intent");
  if (intent === "keywords") {
    return formAction(portal, form, {
      form: KEYWORDS_FORM,
      rules: WEBSITE_KEYWORDS_RULES,
      company: true,
      conflict: {
        message: "Die Suchbegriffe wurden inzwischen an anderer Stelle geändert. Das Formular zeigt jetzt die gespeicherte Fassung; Ihre Eingabe ist verworfen.",
        stored: async () => {
          const k = await portal.need(await portal.api.call((api) => api.customer.getWebsiteKeywords.$get({ query: { identifier: website } })));
          return { version: k.version, values: { keywords: k.keywords.join("\n") } };
        },
      },
      send: (values, { version }) => portal.api.call((api) => api.customer.website.keywords.$post({ json: { identifier: website, keywords: values.keywords ?? "", version: String(version ?? 0) } })),
      done: (saved) => ({ redirect: back(website), notice: `${saved.keywords.length} ${saved.keywords.length === 1 ? "Suchbegriff" : "Suchbegriffe"} gespeichert.` }),
      failed: "Die Suchbegriffe konnten gerade nicht gespeichert werden. Ihre Eingabe ist erhalten – bitte versuchen Sie es in einigen Minuten erneut.",
    });
  }
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(pathTo("website.edit"));
  }
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    const name = String(form.get("name") ?? "Die Datei");
    return buttonAction(portal, () => portal.api.call((api) => api.customer.website.files[":id"].$delete({ param: { id } })), {
      done: `„${name}“ ist gelöscht.`,
      gone: `„${name}“ war schon gelöscht.`,
      failed: "Die Datei konnte gerade nicht gelöscht werden.",
      back: back(website, "#dateien"),
    });
  }
  return upload(portal, form, website);
}
