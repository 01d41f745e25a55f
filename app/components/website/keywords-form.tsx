import type { FormReply } from "~/components/forms/validate";
import { Textarea } from "~/components/forms/fields";
import { RulesForm } from "~/components/forms/form";
import { SubmitButton } from "~/components/forms/submit-button";
import { WEBSITE_KEYWORDS_RULES } from "#domain/website-files";

export const KEYWORDS_FORM = "suchbegriffe";

/** The website's keywords, one per line (spec §7 getWebsiteKeywords), saved on the version they were loaded on. */
export default function KeywordsForm({ reply, companyId, website, keywords, limit, version }: { reply?: FormReply | null; companyId: string; website: string; keywords: string[]; limit: number; version: number }) {
  return (
    <RulesForm
      id={KEYWORDS_FORM}
      rules={WEBSITE_KEYWORDS_RULES}
      reply={reply}
      companyId={companyId}
      version={version}
      hidden={{ website }}
      intent={{ value: "keywords" }}
      defaultValue={{ keywords: keywords.join("\n") }}
      labels={{ keywords: "Suchbegriffe" }}
      aria-labelledby="suchbegriffe-titel"
      className="mt-4 max-w-xl"
    >
      <Textarea name="keywords" label="Suchbegriffe" rows={Math.min(12, Math.max(4, keywords.length + 2))} hint={`Ein Suchbegriff je Zeile, höchstens ${limit}. Zum Beispiel: Bäckerei Köln`} />
      <SubmitButton pending="Wird gespeichert …">Suchbegriffe speichern</SubmitButton>
    </RulesForm>
  );
}
