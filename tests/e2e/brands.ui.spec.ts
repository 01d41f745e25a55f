import { expect, test, type Page } from "./browser-test";
import { BASE_URL } from "../../playwright.config";
import { loginUi } from "./personas";
import { BRANDS } from "#domain/brand";

/**
 * Two brands, one portal (spec §1: the footer differs for one brand; §3 brand
 * data): the host decides. The test server answers 127.0.0.1 with the main brand
 * and b2b.localhost (the browser's own name for the loopback) with the second.
 */
const B2B = BASE_URL.replace("127.0.0.1", "b2b.localhost");

async function expectFooterOf(page: Page, key: "default" | "b2b") {
  const brand = BRANDS[key]!;
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(brand.name, { exact: true })).toBeVisible();
  await expect(footer.getByTestId("footer-logo")).toHaveText(brand.footerLogo);
  await expect(footer.getByRole("link", { name: brand.contactDetails.phone })).toHaveAttribute("href", `tel:${brand.contactDetails.phone.replace(/\s/g, "")}`);
  await expect(footer.getByRole("list", { name: "Soziale Netzwerke" }).getByRole("link")).toHaveText(brand.socialLinks.map((s) => s.label));
  await expect(footer.getByRole("list", { name: "Gütesiegel" }).getByRole("link")).toHaveText(brand.trustLinks.map((s) => s.label));
  await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", `${brand.domains.www}/impressum`);
}

test("brands: the host decides the footer (name, logo, contact, social and trust links); everything else is the same", async ({ page }) => {
  await page.goto("/login");
  await expectFooterOf(page, "default");
  await page.goto(`${B2B}/login`);
  await expectFooterOf(page, "b2b");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
  // logged in under the second brand's host: its pages wear it too
  await loginUi(page, "privat", `${B2B}/login`);
  await expect(page).toHaveURL(new RegExp(`^${B2B.replace(/[.]/g, "\\.")}/benutzer`));
  await expectFooterOf(page, "b2b");
});
