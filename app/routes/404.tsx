import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { errorPage } from "~/components/error-page";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("error.404") }];
export const loader = ({ context }: LoaderFunctionArgs) => data({ requestId: context.portal.requestId }, { status: 404 });
export default errorPage(404);
