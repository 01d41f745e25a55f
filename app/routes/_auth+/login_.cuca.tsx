import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { ErrorList, Field } from "~/components/ui/field";
import { completeLogin } from "~/server/login.server";
import { CUCA_LOGIN_RULES } from "~/schemas/auth";
import { constraintsOf, validateForm } from "~/schemas/form";

export const meta: MetaFunction = () => [{ title: "Support-Anmeldung – Mein Bereich" }];

/** The gate has already ended any running session (spec §2: /login/cuca logs out first). */
export async function loader() {
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = validateForm(form, CUCA_LOGIN_RULES);
  if (submission.status !== "success") {
    // an empty password stays in the reply so its message shows; a typed one is never echoed
    return data({ result: submission.reply({ hideFields: form.get("password") ? ["password"] : [] }) }, { status: 400 });
  }
  const { status, result } = await completeLogin({ request, context }, "/auth/login/cuca", submission.value, form, (opts) =>
    submission.reply(opts),
  );
  return data({ result }, { status });
}

export default function CucaLoginPage() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "login-cuca",
    lastResult: actionData?.result,
    constraint: constraintsOf(CUCA_LOGIN_RULES),
    onValidate: ({ formData }) => validateForm(formData, CUCA_LOGIN_RULES),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="card">
      <h1 className="mb-2 text-2xl font-bold">Support-Anmeldung</h1>
      <p className="mb-6 text-slate-700">Melden Sie sich an und nennen Sie die Firma, für die Sie handeln.</p>
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
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
        <Field
          label="Firmen-ID"
          inputProps={{ ...getInputProps(fields.companyId, { type: "text" }), inputMode: "numeric" }}
          errors={fields.companyId.errors}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {busy ? "Anmeldung läuft …" : "Als Kundenservice anmelden"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link className="link" to="/login">Zur Kundenanmeldung</Link>
      </p>
    </div>
  );
}
