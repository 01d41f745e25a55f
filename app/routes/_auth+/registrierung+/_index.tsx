import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { registerAction } from "~/server/account.server";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration") }];

export const loader = () => null;
export const action = (args: ActionFunctionArgs) => registerAction(args);

// its form loads after the first paint; the server renders it whole (decision 008)
const RegistrationForm = lazy(() => import("~/components/account/registration-forms").then((m) => ({ default: m.RegistrationForm })));

export default function RegistrationPage() {
  return (
    <AccountCard title="Registrieren">
      <p className="mb-6 text-slate-700">
        Mit einem Konto verwalten Sie Ihre Bewertungen und Ihr Profil und können Ihren Firmeneintrag übernehmen. Nach dem Absenden erhalten Sie eine
        E-Mail, mit der Sie Ihr Konto aktivieren.
      </p>
      <Suspense fallback={<p>{LOADER_TEXT}</p>}>
        <RegistrationForm reply={useActionData<typeof action>()} />
      </Suspense>
      <AccountLinks
        links={[
          { to: pathTo("login"), label: "Sie haben schon ein Konto? Zur Anmeldung" },
          { to: pathTo("registration.guest"), label: "Nur kurz etwas erledigen? Als Gast registrieren" },
          { to: pathTo("registration.activation"), label: "Aktivierungscode erhalten? Konto aktivieren" },
        ]}
      />
    </AccountCard>
  );
}
