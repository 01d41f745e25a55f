import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation, useMatches, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { CucaBar } from "~/components/layout/cuca-bar";
import { Footer } from "~/components/layout/footer";
import { NotificationModal } from "~/components/layout/notification-modal";
import { PageLoader } from "~/components/layout/page-loader";
import { SideMenu } from "~/components/layout/side-menu";
import { TopBar } from "~/components/layout/top-bar";
import { Alert } from "~/components/ui/alert";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { GOOGLE_BANNER_HIDDEN, loadLayout } from "~/server/layout.server";
import { breadcrumbFor, unpackMenu } from "#domain/menu";
import { SIDE_MENU_OVERLAY_HIDE_MS } from "#domain/format";
import { LeaveGuard } from "~/components/forms/leave-guard";
import { GoogleBanner } from "~/components/layout/google-banner";
import { SeasonalBanner } from "~/components/layout/seasonal-banner";
import { seasonalBannerFor } from "~/server/seasonal-banner.server";
import { NotBookedPage, notBookedOf } from "~/components/layout/not-booked";
import { ViewBeacon } from "~/components/layout/view-beacon";
import { pageFor, pathTo } from "#domain/pages";

/** What an action leaves for the next page: the deeplink of the support bar, or a success notice. */
export interface PortalFlash {
  deeplink?: { link?: string; minutes?: number; error?: boolean };
  /** `form`: the id of the form the notice belongs to (RulesForm shows it there and focuses it); else it shows here */
  notice?: { id: string; text: string; form?: string; tone?: "success" | "info" | "danger" };
}

/** The menu names the active company: reloaded when a form was refused for another one. */
export const shouldRevalidate = companySwitchRevalidates;

export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const [layout, seasonal] = await Promise.all([loadLayout(portal), seasonalBannerFor(portal)]);
  const flash = portal.takeFlash<PortalFlash>();
  // spec §1: the banner about an unconfirmed Google profile, unless hidden for this company in this session
  // read only where the banner would show: most pages need no look into the portal state
  const hidden =
    layout.menu.customer && layout.menu.googleBanner && (await portal.state.get<string[]>(GOOGLE_BANNER_HIDDEN))?.includes(layout.menu.customer.id);
  const menu = hidden ? { ...layout.menu, googleBanner: null } : layout.menu;
  return { ...layout, menu, seasonal, deeplink: flash?.deeplink ?? null, notice: flash?.notice ?? null };
}

/** The Google Business Profile pages: they say it themselves, the banner stays away there. */
const isGooglePage = (path: string) => pageFor(path)?.name.startsWith("google.") ?? false;

/** Pages that work on the active company (the dashboard, /kunde/…, claiming): they name it. */
const isCompanyPage = (path: string) => path === "/" || /^\/(kunde|claiming)(\/|$)/i.test(path);

export default function PortalLayout() {
  const { menu, cucaAccount, notification, isCuca, deeplink, notice, seasonal } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  // close the mobile menu after navigating (the overlay fades with the spec's delay);
  // not on the first render, which would shut a menu opened within 500 ms of hydration
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    // a new page: move the focus to its content, so screen readers announce it (WCAG 2.4.3)
    document.getElementById("inhalt")?.focus({ preventScroll: true });
    const t = setTimeout(() => setMenuOpen(false), SIDE_MENU_OVERLAY_HIDE_MS);
    return () => clearTimeout(t);
  }, [location.pathname]);
  // spec §4.5: a company switch closes the menu (on a phone it covers the page), also when the page stays
  // the same; the notice in the page then names the company now being edited
  const activeCompany = menu.customer?.id ?? null;
  const shownCompany = useRef(activeCompany);
  useEffect(() => {
    if (shownCompany.current === activeCompany) return;
    shownCompany.current = activeCompany;
    setMenuOpen(false);
  }, [activeCompany]);
  // spec §2: a route may disable the side menu (domain/pages.ts access `sideMenu: false`)
  const here = pageFor(location.pathname)?.access;
  const showMenu = !(here?.kind === "roles" && here.sideMenu === false);
  // the page's product is not booked: the shared page instead (app/server/gate.server.ts)
  const notBooked = notBookedOf(matches.at(-1)?.data);
  const sections = useMemo(() => unpackMenu(menu.sections), [menu.sections]);
  const trail = breadcrumbFor(sections, location.pathname);
  const hasWebsite = menu.customer?.products.includes("website") ?? false;
  return (
    <div className="flex min-h-screen flex-col">
      {/* first in the document: without JavaScript the open modal is the first Tab stop, not the last */}
      {notification ? <NotificationModal notification={notification} /> : null}
      <a href="#inhalt" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Zum Inhalt springen
      </a>
      <PageLoader />
      <LeaveGuard />
      {/* spec §7 tracking: the views of client navigations (the server records each document) */}
      <ViewBeacon path={pathTo("tracking.view")} />
      {isCuca && cucaAccount ? <CucaBar account={cucaAccount} hasWebsite={hasWebsite} deeplink={deeplink} hydrated={hydrated} /> : null}
      <TopBar
        username={menu.user.username}
        profileImage={menu.user.profile_image}
        profileDisabled={isCuca || navigation.state !== "idle"}
        menuOpen={menuOpen}
        hasMenu={showMenu}
        onToggleMenu={hydrated ? () => setMenuOpen((o) => !o) : undefined}
      />
      <div className="flex flex-1">
        {showMenu ? (
          <SideMenu
            sections={sections}
            accounts={menu.accounts}
            activeId={menu.customer?.id ?? null}
            open={menuOpen}
            onClose={hydrated ? () => setMenuOpen(false) : undefined}
            switchDisabled={isCuca}
          />
        ) : null}
        <main id="inhalt" className="min-w-0 flex-1 px-4 py-6 lg:px-8" tabIndex={-1}>
          <Breadcrumb trail={trail} />
          {/* spec §1: every logged-in page between the season's dates, until closed for the session */}
          {seasonal ? <SeasonalBanner key={seasonal.season} text={seasonal.text} /> : null}
          {menu.customer && isCompanyPage(location.pathname) ? (
            <p className="mb-4 text-slate-700" data-testid="active-company">
              Sie bearbeiten: <strong className="text-slate-900">{menu.customer.name}</strong>
              {menu.customer.city ? `, ${menu.customer.city}` : ""}{" "}
              <span className="text-sm text-slate-600">(Firmen-ID {menu.customer.id})</span>
            </p>
          ) : null}
          {menu.googleBanner && isCompanyPage(location.pathname) && !isGooglePage(location.pathname) ? (
            // on every company page: shown, not announced each time (the notices of the page are)
            <GoogleBanner banner={menu.googleBanner} profilePath={pathTo("google.profile")} />
          ) : null}
          {/* always in the page, so screen readers announce a notice put into it (WCAG 4.1.3) */}
          <div role="status">
            {notice && !notice.form ? (
              <Alert key={notice.id} tone={notice.tone ?? "success"} dismissible={notice.tone !== "danger"} announce={false}>
                {notice.text}
              </Alert>
            ) : null}
          </div>
          {notBooked ? <NotBookedPage notBooked={notBooked} path={location.pathname} companyId={menu.customer?.id ?? null} notice={notice} /> : <Outlet />}
        </main>
      </div>
      <Footer />
    </div>
  );
}
