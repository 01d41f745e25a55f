import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ErrorList, Field } from "~/components/ui/field";
import { Alert } from "~/components/ui/alert";
import { completeLogin } from "~/server/login.server";
import { RETURN_PARAMS, returnParams } from "~/routing";
import { LOGIN_RULES } from "~/schemas/auth";
import { constraintsOf, validateForm } from "~/schemas/form";


export const meta: MetaFunction = () => [{ title: "Anmelden – Mein Bereich" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { returnTo: Object.fromEntries(returnParams(url.searchParams)), loggedOut: url.searchParams.has("abgemeldet") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = validateForm(form, LOGIN_RULES);
  if (submission.status !== "success") {
    // an empty password stays in the reply so its message shows; a typed one is never echoed
    return data({ result: submission.reply({ hideFields: form.get("password") ? ["password"] : [] }) }, { status: 400 });
  }
  const { status, result } = await completeLogin(
    { request, context },
    "/auth/login",
    { login: submission.value.login, password: submission.value.password },
    form,
    (opts) => submission.reply(opts),
  );
  return data({ result }, { status });
}

export default function LoginPage() {
  const { returnTo, loggedOut } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: constraintsOf(LOGIN_RULES),
    onValidate: ({ formData }) => validateForm(formData, LOGIN_RULES),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="card">
      <h1 className="mb-6 text-2xl font-bold">Anmelden</h1>
      {loggedOut ? <Alert tone="success" dismissible>Sie wurden erfolgreich abgemeldet.</Alert> : null}
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        {RETURN_PARAMS.map((key) =>
          returnTo[key] ? <input key={key} type="hidden" name={key} value={returnTo[key]} /> : null,
        )}
        {/* a live region from the start, so a refused login is announced, also after a fetch submit (WCAG 4.1.3) */}
        <div role="alert">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <Field
          label="E-Mail-Adresse oder Benutzername"
          inputProps={{ ...getInputProps(fields.login, { type: "text" }), autoComplete: "username", autoFocus: true }}
          errors={fields.login.errors}
        />
        <Field
          label="Passwort"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          errors={fields.password.errors}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {busy ? "Anmeldung läuft …" : "Anmelden"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        Kundenservice? <Link className="link" to="/login/cuca">Zur Support-Anmeldung</Link>
      </p>
    </div>
  );
}
