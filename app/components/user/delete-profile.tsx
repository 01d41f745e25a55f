import { Link, useNavigate } from "@remix-run/react";
import { useRef } from "react";
import { Checkbox, Field, Select, Textarea } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { Modal, MODAL_LABELS, ModalActions } from "~/components/ui/modal";
import { DELETE_PROFILE_FORM_RULES, DELETE_PROFILE_FORM_RULES_WITHOUT_PASSWORD, DELETE_REASONS } from "#domain/profile";
import { pathTo } from "#domain/pages";

const REASON_OPTIONS = Object.entries(DELETE_REASONS).map(([value, label]) => ({ value, label }));

/**
 * "Profil löschen" (DSGVO art. 17) in the generic modal (spec §2); its button
 * says what it does ("Profil löschen") rather than 'Bestätigen'. Opened by `?profilLoeschen`, so it is in the page's HTML and
 * works without JavaScript; with it the link opens it in place. The password
 * confirms it, as for the e-mail change; an account without one (made by
 * Facebook) types its e-mail address instead.
 */
export default function DeleteProfile({ open, reply, hasPassword }: { open: boolean; reply?: FormReply | null; hasPassword: boolean }) {
  const navigate = useNavigate();
  // closed (Abbrechen, Escape, ×): the focus goes back to the link that opened it
  const opener = useRef<HTMLAnchorElement>(null);
  const close = () => navigate(pathTo("user"), { preventScrollReset: true, replace: true });
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
        closeHref={pathTo("user")}
        showClose
        returnFocusRef={opener}
      >
        <p className="mt-2 text-sm text-slate-700">
          Firmen, die mit Ihrem Konto verknüpft sind, und deren Verträge bleiben bestehen. Wenn Sie Ihre Daten behalten möchten, laden Sie sie vorher herunter.
        </p>
        <RulesForm
          id="profil-loeschen"
          rules={hasPassword ? DELETE_PROFILE_FORM_RULES : DELETE_PROFILE_FORM_RULES_WITHOUT_PASSWORD}
          reply={reply}
          intent={{ value: "delete-profile" }}
          action={pathTo("user")}
          className="mt-4"
        >
          <Select name="reason" label="Warum möchten Sie Ihr Profil löschen? (freiwillig)" placeholder="Keine Angabe" options={REASON_OPTIONS} />
          <Textarea name="customtext" label="Möchten Sie uns noch etwas sagen? (freiwillig)" rows={3} counter />
          {hasPassword ? (
            <Field name="currentPassword" label="Passwort" type="password" autoComplete="current-password" hint="Zu Ihrer Sicherheit." />
          ) : (
            <Field name="confirmEmail" label="Ihre E-Mail-Adresse" type="email" autoComplete="off" hint="Ihr Konto hat kein Passwort: Bitte geben Sie zur Bestätigung seine E-Mail-Adresse ein." />
          )}
          <Checkbox name="confirm" label="Ja, mein Profil soll mit allen Daten gelöscht werden." />
          <ModalActions>
            <Link className="btn-secondary" to={pathTo("user")} replace preventScrollReset>
              {MODAL_LABELS.cancel}
            </Link>
            <SubmitButton pending="Profil wird gelöscht …" variant="danger">
              Profil löschen
            </SubmitButton>
          </ModalActions>
        </RulesForm>
      </Modal>
    </>
  );
}
