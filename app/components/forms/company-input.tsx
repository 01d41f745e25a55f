/**
 * The company a form was loaded for, sent with it (docs/product-page.md): the
 * server's company check (form-action.server.ts `company: true`,
 * button-action.server.ts `loadedForActiveCompany`) refuses the POST when the user
 * has switched company since, in this tab or another.
 */
export const COMPANY_FIELD = "companyId";

export function CompanyInput({ companyId }: { companyId: string }) {
  return <input type="hidden" name={COMPANY_FIELD} value={companyId} />;
}
