import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { safeCallbackUrl, safeInternalPath } from "#domain/redirect";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("redirect") }];

/** The redirect page (spec §4.4): `uri` goes on when it is a portal path or on the allowed list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const uri = new URL(request.url).searchParams.get("uri");
  const internal = safeInternalPath(uri);
  if (internal && !/^\/redirect(\?|$)/i.test(internal)) throw redirect(internal);
  const external = safeCallbackUrl(uri, context.portal.allowedHosts);
  if (external) throw redirect(external);
  if (uri) {
    console.warn(JSON.stringify({ level: "warn", requestId: context.portal.requestId, msg: "redirect uri not allowed", uri }));
  }
  return { refused: Boolean(uri) };
}

/** Notification modal: confirm or close marks it read; confirm then follows its link (spec §1). */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const code = String(form.get("code") ?? "");
  if (form.get("intent") !== "notification" || !code) throw redirect(pathTo("dashboard"));
  const [read, content] = await Promise.all([
    portal.api.call((api) => api.user.readUserNotification.$post({ json: { userNotification: code } })),
    portal.api.call((api) => api.user.getUserNotificationModalContent.$post({ json: { userNotification: code } })),
  ]);
  await portal.need(read);
  if (form.get("choice") === "confirm" && content.ok) {
    throw redirect(`${pathTo("redirect")}?uri=${encodeURIComponent(content.data.notification.button_link)}`);
  }
  throw redirect(safeInternalPath(String(form.get("returnTo") ?? "")) ?? pathTo("dashboard"));
}

export default function RedirectPage() {
  const { refused } = useLoaderData<typeof loader>();
  return (
    <div className="card max-w-xl">
      <h1 className="text-2xl font-bold">Weiterleitung</h1>
      <p className="mt-3">
        {refused
          ? "Das angegebene Weiterleitungsziel ist nicht erlaubt. Aus Sicherheitsgründen wurden Sie nicht weitergeleitet."
          : "Es wurde kein Weiterleitungsziel angegeben."}
      </p>
      <p className="mt-6">
        <Link to={pathTo("dashboard")} className="btn-primary">
          Zur Übersicht
        </Link>
      </p>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
