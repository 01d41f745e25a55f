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
type DialogComponent = (typeof import("./modal-dialog"))["default"];
let loadedDialog: DialogComponent | undefined;
const loadDialog = () =>
  import("./modal-dialog").then((m) => {
    loadedDialog = m.default;
    return m;
  });
const LazyDialog = lazy(loadDialog);

/**
 * Before hydration (entry.client): when the server's HTML holds an open modal
 * (modal-dialog.tsx marks it `data-modal`), its code is fetched first, so the
 * modal hydrates with the page. A lazy part still waiting for its code when the
 * layout re-renders (right after hydration) makes React drop the server's HTML
 * of it and draw it anew (React error 421): the open modal would vanish for a
 * moment, and Escape and the focus trap would start late.
 */
export function loadOpenModal(): Promise<unknown> {
  return document.querySelector("[data-modal]") ? loadDialog() : Promise.resolve();
}

/**
 * The generic modal (spec §2), see modal-dialog.tsx. It is loaded on demand:
 * the server renders an open modal completely (entry.server waits for it), so
 * it works without JavaScript; in the browser its code comes when it first opens.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  // chosen once: the code when it is loaded already, else the lazy part (a swap would remount the modal)
  const [ModalDialog] = useState(() => loadedDialog ?? LazyDialog);
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
