import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/ui/alert";
import { CsrfInput } from "~/components/ui/csrf-input";

/** What the page after a registration says about "E-Mail erneut senden" (post/redirect/get, in the session's flash). */
export interface ResendNotice {
  id: string;
  tone: "success" | "warning" | "danger";
  text: string;
}

/**
 * "E-Mail erneut senden" on the page after a registration (spec §2
 * /registrierung/erfolgreich, /registrierung/gast/erfolgreich): a plain POST
 * with the form token, without JavaScript too. It names no address: the
 * action sends the mail to the one this browser registered (`canSend`: it
 * still knows one). The answer shows above the button and takes the focus.
 */
export function ResendMail({ resent, canSend }: { resent: ResendNotice | null; canSend: boolean }) {
  const sending = useNavigation().state === "submitting";
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resent) region.current?.focus();
  }, [resent?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const answer = (
    <div role="status" ref={region} tabIndex={-1} autoFocus={Boolean(resent)}>
      {resent ? (
        <Alert tone={resent.tone} announce={false}>
          {resent.text}
        </Alert>
      ) : null}
    </div>
  );
  if (!canSend) return <div className="mt-4">{answer}</div>;
  return (
    <Form method="post" className="mt-4" aria-label="E-Mail erneut senden">
      <CsrfInput />
      {answer}
      <button type="submit" className="btn-secondary" disabled={sending} aria-busy={sending}>
        {sending ? "E-Mail wird gesendet …" : "E-Mail erneut senden"}
      </button>
    </Form>
  );
}
