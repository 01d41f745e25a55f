import { file, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";
import { TMP_FILE_NAME } from "../validation";
import { MAX_DOCUMENTS, UPLOAD_KINDS } from "../uploads";

/**
 * The entry's documents (spec §7 updateDocuments): PDFs stored in R2, listed with
 * name, size and date, each downloadable and deletable. One form: its save
 * button adds the chosen PDF, each document's "Entfernen" button deletes it.
 */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const removeDocument = {
  maxLength: { value: 36, message: "Unbekanntes Dokument." },
  pattern: { value: FILE_ID, message: "Unbekanntes Dokument." },
};
export const NOTHING_TO_DO_MESSAGE = "Bitte wählen Sie ein PDF-Dokument aus, das Sie hinzufügen möchten.";

export const DOCUMENTS_FORM_RULES = {
  documentFile: file({
    types: { value: UPLOAD_KINDS.document.types, message: UPLOAD_KINDS.document.wrongType },
    maxBytes: { value: UPLOAD_KINDS.document.maxBytes, message: UPLOAD_KINDS.document.tooLarge },
  }),
  removeDocument,
} satisfies Rules;

export const DOCUMENTS_API_RULES = {
  upload: {
    maxLength: { value: 80, message: "Ungültiger Name der hochgeladenen Datei." },
    pattern: { value: TMP_FILE_NAME, message: "Ungültiger Name der hochgeladenen Datei." },
  },
  removeDocument,
} satisfies Rules;

export const DOCUMENTS_SECTION: EntrySectionDef<typeof DOCUMENTS_FORM_RULES> = {
  call: "updateDocuments",
  title: "Dokumente",
  saved: "Ihre Dokumente wurden gespeichert.",
  rules: DOCUMENTS_FORM_RULES,
  refine: (v) => (!v.documentFile && !v.removeDocument ? { documentFile: NOTHING_TO_DO_MESSAGE } : null),
  values: (e: Entry) => ({ files: e.documents }),
};

export const TOO_MANY_DOCUMENTS_MESSAGE = `Ein Eintrag kann höchstens ${MAX_DOCUMENTS} Dokumente haben. Bitte entfernen Sie zuerst ein Dokument.`;
