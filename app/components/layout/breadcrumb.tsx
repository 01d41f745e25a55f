import { Link } from "@remix-run/react";

/** Breadcrumb from the menu items that match the route (spec §2). */
export function Breadcrumb({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Brotkrumennavigation" className="mb-4 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((t, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${t.label}-${i}`} className="flex items-center gap-1">
              {t.href && !last ? (
                <Link to={t.href} className="link">
                  {t.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{t.label}</span>
              )}
              {last ? null : <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
