import { Checkbox, Field, File, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { PROFILE_FORM_RULES, USER_DATA_RULES } from "#domain/profile";
import { SALUTATION_OPTIONS } from "#domain/registration";

/** The user dashboard's profile forms (loaded after the page has painted; they post plainly before). */

interface Profile {
  username: string;
  version: number;
  profile_image: string | null;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Display name and profile image, on the profile's version. */
export function ProfileForm({ reply, profile }: { reply?: FormReply | null; profile: Profile }) {
  return (
    <RulesForm
      id="profil"
      rules={PROFILE_FORM_RULES}
      reply={reply}
      intent={{ value: "profile" }}
      version={profile.version}
      defaultValue={{ username: profile.username }}
      labels={{ username: "Anzeigename" }}
      aria-labelledby="profil-bearbeiten"
      className="mt-6 border-t border-slate-200 pt-4"
    >
      <h3 id="profil-bearbeiten" className="mb-3 font-semibold">
        Anzeigename und Profilbild
      </h3>
      <Field name="username" label="Anzeigename" autoComplete="nickname" hint="So erscheinen Sie im Portal und bei Ihren Bewertungen." />
      <File
        name="profile_image"
        label="Neues Profilbild"
        hint="JPG, PNG oder GIF, höchstens 5 MB. Es wird quadratisch auf 200 × 200 Pixel zugeschnitten."
      />
      {profile.profile_image ? <Checkbox name="removeImage" label="Profilbild entfernen" /> : null}
      <SubmitButton pending="Wird gespeichert …">Profil speichern</SubmitButton>
    </RulesForm>
  );
}

/** Salutation and name, on the profile's version. */
export function UserDataForm({ reply, profile }: { reply?: FormReply | null; profile: Profile }) {
  return (
    <RulesForm
      id="persoenliche-daten"
      rules={USER_DATA_RULES}
      reply={reply}
      intent={{ value: "user-data" }}
      version={profile.version}
      defaultValue={{
        salutation: profile.salutation ?? "",
        firstName: profile.first_name ?? "",
        lastName: profile.last_name ?? "",
      }}
      labels={{
        salutation: "Anrede",
        firstName: "Vorname",
        lastName: "Nachname",
      }}
      aria-labelledby="daten-titel"
    >
      <h2 id="daten-titel" className="mb-3 text-lg font-semibold">
        Persönliche Daten
      </h2>
      <Select name="salutation" label="Anrede" options={SALUTATION_OPTIONS} />
      <Field name="firstName" label="Vorname" autoComplete="given-name" />
      <Field name="lastName" label="Nachname" autoComplete="family-name" />
      <SubmitButton pending="Wird gespeichert …">Daten speichern</SubmitButton>
    </RulesForm>
  );
}
