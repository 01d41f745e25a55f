import { Form, useLocation } from "@remix-run/react";
import { Fragment } from "react";
import type { NotificationContent } from "~/server/layout.server";
import { CsrfInput } from "../ui/csrf-input";
import { Modal, MODAL_LABELS, ModalActions } from "../ui/modal";
import { pathTo } from "#domain/pages";

/**
 * User notification (spec §1): headline, text with its line breaks, a button.
 * Confirm or close marks it read; confirm then goes to the redirect page with
 * the button link as `uri`. Both are plain form posts, so it works without JS.
 */
export function NotificationModal({ notification }: { notification: NotificationContent & { code: string; linkReady: boolean } }) {
  const location = useLocation();
  const lines = notification.text.split(/\r?\n/);
  // back to this page, without the query that recorded the notification
  const params = new URLSearchParams(location.search);
  params.delete("userNotification");
  const returnTo = location.pathname + (params.size ? `?${params}` : "");
  const form = (choice: "confirm" | "close", label: string, className: string) => (
    <Form method="post" action={pathTo("redirect")}>
      <CsrfInput />
      <input type="hidden" name="intent" value="notification" />
      <input type="hidden" name="code" value={notification.code} />
      <input type="hidden" name="choice" value={choice} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
  return (
    <Modal open title={notification.headline} showClose={false}>
      <p data-testid="notification-text">
        {lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
      {notification.linkReady ? null : (
        // its link leads into a page that is not there yet: no button that goes nowhere
        <p className="mt-3 text-sm text-slate-700">„{notification.button_text || MODAL_LABELS.confirm}“ ist bald verfügbar.</p>
      )}
      <ModalActions>
        {form("close", notification.linkReady ? MODAL_LABELS.cancel : "Verstanden", notification.linkReady ? "btn-secondary" : "btn-primary")}
        {notification.linkReady ? form("confirm", notification.button_text || MODAL_LABELS.confirm, "btn-primary") : null}
      </ModalActions>
    </Modal>
  );
}
