import { redirect } from "@remix-run/cloudflare";

/** Any path not listed goes to /404 (spec §2); the gate does it first, this is the backstop. */
export const loader = () => redirect("/404");
export const action = () => redirect("/404");
