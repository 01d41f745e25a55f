import { useRouteLoaderData } from "@remix-run/react";

/** The form token of the session: every form posts it (checked by the gate). */
export function CsrfInput() {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  return <input type="hidden" name="csrf" value={root?.csrf ?? ""} />;
}
