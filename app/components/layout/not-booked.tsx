import { Form, Link, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CompanyInput } from "~/components/forms/company-input";
import { Alert } from "~/components/ui/alert";
import { CsrfInput } from "~/components/ui/csrf-input";
import { brandOf } from "#domain/brand";
import { pathTo } from "#domain/pages";

/** The id of the not-booked page's form (its confirmation is tied to it). */
export const PRODUCT_INTEREST_FORM = "produktanfrage";

/** A product the company has not booked: its key, name and what it does (app/server/not-booked.server.ts). */
export interface NotBooked {
  product: string;
  label: string;
  about: string;
}

/** What a page's loader data says is not booked (app/server/not-booked.server.ts), or null. */
export function notBookedOf(data: unknown): NotBooked | null {
  const n = (data as { notBooked?: Partial<NotBooked> } | null | undefined)?.notBooked;
  return n && typeof n.product === "string" && typeof n.label === "string" && typeof n.about === "string" ? { product: n.product, label: n.label, about: n.about } : null;
}

/**
 * The one page every product page shows when the active company has not booked
 * its product (spec §2 product pages, spec §4 Subscription): the product, what it
 * does, whom to call, and a request for advice (POST /api/customer/service-case/create/product-interest
 * through the portal's action, app/routes/_portal+/kunde+/meineProdukte+/produktanfrage.ts).
 * A plain form with the form token: it works without JavaScript, and every portal page
 * can show it without loading the form kit's client code. The confirmation is the
 * notice the action leaves for this form. Status 200: the page exists, the product is not booked.
 */
export function NotBookedPage({ notBooked, path, companyId, notice }: { notBooked: NotBooked; path: string; companyId: string | null; notice: { id: string; text: string; form?: string } | null }) {
  const { product, label, about } = notBooked;
  const { contactDetails } = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === pathTo("products.request");
  const sent = notice?.form === PRODUCT_INTEREST_FORM ? notice : null;
  // with JavaScript the confirmation takes the focus, as the browser gives it without (autoFocus)
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per confirmation
  return (
    <div className="max-w-3xl" data-testid="not-booked">
      <h1 className="text-2xl font-bold">{label}</h1>
      <p className="mt-2">
        Das Produkt „{label}“ ist für diese Firma nicht gebucht. {about}
      </p>
      <h2 className="mt-6 text-lg font-semibold">Sie möchten {label} nutzen?</h2>
      <p className="mt-2">
        Rufen Sie unseren Kundenservice an:{" "}
        <a className="link" href={`tel:${contactDetails.phone.replace(/\s+/g, "")}`}>
          {contactDetails.phone}
        </a>{" "}
        ({contactDetails.hours}). Oder lassen Sie sich beraten: Wir melden uns bei Ihnen.
      </p>
      <div role="status" ref={sentRef} tabIndex={-1} autoFocus={Boolean(sent)} className="mt-4">
        {sent ? (
          <Alert tone="success" announce={false}>
            {sent.text}
          </Alert>
        ) : null}
      </div>
      <Form method="post" action={pathTo("products.request")} id={PRODUCT_INTEREST_FORM}>
        <CsrfInput />
        <input type="hidden" name="product" value={product} />
        <input type="hidden" name="back" value={path} />
        {companyId ? <CompanyInput companyId={companyId} /> : null}
        <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? "Wird gesendet …" : "Beratung anfordern"}
        </button>
      </Form>
      <p className="mt-6">
        <Link to={pathTo("dashboard")} className="link">
          Zur Übersicht
        </Link>
      </p>
    </div>
  );
}
