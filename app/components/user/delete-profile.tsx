import { Link, useNavigate } from "@remix-run/react";
import { useRef } from "react";
import { Checkbox, Select, Textarea } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { Modal, MODAL_LABELS, ModalActions } from "~/components/ui/modal";
import { DELETE_PROFILE_FORM_RULES, DELETE_REASONS } from "#domain/profile";

const REASON_OPTIONS = Object.entries(DELETE_REASONS).map(([value, label]) => ({ value, label }));

/**
 * "Profil löschen" (DSGVO art. 17) in the generic modal (spec §2: 'Bestätigen',
 * 'Abbrechen'). Opened by `?profilLoeschen`, so it is in the page's HTML and
 * works without JavaScript; with it the link opens it in place.
 */
export default function DeleteProfile({ open, reply }: { open: boolean; reply?: FormReply | null }) {
  const navigate = useNavigate();
  // closed (Abbrechen, Escape, ×): the focus goes back to the link that opened it
  const opener = useRef<HTMLAnchorElement>(null);
  const close = () => navigate("/benutzer", { preventScrollReset: true, replace: true });
  return (
    <>
      <Link ref={opener} className="btn-danger" to="?profilLoeschen" preventScrollReset>
        Profil löschen …
      </Link>
      <Modal
        open={open || reply?.form === "profil-loeschen"}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Profil endgültig löschen?"
        description="Ihr Profil, Ihre Bewertungen, Suchen, angesehenen Einträge, Ihr Profilbild und alle Anmeldungen werden gelöscht. Das kann nicht rückgängig gemacht werden."
        closeHref="/benutzer"
        showClose
        returnFocusRef={opener}
      >
        <p className="mt-2 text-sm text-slate-700">
          Firmen, die mit Ihrem Konto verknüpft sind, und deren Verträge bleiben bestehen. Wenn Sie Ihre Daten behalten möchten, laden Sie sie vorher herunter.
        </p>
        <RulesForm id="profil-loeschen" rules={DELETE_PROFILE_FORM_RULES} reply={reply} intent={{ value: "delete-profile" }} action="/benutzer" className="mt-4">
          <Select name="reason" label="Warum möchten Sie Ihr Profil löschen? (freiwillig)" placeholder="Keine Angabe" options={REASON_OPTIONS} />
          <Textarea name="customtext" label="Möchten Sie uns noch etwas sagen? (freiwillig)" rows={3} counter />
          <Checkbox name="confirm" label="Ja, mein Profil soll mit allen Daten gelöscht werden." />
          <ModalActions>
            <Link className="btn-secondary" to="/benutzer" replace preventScrollReset>
              {MODAL_LABELS.cancel}
            </Link>
            <SubmitButton pending="Profil wird gelöscht …" variant="danger">
              {MODAL_LABELS.confirm}
            </SubmitButton>
          </ModalActions>
        </RulesForm>
      </Modal>
    </>
  );
}
