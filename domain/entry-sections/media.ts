import { file, list, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";
import { TMP_FILE_NAME } from "../validation";
import { MAX_MEDIA, UPLOAD_KINDS } from "../uploads";
import { FILE_ID } from "./documents";

/**
 * The entry's images (spec §7 updateMedia): JPEG, PNG or GIF up to 5 MB each,
 * stored in R2 with a thumbnail, in an order the customer sets, each with an
 * alternative text (WCAG 1.1.1: what the picture shows, for people who cannot
 * see it). One form: its save button stores the texts (and adds the chosen
 * image), "Nach oben" / "Nach unten" move an image, "Entfernen" deletes one.
 */
const alt = {
  required: "Bitte beschreiben Sie in wenigen Worten, was das Bild zeigt (für Menschen, die es nicht sehen können).",
  maxLength: { value: 150, message: "Die Bildbeschreibung darf höchstens 150 Zeichen lang sein." },
  plainText: true,
};
const optionalAlt = { ...alt, required: undefined };
const fileId = {
  required: "Unbekanntes Bild.",
  maxLength: { value: 36, message: "Unbekanntes Bild." },
  pattern: { value: FILE_ID, message: "Unbekanntes Bild." },
};
const optionalId = { ...fileId, required: undefined };
const items = list({
  fields: { id: fileId, alt },
  maxItems: { value: MAX_MEDIA, message: `Ein Eintrag kann höchstens ${MAX_MEDIA} Bilder haben.` },
});
export const MEDIA_ALT_MESSAGE = alt.required;
export const TOO_MANY_MEDIA_MESSAGE = `Ein Eintrag kann höchstens ${MAX_MEDIA} Bilder haben. Bitte entfernen Sie zuerst ein Bild.`;

/** "Nach oben" / "Nach unten": the image's id and the direction. */
export const MOVE = /^([0-9a-f-]{36}):(up|down)$/;

export const MEDIA_FORM_RULES = {
  items,
  mediaFile: file({
    types: { value: UPLOAD_KINDS.media.types, message: UPLOAD_KINDS.media.wrongType },
    maxBytes: { value: UPLOAD_KINDS.media.maxBytes, message: UPLOAD_KINDS.media.tooLarge },
  }),
  newAlt: optionalAlt,
  move: { maxLength: { value: 50, message: "Ungültige Eingabe." }, pattern: { value: MOVE, message: "Ungültige Eingabe." } },
  removeMedia: optionalId,
} satisfies Rules;

export const MEDIA_API_RULES = {
  items,
  upload: {
    maxLength: { value: 80, message: "Ungültiger Name der hochgeladenen Datei." },
    pattern: { value: TMP_FILE_NAME, message: "Ungültiger Name der hochgeladenen Datei." },
  },
  uploadAlt: optionalAlt,
  removeMedia: optionalId,
} satisfies Rules;

/** The items in their new order after "Nach oben" / "Nach unten" (unchanged for an unknown id or the edge). */
export function moved<T extends { id: string }>(list: T[], move: string): T[] {
  const m = MOVE.exec(move);
  if (!m) return list;
  const i = list.findIndex((x) => x.id === m[1]);
  const j = m[2] === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** An image's description field, by its place in the list (from 0); also the field name of a support change. */
export const mediaAltLabel = (index: number) => `Beschreibung von Bild ${index + 1}`;

export const MEDIA_SECTION: EntrySectionDef<typeof MEDIA_FORM_RULES> = {
  call: "updateMedia",
  title: "Bilder",
  saved: "Ihre Bilder wurden gespeichert.",
  rules: MEDIA_FORM_RULES,
  refine: (v) => (v.mediaFile && !v.newAlt && !v.removeMedia && !v.move ? { newAlt: MEDIA_ALT_MESSAGE } : null),
  values: (e: Entry) => ({ items: e.media.map((m) => ({ id: m.id, alt: m.alt ?? "" })) }),
};
