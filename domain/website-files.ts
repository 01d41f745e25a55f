import type { Rules } from "./form-rules";
import type { UploadRule } from "./uploads";

/**
 * What the customer sends the website team (spec §2 website/bearbeiten, §7
 * updateWebsiteFiles): texts, images and PDFs, checked by their content like
 * every upload (domain/uploads.ts checkUpload), and the website's keywords.
 */
export const WEBSITE_FILE_RULE: UploadRule = {
  types: ["image/jpeg", "image/png", "image/gif", "application/pdf", "text/plain"],
  maxBytes: 10 * 1024 * 1024,
  wrongType: "Bitte senden Sie Bilder (JPG, PNG, GIF), PDF-Dokumente oder Texte (TXT, als UTF-8 gespeichert).",
  tooLarge: "Eine Datei darf höchstens 10 MB groß sein.",
};
/** Files in one upload, and files a website keeps at most. */
export const WEBSITE_FILES_PER_UPLOAD = 5;
export const MAX_WEBSITE_FILES = 50;
/** The largest upload: so many files of the largest size (the body limits of the page and the call). */
export const WEBSITE_UPLOAD_BYTES = 25 * 1024 * 1024;
export const TOO_MANY_FILES_MESSAGE = `Sie können höchstens ${WEBSITE_FILES_PER_UPLOAD} Dateien auf einmal senden.`;
export const FILES_FULL_MESSAGE = `Für diese Website liegen schon ${MAX_WEBSITE_FILES} Dateien vor. Bitte löschen Sie zuerst Dateien, die das Website-Team nicht mehr braucht.`;

/** What the upload field takes, as its hint says it (written out: the page's script loads no upload rules). */
export const UPLOAD_HINT = "JPG, PNG, GIF, PDF oder Text (TXT), höchstens 10 MB je Datei; bis zu 5 Dateien auf einmal, zusammen höchstens 25 MB.";

/** The images shown as a preview. */
export const isPreviewable = (contentType: string) => contentType.startsWith("image/");

/** A keyword of the website (what it is optimised for): plain text, 2 to 60 characters. */
export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 60;

/** The keywords as the form sends them: one per line. */
export const WEBSITE_KEYWORDS_RULES = {
  keywords: {
    maxLength: { value: 4000, message: "Die Suchbegriffe sind zu lang." },
    multiline: true,
  },
} satisfies Rules;

/**
 * The keywords of the form's text (one per line, trimmed, empty lines and
 * repeats dropped, case aside), or the German message why they cannot be kept.
 */
export function parseKeywords(text: string, limit: number): { ok: true; keywords: string[] } | { ok: false; message: string } {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const k = line.trim().replace(/\s+/g, " ");
    if (!k || seen.has(k.toLowerCase())) continue;
    if (k.length < KEYWORD_MIN) return { ok: false, message: `„${k}“ ist zu kurz: Ein Suchbegriff hat mindestens ${KEYWORD_MIN} Zeichen.` };
    if (k.length > KEYWORD_MAX) return { ok: false, message: `„${k.slice(0, 20)}…“ ist zu lang: Ein Suchbegriff hat höchstens ${KEYWORD_MAX} Zeichen.` };
    seen.add(k.toLowerCase());
    keywords.push(k);
  }
  if (keywords.length > limit) return { ok: false, message: `Zu Ihrer Website gehören höchstens ${limit} Suchbegriffe; Sie haben ${keywords.length} eingetragen.` };
  return { ok: true, keywords };
}
