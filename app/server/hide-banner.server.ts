import { data, redirect } from "@remix-run/cloudflare";
import { BACK_FIELD, STAY_FIELD } from "~/components/layout/hide-banner-form";
import { safeInternalPath } from "#domain/redirect";
import { pathTo } from "#domain/pages";

/**
 * The answer of a banner's "Hinweis ausblenden" once it is recorded: data for the
 * script (the page stays), else back to the page the form was sent from.
 */
export function hideBannerAnswer(form: FormData) {
  if (form.get(STAY_FIELD) === "1") return data({ hidden: true });
  const back = form.get(BACK_FIELD);
  throw redirect(safeInternalPath(typeof back === "string" ? back : null) ?? pathTo("dashboard"));
}
