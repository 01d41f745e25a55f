import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formAction } from "~/server/form-action.server";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { funnelLoader } from "./__claiming.server";
import { claimingPath } from "#domain/claiming";
import { ACCESS_REQUEST_RULES, REQUEST_DECISION_RULES } from "#domain/claim-requests";
import { pathTo } from "#domain/pages";

/**
 * Competing claims' pages, server side (item "competing claims", decision 090):
 * the claimant's request on otherowner, and the owner's page behind the mail's
 * link (its loader only reads; the answer is a POST with the form token).
 */

/** otherowner with what the viewer may do: ask for access (logged in), or log in first (the way back kept). */
export async function otherownerLoader(args: LoaderFunctionArgs) {
  const view = await funnelLoader(args, ["otherowner"]);
  if ("ok" in view && view.ok) {
    const url = new URL(args.request.url);
    const loggedIn = Boolean(await args.context.portal.auth());
    return { ...view, loginPath: loggedIn ? null : `${pathTo("login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}` };
  }
  // the page that says the link does not work (410)
  return view as Exclude<typeof view, { ok: true }>;
}

/** The claimant asks the verified owner (POST /api/claiming/request); the page then shows the request. */
export async function requestAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-request",
    rules: ACCESS_REQUEST_RULES,
    send: (values) => portal.api.call((api) => api.claiming.request.$post({ json: values })),
    // the page shows the request from now on (who holds the entry, masked, and the window's last day)
    done: (_result, values) => ({ redirect: claimingPath("claiming.otherowner", values.ref) }),
    failed: "Ihre Anfrage konnte gerade nicht verschickt werden. Bitte versuchen Sie es später erneut.",
  });
}

/** The owner's page: the request of the link's token, or why it cannot be answered (410, 403) as a German page. */
export async function ownerRequestLoader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const res = await portal.api.call((api) => api.claiming.request.owner.$post({ json: { token } }));
  if (!res.ok && [400, 403, 410].includes(res.status)) {
    return data({ ok: false as const, message: res.errors[0]?.message ?? "Diese Anfrage ist nicht mehr offen." }, { status: res.status === 400 ? 410 : res.status });
  }
  return { ok: true as const, token, ...(await portal.need(res)) };
}

/** The owner's answer (POST /api/claiming/request/decision): agreement hands the entry over, refusal keeps it. */
export async function decisionAction({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const formData = await request.formData();
  return formAction(portal, formData, {
    form: "claiming-request-decision",
    rules: REQUEST_DECISION_RULES,
    send: (values) => portal.api.call((api) => api.claiming.request.decision.$post({ json: values })),
    done: (result) => {
      if (result.decision === "agree" && "companies" in result && result.companies) {
        // the entry left this account: the active company is one still there
        portal.account.leaveAccount(result.companies);
        portal.flash({
          notice: { id: crypto.randomUUID(), tone: "info", text: "Sie haben zugestimmt: Der Eintrag gehört jetzt zum Konto der anfragenden Person und ist nicht mehr mit Ihrem Konto verbunden." },
        } satisfies PortalFlash);
        return { redirect: result.companies.length ? pathTo("dashboard") : pathTo("user") };
      }
      portal.flash({ notice: { id: crypto.randomUUID(), text: "Sie haben die Anfrage abgelehnt. Der Eintrag bleibt bei Ihnen; die anfragende Person wird informiert." } } satisfies PortalFlash);
      return { redirect: pathTo("dashboard") };
    },
    failed: "Ihre Antwort konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  });
}
