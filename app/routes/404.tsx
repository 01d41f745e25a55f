import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { errorPage } from "~/components/error-page";

export const meta: MetaFunction = () => [{ title: "Fehler 404 – Mein Bereich" }];
export const loader = ({ context }: LoaderFunctionArgs) => data({ requestId: context.portal.requestId }, { status: 404 });
export default errorPage(404);
