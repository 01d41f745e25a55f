import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Footer } from "~/components/layout/footer";
import { SeasonalBanner } from "~/components/layout/seasonal-banner";
import { BRANDS, brandOf } from "#domain/brand";
import { devPagesEnabled } from "#domain/env";
import { titleOf } from "#domain/pages";
import { SEASONAL_PERIODS, seasonalBannerText } from "#domain/seasonal-banner";

export const meta: MetaFunction = () => [{ title: titleOf("preview") }, { name: "robots", content: "noindex" }];

/**
 * How a chosen brand (domain/brand.ts) and the seasonal banner (spec §1, one of its
 * periods) look, without deploying the brand or waiting for the dates (spec §2
 * non-production pages). `?marke=b2b&saison=2026-12-01`. Only where DEV_PAGES = "1"
 * is set outside production (decision 086); else 404.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!devPagesEnabled(context.portal.env)) throw new Response(null, { status: 404 });
  const q = new URL(request.url).searchParams;
  const brand = brandOf(q.get("marke") ?? context.portal.env.BRAND).key;
  const period = SEASONAL_PERIODS.find((p) => p.shownFrom === q.get("saison")) ?? SEASONAL_PERIODS.at(-1) ?? null;
  return {
    brand,
    brands: Object.values(BRANDS).map((b) => ({ key: b.key, name: b.name })),
    periods: SEASONAL_PERIODS.map((p) => ({ key: p.shownFrom, label: `${p.shownFrom} bis ${p.shownUntil}` })),
    period: period ? { key: period.shownFrom, text: seasonalBannerText(period) } : null,
  };
}

export default function PreviewPage() {
  const { brand, brands, periods, period } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <main id="inhalt" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold">Vorschau</h1>
        <p className="mt-2 text-slate-700">Nur in Test- und Entwicklungsumgebungen: wie eine Marke und der Saisonhinweis aussehen.</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="marke" className="field-label">
              Marke
            </label>
            <select id="marke" name="marke" defaultValue={brand} className="field-input">
              {brands.map((b) => (
                <option key={b.key} value={b.key}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="saison" className="field-label">
              Saisonhinweis
            </label>
            <select id="saison" name="saison" defaultValue={period?.key} className="field-input">
              {periods.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Anzeigen
          </button>
        </Form>
        <h2 className="mt-8 text-lg font-semibold">Saisonhinweis</h2>
        <div className="mt-2">{period ? <SeasonalBanner key={period.key} text={period.text} /> : <p>Kein Zeitraum eingetragen.</p>}</div>
        <h2 className="mt-8 text-lg font-semibold">Fußzeile der Marke</h2>
      </main>
      <Footer brandKey={brand} />
    </div>
  );
}
