// The claiming pages' shared parts (spec §2 claiming routes): the company the
// funnel is about, and the page for a link or step that cannot go on.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountCard } from "~/components/account/account-card";
import { ACTIVATION_HOURS } from "#domain/registration";

export interface FunnelCompany {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

/** The entry the funnel is about, as the directory shows it. */
export function ClaimCompany({ company }: { company: FunnelCompany }) {
  return (
    <div className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="font-semibold">{company.name}</p>
      <p className="text-sm text-slate-700">{[company.street, [company.zipCode, company.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")}</p>
    </div>
  );
}

/** A forged, altered, expired or reused link, or a step no longer valid: said in German, nothing changed. */
export function GoneCard({ message }: { message: string }) {
  return (
    <AccountCard title="Dieser Link ist nicht mehr gültig" icon="problem">
      <p className="text-slate-700">{message}</p>
      <p className="mt-4 text-sm">
        <Link className="link" to="/login">
          Zur Anmeldung
        </Link>
      </p>
    </AccountCard>
  );
}

/** An outcome page: heading, the company, the text. */
export function OutcomeCard({ title, company, icon, children }: { title: string; company: FunnelCompany; icon?: "done" | "mail" | "problem"; children: ReactNode }) {
  return (
    <AccountCard title={title} icon={icon}>
      <ClaimCompany company={company} />
      {children}
    </AccountCard>
  );
}

/**
 * After a funnel's registration (claiming, account link): the activation mail is on its
 * way; `then` says what the login after it does, `login` leads there.
 */
export function CheckMailboxCard({ company, email, then, login }: { company: FunnelCompany; email: string | undefined; then: string; login: { href: string; label: string } }) {
  return (
    <OutcomeCard title="Bitte prüfen Sie Ihr Postfach" company={company} icon="mail">
      <p className="mb-3 text-slate-700">
        Wir haben Ihnen eine E-Mail an <strong className="break-all">{email ?? "die angegebene Adresse"}</strong> geschickt. Bitte bestätigen Sie darin Ihre
        Adresse (der Link gilt {ACTIVATION_HOURS} Stunden).
      </p>
      <p className="mb-6 text-slate-700">{then}</p>
      <Link className="btn-primary w-full" to={login.href}>
        {login.label}
      </Link>
    </OutcomeCard>
  );
}
