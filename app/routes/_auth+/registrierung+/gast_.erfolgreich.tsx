import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { ResendMail } from "~/components/account/resend-mail";
import { registrationSentLoader, resendRegistrationAction } from "~/server/account.server";
import { GUEST_PASSWORD_HOURS } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.guestSent") }];

/** The page names the registered address: no cache keeps it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) => registrationSentLoader("gast")(args);
export const action = (args: ActionFunctionArgs) => resendRegistrationAction("gast")(args);

/** As /registrierung/erfolgreich: the address from the signed session, and its mail again on request. */
export default function GuestSentPage() {
  const { email, resent } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="Bitte prüfen Sie Ihr Postfach" icon="mail">
      <p className="mb-3 text-slate-700">
        Wir haben Ihnen eine E-Mail {email ? <>an <strong className="break-all">{email}</strong></> : "an die angegebene Adresse"} geschickt. Über
        den Link darin legen Sie Ihr Passwort fest; danach können Sie sich anmelden. Der Link gilt {GUEST_PASSWORD_HOURS} Stunden.
      </p>
      <p className="text-slate-700">Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach.</p>
      <ResendMail resent={resent} canSend={Boolean(email)} />
      <AccountLinks
        links={[
          ...(email ? [{ to: pathTo("registration.guest"), label: "Adresse vertippt? Mit der richtigen Adresse registrieren" }] : []),
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
