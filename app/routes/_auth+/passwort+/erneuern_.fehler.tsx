import type { MetaFunction } from "@remix-run/cloudflare";
import { AccountCard, AccountLinks } from "~/components/account/account-card";
import { PASSWORD_RESET_MINUTES } from "#domain/registration";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("password.renewFailed") }];

export const loader = () => null;

/** A reset link that is expired, used or not one of ours; nothing was changed. */
export default function PasswordRenewErrorPage() {
  return (
    <AccountCard title="Dieser Link funktioniert nicht mehr" icon="problem">
      <p className="mb-3 text-slate-700">Ihr Passwort wurde nicht geändert. Der Link ist abgelaufen, wurde schon verwendet oder ist unvollständig.</p>
      <p className="text-slate-700">
        Ein Link gilt {PASSWORD_RESET_MINUTES} Minuten und nur einmal; wenn Sie mehrere angefordert haben, gilt nur der neueste. Fordern Sie einfach einen
        neuen an.
      </p>
      <AccountLinks
        links={[
          { to: pathTo("password.forgotten"), label: "Neuen Link anfordern" },
          { to: pathTo("login"), label: "Zur Anmeldung" },
        ]}
      />
    </AccountCard>
  );
}
