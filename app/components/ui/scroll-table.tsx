import { useEffect, useRef, useState, type ReactNode } from "react";

export const SCROLL_HINT = "Tabelle seitlich wischen";

/**
 * A table that may be wider than a phone: a region that scrolls sideways (and
 * can be scrolled with the keyboard: it is a tab stop with a name), whose table
 * keeps the row names in view (`.data-table-sticky` in app/tailwind.css), and,
 * with `hint`, a line under it that says the table scrolls. Without JavaScript
 * the hint shows on narrow screens; with it, exactly while the table is wider
 * than its place.
 */
export function ScrollTable({ label, className = "", hint = false, children }: { label: string; className?: string; hint?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const region = ref.current;
    if (!hint || !region) return;
    const measure = () => setOverflows(region.scrollWidth > region.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    const table = region.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [hint]);
  return (
    <>
      <div ref={ref} className={`relative overflow-x-auto ${className}`} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {hint ? (
        <p className="scroll-hint" data-overflows={overflows === undefined ? undefined : String(overflows)} data-testid="scroll-hint">
          <span aria-hidden="true">↔ </span>
          {SCROLL_HINT}
        </p>
      ) : null}
    </>
  );
}
