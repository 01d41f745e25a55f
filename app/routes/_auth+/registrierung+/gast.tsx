import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { guestAction } from "~/server/account.server";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.guest") }];

export const loader = () => null;
export const action = (args: ActionFunctionArgs) => guestAction(args);

// its form loads after the first paint; the server renders it whole (decision 008)
const GuestRegistrationForm = lazy(() => import("~/components/account/registration-forms").then((m) => ({ default: m.GuestRegistrationForm })));

export default function GuestRegistrationPage() {
  return (
    <AccountCard title="Als Gast registrieren">
      <p className="mb-6 text-slate-700">
        Ohne Passwort starten: Sie erhalten eine E-Mail mit einem Link, über den Sie Ihr Passwort festlegen und damit Ihre Adresse bestätigen.
      </p>
      <Suspense fallback={<p>{LOADER_TEXT}</p>}>
        <GuestRegistrationForm reply={useActionData<typeof action>()} />
      </Suspense>
      <AccountLinks
        links={[
          { to: pathTo("registration"), label: "Lieber gleich ein vollständiges Konto anlegen" },
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
