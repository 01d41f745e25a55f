import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { LOADER_TEXT } from "../layout/page-loader";

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

/** The modal's backdrop and its box (modal-dialog.tsx, and the box shown while its code loads). */
export const MODAL_OVERLAY_CLASS = "fixed inset-0 z-50 bg-slate-900/60";
export const MODAL_BOX_CLASS =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl";

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
  // what had the focus when it opened: the loading box takes it meanwhile, the modal gives it back there
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (props.open && !wasOpen.current && typeof document !== "undefined") opener.current = document.activeElement as HTMLElement | null;
  wasOpen.current = props.open;
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={props.open ? <ModalLoading title={props.title} /> : null}>
      <ModalDialog {...props} returnFocusRef={props.returnFocusRef ?? opener} />
    </Suspense>
  );
}

/**
 * A modal opened in the browser before its code has come (a click, a page reached
 * by a client navigation): its box is there at once, with its title and the
 * loader text, so nothing seems to hang; the buttons follow with the code.
 */
function ModalLoading({ title }: { title: string }) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <>
      <div className={MODAL_OVERLAY_CLASS} />
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy="true" tabIndex={-1} className={MODAL_BOX_CLASS}>
        <p id={titleId} className="text-xl font-bold">{title}</p>
        <p className="mt-4 text-slate-700">{LOADER_TEXT}</p>
      </div>
    </>
  );
}

/** Button row of a modal; each label is one of the spec's verbatim strings. */
export const MODAL_LABELS = { confirm: "Bestätigen", cancel: "Abbrechen", reset: "Zurücksetzen" } as const;

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}
