import { redirect } from "@remix-run/cloudflare";
import { pathTo } from "#domain/pages";

/** Any path not listed goes to /404 (spec §2); the gate does it first, this is the backstop. */
export const loader = () => redirect(pathTo("error.404"));
export const action = () => redirect(pathTo("error.404"));
