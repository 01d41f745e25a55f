import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { buttonAction, loadedForActiveCompany, OTHER_COMPANY_BUTTON_MESSAGE } from "~/server/button-action.server";
import type { PortalContext } from "~/server/context.server";
import { formatDateTimeDe } from "#domain/format";
import { pathTo } from "#domain/pages";
import { formatFileSize } from "#domain/uploads";

/**
 * Material for new web banners (spec §2 werbebanner/dateiupload, §7
 * updateWebBannerFiles): the images sent so far; sizes and dates formatted
 * here, so the page's script carries no upload rules.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [answer, auth] = await Promise.all([portal.api.call((api) => api["web-banners"].uploads.$get({ query: {} })), portal.auth()]);
  const { files, max } = await portal.need(answer);
  return {
    companyId: auth?.accountId ?? "",
    max,
    files: files.map((f) => ({ id: f.id, fileName: f.fileName, sizeText: formatFileSize(f.size), sentAt: formatDateTimeDe(f.createdAt), href: pathTo("webBanner.file", { id: f.id }), preview: true })),
  };
}

const back = (anchor = "") => `${pathTo("webBanner.upload")}${anchor}`;
const say = (portal: PortalContext, text: string, tone?: "danger") => portal.flash({ notice: { id: crypto.randomUUID(), text, ...(tone ? { tone } : {}) } } satisfies PortalFlash);

/** The images of one upload, sent on to the backend as they came; a refusal comes back to the field. */
async function upload(portal: PortalContext, form: FormData) {
  const files = form.getAll("file").filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
  if (!files.length) return data({ upload: "Bitte wählen Sie mindestens ein Bild aus." }, { status: 422 });
  const res = await portal.api.call((api) => api.customer.updateWebBannerFiles.$post({ form: { file: files } }));
  if (res.ok) {
    say(portal, res.data.files.length === 1 ? `„${res.data.files[0]!.fileName}“ ist beim Grafik-Team.` : `${res.data.files.length} Bilder sind beim Grafik-Team.`);
    throw redirect(back("#gesendet"));
  }
  if (res.status === 401 || res.status === 403) await portal.need(res);
  if (res.status < 500) return data({ upload: res.errors.map((e) => e.message).join(" ") }, { status: res.status });
  return data({ upload: portal.failedWrite(res, "Die Bilder konnten gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.").text }, { status: 502 });
}

/** Upload, or delete an image. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  if (!(await loadedForActiveCompany(portal, form))) {
    say(portal, OTHER_COMPANY_BUTTON_MESSAGE, "danger");
    throw redirect(back());
  }
  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    const name = String(form.get("name") ?? "Das Bild");
    return buttonAction(portal, () => portal.api.call((api) => api["web-banners"].uploads[":id"].$delete({ param: { id } })), {
      done: `„${name}“ ist gelöscht.`,
      gone: `„${name}“ war schon gelöscht.`,
      failed: "Das Bild konnte gerade nicht gelöscht werden.",
      back: back("#gesendet"),
    });
  }
  return upload(portal, form);
}
