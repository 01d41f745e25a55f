import { MENU_SECTIONS, PAGE_LIST, pageFor, pagesOfProduct, type MenuSectionId } from "./pages";
import type { ProductKey } from "./products";

/** One entry of the side menu; `routeName` is what the breadcrumb matches (spec §2 Layout). */
export interface MenuItem {
  routeName: string;
  label: string;
  href: string;
  external?: boolean;
}
export interface MenuSection {
  id: string;
  title: string;
  items: MenuItem[];
}

const item = (href: string, label: string): MenuItem => ({ routeName: href, href, label });

/** What a menu item's path may need filled in: the voicebot's page carries the provider's number (spec §2 "Voicebot: {token}"). */
export interface MenuParams {
  voicebotNumber?: string | null;
}

/** A registry path with its parameter filled in, or null when the company has no value for it (the item is left out). */
function hrefOf(path: string, params: MenuParams): string | null {
  if (!path.includes(":")) return path;
  const number = params.voicebotNumber;
  return number && /\/:token$/.test(path) ? path.replace(":token", encodeURIComponent(number)) : null;
}

/** A section of the side menu with its registry pages (domain/pages.ts), in registry order. */
function section(id: MenuSectionId, params: MenuParams = {}): MenuSection {
  return {
    id,
    title: MENU_SECTIONS[id].title,
    items: PAGE_LIST.filter((p) => p.menu?.section === id).flatMap((p) => {
      const href = hrefOf(p.path, params);
      return href ? [item(href, p.menu!.label)] : [];
    }),
  };
}

/** Each registry section once, as JSON: what packMenu compares a section with. */
const REGISTRY_SECTIONS = new Map((Object.keys(MENU_SECTIONS) as MenuSectionId[]).map((id) => [id, JSON.stringify(section(id))]));

/** A menu as a page's loader data carries it: a registry section by its id, any other section in full. */
export type PackedMenu = (MenuSectionId | MenuSection)[];

/**
 * The menu for the browser: a section exactly as the registry builds it goes as
 * its id (the browser has the registry), anything else (a section the backend
 * built otherwise, the external administration link) in full. The menu is in
 * every logged-in page's HTML; in full it was about 0.9 KB of its gzip.
 */
export function packMenu(sections: readonly MenuSection[]): PackedMenu {
  return sections.map((s) => (REGISTRY_SECTIONS.get(s.id as MenuSectionId) === JSON.stringify(s) ? (s.id as MenuSectionId) : s));
}

/** The menu packMenu packed. */
export function unpackMenu(packed: PackedMenu): MenuSection[] {
  return packed.map((s) => (typeof s === "string" ? section(s) : s));
}

/** The menu section of each product that has one (spec §2 "/kunde/meineProdukte/…"). */
const PRODUCT_SECTIONS: Partial<Record<ProductKey, MenuSection>> = Object.fromEntries(
  (Object.keys(MENU_SECTIONS) as MenuSectionId[])
    .filter((id) => "product" in MENU_SECTIONS[id])
    .map((id) => [(MENU_SECTIONS[id] as { product: ProductKey }).product, section(id)]),
);

/** The sections with a page whose path has a parameter. */
const WITH_PARAMS: ReadonlySet<string> = new Set(PAGE_LIST.filter((p) => p.menu && p.path.includes(":")).map((p) => p.menu!.section));

/** The pages of a product in menu order, for dashboard tiles, parameters filled in; empty when the product has no page of its own (or none the company can open). */
export function productPages(key: ProductKey, params: MenuParams = {}): string[] {
  return pagesOfProduct(key).flatMap((p) => hrefOf(p.path, params) ?? []);
}

/** Whether a page is for customers alone (spec §6: customer product and area pages). */
function customerOnly(href: string): boolean {
  const access = pageFor(href)?.access;
  return access?.kind === "roles" && access.roles.every((r) => r === "customer");
}

/**
 * The side menu of spec §2: built from the active company's active products
 * and the user's roles.
 */
export function buildMenu(opts: {
  products: readonly ProductKey[];
  roles: readonly string[];
  hasCompany: boolean;
  /** a support-staff session acts for the company: the staff member's own profile pages are not offered */
  cuca?: boolean;
  ratingManagerUrl: string;
  /** spec §9: the requests' area shows when the product is booked or the availability check found a lead */
  leadsAvailable?: boolean;
} & MenuParams): MenuSection[] {
  const customerWithCompany = opts.hasCompany && opts.roles.includes("customer");
  const start = section("start");
  // the start section's company pages (the month's highlights, decision 089) only for a customer with an active company
  if (!customerWithCompany) start.items = start.items.filter((i) => !customerOnly(i.href));
  const sections: MenuSection[] = [start];
  if (customerWithCompany) {
    // (leads is the last product with a section of its own: appended, it keeps the menu's order)
    const shown: readonly ProductKey[] = opts.leadsAvailable && !opts.products.includes("leads") ? [...opts.products, "leads"] : opts.products;
    for (const key of shown) {
      let s = PRODUCT_SECTIONS[key];
      // a section whose pages carry the company's values (the voicebot's number); without them it has no item and is left out
      if (s && WITH_PARAMS.has(s.id)) s = section(s.id as MenuSectionId, opts);
      if (s?.items.length) sections.push(s);
    }
    sections.push(section("firmendaten"));
  }
  if (!opts.cuca) sections.push(section("benutzer"));
  if (opts.roles.includes("ratingusermanager")) {
    sections.push({
      id: "administration",
      title: "Administration",
      items: [{ routeName: "bewertungsmanager", label: "Bewertungsmanager", href: opts.ratingManagerUrl, external: true }],
    });
  }
  return sections;
}

/** The trail of a menu item in its section. */
function trailOf(title: string, label: string, href: string): { label: string; href?: string }[] {
  if (href === "/") return [{ label: "Start" }];
  // a section of one page named like it ("Eintragsservice › Eintragsservice") is one level
  if (label === title) return [{ label: "Start", href: "/" }, { label }];
  return [{ label: "Start", href: "/" }, { label: title }, { label }];
}

/**
 * Breadcrumb trail for a path (spec §2 Layout): the menu section and item whose
 * routeName matches it; a page of the registry's menu that this menu does not
 * list (a product the company has not booked, its not-booked page) gets the
 * trail its item would have.
 */
export function breadcrumbFor(sections: readonly MenuSection[], pathname: string): { label: string; href?: string }[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const s of sections) {
    const hit = s.items.find((i) => !i.external && i.routeName.toLowerCase() === path.toLowerCase());
    if (hit) return trailOf(s.title, hit.label, hit.href);
  }
  const known = pageFor(path);
  if (known?.menu && known.product) return trailOf(MENU_SECTIONS[known.menu.section].title, known.menu.label, known.path);
  return [{ label: "Start", href: "/" }];
}
