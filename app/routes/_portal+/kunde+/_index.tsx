import { redirect } from "@remix-run/cloudflare";
import { pathTo } from "#domain/pages";

/** /kunde without a page redirects to the dashboard (spec §2). */
export const loader = () => redirect(pathTo("dashboard"));
