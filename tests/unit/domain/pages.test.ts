import { describe, expect, it } from "vitest";
import { breadcrumbFor, buildMenu, productPages } from "#domain/menu";
import { BUILT_PAGES, MAIL_LINKS, MAIL_LINKS_BEHIND_LOGIN, MENU_SECTIONS, PAGE_LIST, matchPage, pageFor, pageMatchers, pathTo, titleOf } from "#domain/pages";
import { PRODUCT_ABOUT, PRODUCTS, type ProductKey } from "#domain/products";
import { PRODUCT_INTEREST_RULES, SERVICE_CASES, SERVICE_CASE_TYPES, productInterestSent } from "#domain/service-cases";
import { checkRules } from "#domain/form-rules";
import { accessFor, ROUTE_ACCESS } from "../../../app/access";
import { pageTitle, pageTitleWith } from "../../../app/components/layout/page-title";

const ALL = Object.keys(PRODUCTS) as ProductKey[];
const menu = (over: Partial<Parameters<typeof buildMenu>[0]> = {}) =>
  buildMenu({ products: ALL, roles: ["customer"], hasCompany: true, ratingManagerUrl: "https://x.example", ...over });

describe("page registry (spec §2 screens and routes)", () => {
  it("names every path once; planned pages have no access entry, every built one has", () => {
    const paths = PAGE_LIST.map((p) => p.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_ACCESS.map((r) => r.path)).toEqual(BUILT_PAGES.map((p) => p.path));
    for (const p of PAGE_LIST) expect(Boolean(accessFor(p.path.replace(/:\w+/g, "x"))), p.name).toBe(!p.planned);
  });

  it("a page of a product is customer-only, and its product has a menu section", () => {
    for (const p of PAGE_LIST.filter((x) => x.product)) {
      expect(p.access, p.name).toEqual({ kind: "roles", roles: ["customer"] });
      expect(Object.values(MENU_SECTIONS).some((s) => "product" in s && s.product === p.product), p.name).toBe(true);
    }
  });

  it("finds the entry of a path like Remix matches it: any case, a trailing slash, a parameter as one segment", () => {
    expect(pageFor("/KUNDE/meineprodukte/eintrag/Statistiken/")?.name).toBe("entry.statistics");
    expect(pageFor("/kunde/meineProdukte/eintrag/bilder/abc")?.name).toBe("entry.image");
    expect(pageFor("/kunde/meineProdukte/eintrag/bilder/abc/def")).toBeNull();
    expect(pageFor("/account/verknuepfung/angehalten")?.name).toBe("accountLink.hold");
  });

  it("every page is built: none is planned any more", () => {
    expect(PAGE_LIST.filter((p) => p.planned).map((p) => p.name)).toEqual([]);
    expect(BUILT_PAGES).toEqual(PAGE_LIST);
  });

  it("the rule for a planned page, on a list of its own: the menu's, not a route, and only when asked for; a parameter's entry does not take its path", () => {
    const matchers = pageMatchers([
      { name: "planned", path: "/kunde/meineProdukte/geplant", planned: true as const },
      { name: "built", path: "/kunde/meineProdukte/gebaut" },
      { name: "byNumber", path: "/kunde/meineProdukte/:token" },
    ]);
    expect(matchPage(matchers, "/kunde/meineProdukte/geplant")).toBeNull();
    expect(matchPage(matchers, "/kunde/meineProdukte/geplant", { planned: true })?.name).toBe("planned");
    expect(matchPage(matchers, "/KUNDE/meineProdukte/gebaut/")?.name).toBe("built");
    expect(matchPage(matchers, "/kunde/meineProdukte/4711")?.name).toBe("byNumber");
  });
});

describe("path helper pathTo()", () => {
  it("gives a page's path by name, parameters filled in as one encoded segment each", () => {
    expect(pathTo("dashboard")).toBe("/");
    expect(pathTo("entry.statistics")).toBe("/kunde/meineProdukte/eintrag/statistiken");
    expect(pathTo("entry.image", { id: "a b/c" })).toBe("/kunde/meineProdukte/eintrag/bilder/a%20b%2Fc");
    expect(pageFor(pathTo("entry.document", { id: "x1" }))?.name).toBe("entry.document");
  });

  it("is typed: a parameter is required where the path has one", () => {
    // @ts-expect-error the image's id is missing
    expect(() => pathTo("entry.image")).not.toThrow();
    expect(pathTo("accountLink.hold")).toBe("/account/verknuepfung/angehalten");
  });

  it("the mails' links (api/lib/mail.ts) are built pages that a visitor without a login may open, but for the few behind a login on purpose", () => {
    for (const [kind, path] of Object.entries(MAIL_LINKS)) {
      const entry = pageFor(path);
      expect(entry, kind).not.toBeNull();
      expect(MAIL_LINKS_BEHIND_LOGIN.has(kind as keyof typeof MAIL_LINKS) || entry!.access.kind !== "roles", kind).toBe(true);
    }
    expect(MAIL_LINKS.passwordRenew).toBe("/passwort/erneuern");
    expect(MAIL_LINKS.emailChangeActivation).toBe("/user/email-aenderung/aktivieren");
  });
});

