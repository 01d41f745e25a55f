import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { AccountData } from "~/server/layout.server";
import { claimInWords } from "#domain/claim";
import { formatDateDe } from "#domain/format";
import { Alert } from "../ui/alert";
import { CsrfInput } from "../ui/csrf-input";
import { Modal } from "../ui/modal";
import { pathTo } from "#domain/pages";

export const DEEPLINK_ERROR = "Fehler beim genieren des Website Deeplinks";

function withoutInfo(pathname: string, search: string) {
  const p = new URLSearchParams(search);
  p.delete("info");
  const q = p.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/**
 * Support-staff mode (spec §1): the bar 'Angemeldet als {company} | {id}' with
 * a button to log out (spec: 'Logout', here 'Abmelden'), and the modal 'Weitere Informationen'.
 */
export function CucaBar({
  account,
  hasWebsite,
  deeplink,
  hydrated,
}: {
  account: AccountData;
  hasWebsite: boolean;
  deeplink: { link?: string; minutes?: number; error?: boolean } | null;
  hydrated: boolean;
}) {
  const location = useLocation();
  const infoInUrl = new URLSearchParams(location.search).has("info");
  const [open, setOpen] = useState(infoInUrl);
  const [copied, setCopied] = useState(false);
  const infoLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => setOpen(infoInUrl), [infoInUrl]);
  const closeHref = withoutInfo(location.pathname, location.search);
  const infoHref = `${closeHref}${closeHref.includes("?") ? "&" : "?"}info=1`;
  const owner = account.cucaInfo?.user ?? null;
  const rows: [string, string][] = [
    ["Firmen-ID", account.company_id],
    ["Firmenname", account.company_name],
    ["Mit Benutzer verknüpft", account.cucaInfo?.linkedToUser ? "Ja" : "Nein"],
    ["Benutzer-ID", owner ? String(owner.user_id) : "–"],
    ["Login", owner?.login ?? "–"],
    ["E-Mail", owner?.email ?? "–"],
    ["Letzter Login", owner?.last_login ? formatDateDe(owner.last_login) : "–"],
    ["Inhaberschaft", claimInWords(account, new Date())],
  ];
  return (
    <section aria-label="Kundenservice-Modus" className="bg-amber-300 text-slate-950" data-testid="cuca-bar">
      <div className="flex flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <p className="font-semibold">
          Angemeldet als {account.company_name} | {account.company_id}
        </p>
        <Link
          ref={infoLinkRef}
          to={infoHref}
          preventScrollReset
          className="underline"
          onClick={(e) => {
            if (hydrated) {
              e.preventDefault();
              setOpen(true);
            }
          }}
        >
          Weitere Informationen
        </Link>
        <Form method="post" action={pathTo("logout")} className="ml-auto">
          <CsrfInput />
          <button type="submit" className="btn bg-slate-900 text-white hover:bg-slate-800">
            Abmelden
          </button>
        </Form>
      </div>
      <Modal
        open={open}
        onOpenChange={hydrated ? setOpen : undefined}
        title="Weitere Informationen"
        closeHref={closeHref}
        returnFocusRef={infoLinkRef}
      >
        <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
        {deeplink?.error && !hasWebsite ? (
          <div className="mt-6">
            <Alert tone="danger">{DEEPLINK_ERROR}</Alert>
          </div>
        ) : null}
        {hasWebsite ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            {deeplink?.error ? <Alert tone="danger">{DEEPLINK_ERROR}</Alert> : null}
            <Form method="post" action={pathTo("cuca.deeplink")}>
              <CsrfInput />
              <input type="hidden" name="returnTo" value={infoHref} />
              <button type="submit" className="btn-primary">
                Website-Deeplink generieren
              </button>
            </Form>
            {deeplink?.link ? (
              <div className="mt-3">
                <label htmlFor="deeplink" className="field-label">
                  Website-Deeplink
                </label>
                <div className="flex gap-2">
                  <input id="deeplink" readOnly value={deeplink.link} className="field-input font-mono text-xs" aria-describedby="deeplink-hinweis" />
                  {hydrated ? (
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => navigator.clipboard?.writeText(deeplink.link!).then(() => setCopied(true))}
                    >
                      {copied ? "Kopiert" : "Link kopieren"}
                    </button>
                  ) : null}
                </div>
                <p id="deeplink-hinweis" className="mt-1 text-sm text-slate-700">
                  {hydrated ? "" : "Markieren Sie den Link und kopieren Sie ihn mit Strg+C. "}{deeplink.minutes ? `Der Link ist ${deeplink.minutes} Minuten gültig. ` : ""}
                  <a href={deeplink.link} className="link" target="_blank" rel="noopener noreferrer">
                    Im Website-Editor öffnen<span className="sr-only"> (öffnet in neuem Fenster)</span>
                  </a>
                </p>
              </div>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
