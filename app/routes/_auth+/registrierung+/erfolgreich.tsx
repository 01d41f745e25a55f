import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { ResendMail } from "~/components/account/resend-mail";
import { registrationSentLoader, resendRegistrationAction } from "~/server/account.server";
import { ACTIVATION_HOURS } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("registration.sent") }];

/** The page names the registered address: no cache keeps it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) => registrationSentLoader("konto")(args);
export const action = (args: ActionFunctionArgs) => resendRegistrationAction("konto")(args);

/**
 * The same page for every address (a known one gets a mail of its own): nothing
 * tells whether it has an account. It repeats the address this browser
 * registered (from the signed session, never from the page's address) and
 * sends its mail again on request.
 */
export default function RegistrationSentPage() {
  const { email, resent } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="Bitte prüfen Sie Ihr Postfach" icon="mail">
      <p className="mb-3 text-slate-700">
        Vielen Dank! Wir haben Ihnen eine E-Mail {email ? <>an <strong className="break-all">{email}</strong></> : "an die angegebene Adresse"}{" "}
        geschickt. Klicken Sie auf den Link darin oder geben Sie den Aktivierungscode ein, um Ihr Konto zu aktivieren. Link und Code gelten{" "}
        {ACTIVATION_HOURS} Stunden.
      </p>
      <p className="text-slate-700">Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach; die Zustellung kann einige Minuten dauern.</p>
      <ResendMail resent={resent} canSend={Boolean(email)} />
      <AccountLinks
        links={[
          { to: pathTo("registration.activation"), label: "Aktivierungscode eingeben" },
          ...(email ? [{ to: pathTo("registration"), label: "Adresse vertippt? Mit der richtigen Adresse registrieren" }] : []),
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
