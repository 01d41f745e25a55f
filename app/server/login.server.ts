import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { AuthorizationError, Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ApiErrorItem } from "#contract/api";
import { ApiClient, type ApiResult } from "./api-client.server";
import type { LoginResult, PortalContext } from "./context.server";
import { readLastAccount } from "./session.server";
import { afterLoginTarget, returnParams } from "../routing";

type LoginPath = "/auth/login" | "/auth/login/cuca";

/** A login the API refused, with its status and first error. */
class LoginRefused extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiErrorItem | undefined,
  ) {
    super(error?.message ?? "Die Anmeldung ist fehlgeschlagen.");
  }
}

/**
 * remix-auth's FormStrategy, one per login form: the credentials go to the
 * API, which owns them; the strategy returns the API's login answer.
 */
function authenticatorFor(portal: PortalContext) {
  const authenticator = new Authenticator<LoginResult>(portal.sessionStorage, { throwOnError: true });
  for (const path of ["/auth/login", "/auth/login/cuca"] as const) {
    authenticator.use(
      new FormStrategy<LoginResult>(async ({ form }) => {
        const text = (name: string) => String(form.get(name) ?? "");
        const credentials = { login: text("login"), password: text("password") };
        const res: ApiResult<LoginResult> = await portal.api.call((api) =>
          path === "/auth/login/cuca"
            ? api.auth.login.cuca.$post({ json: { ...credentials, companyId: text("companyId") } }, ApiClient.anonymous)
            : api.auth.login.$post({ json: credentials }, ApiClient.anonymous),
        );
        if (!res.ok) throw new LoginRefused(res.status, res.errors[0]);
        return res.data;
      }),
      path,
    );
  }
  return authenticator;
}

type Reply = (opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]>;

/**
 * Logs in through remix-auth; on success starts the session and redirects,
 * otherwise returns the German message for the form, with the login kept.
 */
export async function completeLogin(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  path: LoginPath,
  credentials: Record<string, string>,
  form: FormData,
  reply: Reply,
) {
  const portal = context.portal;
  // the strategy reads the checked values, not the raw form
  const formData = new FormData();
  for (const [k, v] of Object.entries(credentials)) formData.set(k, v);
  const authenticator = authenticatorFor(portal);
  let result: LoginResult;
  try {
    // the body is already read: the strategy gets the form through the context
    const bodiless = new Request(request.url, { method: "POST", headers: request.headers });
    result = await authenticator.authenticate(path, bodiless, {
      context: Object.assign({}, context, { formData }),
    });
  } catch (e) {
    const refused = e instanceof AuthorizationError && e.cause instanceof LoginRefused ? e.cause : new LoginRefused(500, undefined);
    if (refused.status >= 500) {
      return {
        status: 502 as const,
        result: reply({
          formErrors: [`Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut. (Anfrage-ID ${portal.requestId})`],
          hideFields: ["password"],
        }),
      };
    }
    const field = refused.error?.field && refused.error.field !== "password" ? refused.error.field : null;
    return {
      status: refused.status,
      result: reply(
        field
          ? { fieldErrors: { [field]: [refused.message] }, hideFields: ["password"] }
          : { formErrors: [refused.message], hideFields: ["password"] },
      ),
    };
  }
  portal.startSession(result, readLastAccount(portal.request));
  const target = afterLoginTarget(
    returnParams(form),
    { roles: result.user.roles, hasActiveAccount: result.accounts.length > 0 },
    portal.allowedHosts,
  );
  throw redirect(target);
}
