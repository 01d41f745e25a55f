import type { MetaFunction } from "@remix-run/cloudflare";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { GUEST_PASSWORD_HOURS } from "#domain/registration";

export const meta: MetaFunction = () => [{ title: "Gastzugang angelegt – Mein Bereich" }];

export const loader = () => null;

export default function GuestSentPage() {
  return (
    <AccountCard title="Bitte prüfen Sie Ihr Postfach" icon="mail">
      <p className="mb-3 text-slate-700">
        Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt. Über den Link darin legen Sie Ihr Passwort fest; danach können Sie sich
        anmelden. Der Link gilt {GUEST_PASSWORD_HOURS} Stunden.
      </p>
      <p className="text-slate-700">Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach.</p>
      <AccountLinks links={[{ to: "/login", label: "Zur Anmeldung" }]} />
    </AccountCard>
  );
}
