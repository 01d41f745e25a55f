import { describe, expect, it } from "vitest";
import { checkUpload, contentDisposition, fileNameProblem, formatFileSize, isTmpFileName, newTmpFileName, sniffContentType, UPLOAD_KINDS, uploadLimitsText } from "#domain/uploads";

/** Files of the entry (spec §7 updateLogoAndSlogan, updateDocuments; spec §5 temporary file name). */

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "....IHDR rest of an image");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "..JFIF image data");
const GIF = bytes("GIF89a", "image data");
const PDF = bytes("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");

describe("sniffContentType: the type the first bytes show", () => {
  it("knows JPEG, PNG, GIF, PDF, SVG and plain text, and nothing else", () => {
    expect(sniffContentType(JPEG)).toBe("image/jpeg");
    expect(sniffContentType(PNG)).toBe("image/png");
    expect(sniffContentType(GIF)).toBe("image/gif");
    expect(sniffContentType(bytes("GIF87a..."))).toBe("image/gif");
    expect(sniffContentType(PDF)).toBe("application/pdf");
    expect(sniffContentType(bytes('  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(sniffContentType(bytes("<html><body>hi</body></html>"))).toBeNull();
    expect(sniffContentType(bytes("MZ executable"))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode("\uFEFFÜber uns\r\nSeit 1952 in Köln.\tTel. 0221"))).toBe("text/plain");
    expect(sniffContentType(new Uint8Array([0x48, 0x69, 0x00, 0x01]))).toBeNull();
    expect(sniffContentType(new Uint8Array([0x48, 0xc3, 0x28]))).toBeNull(); // no UTF-8
  });
});

describe("checkUpload", () => {
  it("takes a logo in JPEG, PNG or GIF with a matching ending, whatever its case", () => {
    expect(checkUpload("logo", "logo.png", PNG)).toEqual({ ok: true, contentType: "image/png", fileName: "logo.png" });
    expect(checkUpload("logo", "Logo Bäckerei.JPEG", JPEG)).toEqual({ ok: true, contentType: "image/jpeg", fileName: "Logo Bäckerei.JPEG" });
    expect(checkUpload("logo", "logo.jpg", JPEG)).toMatchObject({ ok: true });
    expect(checkUpload("logo", "animiert.gif", GIF)).toMatchObject({ ok: true });
    expect(checkUpload("document", "Preisliste 2026.pdf", PDF)).toEqual({ ok: true, contentType: "application/pdf", fileName: "Preisliste 2026.pdf" });
  });

  it("refuses a file whose content is not what its name says", () => {
    expect(checkUpload("logo", "logo.png", PDF)).toEqual({ ok: false, message: UPLOAD_KINDS.logo.wrongType });
    expect(checkUpload("logo", "logo.png", JPEG)).toEqual({ ok: false, message: "Der Inhalt der Datei passt nicht zu ihrer Endung „.png“: Es ist eine JPG-Datei." });
    expect(checkUpload("document", "preise.pdf", PNG)).toEqual({ ok: false, message: UPLOAD_KINDS.document.wrongType });
    expect(checkUpload("logo", "logo", PNG)).toMatchObject({ ok: false, message: expect.stringContaining("passt nicht zu ihrer Endung") });
  });

  it("refuses SVG with its reason, and any file with script or markup inside", () => {
    const svg = checkUpload("logo", "logo.svg", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg).toMatchObject({ ok: false, message: expect.stringMatching(/^SVG-Dateien sind nicht erlaubt/) });
    const script = "Die Datei enthält Skripte oder ausführbaren Code und wurde deshalb nicht angenommen.";
    expect(checkUpload("logo", "polyglot.gif", bytes("GIF89a/*", "*/=1;<script>alert(1)</script>"))).toEqual({ ok: false, message: script });
    expect(checkUpload("logo", "logo.png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "tEXt<?php system($_GET[c]); ?>"))).toEqual({ ok: false, message: script });
    expect(checkUpload("document", "rechnung.pdf", bytes("%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"))).toEqual({ ok: false, message: script });
    expect(checkUpload("document", "start.pdf", bytes("%PDF-1.4\n<< /S /Launch /F (cmd.exe) >>"))).toEqual({ ok: false, message: script });
    // a word that merely begins like one of the actions is no action
    expect(checkUpload("document", "ok.pdf", bytes("%PDF-1.4\n<< /JSONData 1 >>"))).toMatchObject({ ok: true });
  });

  it("refuses an empty file and one over the limit of its kind", () => {
    expect(checkUpload("logo", "logo.png", new Uint8Array())).toEqual({ ok: false, message: "Die Datei ist leer." });
    const big = new Uint8Array(UPLOAD_KINDS.logo.maxBytes + 1);
    big.set(PNG);
    expect(checkUpload("logo", "logo.png", big)).toEqual({ ok: false, message: "Das Logo darf höchstens 5 MB groß sein." });
    const pdf = new Uint8Array(UPLOAD_KINDS.document.maxBytes + 1);
    pdf.set(PDF);
    expect(checkUpload("document", "gross.pdf", pdf)).toEqual({ ok: false, message: "Ein Dokument darf höchstens 10 MB groß sein." });
  });

  it.each(["../../etc/passwd.png", "ordner/logo.png", "C:\\Users\\logo.png", "..png"])("refuses the name %j as a path", (name) => {
    expect(checkUpload("logo", name, PNG)).toEqual({ ok: false, message: "Der Dateiname darf keine Ordnerangaben enthalten (/ oder \\)." });
  });

  it("refuses hidden names, control and direction characters, and over-long names", () => {
    expect(fileNameProblem(".htaccess.png")).toBe("Der Dateiname darf nicht mit einem Punkt beginnen.");
    expect(fileNameProblem("logo\u202Egnp.exe")).toBe("Der Dateiname enthält unsichtbare Steuerzeichen.");
    expect(fileNameProblem("lo\u0000go.png")).toBe("Der Dateiname enthält unsichtbare Steuerzeichen.");
    expect(fileNameProblem(`${"a".repeat(146)}.png`)).toBeNull();
    expect(fileNameProblem(`${"a".repeat(147)}.png`)).toBe("Der Dateiname darf höchstens 150 Zeichen lang sein.");
    expect(fileNameProblem("  ")).toBe("Die Datei hat keinen Namen.");
  });
});

describe("temporary names (spec §5: 'tmpfile-' plus alphanumerics)", () => {
  it("makes names that follow the rule, each one new", () => {
    const a = newTmpFileName();
    expect(isTmpFileName(a)).toBe(true);
    expect(newTmpFileName()).not.toBe(a);
  });
  it.each(["tmpfile-", "tmpfile-abc/../x", "tmpfile-ab_c", "TMPFILE-abc", "logo.png", `tmpfile-${"a".repeat(80)}`])("refuses %j", (name) => {
    expect(isTmpFileName(name)).toBe(false);
  });
});

describe("downloads", () => {
  it("names the file in plain characters and in full (RFC 6266)", () => {
    expect(contentDisposition("attachment", "Preisliste Bäckerei \"neu\".pdf")).toBe(
      "attachment; filename=\"Preisliste B_ckerei _neu_.pdf\"; filename*=UTF-8''Preisliste%20B%C3%A4ckerei%20%22neu%22.pdf",
    );
  });
  it("gives sizes as people read them", () => {
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(812 * 1024)).toBe("812 KB");
    expect(formatFileSize(1.45 * 1024 * 1024)).toBe("1,4 MB");
  });
});

describe("uploadLimitsText: what an upload field's hint says it takes", () => {
  it("names the types as people know them and the size in whole MB where it is one", () => {
    expect(uploadLimitsText(["image/jpeg", "image/png", "image/gif"], 5 * 1024 * 1024)).toBe("JPG, PNG oder GIF, höchstens 5 MB");
    expect(uploadLimitsText(UPLOAD_KINDS.document.types, UPLOAD_KINDS.document.maxBytes)).toBe("PDF, höchstens 10 MB");
    expect(uploadLimitsText(["image/png", "image/jpeg"], 1.5 * 1024 * 1024)).toBe("PNG oder JPG, höchstens 1,5 MB");
  });
});
