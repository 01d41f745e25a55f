import { Form, NavLink } from "@remix-run/react";
import { accessFor } from "~/access";
import { useEffect, useRef } from "react";
import type { MenuSection } from "#domain/menu";
import { CsrfInput } from "../ui/csrf-input";
import { pathTo } from "#domain/pages";

export const SIDE_MENU_ID = "hauptmenue";

/** Company selector (spec §2): a link for one account, a select for several; a plain form without JS. */
function CompanySelector({ accounts, activeId, disabled }: { accounts: { id: string; name: string }[]; activeId: string | null; disabled: boolean }) {
  if (accounts.length === 0) return null;
  if (accounts.length === 1) {
    const only = accounts[0]!;
    return (
      <div className="mb-6">
        <p className="field-label">Meine Firma</p>
        <NavLink to={pathTo("dashboard")} className="link font-semibold" data-testid="company-link">
          {only.name}
        </NavLink>
      </div>
    );
  }
  return (
    <Form method="post" action="/?index" className="mb-6" data-testid="company-switch">
      <CsrfInput />
      <input type="hidden" name="intent" value="switch-account" />
      <label htmlFor="company-select" className="field-label">
        Meine Firmen
      </label>
      {/* the select gets the menu's whole width, so a long company name is shown in full; the button goes below */}
      <select
        id="company-select"
        name="accountId"
        defaultValue={activeId ?? undefined}
        className="field-input text-ellipsis"
        disabled={disabled}
        title={accounts.find((a) => a.id === activeId)?.name}
      >
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary mt-2" disabled={disabled}>
        Wechseln
      </button>
    </Form>
  );
}

/** Back to the 'Menü' toggle that opened the menu. */
const focusToggle = () => document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();

export function SideMenu({
  sections,
  accounts,
  activeId,
  open,
  onClose,
  switchDisabled,
}: {
  sections: MenuSection[];
  accounts: { id: string; name: string }[];
  activeId: string | null;
  open: boolean;
  onClose?: () => void;
  switchDisabled: boolean;
}) {
  const closeRef = useRef<HTMLAnchorElement>(null);
  // the open menu covers the page on a phone: move the focus into it, not onto links behind it
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  // Escape closes the open menu like any overlay, and the focus goes back to the 'Menü' toggle (WCAG 2.1.2)
  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      onClose();
      focusToggle();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <nav
      id={SIDE_MENU_ID}
      aria-label="Hauptmenü"
      className={`side-menu${open ? " is-open" : ""}`}
      onBlur={(e) => {
        // Tab out of the open menu closes it, so the focus never sits on a link hidden behind it
        if (open && onClose && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) onClose();
      }}
    >
      <div className="mb-4 flex items-center justify-between lg:hidden">
        <span className="text-lg font-bold">Menü</span>
        <a
          ref={closeRef}
          href="#"
          className="menu-close btn-secondary"
          onClick={(e) => {
            if (onClose) {
              e.preventDefault();
              onClose();
              focusToggle();
            }
          }}
        >
          Menü schließen
        </a>
      </div>
      <CompanySelector accounts={accounts} activeId={activeId} disabled={switchDisabled} />
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`menu-${s.id}`} className="mb-5">
          {/* not a heading: the page's own h1 comes first in the heading order (WCAG 1.3.1, 2.4.6); the title still names the group */}
          <p id={`menu-${s.id}`} className="mb-1 text-xs font-bold uppercase tracking-wide text-slate-600">
            {s.title}
          </p>
          <ul>
            {s.items.map((i) => (
              <li key={i.routeName}>
                {i.external ? (
                  <a href={i.href} className="block rounded px-2 py-1.5 hover:bg-slate-100" rel="noopener" target="_blank">
                    {i.label}
                    <span className="sr-only"> (öffnet in neuem Fenster)</span>
                  </a>
                ) : !accessFor(i.href) ? (
                  // a product page of a later release: named, but not a link into a 404
                  <span className="block px-2 py-1.5 text-slate-600" data-testid="menu-item-pending">
                    {i.label} <span className="text-xs">(in Vorbereitung)</span>
                  </span>
                ) : (
                  <NavLink
                    to={i.href}
                    end
                    onClick={onClose}
                    className={({ isActive }) =>
                      `block rounded px-2 py-1.5 hover:bg-slate-100 ${isActive ? "bg-blue-50 font-semibold text-blue-900" : ""}`
                    }
                  >
                    {i.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Form method="post" action={pathTo("logout")} className="mt-6 border-t border-slate-200 pt-4">
        <CsrfInput />
        <button type="submit" className="btn-secondary w-full">
          Abmelden
        </button>
      </Form>
    </nav>
  );
}
