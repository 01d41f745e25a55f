import { Field, File, Select } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { useChosenImage } from "~/components/forms/chosen-image";
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

/**
 * With JavaScript, the chosen picture beside the current one before it is
 * saved (a local object URL), cut round as it will show; without, the saved
 * picture shows after the save.
 */
function ProfileImagePreview({ inputId, current, hasImage }: { inputId: string; current: string; hasImage: boolean }) {
  const [url, broken] = useChosenImage(inputId);
  if (!url) return null;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-6" data-testid="profile-image-preview">
      <figure>
        <img src={current} alt={hasImage ? "Ihr bisheriges Profilbild" : "Bisher: das allgemeine Benutzersymbol"} width={96} height={96} className="h-24 w-24 rounded-full object-cover" />
        <figcaption className="mt-1 text-sm text-slate-600">Bisher</figcaption>
      </figure>
      <figure>
        <img src={url} alt="Vorschau des gewählten Profilbilds" width={96} height={96} className="h-24 w-24 rounded-full object-cover" onError={broken} />
        <figcaption className="mt-1 text-sm text-slate-600">Neu (Vorschau)</figcaption>
      </figure>
      <p className="basis-full text-sm text-slate-600">Das neue Bild wird erst mit „Profil speichern“ übernommen.</p>
    </div>
  );
}

/** Display name and profile image, on the profile's version; `avatar` is the picture shown now (or the generic icon). */
export function ProfileForm({ reply, profile, avatar }: { reply?: FormReply | null; profile: Profile; avatar: string }) {
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
      <File name="profile_image" label="Neues Profilbild" hint="Es wird quadratisch auf 200 × 200 Pixel zugeschnitten." />
      <ProfileImagePreview inputId="profil-profile_image" current={avatar} hasImage={Boolean(profile.profile_image)} />
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
