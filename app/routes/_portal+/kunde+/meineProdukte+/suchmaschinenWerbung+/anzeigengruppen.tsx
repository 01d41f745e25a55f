import type { MetaFunction } from "@remix-run/cloudflare";
import { useMemo } from "react";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { DateRangeForm } from "~/components/product/date-range-form";
import { rangeSearch } from "~/components/product/date-range";
import { Pager } from "~/components/product/pager";
import { TableFooter } from "~/components/product/table-footer";
import { seaChart } from "~/components/sea/report";
import { formatEuro, formatRate, seaRates, type SeaCounts } from "#domain/sea";
import type { loader } from "./anzeigengruppen.server";

export { loader } from "./anzeigengruppen.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleWith(data?.errors ? "Eingaben prüfen" : null, "searchAds.adGroups", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

const RESULTS = "anzeigengruppen-zeitraum";
const number = new Intl.NumberFormat("de-DE");

/** The figure cells of an ad group or campaign row. */
function FigureCells({ c }: { c: SeaCounts }) {
  const { ctr } = seaRates(c);
  return (
    <>
      <td>{number.format(c.impressions)}</td>
      <td>{number.format(c.clicks)}</td>
      <td>{formatRate(ctr)}</td>
      <td>{formatEuro(c.cost)}</td>
      <td>{number.format(c.conversions)}</td>
    </>
  );
}

/** The figure columns' headers, after the row's own. */
function FigureHeaders() {
  return (
    <>
      {["Einblendungen", "Klicks", "Klickrate", "Kosten netto", "Conversions"].map((h) => (
        <th key={h} scope="col">
          {h}
        </th>
      ))}
    </>
  );
}

/**
 * The ad groups of the search-engine ads (spec §2 suchmaschinenWerbung/anzeigengruppen):
 * each group with its figures over the range; one opened shows its campaigns,
 * several of which can be chosen and shown together over time. Links and GET
 * forms only: it works without JavaScript.
 */
export default function SearchAdsAdGroups() {
  const { today, form, errors, notice, group: opened, groupPage, chosen, groups, pager, campaigns, compared } = useLoaderData<typeof loader>();
  const location = useLocation();
  const search = rangeSearch(form);
  const chart = useMemo(() => (compared ? seaChart(compared.report, "kampagnen", "Ausgewählte Kampagnen: ") : null), [compared]);
  // the ad groups' page stays in every address of the page, so an opened group on a later page stays shown
  const pageSearch = groupPage > 1 ? `&gruppenseite=${groupPage}` : "";
  const groupSearch = (id: string) => `${search}${pageSearch}&gruppe=${encodeURIComponent(id)}`;
  const withGroup = (id: string) => `${groupSearch(id)}#kampagnen`;
  const chosenSearch = `${groupSearch(opened?.id ?? "")}${chosen.map((id) => `&kampagne=${encodeURIComponent(id)}`).join("")}`;
  const keep = opened ? { gruppe: opened.id, ...(groupPage > 1 ? { gruppenseite: String(groupPage) } : {}), ...(chosen.length ? { kampagne: chosen } : {}) } : undefined;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Anzeigengruppen</h1>
      <p className="mt-2 max-w-3xl">Ihre Anzeigen sind nach Themen in Anzeigengruppen geordnet, jede mit ihren Kampagnen. Öffnen Sie eine Gruppe, um ihre Kampagnen zu sehen und zu vergleichen.</p>

      {notice ? (
        <p role="status" className="card mt-6" data-testid="suma-hinweis">
          {notice}
        </p>
      ) : (
        <>
          <DateRangeForm form={form} errors={errors} today={today} resultsId={RESULTS} compare={false} keep={keep} />
          {groups ? (
            <>
              <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
                Ihre Anzeigengruppen vom {form.von} bis {form.bis}
              </h2>
              <div className="mt-4 overflow-auto" role="region" aria-labelledby="anzeigengruppen-tabelle" tabIndex={0}>
                <table className="data-table">
                  <caption id="anzeigengruppen-tabelle" className="sr-only">
                    Anzeigengruppen und ihre Zahlen
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Anzeigengruppe</th>
                      <th scope="col">Kampagnen</th>
                      <FigureHeaders />
                    </tr>
                  </thead>
                  <tbody>
                    {groups.map((g) => (
                      <tr key={g.id} aria-current={g.id === opened?.id ? "true" : undefined}>
                        <th scope="row">
                          <Link className="link" to={withGroup(g.id)} aria-label={`Kampagnen von ${g.name} zeigen`}>
                            {g.name}
                          </Link>
                        </th>
                        <td>{g.campaigns}</td>
                        <FigureCells c={g} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pager ? <Pager label="Seiten der Anzeigengruppen" page={pager.page} pages={pager.pages} href={(n) => `${search}&gruppenseite=${n}${opened ? `&gruppe=${encodeURIComponent(opened.id)}` : ""}`} /> : null}
              <p className="mt-3 text-sm">
                <a className="link" href={`${location.pathname}/csv${search}&tabelle=gruppen`} download aria-label="Tabelle als CSV herunterladen: Anzeigengruppen">
                  Tabelle als CSV herunterladen
                </a>
              </p>
            </>
          ) : null}

          {campaigns && opened ? (
            <section className="card mt-8" aria-labelledby="kampagnen">
              <h2 id="kampagnen" className="text-xl font-semibold" tabIndex={-1}>
                Kampagnen von {opened.name}
              </h2>
              <Form method="get" action={location.pathname} className="mt-4" aria-labelledby="kampagnen">
                <input type="hidden" name="von" value={form.von} />
                <input type="hidden" name="bis" value={form.bis} />
                <input type="hidden" name="intervall" value={form.intervall} />
                <input type="hidden" name="gruppe" value={opened.id} />
                {groupPage > 1 ? <input type="hidden" name="gruppenseite" value={groupPage} /> : null}
                <fieldset>
                  <legend className="font-semibold">Kampagnen zum Vergleich wählen</legend>
                  <div className="mt-2 overflow-auto" role="region" aria-label="Kampagnen und ihre Zahlen" tabIndex={0}>
                    <table className="data-table">
                      <caption className="sr-only">Kampagnen von {opened.name} und ihre Zahlen</caption>
                      <thead>
                        <tr>
                          <th scope="col">Kampagne</th>
                          <FigureHeaders />
                        </tr>
                      </thead>
                      <tbody>
                        {campaigns.map((c) => (
                          <tr key={c.id}>
                            <th scope="row">
                              <label className="flex items-center gap-2">
                                <input type="checkbox" name="kampagne" value={c.id} defaultChecked={chosen.includes(c.id)} className="h-4 w-4" />
                                {c.name}
                              </label>
                            </th>
                            <FigureCells c={c} />
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </fieldset>
                <button type="submit" className="btn-secondary mt-4">
                  Ausgewählte Kampagnen zeigen
                </button>
              </Form>
            </section>
          ) : null}

          {compared && chart ? (
            <div className="mt-8 min-w-0" data-testid="chart-kampagnen">
              <p className="mb-2">Zusammen gezeigt: {compared.names.join(", ")}.</p>
              <Chart
                chart={chart}
                headingLevel={2}
                tableFooter={
                  <TableFooter
                    title={chart.title}
                    csv={`${location.pathname}/csv${chosenSearch}&tabelle=kampagnen`}
                    table={compared.table}
                    pageHref={(n) => `${chosenSearch}&seite=${n}#${chart.id}-titel`}
                  />
                }
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
