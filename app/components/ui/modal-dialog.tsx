import { Dialog } from "radix-ui";
import { useId } from "react";
import { MODAL_BOX_CLASS, MODAL_OVERLAY_CLASS, type ModalProps } from "./modal";

/**
 * The generic modal (spec §2): title, content, the buttons 'Bestätigen',
 * 'Abbrechen', 'Zurücksetzen' as the caller needs them, and an optional close
 * button. It is rendered on the server when open, so it works without
 * JavaScript (its buttons are form buttons or links); with JavaScript, Radix
 * traps the focus, closes on Escape and returns the focus to the opener
 * (`returnFocusRef`: the modals here are opened by state, not by a Radix trigger,
 * so Radix itself would drop the focus on <body>).
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeHref,
  showClose = true,
  returnFocusRef,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className={MODAL_OVERLAY_CLASS} />
      <Dialog.Content
        className={MODAL_BOX_CLASS}
        aria-modal="true"
        data-modal=""
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCloseAutoFocus={
          returnFocusRef
            ? (e) => {
                e.preventDefault();
                returnFocusRef.current?.focus();
              }
            : undefined
        }
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title id={titleId} className="text-xl font-bold">{title}</Dialog.Title>
          {showClose ? (
            onOpenChange ? (
              <Dialog.Close className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100" aria-label="Schließen">
                ×
              </Dialog.Close>
            ) : closeHref ? (
              <a href={closeHref} className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100" aria-label="Schließen">
                ×
              </a>
            ) : null
          ) : null}
        </div>
        {description ? <Dialog.Description id={descriptionId} className="mt-2 text-slate-700">{description}</Dialog.Description> : null}
        <div className="mt-4">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
