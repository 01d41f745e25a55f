import { redirect } from "@remix-run/cloudflare";

/** /kunde without a page redirects to the dashboard (spec §2). */
export const loader = () => redirect("/");
