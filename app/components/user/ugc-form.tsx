import { Radio, Select, Textarea } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { UGC_RULES } from "#domain/rating-rules";
import { STAR_OPTIONS } from "./rating-form";

/** A new rating on /ugc: the entry (one the user looked at), stars and text. */
export default function UgcForm({
  entries,
  chosen,
  reply,
}: {
  entries: { id: string; name: string; city: string | null }[];
  chosen: string;
  reply?: FormReply | null;
}) {
  return (
    <RulesForm id="ugc-bewertung" rules={UGC_RULES} reply={reply} defaultValue={{ entry_id: chosen }} aria-labelledby="ugc-titel">
      <h2 id="ugc-titel" className="mb-3 text-lg font-semibold">
        Ihre Bewertung
      </h2>
      <Select
        name="entry_id"
        label="Firma"
        placeholder="Bitte wählen Sie eine Firma"
        options={entries.map((e) => ({ value: e.id, label: e.city ? `${e.name}, ${e.city}` : e.name }))}
      />
      <Radio name="stars" label="Sterne" options={STAR_OPTIONS} />
      <Textarea
        name="rating_text"
        label="Ihr Text"
        rows={5}
        counter
        hint="Was war gut, was weniger? Bitte sachlich und ohne persönliche Daten anderer."
      />
      <SubmitButton pending="Wird gespeichert …">Bewertung veröffentlichen</SubmitButton>
    </RulesForm>
  );
}
