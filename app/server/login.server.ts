import { redirect } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { LoginResult, PortalContext } from "./context.server";
import { readLastAccount } from "./session.server";
import { afterLoginTarget, returnParams } from "../routing";


type Reply = (opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]>;

/**
 * Sends the login to the API; on success starts the session and redirects,
 * otherwise returns the German message for the form, with the login kept.
 */
export async function completeLogin(
  portal: PortalContext,
  path: "/auth/login" | "/auth/login/cuca",
  body: Record<string, string>,
  form: FormData,
  reply: Reply,
) {
  const res = await portal.api.post<LoginResult>(path, { body, anonymous: true });
  if (res.ok) {
    portal.startSession(res.data, readLastAccount(portal.request));
    const target = afterLoginTarget(
      returnParams(form),
      { roles: res.data.user.roles, hasActiveAccount: res.data.accounts.length > 0 },
      portal.allowedHosts,
    );
    throw redirect(target);
  }
  const first = res.errors[0];
  if (res.status >= 500) {
    return {
      status: 502 as const,
      result: reply({
        formErrors: [`Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut. (Anfrage-ID ${portal.requestId})`],
        hideFields: ["password"],
      }),
    };
  }
  const field = first?.field && first.field !== "password" ? first.field : null;
  const message = first?.message ?? "Die Anmeldung ist fehlgeschlagen.";
  return {
    status: res.status,
    result: reply(field ? { fieldErrors: { [field]: [message] }, hideFields: ["password"] } : { formErrors: [message], hideFields: ["password"] }),
  };
}
