import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GoneCard } from "../../claiming+/__claiming";
import { linkRedirectLoader } from "./__account-link.server";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accountLink.redirect") }];

/**
 * spec §2 /account/verknuepfung/weiterleitung: the sales mail's link, opened once;
 * it goes on to the registration or the page of the link's state. A forged,
 * altered, expired or reused link: this page with its reason, nothing changed.
 */
export const loader = (args: LoaderFunctionArgs) => linkRedirectLoader(args);

export default function AccountLinkRedirect() {
  const data = useLoaderData<typeof loader>();
  return <GoneCard message={data.message} />;
}
