import { describe, expect, it } from "vitest";
import { checkUpload, pdfHasActions } from "#domain/uploads";

/**
 * The script screen of uploaded documents (spec §7 updateDocuments): a PDF that
 * runs script, acts by itself on opening or on events, starts programs or
 * carries files is refused, however its names are spelt (PDF 32000 §7.3.5: a
 * name may write any character as #xx).
 */

const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.7\n${body}\n%%EOF`);
const refused = { ok: false, message: "Die Datei enthält Skripte oder ausführbaren Code und wurde deshalb nicht angenommen." };

describe("PDF action names", () => {
  it.each([
    ["/J#61vaScript", "1 0 obj << /S /J#61vaScript /#4A#53 (app.alert(1)) >> endobj"],
    ["/#4A#53 alone", "1 0 obj << /#4A#53 (app.alert(1)) >> endobj"],
    ["/OpenAction to an action object", "1 0 obj << /Type /Catalog /OpenAction 5 0 R >> endobj"],
    ["/OpenAction with an action dictionary", "1 0 obj << /Type /Catalog /Op#65nAction << /S /URI /URI (https://example.com) >> >> endobj"],
    ["/AA (actions on page or field events)", "3 0 obj << /Type /Page /AA << /O 9 0 R >> >> endobj"],
    ["/Launch", "9 0 obj << /S /La#75nch /F (cmd.exe) >> endobj"],
    ["/EmbeddedFiles", "1 0 obj << /Names << /EmbeddedFiles 4 0 R >> >> endobj"],
    ["/XFA forms", "1 0 obj << /AcroForm << /XFA 7 0 R >> >> endobj"],
    ["/RichMedia", "8 0 obj << /Subtype /RichMedia >> endobj"],
    ["/SubmitForm", "8 0 obj << /S /SubmitForm /F (https://example.com) >> endobj"],
    ["/GoToR (another file, a network path too)", "8 0 obj << /S /GoToR /F (\\\\\\\\host\\\\share\\\\a.pdf) >> endobj"],
  ])("refuses %s", (_, body) => {
    expect(checkUpload("document", "preise.pdf", pdf(body))).toEqual(refused);
  });

  it("takes a plain document: an open action that only shows a page (LaTeX's [page /Fit]), links, names that only begin alike", () => {
    const body = [
      "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >> endobj",
      "4 0 obj << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com) >> >> endobj",
      "5 0 obj << /JSONData 1 /AAA 2 /Launcher#20x 3 >> endobj",
    ].join("\n");
    expect(checkUpload("document", "preise.pdf", pdf(body))).toMatchObject({ ok: true });
    expect(pdfHasActions("<< /OpenAction\n  [3 0 R /XYZ 0 0 0] >>")).toBe(false);
  });
});
