import { TMP_FILE_NAME } from "./validation";

/**
 * Files of the entry (spec §7 updateLogoAndSlogan, updateDocuments): what each
 * kind of upload may be, and the check of a file's name and content. The browser
 * declares a type from the file's ending; the backend believes only the first
 * bytes, so a PDF named logo.png, an SVG or an HTML page is refused whatever it
 * is called. Files with script inside are refused too: no image needs it, and a
 * PDF that runs JavaScript or starts programs is no document to show customers.
 */
export const UPLOAD_KINDS = {
  logo: {
    types: ["image/jpeg", "image/png", "image/gif"],
    maxBytes: 5 * 1024 * 1024,
    wrongType: "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF.",
    tooLarge: "Das Logo darf höchstens 5 MB groß sein.",
  },
  media: {
    types: ["image/jpeg", "image/png", "image/gif"],
    maxBytes: 5 * 1024 * 1024,
    wrongType: "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF.",
    tooLarge: "Ein Bild darf höchstens 5 MB groß sein.",
  },
  document: {
    types: ["application/pdf"],
    maxBytes: 10 * 1024 * 1024,
    wrongType: "Bitte wählen Sie ein PDF-Dokument.",
    tooLarge: "Ein Dokument darf höchstens 10 MB groß sein.",
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** What one kind of upload may be. */
export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

export const isUploadKind = (v: unknown): v is UploadKind => typeof v === "string" && Object.hasOwn(UPLOAD_KINDS, v);

/** The largest upload of any kind: the body limit of the calls and forms that take files adds a little for the form around it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

/** The most documents an entry keeps. */
export const MAX_DOCUMENTS = 20;
/** The most images an entry keeps. */
export const MAX_MEDIA = 20;

/** The endings that belong to each content type. */
const ENDINGS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "application/pdf": ["pdf"],
  "text/plain": ["txt"],
};

/** The usual ending of a file of this content type ("jpg", "png", "gif", "pdf"). */
export const endingOf = (contentType: string): string => ENDINGS[contentType]?.[0] ?? "bin";

/** A temporary upload's name (spec §5: 'tmpfile-' plus alphanumerics). */
export const isTmpFileName = (v: unknown): v is string => typeof v === "string" && v.length <= 80 && TMP_FILE_NAME.test(v);
export function newTmpFileName(): string {
  return `tmpfile-${crypto.randomUUID().replaceAll("-", "")}`;
}

const startsWith = (bytes: Uint8Array, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The content type the first bytes show (JPEG, PNG, GIF, PDF, plain UTF-8 text), "image/svg+xml" for SVG, or null. */
export function sniffContentType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (startsWith(bytes, ...ascii("GIF87a")) || startsWith(bytes, ...ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ...ascii("%PDF-"))) return "application/pdf";
  const head = latin1(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "image/svg+xml";
  // markup is no plain text, nor is a program whose first bytes happen to be printable ("MZ…")
  if (head.startsWith("<") || startsWith(bytes, ...ascii("MZ"))) return null;
  return isPlainText(bytes) ? "text/plain" : null;
}

/** UTF-8 text without control characters other than tab, line breaks and form feed (a UTF-8 BOM allowed): a plain text file. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

function latin1(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

/** Markup or script a browser or PDF reader could run, anywhere in the file. */
const SCRIPT_INSIDE = /<script|<\?php|<html|<iframe|<svg|javascript:/i;

/**
 * PDF names that run something, or start it without a click, refused in a document:
 * script (/JS, /JavaScript, XFA forms' /XFA), actions on opening or on events
 * (/OpenAction unless it is a plain destination `[page /Fit]`, as LaTeX writes;
 * /AA), programs and other files (/Launch, /GoToR, /GoToE: a remote file can leak
 * the reader's network login), attachments (/EmbeddedFile, /EmbeddedFiles), Flash
 * and 3D (/RichMedia), and forms that send or load data (/SubmitForm, /ImportData).
 * A link (/URI) stays: every link in a PDF is one, and it needs a click.
 */
const PDF_ACTIONS = new Set(["JS", "JavaScript", "XFA", "AA", "Launch", "GoToR", "GoToE", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "SubmitForm", "ImportData"]);
/** A PDF name: a slash and the regular characters up to the next white space or delimiter (PDF 32000 §7.3.5). */
const PDF_NAME = /\/([^\s()<>[\]{}/%]*)/g;

/** Whether a PDF's text has an action name of PDF_ACTIONS, its names read with their #xx escapes decoded (/J#61vaScript is /JavaScript). */
export function pdfHasActions(text: string): boolean {
  for (const match of text.matchAll(PDF_NAME)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (PDF_ACTIONS.has(name)) return true;
    // an open action that is a destination array only shows a page; a dictionary or a reference may be any action
    if (name === "OpenAction" && !/^[\s]*\[/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 64))) return true;
  }
  return false;
}

/** Why a file's name is no plain file name (path, control characters, hidden), or null. */
export function fileNameProblem(name: string): string | null {
  if (!name.trim()) return "Die Datei hat keinen Namen.";
  if (name.length > 150) return "Der Dateiname darf höchstens 150 Zeichen lang sein.";
  if (/[/\\]/.test(name) || name.includes("..")) return "Der Dateiname darf keine Ordnerangaben enthalten (/ oder \\).";
  if (name.startsWith(".")) return "Der Dateiname darf nicht mit einem Punkt beginnen.";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(name)) return "Der Dateiname enthält unsichtbare Steuerzeichen.";
  return null;
}

