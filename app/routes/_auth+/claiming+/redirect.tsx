import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GoneCard } from "./__claiming";
import { redirectLoader } from "./__claiming.server";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.redirect") }];

/** spec §2 /claiming/redirect: the directory's link, opened once; it goes on to the page of the entry's state. */
export const loader = (args: LoaderFunctionArgs) => redirectLoader(args);

export default function ClaimingRedirect() {
  const data = useLoaderData<typeof loader>();
  return <GoneCard message={data.message} />;
}
