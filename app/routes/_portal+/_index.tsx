import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { accessFor } from "~/access";
import { activeProducts, PRODUCTS, productOfSku } from "#domain/products";
import { productPages } from "#domain/menu";
import { isOwnerClaimExpired } from "#domain/claim";
import { activeSubscriptions } from "#domain/subscriptions";
import { ADPLORER_STATE } from "~/server/adplorer.server";
import { ApiClient } from "~/server/api-client.server";
import { menuOf, subscriptionsFromMenu } from "~/server/layout.server";
import { pageTitle } from "~/components/layout/page-title";
import type { PortalFlash } from "~/routes/_portal+/_layout";
import { pathTo } from "#domain/pages";
import { tileFigure, type TileFigure } from "~/components/dashboard/report";
import { germanDay } from "~/components/product/date-range";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("dashboard", matches) }];

export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  // the products' key figures (decision 088), asked beside the subscriptions; a failed call only costs the tiles their figures
  const keyFigures = portal.api.call((api) => api.customer.getProductKeyFigures.$get()).catch(() => null);
  // the active company's subscriptions come with the layout's menu call; without them, their own call decides
  const subscriptions =
    (await subscriptionsFromMenu(portal)) ??
    (await portal.need(await portal.api.call((api) => api.customer.getSubscriptions.$get()))).subscriptions;
  const active = activeSubscriptions(subscriptions);
  // the voicebot's page carries its provider's number (spec §2 "Voicebot: {token}"), which comes with the menu
  const menu = await menuOf(portal);
  const voicebotNumber = menu.ok ? (menu.data.customer?.voicebotNumber ?? null) : null;
  const answer = await keyFigures;
  const keyData = answer?.ok ? answer.data : null;
  const figures = new Map<string, TileFigure | null>(keyData ? keyData.figures.map((f) => [f.product, tileFigure(f)]) : []);
  const tiles = activeProducts(active).map((key) => ({
    key,
    figure: figures.get(key) ?? null,
    label: PRODUCTS[key].label,
    open: PRODUCTS[key].open,
    // the first of the product's pages that is built (the tile of a product whose pages are all to come says so)
    href: productPages(key, { voicebotNumber }).find((href) => accessFor(href)) ?? null,
    variants: active.filter((s) => productOfSku(s.Stock_Keeping_Unit__c) === key).map((s) => s.displayName).filter(Boolean) as string[],
  }));
  // the figures' window, said once above the tiles ("30 Tage bis gestern")
  const window = keyData ? `${germanDay(keyData.current.startDate)} bis ${germanDay(keyData.current.endDate)}` : null;
  return { tiles, window, highlights: pathTo("customer.highlights") };
}

/** Account switch (spec §4.5): load the customer, make it active; an expired owner claim goes to claiming_confirm. */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  if (form.get("intent") !== "switch-account") throw data({ requestId: portal.requestId }, { status: 400 });
  const auth = (await portal.auth())!;
  const accountId = String(form.get("accountId") ?? "");
  if (auth.cuca || !auth.companies.includes(accountId)) throw redirect(pathTo("error.403"));
  const res = await portal.api.call((api) =>
    api.customer.account[":companyId"].$get({ param: { companyId: accountId } }, ApiClient.forAccount(accountId)),
  );
  const { account } = await portal.need(res);
  portal.account.setActiveAccount(accountId);
  // spec §4.5: the adplorer company id is the previous company's
  await portal.state.delete(ADPLORER_STATE);
  if (isOwnerClaimExpired(account, new Date())) throw redirect(pathTo("claiming.confirm"));
  // said where the user looks (on a phone the menu with the selector has closed)
  portal.flash({ notice: { id: crypto.randomUUID(), tone: "info", text: `Sie bearbeiten jetzt ${account.company_name}.` } } satisfies PortalFlash);
  throw redirect(pathTo("dashboard"));
}


export default function Dashboard() {
  const { tiles, window, highlights } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Übersicht</h1>
      <p className="mt-2">
        <Link to={highlights} className="link">
          Alle Neuigkeiten dieses Monats
        </Link>
      </p>
      <h2 className="mt-8 text-lg font-semibold">Ihre Produkte</h2>
      {window && tiles.some((t) => t.figure) ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="kennzahlen-zeitraum">
          Kennzahlen der letzten 30 Tage ({window}) gegenüber den 30 Tagen davor.
        </p>
      ) : null}
      {tiles.length === 0 ? (
        <p className="mt-2">Für diese Firma sind derzeit keine Produkte aktiv.</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-tiles">
          {tiles.map((t) => (
            <li key={t.key} className="card flex flex-col">
              <h3 className="text-base font-semibold">
                {t.label}
              </h3>
              {t.variants.length ? <p className="mt-1 text-sm text-slate-700">{t.variants.join(", ")}</p> : null}
              {t.figure ? (
                <dl className="mt-2" data-testid={`kennzahl-${t.key}`}>
                  <dt className="text-sm text-slate-700">{t.figure.label}</dt>
                  <dd className="text-xl font-bold">{t.figure.display}</dd>
                  <dd className="text-sm font-semibold text-slate-800">
                    {t.figure.change.arrow ? <span aria-hidden="true">{t.figure.change.arrow} </span> : null}
                    {t.figure.change.text}
                  </dd>
                </dl>
              ) : null}
              {t.href ? (
                <Link to={t.href} className="link mt-auto pt-3 text-sm">
                  {t.open}
                </Link>
              ) : (
                <p className="mt-auto pt-3 text-sm text-slate-600">Produktseite in Vorbereitung</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
