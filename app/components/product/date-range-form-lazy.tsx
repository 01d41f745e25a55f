import { lazy, Suspense, type ComponentProps } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import type { DateRangeForm as Eager } from "./date-range-form";

const Loaded = lazy(() => import("./date-range-form").then((m) => ({ default: m.DateRangeForm })));

/**
 * The product kit's date-range form (docs/product-page.md) with its code
 * fetched after the first paint (decision 008: a page's own forms load after
 * it): the server renders it whole, and it posts as a plain GET form until its
 * script is there.
 */
export function DateRangeForm(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense fallback={<p className="card mt-6">{LOADER_TEXT}</p>}>
      <Loaded {...props} />
    </Suspense>
  );
}
