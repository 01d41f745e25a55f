import { Link, useRouteLoaderData } from "@remix-run/react";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { brandOf } from "#domain/brand";
import { page } from "#domain/pages";
import { PRODUCT_ABOUT, PRODUCTS, isProductKey, type ProductKey } from "#domain/products";
import { PRODUCT_INTEREST_FORM, PRODUCT_INTEREST_RULES } from "#domain/service-cases";

/** The product of a page's loader data that says "not booked" (app/server/not-booked.server.ts), or null. */
export function notBookedOf(data: unknown): ProductKey | null {
  const product = (data as { notBooked?: { product?: unknown } } | null | undefined)?.notBooked?.product;
  return isProductKey(product) ? product : null;
}

/**
 * The one page every product page shows when the active company has not booked
 * its product (spec §2 product pages, spec §4 Subscription): the product, what it
 * does, whom to call, and a request for advice (POST /api/customer/service-case/create/product-interest)
 * that works without JavaScript. Status 200: the page exists, the product is not booked.
 */
export function NotBookedPage({ product, path, companyId }: { product: ProductKey; path: string; companyId: string | null }) {
  const { label } = PRODUCTS[product];
  const { contactDetails } = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand);
  return (
    <div className="max-w-3xl" data-testid="not-booked">
      <h1 className="text-2xl font-bold">{label}</h1>
      <p className="mt-2">
        Das Produkt „{label}“ ist für diese Firma nicht gebucht. {PRODUCT_ABOUT[product]}
      </p>
      <h2 className="mt-6 text-lg font-semibold">Sie möchten {label} nutzen?</h2>
      <p className="mt-2">
        Rufen Sie unseren Kundenservice an:{" "}
        <a className="link" href={`tel:${contactDetails.phone.replace(/\s+/g, "")}`}>
          {contactDetails.phone}
        </a>{" "}
        ({contactDetails.hours}). Oder lassen Sie sich beraten: Wir melden uns bei Ihnen.
      </p>
      <RulesForm
        id={PRODUCT_INTEREST_FORM}
        rules={PRODUCT_INTEREST_RULES}
        action={page("products.request")}
        hidden={{ product, back: path }}
        companyId={companyId ?? undefined}
        className="mt-4"
      >
        <SubmitButton pending="Wird gesendet …">Beratung anfordern</SubmitButton>
      </RulesForm>
      <p className="mt-6">
        <Link to={page("dashboard")} className="link">
          Zur Übersicht
        </Link>
      </p>
    </div>
  );
}