describe("side menu, dashboard tiles and breadcrumb from the registry (spec §2 Layout)", () => {
  it("every menu item is a registry page with that label, in registry order", () => {
    for (const s of menu({ roles: ["customer", "ratingusermanager"] })) {
      for (const i of s.items.filter((x) => !x.external)) {
        const entry = pageFor(i.href, { planned: true });
        expect(entry?.menu, i.href).toEqual({ section: s.id, label: i.label });
      }
    }
    const labels = menu().find((s) => s.id === "website")!.items.map((i) => i.label);
    expect(labels).toEqual(["Übersicht", "Statistiken", "Bearbeiten", "E-Mail"]);
  });

  it("shows booked products only, in the order given", () => {
    const ids = menu({ products: ["tvBanner", "entry"] }).map((s) => s.id);
    expect(ids).toEqual(["start", "tvBanner", "entry", "firmendaten", "benutzer"]);
  });

  it("a dashboard tile links to its product's first page; a product without pages has none", () => {
    expect(productPages("entry")[0]).toBe(pathTo("entry.overview"));
    expect(productPages("entryService")).toEqual([pathTo("entry.service")]);
    expect(productPages("jobAd")).toEqual([]);
  });

  it("the page of a product not booked (not in this menu) gets the trail its menu item would have", () => {
    const without = menu({ products: ["entry"] });
    expect(without.some((s) => s.id === "entryService")).toBe(false);
    expect(breadcrumbFor(without, pathTo("entry.service"))).toEqual([{ label: "Start", href: "/" }, { label: "Eintragsservice" }]);
    expect(breadcrumbFor(menu({ products: [] }), pathTo("entry.statistics")).map((t) => t.label)).toEqual(["Start", "Mein Eintrag", "Statistiken"]);
    expect(breadcrumbFor(without, pathTo("login"))).toEqual([{ label: "Start", href: "/" }]);
  });
});

describe("page titles from the registry", () => {
  const matches = [{ id: "routes/_portal+/_layout", data: { menu: { customer: { name: "Bäckerei Krüger GmbH" } } } }] as never;
  it("outside the portal: the page and the portal's name", () => {
    expect(titleOf("login")).toBe("Anmelden – Mein Bereich");
    expect(pageTitle("password.renewFailed")).toBe("Link ungültig – Mein Bereich");
  });
  it("in the portal: with the active company, a tab before the page", () => {
    expect(pageTitle("entry.data", matches)).toBe("Eintragsdaten – Bäckerei Krüger GmbH – Mein Bereich");
    expect(pageTitleWith("Zahlungsarten", "entry.data", matches)).toBe("Zahlungsarten – Eintragsdaten – Bäckerei Krüger GmbH – Mein Bereich");
    expect(() => titleOf("customer")).toThrow(/no title/);
  });
});

describe("not-booked page: the request for advice (service case 'product-interest')", () => {
  it("every product says in one German sentence what it does", () => {
    for (const key of ALL) expect(PRODUCT_ABOUT[key], key).toMatch(/^[A-ZÄÖÜ„][^.!?]*[^.!?\s][.]$/);
  });
  it("is a service-case type of its own, with a product as its only field; support staff may send it, unlike a rights transfer (spec §6)", () => {
    expect(SERVICE_CASE_TYPES).toContain("product-interest");
    expect(SERVICE_CASES["product-interest"].cucaControl).toBeNull();
    expect(SERVICE_CASES["rights-transfer"].cucaControl).toBe("rightsTransfer");
    expect(checkRules((n) => ({ product: "entryService" })[n], PRODUCT_INTEREST_RULES).value).toEqual({ product: "entryService" });
    expect(checkRules((n) => ({ product: "kuendigung" })[n], PRODUCT_INTEREST_RULES).error).toBeTruthy();
    expect(productInterestSent("entryService")).toContain("„Eintragsservice“");
  });
});
