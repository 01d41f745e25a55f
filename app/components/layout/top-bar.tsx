import { Link } from "@remix-run/react";
import { SIDE_MENU_ID } from "./side-menu";
import { DEFAULT_AVATAR } from "./avatar";
import { pathTo } from "#domain/pages";

/** Top bar (spec §2): the 'Menü' toggle and the profile button (disabled while loading and for support staff). */
export function TopBar({
  username,
  profileImage,
  profileDisabled,
  menuOpen,
  hasMenu,
  onToggleMenu,
}: {
  username: string;
  profileImage: string | null;
  profileDisabled: boolean;
  menuOpen: boolean;
  hasMenu: boolean;
  onToggleMenu?: () => void;
}) {
  const avatar = (
    <img src={profileImage || DEFAULT_AVATAR} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      {/* wraps on narrow screens: at 320 CSS px the row must not scroll sideways (WCAG 1.4.10) */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        {hasMenu ? (
          <a
            href={`#${SIDE_MENU_ID}`}
            className="menu-toggle btn-secondary"
            aria-controls={SIDE_MENU_ID}
            {...(onToggleMenu ? { role: "button", "aria-expanded": menuOpen } : {})}
            onClick={(e) => {
              if (onToggleMenu) {
                e.preventDefault();
                onToggleMenu();
              }
            }}
            onKeyDown={(e) => {
              // a link with role="button" must also answer the Space key like a button
              if (onToggleMenu && e.key === " ") {
                e.preventDefault();
                onToggleMenu();
              }
            }}
          >
            Menü
          </a>
        ) : null}
        <Link to={pathTo("dashboard")} className="flex items-center gap-2 font-bold">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-md bg-blue-800 text-sm text-white">
            MB
          </span>
          Mein Bereich
        </Link>
        <div className="ml-auto min-w-0">
          {profileDisabled ? (
            <span className="flex items-center gap-2 rounded-md px-2 py-1 text-slate-600" aria-disabled="true" data-testid="profile-button">
              {avatar}
              <span className="min-w-0 break-words">{username}</span>
            </span>
          ) : (
            <Link to={pathTo("user")} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100" data-testid="profile-button">
              {avatar}
              <span className="min-w-0 break-words">{username}</span>
              <span className="sr-only">: Benutzerprofil öffnen</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
