import { lazy, Suspense, type ComponentType } from "react";
import type { ValueListSection } from "#domain/entry-sections/classification-lists";
import type { SectionProps } from "./section-form";

// The list sections' code loads only on their tabs: the server renders them completely
// (entry.server waits for it), and the browser hydrates them once it has come.
const ValueListForm = lazy(() => import("./classification"));

const formOf = (section: ValueListSection) => {
  const Form = (props: SectionProps) => (
    <Suspense fallback={null}>
      <ValueListForm section={section} {...props} />
    </Suspense>
  );
  Form.displayName = `ValueListForm(${section})`;
  return Form;
};

/** The forms of the list sections (spec §7: trades, keywords, features, service area), for SECTION_FORMS. */
export const VALUE_LIST_FORMS: Record<ValueListSection, ComponentType<SectionProps>> = {
  trades: formOf("trades"),
  searchKeywords: formOf("searchKeywords"),
  serviceFeatures: formOf("serviceFeatures"),
  productFeatures: formOf("productFeatures"),
  serviceArea: formOf("serviceArea"),
};
