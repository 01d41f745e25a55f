import { useLoaderData } from "@remix-run/react";
import { ErrorPanel } from "./error-boundary";

/** A page for one status (/403, /404, /500, /502) that renders with that status. */
export function errorPage(status: number) {
  return function ErrorPage() {
    const data = useLoaderData<{ requestId: string }>();
    return <ErrorPanel status={status} requestId={data?.requestId} />;
  };
}
