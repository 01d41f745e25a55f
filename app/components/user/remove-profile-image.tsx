import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { CsrfInput } from "~/components/ui/csrf-input";
import { pathTo } from "#domain/pages";

/**
 * "Profilbild entfernen" with a confirmation step, like the deletion of a
 * rating: the button opens the question in place ("Ja, Profilbild entfernen" /
 * "Nicht entfernen"), which takes the focus; closed again, the focus is back
 * on the button. Without JavaScript the button opens the question through the
 * page's address (`?profilbildEntfernen`), and the answer is a plain POST with
 * the form token (DELETE /api/user/data/profileImage).
 */
export function RemoveProfileImage({ open: openOnArrival }: { open: boolean }) {
  const [open, setOpen] = useState(openOnArrival);
  const [closedByHand, setClosedByHand] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (closedByHand) opener.current?.focus();
  }, [closedByHand]);
  if (!open) {
    return (
      <form
        method="get"
        action={pathTo("user")}
        className="mt-3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <button ref={opener} type="submit" name="profilbildEntfernen" value="" className="btn-secondary">
          Profilbild entfernen
        </button>
      </form>
    );
  }
  return (
    <div role="group" aria-labelledby="profilbild-entfernen-frage" className="mt-3 rounded border border-red-300 bg-red-50 p-3">
      <p id="profilbild-entfernen-frage" className="font-medium">
        Möchten Sie Ihr Profilbild wirklich entfernen? Danach wird wieder das allgemeine Benutzersymbol angezeigt.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action={`${pathTo("user")}?index`}>
          <CsrfInput />
          <input type="hidden" name="intent" value="remove-image" />
          {/* the question's answer takes the focus, opened in place or by the address */}
          <button type="submit" className="btn-danger" autoFocus>
            Ja, Profilbild entfernen
          </button>
        </Form>
        <Link
          className="btn-secondary"
          to={pathTo("user")}
          replace
          preventScrollReset
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            setOpen(false);
            setClosedByHand((n) => n + 1);
          }}
        >
          Nicht entfernen
        </Link>
      </div>
    </div>
  );
}
