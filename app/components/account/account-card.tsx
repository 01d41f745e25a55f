import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A page of the account flows (registration, activation, password recovery): a card with its heading. */
export function AccountCard({ title, children, icon }: { title: string; children: ReactNode; icon?: "done" | "mail" | "problem" }) {
  return (
    <div className="card">
      <h1 className="mb-3 flex items-center gap-2 text-2xl font-bold">
        {icon ? <StateIcon kind={icon} /> : null}
        {title}
      </h1>
      {children}
    </div>
  );
}

const ICONS = {
  done: { className: "bg-green-700", glyph: "✓" },
  mail: { className: "bg-blue-800", glyph: "@" },
  problem: { className: "bg-red-700", glyph: "!" },
} as const;

function StateIcon({ kind }: { kind: keyof typeof ICONS }) {
  const icon = ICONS[kind];
  return (
    <span aria-hidden="true" className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-base text-white ${icon.className}`}>
      {icon.glyph}
    </span>
  );
}

/** The links under a form or message: back to the login, on to the next step. */
export function AccountLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="mt-6 space-y-2 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <Link className="link" to={l.to}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The documents a registration accepts, beside its checkbox (both registration forms). */
export function TermsLinks() {
  return (
    <p className="-mt-2 mb-4 pl-6 text-sm">
      <a className="link" href="https://www.example.com/nutzungsbedingungen" target="_blank" rel="noreferrer">
        Nutzungsbedingungen (neues Fenster)
      </a>
      {" · "}
      <a className="link" href="https://www.example.com/datenschutz" target="_blank" rel="noreferrer">
        Datenschutzhinweise (neues Fenster)
      </a>
    </p>
  );
}
