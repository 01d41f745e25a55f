import type { MetaFunction } from "@remix-run/cloudflare";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { PASSWORD_RESET_MINUTES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("password.forgottenSent") }];

export const loader = () => null;

/** The same answer for every address: whether it has an account is not said here. */
export default function PasswordForgottenSentPage() {
  return (
    <AccountCard title="Bitte prüfen Sie Ihr Postfach" icon="mail">
      <p className="mb-3 text-slate-700">
        Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen soeben einen Link geschickt. Mit ihm legen Sie ein neues Passwort fest; er gilt{" "}
        {PASSWORD_RESET_MINUTES} Minuten und nur einmal.
      </p>
      <p className="text-slate-700">
        Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach und prüfen Sie die Schreibweise der Adresse. Aus Sicherheitsgründen senden wir
        höchstens drei Links pro Stunde.
      </p>
      <AccountLinks
        links={[
          { to: pathTo("password.forgotten"), label: "Andere Adresse eingeben" },
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
