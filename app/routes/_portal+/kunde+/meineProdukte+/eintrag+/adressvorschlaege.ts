import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fieldSuggestions } from "~/server/entry/address.server";
import type { AddressPart } from "#domain/address";

const FIELDS: readonly AddressPart[] = ["street", "zipCode", "city"];

/**
 * Suggestions for one address field of the company form as the user types
 * (spec §7 "Address and utilities", cancelable: the page aborts an older
 * request when a newer one starts): `?feld=street|zipCode|city` and the address
 * fields as typed. A resource route: JSON, for the page's script only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const q = new URL(request.url).searchParams;
  const field = q.get("feld") as AddressPart;
  const headers = { "Cache-Control": "no-store" };
  // the portal's gate let only customers in; without a field there is nothing to suggest
  if (!FIELDS.includes(field) || !(await portal.auth())) return Response.json({ options: [] }, { headers });
  // bounded: the backend's rules refuse more, and a refusal is no suggestion
  const v = (name: string) => (q.get(name) ?? "").trim().slice(0, 100);
  const options = await fieldSuggestions(portal, field, { street: v("street"), zipCode: v("zipCode"), city: v("city"), houseNumber: "" });
  return Response.json({ options }, { headers });
}
