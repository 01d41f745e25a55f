import type { MetaFunction } from "@remix-run/cloudflare";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("password.renewed") }];

export const loader = () => null;

export default function PasswordRenewedPage() {
  return (
    <AccountCard title="Ihr Passwort ist gespeichert" icon="done">
      <p className="text-slate-700">
        Sie können sich jetzt mit Ihrem neuen Passwort anmelden. Alle bisherigen Anmeldungen wurden beendet; zur Sicherheit haben wir Ihnen eine
        Bestätigung per E-Mail geschickt.
      </p>
      <AccountLinks links={[{ to: pathTo("login"), label: "Jetzt anmelden" }]} />
    </AccountCard>
  );
}
