import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { ALERT_DISMISS_MS } from "#domain/format";

const TONES = {
  info: "border-blue-300 bg-blue-50 text-blue-950",
  success: "border-green-300 bg-green-50 text-green-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-300 bg-red-50 text-red-950",
} as const;

/**
 * An alert (spec §2: dismissible alerts go away after 5 s). Without JavaScript
 * it simply stays; with it, it can be closed and, when `autoDismiss`, fades out.
 */
export function Alert({
  tone = "info",
  children,
  dismissible = false,
  autoDismiss = dismissible,
  announce = true,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  dismissible?: boolean;
  autoDismiss?: boolean;
  /** false inside a live region that already announces it */
  announce?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!autoDismiss) return;
    const t = setTimeout(() => setOpen(false), ALERT_DISMISS_MS);
    return () => clearTimeout(t);
  }, [autoDismiss]);
  if (!open) return null;
  return (
    <div role={announce ? (tone === "danger" ? "alert" : "status") : undefined} className={`mb-4 flex items-start gap-3 rounded-md border p-3 ${TONES[tone]}`}>
      <div className="flex-1">{children}</div>
      {dismissible && hydrated ? (
        <button type="button" className="text-sm underline" onClick={() => setOpen(false)}>
          Schließen
        </button>
      ) : null}
    </div>
  );
}
