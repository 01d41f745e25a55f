import type { MetaFunction } from "@remix-run/cloudflare";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { ACTIVATION_HOURS } from "#domain/registration";

export const meta: MetaFunction = () => [{ title: "Registrierung abgeschickt – Mein Bereich" }];

export const loader = () => null;

/** The same page for every address (a known one gets a mail of its own): nothing tells whether it has an account. */
export default function RegistrationSentPage() {
  return (
    <AccountCard title="Bitte prüfen Sie Ihr Postfach" icon="mail">
      <p className="mb-3 text-slate-700">
        Vielen Dank! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt. Klicken Sie auf den Link darin oder geben Sie den Aktivierungscode
        ein, um Ihr Konto zu aktivieren. Link und Code gelten {ACTIVATION_HOURS} Stunden.
      </p>
      <p className="text-slate-700">Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach; die Zustellung kann einige Minuten dauern.</p>
      <AccountLinks
        links={[
          { to: "/registrierung/aktivierung", label: "Aktivierungscode eingeben" },
          { to: "/login", label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
