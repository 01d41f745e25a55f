import { Link, useRouteLoaderData } from "@remix-run/react";
import { brandOf } from "#domain/brand";
import { pathTo } from "#domain/pages";

/** Footer with the brand's logo, contact data, legal, social and trust links (spec §1: it differs for one brand; §3 brand data; `brandKey`: another, for /preview). */
export function Footer({ brandKey }: { brandKey?: string } = {}) {
  const root = useRouteLoaderData<{ brand?: string }>("root");
  const brand = brandOf(brandKey ?? root?.brand);
  return (
    <footer className="border-t border-slate-200 bg-white text-sm text-slate-700" data-brand={brand.key}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-6 px-4 py-6">
        <div>
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            {/* the brand's footer logo: a mark beside its name, which says it for screen readers */}
            <span aria-hidden="true" className="rounded bg-slate-900 px-1.5 py-0.5 text-xs font-bold text-white" data-testid="footer-logo">
              {brand.footerLogo}
            </span>
            <span>{brand.name}</span>
          </p>
          <p>
            Kundenservice: <a className="link" href={`tel:${brand.contactDetails.phone.replace(/\s/g, "")}`}>{brand.contactDetails.phone}</a> ({brand.contactDetails.hours})
          </p>
          <p>
            E-Mail: <a className="link" href={`mailto:${brand.contactDetails.email}`}>{brand.contactDetails.email}</a>
          </p>
        </div>
        <nav aria-label="Rechtliches">
          <ul className="flex flex-wrap gap-4">
            <li><a className="link" href={`${brand.domains.www}/impressum`}>Impressum</a></li>
            <li><a className="link" href={`${brand.domains.www}/datenschutz`}>Datenschutz</a></li>
            <li><Link className="link" to={pathTo("accessibility")}>Erklärung zur Barrierefreiheit</Link></li>
          </ul>
          {brand.socialLinks.length ? (
            <ul className="mt-2 flex flex-wrap gap-4" aria-label="Soziale Netzwerke">
              {brand.socialLinks.map((s) => (
                <li key={s.href}><a className="link" href={s.href}>{s.label}</a></li>
              ))}
            </ul>
          ) : null}
          {brand.trustLinks.length ? (
            <ul className="mt-2 flex flex-wrap gap-4" aria-label="Gütesiegel">
              {brand.trustLinks.map((t) => (
                <li key={t.href}><a className="link" href={t.href}>{t.label}</a></li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
