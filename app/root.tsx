import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useNonce } from "./nonce";
import { InlineStyles } from "./styles";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { releaseEarlyEvents } from "./early-events";
import { brandKeyForHost } from "#domain/brand";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [{ title: "Mein Bereich" }];

export async function loader({ context }: LoaderFunctionArgs) {
  // spec §1: the brand (its footer) by the host the portal is served under
  return { csrf: context.portal.session.csrfToken(), requestId: context.portal.requestId, brand: brandKeyForHost(context.portal.url.host, context.cloudflare.env.BRAND) };
}

export const useRootData = () => useRouteLoaderData<typeof loader>("root");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // the scripts arrive after the first paint (scripts-after-paint.server.ts): say when the page is live
  useEffect(() => {
    releaseEarlyEvents();
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
