import type { MetaFunction } from "@remix-run/cloudflare";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as layoutLoader } from "../_layout";
import { formatDateDe } from "../../../../domain/format";

export const meta: MetaFunction = () => [{ title: "Benutzerübersicht – Mein Bereich" }];

const ROLE_NAMES: Record<string, string> = {
  user: "Benutzer",
  customer: "Kunde",
  tradesmanager: "Handwerksmanager",
  ratingusermanager: "Bewertungsmanager",
  cuca: "Kundenservice",
};

/** Access is checked by the gate before this runs (app/access.ts). */
export const loader = () => null;

/** User dashboard (spec §2 user_dashboard): who is logged in. */
export default function UserDashboard() {
  const data = useRouteLoaderData<typeof layoutLoader>("routes/_portal+/_layout");
  if (!data) return null;
  const { user, accounts } = data.menu;
  return (
    <>
      <h1 className="text-2xl font-bold">Benutzerübersicht</h1>
      <div className="card mt-4 max-w-2xl">
        <h2 className="text-lg font-semibold">Angemeldet als</h2>
        <dl className="mt-3 grid grid-cols-[auto,1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">Name</dt>
          <dd data-testid="user-name">{user.username}</dd>
          <dt className="font-medium">Login</dt>
          <dd>{user.login}</dd>
          <dt className="font-medium">E-Mail</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium">Rollen</dt>
          <dd>{user.roles.map((r) => ROLE_NAMES[r] ?? r).join(", ")}</dd>
          <dt className="font-medium">Letzte Anmeldung</dt>
          <dd>{user.last_login ? formatDateDe(user.last_login) : "–"}</dd>
        </dl>
      </div>
      <div className="card mt-4 max-w-2xl">
        <h2 className="text-lg font-semibold">Firmen</h2>
        {accounts.length ? (
          <ul className="mt-2 list-disc pl-5">
            {accounts.map((a) => (
              <li key={a.id}>
                {a.name} <span className="text-slate-600">(Firmen-ID {a.id})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">Mit Ihrem Benutzerkonto ist keine Firma verknüpft.</p>
        )}
      </div>
    </>
  );
}
