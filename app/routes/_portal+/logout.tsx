import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("logout") }];

export const loader = () => null;

/** Logout (spec §4.6): the API ends the session, the cookie is destroyed, then the login page (support staff: theirs). */
export async function action({ context }: ActionFunctionArgs) {
  const cuca = (await context.portal.auth())?.cuca ?? false;
  await context.portal.account.logout();
  throw redirect(cuca ? `${pathTo("login.cuca")}?abgemeldet=1` : `${pathTo("login")}?abgemeldet=1`);
}

export default function LogoutPage() {
  return (
    <div className="card max-w-md">
      <h1 className="text-2xl font-bold">Abmelden</h1>
      <p className="mt-3">Möchten Sie sich von Mein Bereich abmelden?</p>
      <Form method="post" className="mt-6">
        <CsrfInput />
        <button type="submit" className="btn-primary">
          Abmelden
        </button>
      </Form>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
