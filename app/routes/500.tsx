import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { errorPage } from "~/components/error-page";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("error.500") }];
export const loader = ({ context }: LoaderFunctionArgs) => data({ requestId: context.portal.requestId }, { status: 500 });
export default errorPage(500);
