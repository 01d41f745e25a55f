import type { PortalContext } from "./context.server";
import { menuOf } from "./layout.server";
import { PRODUCT_ABOUT, PRODUCTS, type ProductKey } from "#domain/products";
import type { NotBooked } from "~/components/layout/not-booked";

/** What the loader of a page answers when the company has not booked its product (the layout shows the shared page). */
export interface NotBookedData {
  notBooked: NotBooked;
}

/**
 * Whether the active company has an ACTIVE subscription of the product (spec §4
 * Subscription), as this request's menu says (GET /api/navigation/menu-items,
 * called once per request). Without a menu or a company: true, so the page's own
 * checks and /api decide as before.
 */
export async function hasBooked(portal: PortalContext, product: ProductKey): Promise<boolean> {
  const res = await menuOf(portal);
  const customer = res.ok ? res.data.customer : null;
  if (!customer) return true;
  // spec §9: the requests' area is open when the product is booked or the company has leads (the menu's availability check)
  return product === "leads" ? customer.leadsAvailable : customer.products.includes(product);
}

/** The product with its name and what it does: the words come with the data, so no page's script carries the product list. */
export const notBookedData = (product: ProductKey): NotBookedData => ({ notBooked: { product, label: PRODUCTS[product].label, about: PRODUCT_ABOUT[product] } });
