import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AuthorizationError, Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ApiErrorItem } from "#contract/api";
import type { Rules } from "#domain/form-rules";
import { ApiClient, type ApiResult } from "./api-client.server";
import type { LoginResult, PortalContext } from "./context.server";
import { formAction } from "./form-action.server";
import { readLastAccount } from "./session.server";
import { afterLoginTarget, returnParams } from "../routing";

type LoginPath = "/auth/login" | "/auth/login/cuca";

/** A login the API refused, with its status and errors (the password forms' and Facebook's). */
export class LoginRefused extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.message ?? "Die Anmeldung ist fehlgeschlagen.");
  }
}

/**
 * remix-auth's FormStrategy, one per login form: the credentials go to the
 * API, which owns them; the strategy returns the API's login answer.
 */
function authenticatorFor(portal: PortalContext) {
  const authenticator = new Authenticator<LoginResult>(portal.session.storage, { throwOnError: true });
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
        if (!res.ok) throw new LoginRefused(res.status, res.errors);
        return res.data;
      }),
      path,
    );
  }
  return authenticator;
}

/** Logs in through remix-auth with the checked credentials; the API's answer as an ApiResult. */
async function authenticate(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  path: LoginPath,
  credentials: Record<string, string>,
): Promise<ApiResult<LoginResult>> {
  // the strategy reads the checked values, not the raw form
  const formData = new FormData();
  for (const [k, v] of Object.entries(credentials)) formData.set(k, v);
  try {
    // the body is already read: the strategy gets the form through the context
    const bodiless = new Request(request.url, { method: "POST", headers: request.headers });
    const data = await authenticatorFor(context.portal).authenticate(path, bodiless, {
      context: Object.assign({}, context, { formData }),
    });
    return { ok: true, status: 200, data };
  } catch (e) {
    const refused = e instanceof AuthorizationError && e.cause instanceof LoginRefused ? e.cause : new LoginRefused(500, []);
    return { ok: false, status: refused.status, errors: refused.errors };
  }
}

/**
 * The action of a login form (public: honeypot; a refusal is a message for the
 * form): on success starts the session and redirects, else answers the form with
 * the login kept and the password never sent back.
 */
export async function loginAction<R extends Rules>(args: Pick<ActionFunctionArgs, "request" | "context">, path: LoginPath, form: string, rules: R) {
  const portal = args.context.portal;
  const formData = await args.request.formData();
  return formAction(portal, formData, {
    form,
    rules,
    public: true,
    // "wrong login or password" names the password; it is said above the form, not at one field
    messageFields: ["login", "companyId"],
    send: (values) => authenticate(args, path, values as Record<string, string>),
    done: (result) => {
      portal.account.start(result, readLastAccount(portal.request));
      const roles = { roles: result.user.roles, hasActiveAccount: result.accounts.length > 0 };
      return { redirect: afterLoginTarget(returnParams(formData), roles, portal.allowedHosts) };
    },
    failed: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
  });
}
