import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { facebookLogin } from "~/server/facebook.server";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("login.facebook") }];

/** Back from Facebook (`?code&state`, or `?error`): the login, or why it failed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  if (!q.has("state") && !q.has("error")) throw redirect(pathTo("login"));
  return facebookLogin(context.portal, request);
}

/** "Mit Facebook anmelden" on /login: on to Facebook's dialog. */
export async function action({ request, context }: ActionFunctionArgs) {
  // the body is the login form's CSRF field only: the strategy's first leg needs no more of it
  const bodiless = new Request(request.url, { method: "GET", headers: request.headers });
  return facebookLogin(context.portal, bodiless);
}

export default function FacebookLoginFailed() {
  const { error } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="Anmeldung mit Facebook" icon="problem">
      <p role="alert" className="text-slate-700">
        {error}
      </p>
      <AccountLinks
        links={[
          { to: pathTo("login"), label: "Zur Anmeldung" },
          { to: pathTo("password.forgotten"), label: "Passwort vergessen?" },
          { to: pathTo("registration"), label: "Noch kein Konto? Mit E-Mail-Adresse registrieren" },
        ]}
      />
    </AccountCard>
  );
}
