import { lazy, Suspense, useEffect, useState, type ReactNode, type RefObject } from "react";

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** where the close button leads without JavaScript */
  closeHref?: string;
  showClose?: boolean;
  /** the element that opened the modal, focused again when it closes */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

// Radix Dialog is most of the layout's JavaScript; a page loads it only once a modal opens.
const ModalDialog = lazy(() => import("./modal-dialog"));

/**
 * The generic modal (spec §2), see modal-dialog.tsx. It is loaded on demand:
 * the server renders an open modal completely (entry.server waits for it), so
 * it works without JavaScript; in the browser its code comes when it first opens.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

/** Button row of a modal; each label is one of the spec's verbatim strings. */
export const MODAL_LABELS = { confirm: "Bestätigen", cancel: "Abbrechen", reset: "Zurücksetzen" } as const;

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}
