import { useBlocker } from "@remix-run/react";
import { useEffect } from "react";
import { Modal, ModalActions } from "../ui/modal";
import { leavesUnsaved, unsavedForms } from "./unsaved";

/**
 * Asks before a page with unsaved input is left (with JavaScript; without it the
 * pages say which form a button saves). A link, the back button or another form
 * of the portal: the portal's own dialog, "Auf der Seite bleiben" first. Closing
 * the tab or typing another address: the browser's own question.
 */
export function LeaveGuard() {
  // the same address again is no leaving (a form of the page sent to it, or its own link)
  const blocker = useBlocker(({ currentLocation: from, nextLocation: to }) => leavesUnsaved() && (from.pathname !== to.pathname || from.search !== to.search));
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (!unsavedForms().length) return;
      e.preventDefault();
      // older browsers need a return value to ask
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, []);
  const open = blocker.state === "blocked";
  const forms = open ? unsavedForms() : [];
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? undefined : blocker.reset?.())}
      title="Ungespeicherte Änderungen"
      description={`Ihre Eingaben in ${forms.map((f) => `„${f}“`).join(", ")} sind noch nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.`}
    >
      <ModalActions>
        {/* the safe choice first: it also gets the focus when the dialog opens */}
        <button type="button" className="btn-primary" onClick={() => blocker.reset?.()}>
          Auf der Seite bleiben
        </button>
        <button type="button" className="btn-secondary" onClick={() => blocker.proceed?.()}>
          Seite verlassen, Eingaben verwerfen
        </button>
      </ModalActions>
    </Modal>
  );
}