export type UploadCheck = { ok: true; contentType: string; fileName: string } | { ok: false; message: string };

/** The check of one uploaded file of `kind` (or by a rule of its own): its name, size, content (by its first bytes), ending and script inside. */
export function checkUpload(kind: UploadKind | UploadRule, name: string, bytes: Uint8Array): UploadCheck {
  const rules: UploadRule = typeof kind === "string" ? UPLOAD_KINDS[kind] : kind;
  const nameProblem = fileNameProblem(name);
  if (nameProblem) return { ok: false, message: nameProblem };
  if (bytes.byteLength === 0) return { ok: false, message: "Die Datei ist leer." };
  if (bytes.byteLength > rules.maxBytes) return { ok: false, message: rules.tooLarge };
  const type = sniffContentType(bytes);
  if (type === "image/svg+xml") return { ok: false, message: `SVG-Dateien sind nicht erlaubt, weil sie Skripte enthalten können. ${rules.wrongType}` };
  if (!type || !(rules.types as readonly string[]).includes(type)) return { ok: false, message: rules.wrongType };
  const ending = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (!ENDINGS[type]!.includes(ending)) {
    return { ok: false, message: `Der Inhalt der Datei passt nicht zu ihrer Endung${ending ? ` „.${ending}“` : ""}: Es ist eine ${ENDINGS[type]![0]!.toUpperCase()}-Datei.` };
  }
  const text = latin1(bytes);
  if (SCRIPT_INSIDE.test(text) || (type === "application/pdf" && pdfHasActions(text))) {
    return { ok: false, message: "Die Datei enthält Skripte oder ausführbaren Code und wurde deshalb nicht angenommen." };
  }
  return { ok: true, contentType: type, fileName: name.trim() };
}

/** A file name for a Content-Disposition header: the name's plain characters, and the whole name encoded (RFC 6266). */
export function contentDisposition(kind: "attachment" | "inline", fileName: string): string {
  const plain = fileName.replace(/[^A-Za-z0-9._ -]/g, "_");
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A size for people: "812 KB", "1,4 MB". */
/** What people call the files of a content type. */
const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPG", "image/png": "PNG", "image/gif": "GIF", "application/pdf": "PDF", "image/webp": "WebP", "text/plain": "Text (TXT)" };

/** What an upload field takes, as its hint says it: "JPG, PNG oder GIF, höchstens 5 MB". */
export function uploadLimitsText(types: readonly string[], maxBytes: number): string {
  const names = [...new Set(types.map((t) => TYPE_NAMES[t] ?? t))];
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} oder ${names.at(-1)}` : (names[0] ?? "");
  const mb = maxBytes / 1024 / 1024;
  return `${list}, höchstens ${Number.isInteger(mb) ? `${mb} MB` : formatFileSize(maxBytes)}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
}
