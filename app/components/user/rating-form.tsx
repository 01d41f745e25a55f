import { useEffect, type ReactNode } from "react";
import { Radio, Textarea } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import type { FormReply } from "~/components/forms/validate";
import { RATING_RULES } from "#domain/rating-rules";

export const STAR_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 1 ? "1 Stern" : `${n} Sterne` }));

/** Text and stars of one own rating, on its version (/benutzer/bewertungen). */
export default function RatingForm({
  rating: r,
  reply,
  titleId,
  focusFirst = false,
  cancel,
}: {
  rating: { id: number; rating_text: string; stars: number; version: number };
  reply?: FormReply | null;
  titleId: string;
  /** opened in place with a click: the chosen stars take the focus */
  focusFirst?: boolean;
  cancel: ReactNode;
}) {
  const formId = `bewertung-${r.id}`;
  useEffect(() => {
    if (focusFirst) document.getElementById(formId)?.querySelector<HTMLInputElement>('input[name="stars"]:checked')?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it opens
  return (
    <RulesForm
      id={formId}
      rules={RATING_RULES}
      reply={reply}
      intent={{ value: "update-rating" }}
      hidden={{ rating_id: r.id, version: r.version }}
      defaultValue={{ rating_text: r.rating_text, stars: String(r.stars) }}
      aria-labelledby={titleId}
      className="mt-4 border-t border-slate-200 pt-4"
    >
      <Radio name="stars" label="Sterne" options={STAR_OPTIONS} />
      <Textarea name="rating_text" label="Ihr Text" rows={5} counter />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending="Wird gespeichert …">Bewertung speichern</SubmitButton>
        {cancel}
      </div>
    </RulesForm>
  );
}
