import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { errorPage } from "~/components/error-page";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("error.502") }];
export const loader = ({ context }: LoaderFunctionArgs) => data({ requestId: context.portal.requestId }, { status: 502 });
export default errorPage(502);
